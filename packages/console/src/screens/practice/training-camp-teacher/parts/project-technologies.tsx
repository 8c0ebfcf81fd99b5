import { Box, Button, CloseButton, Heading, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { bulkSucceeded, SUBMIT_SUCCEEDED } from '@practice/sdk';
import { notify, OptionSelect, type SelectOption } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { useOperationResult } from '../../../../data/use-loaded.js';
import { usePageButtons } from '../../../../permission/index.js';
import { callOperation } from '../../../entity-list/index.js';

const ALL = { pageNumber: 1, pageSize: 999_999 };
const ADD = 'AddProjectProjectTechnology';
const REMOVE = 'DeleteProjectProjectTechnologyIDS';

type Page = { List: Record<string, unknown>[] };

interface Bound {
  id: string;
  technologyId: string;
  name: string;
}

/**
 * A saved project's technology directions (ProjectProjectTechnology): tags, removed by their ×, and a choice
 * of the catalogue's other directions to add, as far as the page's buttons grant (添加技术方向, 移除技术方向).
 */
export function ProjectTechnologies({ projectId }: { projectId: string }) {
  const buttons = usePageButtons();
  const [choice, setChoice] = useState('');
  const boundPage = useOperationResult<Page>('GetProjectProjectTechnologyPageList', {
    ...ALL,
    cProjectInfoId: projectId,
  });
  const bound: Bound[] = useMemo(
    () =>
      (boundPage.value?.List ?? []).map((r) => ({
        id: String(r.cProjectProjectTechnologyId),
        technologyId: String(r.cProjectTechnologyId),
        name: String(r.cTechnologyName ?? ''),
      })),
    [boundPage.value],
  );
  const cataloguePage = useOperationResult<Page>('GetProjectTechnologyPageList', ALL).value;
  const catalogue: SelectOption[] = useMemo(
    () =>
      (cataloguePage?.List ?? []).map((r) => ({
        value: String(r.cProjectTechnologyId),
        label: String(r.cTechnologyName ?? ''),
      })),
    [cataloguePage],
  );
  const taken = new Set(bound.map((b) => b.technologyId));
  const free = catalogue.filter((o) => !taken.has(String(o.value)));
  const add = () => {
    if (!choice) return notify('warning', '请选择技术方向');
    return callOperation(ADD, { cProjectInfoId: projectId, cProjectTechnologyId: choice }).then(
      () => {
        // The bound list refreshes through the write itself (src/data).
        notify('success', SUBMIT_SUCCEEDED);
        setChoice('');
      },
      () => undefined,
    );
  };
  const remove = (b: Bound) =>
    callOperation(REMOVE, { ids: [b.id] }).then(
      () => {
        notify('success', bulkSucceeded(buttons.label(REMOVE) || '移除'));
      },
      () => undefined,
    );

  return (
    <Stack gap="3" maxWidth="5xl" data-testid="project-technologies">
      <Heading size="sm">技术方向</Heading>
      {/* Not "none set" before the answer has said so. */}
      {boundPage.status === 'loading' ? (
        <Text color="fg.muted">正在加载技术方向…</Text>
      ) : bound.length === 0 ? (
        <Text color="fg.muted">暂未设置技术方向</Text>
      ) : (
        <Wrap gap="2">
          {bound.map((b) => (
            <Tag.Root key={b.id} colorPalette="brand" size="lg">
              <Tag.Label>{b.name}</Tag.Label>
              {buttons.has(REMOVE) && (
                <Tag.EndElement>
                  <CloseButton size="2xs" aria-label={`移除${b.name}`} onClick={() => void remove(b)} />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Wrap>
      )}
      {buttons.has(ADD) && (
        <HStack gap="3" align="end">
          <Box minW="56">
            <OptionSelect options={free} emptyLabel="请选择技术方向" value={choice} onChange={setChoice} />
          </Box>
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => void add()}>
            {buttons.label(ADD)}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
