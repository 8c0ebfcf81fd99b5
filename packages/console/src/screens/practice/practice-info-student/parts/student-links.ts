import type { PageLink } from '../../../kit/page-links.js';

/*
 * The pages of one of the student's practice courses (SPEC 2.3 /practice/practice-info-student): reached from
 * a row of 已选课程, about that course and the student's selection of it.
 */

export const COURSE_PAGES: readonly PageLink[] = [
  { child: 'resource-list', title: '课程资源' },
  { child: 'task-list', title: '我的任务' },
];

/** What the links copy from the row: the course, and the student's own selection of it. */
export const OWN_KEYS = ['cPracticeInfoId', 'cPracticeStudentId'] as const;
/** What the resource list is about: the course alone. */
export const COURSE_SCOPE = ['cPracticeInfoId'] as const;
