import { DataList, Stack } from '@chakra-ui/react';
import { enums } from '@practice/sdk/contract';
import { AppDialog, CellButton, emptyLabel, Loading, SafeHtml, type TableRow } from '@practice/ui-kit';
import { useOperationResult } from '../../../../data/use-loaded.js';
import { ChainStatus, JOB_KEY } from './job-chain.js';

/** A post's name as a link that opens its details. */
export function JobNameLink({ row, onOpen }: { row: TableRow; onOpen: (row: TableRow) => void }) {
  return <CellButton onPress={() => onOpen(row)}>{String(row.cJobName ?? '')}</CellButton>;
}

const place = (value: unknown) => String(value ?? '').split(',')[0] || emptyLabel('text');

/**
 * 职位详情: what a student reads before sending a resume (and a poster checks before review): the post as
 * the server holds it now, its description shown sanitised.
 */
export function JobDetailDialog({ row, onClose }: { row: TableRow | null; onClose: () => void }) {
  // A refusal was shown by the SDK; the dialog stays on its spinner until closed.
  const post =
    useOperationResult<TableRow>('GetCloudRecruitmentModel', row ? { [JOB_KEY]: String(row[JOB_KEY]) } : null)
      .value ?? null;

  const items: [string, React.ReactNode][] = post
    ? [
        ['招聘企业', String(post.cCompanyName ?? '')],
        ['状态', <ChainStatus key="s" row={post} />],
        ['薪资待遇', String(post.cSalary ?? '')],
        ['学历要求', enums.EducationType.labelOf(post.fEducationType) ?? ''],
        ['经验要求', enums.ExperienceType.labelOf(post.fExperienceType) ?? ''],
        ['招聘范围', enums.RecruitmentType.labelOf(post.fRecruitmentType) ?? ''],
        ['工作城市', String(post.cCity ?? '')],
        ['工作地点', place(post.cAddress)],
        ['招聘人数', post.fRecruitNumber == null ? emptyLabel('text') : `${post.fRecruitNumber}人`],
        ['截止日期', String(post.tDeadline ?? '') || emptyLabel('text')],
        ['联系人', String(post.cContact ?? '') || emptyLabel('text')],
        ['联系电话', String(post.cContactPhone ?? '') || emptyLabel('text')],
      ]
    : [];
  return (
    <AppDialog open={!!row} onClose={onClose} title={String(row?.cJobName ?? '职位详情')} size="medium">
      {!post ? (
        <Loading />
      ) : (
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm">
            {items.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minWidth="5.5rem">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <SafeHtml
            borderTopWidth="1px"
            paddingTop="3"
            aria-label="职位描述"
            html={String(post.cContent ?? '')}
          />
        </Stack>
      )}
    </AppDialog>
  );
}
