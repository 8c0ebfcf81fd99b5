import { screenByKey } from '@practice/sdk/contract';
import { HEADER_QUERY_KEY } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageRoute } from '../../../permission/index.js';
import { closeTab, viewKeyOf } from '../../../stores/tabs.js';
import { EditPageFrame } from '../../edit-page/edit-page-frame.js';
import { useEditPage } from '../../edit-page/use-edit-page.js';
import type { FormValues } from '../../entity-list/form-values.js';
import { entityNamed } from '../../entity-list/index.js';
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
  const [params] = useSearchParams();
  const seminar = params.get(area.key) ?? '';
  const defaults = useMemo(() => (seminar ? { [area.key]: seminar } : {}), [area, seminar]);
  const choices = useRefChoices(
    useMemo(() => shape.fields.map(asGenericField), [shape]),
    true,
  );
  const list = route?.key.endsWith('paper-edit') ? 'teach-paper-list' : 'teach-file-list';
  const navigate = useNavigate();
  const header = params.get(HEADER_QUERY_KEY);
  // Back to the seminar's list (its query names the seminar), this page's tab closed.
  const leave = (values: FormValues, editing: Record<string, unknown> | undefined) => {
    if (!route) return;
    closeTab(viewKeyOf(route, ''));
    const id = values[area.key] || seminar || String(editing?.[area.key] ?? '');
    const query = { ...(id ? { [area.key]: id } : {}), ...(header ? { [HEADER_QUERY_KEY]: header } : {}) };
    navigate({
      pathname: `${route.path.slice(0, route.path.lastIndexOf('/'))}/${list}`,
      search: new URLSearchParams(query).toString(),
    });
  };

  const { form, readOnly, frame } = useEditPage({
    entity,
    values: (editing) => lectureFormValues(shape, editing, defaults),
    check: (values, editing) => lectureSubmission(shape, values, editing),
    leave,
  });

  return (
    <EditPageFrame {...frame}>
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
