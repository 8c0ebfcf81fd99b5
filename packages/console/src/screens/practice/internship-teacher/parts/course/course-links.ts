import type { PageLink } from '../../../../kit/page-links.js';

/*
 * The pages a course or a course's student opens (SPEC §2.3: every teacher-side page but the list is reached
 * from a row). Which of them a user gets is their menu's business: an enterprise tutor's teacher-manage has
 * no docs or instructor page, so a link to one would lead to a 404: kit/page-links.ts cuts them to the
 * pages the user's routes hold.
 */

/** A course row's pages (the list's 课程管理 column), in the order of the course's work. */
export const COURSE_PAGES: readonly PageLink[] = [
  { child: 'docs', title: '参考资料' },
  { child: 'info', title: '实习信息' },
  { child: 'instructor', title: '指导教师' },
  { child: 'student-list', title: '实习学生' },
  { child: 'summary', title: '实习总结' },
  { child: 'diaries', title: '实习日志' },
  { child: 'overall-evaluation', title: '综合评价' },
  { child: 'interview-log', title: '访谈记录' },
];

/** A student row's pages within the course. */
export const STUDENT_PAGES: readonly PageLink[] = [
  { child: 'student-info', title: '实习信息' },
  { child: 'student-summary', title: '实习总结' },
  { child: 'student-diaries', title: '实习日志' },
  { child: 'student-general-review', title: '综合评价' },
  { child: 'student-interview', title: '访谈记录' },
];

/** What a course page's links copy from its row. */
export const COURSE_KEYS = ['fInternshipInfoId'] as const;
/** What a student page's links copy: the student, and the course for the pages that scope by both. */
export const STUDENT_KEYS = ['fInternshipStudentId', 'fInternshipInfoId'] as const;
