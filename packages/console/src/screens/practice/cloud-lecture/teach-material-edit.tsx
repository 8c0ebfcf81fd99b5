import { screenByKey } from '@practice/sdk/contract';
import { HEADER_QUERY_KEY } from '@practice/ui-kit';
import { type FormEvent, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageButtons, usePageRoute } from '../../../permission/index.js';
import { closeTab, viewKeyOf } from '../../../stores/tabs.js';
import { EditPageFrame, useFormFromRecord } from '../../edit-page/edit-page-frame.js';
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

  useFormFromRecord(record, () => lectureFormValues(shape, editing, defaults), form);

  const submit = (event: FormEvent) =>
    readOnly
      ? event.preventDefault()
      : form.submit(event, {
          check: () => lectureSubmission(shape, form.values, editing),
          send: (body) => callOperation(operation, body),
          onDone: leave,
        });

  return (
    <EditPageFrame
      title={route?.title ?? entity.label}
      record={record}
      entityLabel={entity.label}
      submitLabel={button?.label}
      readOnly={readOnly}
      saving={form.saving}
      onSubmit={submit}
      onLeave={leave}
    >
      <LectureFormFields
        shape={shape}
        values={form.values}
        errors={form.errors}
        change={form.change}
        choices={choices}
        readOnly={readOnly}
      />
    </EditPageFrame>
  );
}
