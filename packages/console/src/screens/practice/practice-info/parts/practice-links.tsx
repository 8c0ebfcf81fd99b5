import type { EntityColumns } from '@practice/ui-kit';
import { linkSetColumn } from '../../../kit/link-set-column.js';
import type { PageLink } from '../../../kit/page-links.js';

/*
 * The pages a practice course, a task or a course's student opens; each link names the field its page
 * header comes from (the course's, the task's or the student's name).
 */

export const COURSE_KEYS = ['cPracticeInfoId'] as const;
/** A selection row opens that student's hand-ins within the course. */
export const STUDENT_KEYS = ['fStudentUserId', 'cPracticeInfoId'] as const;
/** A task row opens its hand-ins. */
export const TASK_KEYS = ['cPracticeTaskId', 'cPracticeInfoId'] as const;

/** A course row's pages (the list's 课程管理 column), in the order a course is run. */
export const COURSE_PAGES: readonly PageLink[] = [
  { child: 'resource-list', title: '资源' },
  { child: 'task-list', title: '任务' },
  { child: 'practice-student-list', title: '审核' },
  { child: 'student-list-by-practice', title: '学生' },
];

export const HAND_INS: readonly PageLink[] = [{ child: 'task-list-by-student', title: '提交情况' }];
export const STUDENT_HAND_INS: readonly PageLink[] = [{ child: 'task-list-by-student', title: '任务' }];

/** A selection row: the review at a glance, its contact and grading details on demand (列设置). */
export const SELECTION_COLUMNS: EntityColumns<'PracticeStudent'> = {
  ...Object.fromEntries(
    ['cMobile', 'cSchoolName', 'fScore', 'cComment', 'tCreateDate'].map((key) => [key, { hidden: true }]),
  ),
  _tasks: linkSetColumn('提交情况', STUDENT_HAND_INS, STUDENT_KEYS, ['cRealName']),
};
