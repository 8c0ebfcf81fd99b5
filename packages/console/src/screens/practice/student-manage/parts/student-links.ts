import { enums } from '@practice/sdk/contract';
import type { PageLink } from '../../../kit/page-links.js';

/*
 * The pages of one of the student's internships (SPEC 2.3 /practice/student-manage): every page but the list
 * is reached from a row of 我的实习, and is about that course and the student's place in it.
 */

/** What the diary page carries besides the course and student, when the row has it. */
export const DIARY_WIRE_KEYS = [
  'fTemplateBatchInfoId',
  'fIsNeedDiaryReview1',
  'fIsNeedDiaryReview2',
] as const;

/** A row's pages, in the order of the internship's work. */
export const STUDENT_OWN_PAGES: readonly PageLink[] = [
  { child: 'info-student', title: '实习信息' },
  { child: 'instructor-student', title: '我的导师' },
  { child: 'docs-student', title: '参考资料' },
  // The production console's diary link (a public client of it shows the shape): the course's template
  // batch, which tutors review, and the diary template's type, after the page header.
  {
    child: 'diaries-student',
    title: '实习日志',
    optional: DIARY_WIRE_KEYS,
    fixed: { fType: String(enums.TemplateType.diary) },
  },
  { child: 'summary-student', title: '实习总结' },
  { child: 'overall-evaluation-student', title: '综合评价' },
  { child: 'student-interview', title: '访谈记录' },
];

/** What the links copy from the row: the course, and the student's own row in it. */
export const OWN_KEYS = ['fInternshipInfoId', 'fInternshipStudentId'] as const;

/** The pages about the course as a whole (its tutors, its documents). */
export const COURSE_SCOPE = ['fInternshipInfoId'] as const;
/** The pages about the student's own work in the course. */
export const OWN_SCOPE = OWN_KEYS;
