import type { EntityColumns } from '@practice/ui-kit';
import { bulkCall, EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { useRouteScope } from '../../kit/index.js';
import { SELECTION_COLUMNS } from './parts/practice-links.js';
import { STUDENT_DOWNLOAD } from './parts/student-download.js';

const SCOPE = ['cPracticeInfoId'];
const KEY = 'cPracticeStudentId';

const ONE_COURSE: EntityColumns<'PracticeStudent'> = { ...SELECTION_COLUMNS, cPracticeName: false };

const HANDLERS: ListActions = {
  AuthPracticeStudentIDS: bulkCall('AuthPracticeStudentIDS', { key: KEY }),
  UnAuthPracticeStudentIDS: bulkCall('UnAuthPracticeStudentIDS', {
    key: KEY,
    confirm: (rows, label) => `确定要${label}选中的${rows.length}条选课申请吗？驳回后将释放课程名额`,
  }),
  ...STUDENT_DOWNLOAD,
};

/**
 * /practice/practice-info/practice-student-list (选课审核): the course selections of the user's courses (or of
 * one course, ?cPracticeInfoId=), passed or rejected one or many at a time; 批量下载 packs what the selected
 * students handed in; 提交情况 opens a student's hand-ins.
 */
export default function PracticeSelectionReviewScreen() {
  const scope = useRouteScope(SCOPE);
  return (
    <EntityListScreen
      entity="PracticeStudent"
      filter={scope.values}
      columns={scope.complete ? ONE_COURSE : SELECTION_COLUMNS}
      handlers={HANDLERS}
    />
  );
}
