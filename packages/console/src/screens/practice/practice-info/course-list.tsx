import { type EntityColumns, HEADER_QUERY_KEY } from '@practice/ui-kit';
import { bulkCall, EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { linkSetColumn } from '../../kit/link-set-column.js';
import { COURSE_KEYS, COURSE_PAGES } from './parts/practice-links.js';

const KEY = 'cPracticeInfoId';

const COLUMNS: EntityColumns<'PracticeInfo'> = {
  // The list is long enough without the free texts; the edit page shows them.
  cOpenSchoolIds: false,
  cDesc: false,
  // Shown on demand (列设置): a row keeps what a teacher scans for, and its 课程管理 links stay near.
  ...Object.fromEntries(
    [
      'cSchoolName',
      'fPracticeType',
      'fCredit',
      'fHours',
      'fMaxStudent',
      'tSelectStartDate',
      'tSelectEndDate',
      'tEndDate',
      'cCreateUserName',
      'tCreateDate',
    ].map((key) => [key, { hidden: true }]),
  ),
  _pages: linkSetColumn('课程管理', COURSE_PAGES, COURSE_KEYS, ['cPracticeName']),
};

/** Paraphrased: the spec names 结束 but not its question; an ended course takes no selections or tasks. */
const FINISH_CONFIRM = '确定要结束选中的实践课程吗？结束后学生不能再选课或提交任务';

const HANDLERS: ListActions = {
  AuthPracticeInfoIDS: bulkCall('AuthPracticeInfoIDS', { key: KEY }),
  UnAuthPracticeInfoIDS: bulkCall('UnAuthPracticeInfoIDS', { key: KEY }),
  FinishPracticeInfoIDS: bulkCall('FinishPracticeInfoIDS', { key: KEY, confirm: () => FINISH_CONFIRM }),
  // A course's cover, open schools, teacher and rich description need a page of their own (编辑课程).
  AddPracticeInfo: { need: 'none', run: (_rows, ctx) => ctx.openChild('course-edit') },
  EditPracticeInfo: {
    need: 'one',
    run: ([row], ctx) =>
      row &&
      ctx.openChild('course-edit', {
        [KEY]: String(row[KEY]),
        [HEADER_QUERY_KEY]: String(row.cPracticeName ?? ''),
      }),
  },
};

/**
 * /practice/practice-info/course-list (课程列表): the courses the user runs or reviews, added and edited on
 * their page (course-edit), reviewed and ended on the selected rows; 课程管理 opens each page of a course.
 */
export default function PracticeCourseListScreen() {
  return <EntityListScreen entity="PracticeInfo" columns={COLUMNS} handlers={HANDLERS} />;
}
