import type { EntityColumns, TableRow } from '@practice/ui-kit';
import { useMemo, useState } from 'react';
import { usePageButtons } from '../../../permission/index.js';
import type { ListActions } from '../../entity-list/index.js';
import { fileLinkColumn, ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { FileUpdateDialog } from '../../kit/internship/file-update-dialog.js';
import { RecordFormDialog, useRecordForm } from '../../kit/internship/record-form.js';
import { useWriteFromAddress } from '../../kit/open-from-address.js';
import { OWN_SCOPE } from './parts/student-links.js';
import { SummaryTaskList } from './parts/summary-task-list.js';
import { courseTaskOptions } from './parts/summary-tasks.js';

const ENTITY = 'InternshipSummary';

/** The student and course are the page's; the task, the file, the status and the tutor's grade are the row's. */
const COLUMNS: EntityColumns<typeof ENTITY> = {
  cInternshipName: false,
  cRealName: { hidden: true },
  cNumber: { hidden: true },
  cClassName: { hidden: true },
  cFilePath: fileLinkColumn('cFilePath'),
  fGrade: {},
  cComment: {},
};

/**
 * 实习总结 (SPEC 2.3 summary-student): the student's summaries in the course with their status and grade,
 * and under them the course's summary tasks (what is asked, by when).
 * 提交总结 hands one in for one of the course's summary tasks (title, text, attachment); 上传附件 replaces
 * a summary's attachment (the upload field's limit: 上传文件大小不能超过 100MB!). 今日待办 opens 提交总结 on
 * its summary task (_write).
 */
export default function StudentSummaryScreen() {
  const route = useRouteScope(OWN_SCOPE);
  const buttons = usePageButtons();
  const form = useRecordForm(ENTITY);
  const [updating, setUpdating] = useState<TableRow | null>(null);
  const course = route.values.fInternshipInfoId ?? '';
  const choices = useMemo(() => ({ fInternshipSummaryTaskId: courseTaskOptions(course) }), [course]);
  useWriteFromAddress((taskId) => form.add({ fInternshipSummaryTaskId: taskId }));
  const handlers: ListActions = {
    ...form.handlers,
    UpdateInternshipSummaryFile: {
      need: 'one',
      run: ([row]) => row && setUpdating(row),
    },
  };
  return (
    <ScopedListScreen entity={ENTITY} scope={OWN_SCOPE} columns={COLUMNS} handlers={handlers}>
      <RecordFormDialog
        entity={ENTITY}
        state={form.state}
        onClose={form.close}
        fixed={route.values}
        choices={choices}
        addLabel={buttons.label(`Add${ENTITY}`) || '提交总结'}
      />
      <FileUpdateDialog summary={updating} onClose={() => setUpdating(null)} />
      <SummaryTaskList courseId={course} />
    </ScopedListScreen>
  );
}
