import { enums } from '@practice/sdk/contract';
import { type OwnScopeSource, periodText, withinDates } from '../../../kit/own-scope.js';
import { COURSE_PAGES, OWN_KEYS } from './student-links.js';

/**
 * How a page of 已选课程 opened from the menu finds the student's course: their selections, each with its
 * course's dates and stage (the student's list of courses holds every course they selected); the approved one
 * running now first, then the latest starting; opened with what the row's 课程页面 button copies.
 */
export const OWN_COURSES: OwnScopeSource = {
  section: 'practice/practice-info-student',
  pages: COURSE_PAGES,
  fields: OWN_KEYS,
  operation: 'GetPracticeStudentPageList',
  join: { operation: 'GetPracticeInfoPageList', key: 'cPracticeInfoId' },
  // A student with several courses is told which one the menu opened (the back header names it).
  header: ['cPracticeName'],
  title: 'cPracticeName',
  detail: (row) =>
    [enums.ReviewStatus.labelOf(row.fStatus), row.tStartDate ? periodText(row.tStartDate, row.tEndDate) : '']
      .filter(Boolean)
      .join('，'),
  running: (row, today) =>
    Number(row.fStatus) === enums.ReviewStatus.passed &&
    (Number(row.fPracticeStatus) === enums.PracticeStatus.running ||
      withinDates(row, 'tStartDate', 'tEndDate', today)),
  start: 'tStartDate',
  usable: (row) => Number(row.fStatus) !== enums.ReviewStatus.failed,
  question: '你选了多门课程，请选择要查看的课程',
  none: '你还没有已选的实践课程，请先在「选课」中选课，或在「已选课程」中查看',
};
