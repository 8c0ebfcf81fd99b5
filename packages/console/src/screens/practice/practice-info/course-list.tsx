import type { ColumnOverrides } from '@practice/ui-kit';
import { bulkCall, EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { linkSetColumn } from '../internship-teacher/parts/course-link-set.js';
import { COURSE_KEYS, COURSE_PAGES } from './parts/practice-links.js';

const KEY = 'cPracticeInfoId';

const COLUMNS: ColumnOverrides = {
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

/**
 * The responsible teacher is a user ref, and the generic form lists its choices from the user list, which a
 * teacher may not read (a 403 would end on the 403 page): the form leaves it out and the course is the
 * creator's (the server scopes a teacher's courses by creator and responsible teacher).
 */
const OMIT = ['fTeacherUserId'];

/** Paraphrased: the spec names 结束 but not its question; an ended course takes no selections or tasks. */
const FINISH_CONFIRM = '确定要结束选中的实践课程吗？结束后学生不能再选课或提交任务';

const HANDLERS: ListActions = {
  AuthPracticeInfoIDS: bulkCall('AuthPracticeInfoIDS', { key: KEY }),
  UnAuthPracticeInfoIDS: bulkCall('UnAuthPracticeInfoIDS', { key: KEY }),
  FinishPracticeInfoIDS: bulkCall('FinishPracticeInfoIDS', { key: KEY, confirm: () => FINISH_CONFIRM }),
};

/**
 * /practice/practice-info/course-list (课程列表): the courses the user runs or reviews, added and edited in
 * the generic form, reviewed and ended on the selected rows; 课程管理 opens each page of a course.
 */
export default function PracticeCourseListScreen() {
  return <EntityListScreen entity="PracticeInfo" columns={COLUMNS} omitFromForm={OMIT} handlers={HANDLERS} />;
}
