import { Button, chakra, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { screenByKey } from '@practice/sdk/contract';
import { HEADER_QUERY_KEY } from '@practice/ui-kit';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageButtons, usePageRoute } from '../../../permission/index.js';
import { closeTab, viewKeyOf } from '../../../stores/tabs.js';
import { useEditRecord } from '../../edit-page/use-edit-record.js';
import { operationsOf } from '../../entity-list/entity-calls.js';
import { callOperation, entityNamed } from '../../entity-list/index.js';
import { useFormSubmit } from '../../entity-list/use-form-submit.js';
import { useRefChoices } from '../../entity-list/use-ref-choices.js';
import { asGenericField } from '../../org/edit-page-fields.js';
import { useLectureArea } from './parts/lecture-area.js';
import {
  LectureFormFields,
  lectureFormShape,
  lectureFormValues,
  lectureSubmission,
} from './parts/lecture-form.js';

/**
 * 编辑教学文件 / 编辑教学论文 (?cCloudSeminarTeachFileId= to edit, ?cCloudSeminarId= to add to a seminar): the
 * file's or paper's fields and its one stored file. 创建 / 保存 send it; it then waits for review.
 */
export default function TeachMaterialEditScreen() {
  const area = useLectureArea();
  const route = usePageRoute();
  const entity = entityNamed(screenByKey.get(route?.key ?? '')?.controller ?? 'CloudSeminarTeachFile');
  const shape = useMemo(() => lectureFormShape(entity), [entity]);
  const buttons = usePageButtons();
  const record = useEditRecord(`Get${entity.name}Model`, entity.key);
  const [params] = useSearchParams();
  const seminar = params.get(area.key) ?? '';
  const defaults = useMemo(() => (seminar ? { [area.key]: seminar } : {}), [area, seminar]);
  const form = useFormSubmit(() => lectureFormValues(shape, undefined, defaults));
  const { setValues } = form;
  const choices = useRefChoices(
    useMemo(() => shape.fields.map(asGenericField), [shape]),
    true,
  );
  const editing = record.status === 'loaded' ? record.row : undefined;
  const ops = operationsOf(entity);
  const operation = record.status === 'new' ? ops.add : ops.edit;
  const button = buttons.groups.form.find((b) => b.operation === operation);
  const readOnly = !button || (record.status !== 'new' && record.status !== 'loaded');
  const list = route?.key.endsWith('paper-edit') ? 'teach-paper-list' : 'teach-file-list';
  const navigate = useNavigate();
  const header = params.get(HEADER_QUERY_KEY);
  // Back to the seminar's list (its query names the seminar), this page's tab closed.
  const leave = () => {
    if (!route) return;
    closeTab(viewKeyOf(route, ''));
    const id = form.values[area.key] || seminar || String(editing?.[area.key] ?? '');
    const query = { ...(id ? { [area.key]: id } : {}), ...(header ? { [HEADER_QUERY_KEY]: header } : {}) };
    navigate({
      pathname: `${route.path.slice(0, route.path.lastIndexOf('/'))}/${list}`,
      search: new URLSearchParams(query).toString(),
    });
  };

  // The form follows the record it was built from; a kept-alive page shown again keeps what was typed.
  const builtFrom = useRef<typeof record | null>(null);
  useEffect(() => {
    if (builtFrom.current === record || record.status === 'loading') return;
    builtFrom.current = record;
    setValues(lectureFormValues(shape, editing, defaults));
    form.reset();
  }, [record, shape, editing, defaults, form.reset, setValues]);

  const submit = (event: FormEvent) =>
    readOnly
      ? event.preventDefault()
      : form.submit(event, {
          check: () => lectureSubmission(shape, form.values, editing),
          send: (body) => callOperation(operation, body),
          onDone: leave,
        });

  const title = route?.title ?? entity.label;
  if (record.status === 'loading') return <Spinner aria-label="加载中" />;
  if (record.status === 'failed') return <Text color="fg.muted">未获取到{entity.label}数据</Text>;
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="4" maxWidth="5xl">
        <Heading size="md">{title}</Heading>
        <chakra.fieldset disabled={readOnly} minWidth="0">
          <LectureFormFields
            shape={shape}
            values={form.values}
            errors={form.errors}
            change={form.change}
            choices={choices}
            readOnly={readOnly}
          />
        </chakra.fieldset>
        <HStack gap="3">
          {button && !readOnly && (
            <Button type="submit" colorPalette="brand" loading={form.saving}>
              {button.label}
            </Button>
          )}
          <Button variant="outline" onClick={leave}>
            返回
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
