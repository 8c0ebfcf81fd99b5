import { enums } from '@practice/sdk/contract';
import { type OwnScopeSource, periodText, withinDates } from '../../../../kit/own-scope.js';
import { COURSE_KEYS, COURSE_PAGES } from './course-links.js';

/**
 * How a course page of 实习指导 opened without a course (a bookmark, a typed address, a menu a school
 * administrator set up to show it) finds the tutor's course: the internship courses the server lets the tutor
 * see (those they tutor or set up), the one running first, opened as the list's 课程管理 links open it.
 */
export const TUTOR_INTERNSHIPS: OwnScopeSource = {
  section: 'practice/teacher-manage',
  pages: COURSE_PAGES,
  fields: COURSE_KEYS,
  operation: 'GetInternshipInfoPageList',
  title: 'cInternshipName',
  // The choice marks the running ones (进行中): the dates tell the rest apart.
  detail: (row) => (row.tStartDate ? periodText(row.tStartDate, row.tEndDate) : ''),
  running: (row, today) =>
    Number(row.fInternshipStatus) === enums.InternshipStage.internship ||
    withinDates(row, 'tStartDate', 'tEndDate', today),
  start: 'tStartDate',
  question: '你指导多门实习课程，请选择要查看的课程',
  none: '你还没有指导的实习课程，请在「实习课程」中查看，或联系学校管理员',
};
