import type { EntityColumns } from '@practice/ui-kit';
import { usePageButtons } from '../../../permission/index.js';
import { fileLinkColumn, ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { RecordFormDialog, useRecordForm } from '../../kit/internship/record-form.js';
import { COURSE_SCOPE } from '../../kit/internship/work-scope.js';

const ENTITY = 'InternshipSummaryTask';

// The page is one course's: its name is the page header, not a column. A task opens its students' summaries.
const COLUMNS: EntityColumns<typeof ENTITY> = {
  cInternshipName: false,
  cFilePath: fileLinkColumn('cFilePath'),
  cTaskName: {
    link: { child: 'student-summary', fields: ['fInternshipSummaryTaskId', 'fInternshipInfoId'] },
  },
};

/**
 * 实习总结 (SPEC 2.3 practice-manage / teacher-manage summary): the course's summary tasks. 新增任务 and 编辑
 * open the task form (requirement as rich text, an attachment) filed under the course; 删除 is the list's.
 */
export default function SummaryScreen() {
  const scope = useRouteScope(COURSE_SCOPE);
  const form = useRecordForm(ENTITY);
  const buttons = usePageButtons();
  return (
    <ScopedListScreen entity={ENTITY} scope={COURSE_SCOPE} columns={COLUMNS} handlers={form.handlers}>
      <RecordFormDialog
        entity={ENTITY}
        state={form.state}
        onClose={form.close}
        fixed={scope.values}
        addLabel={buttons.label(`Add${ENTITY}`) || '新增'}
      />
    </ScopedListScreen>
  );
}
