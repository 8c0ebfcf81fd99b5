import { enums } from '@practice/sdk/contract';
import type { TableRow } from '@practice/ui-kit';
import { type OwnScopeSource, periodText, withinDates } from '../../../kit/own-scope.js';
import { OWN_KEYS, STUDENT_OWN_PAGES } from './student-links.js';

/** The production back end's list of 我的实习: the caller's own rows, with counts and the diary links' keys. */
export const MY_INTERNSHIPS = 'InternshipStudent_GetInternshipStudentWithRelateCountPageListByUser' as const;

const place = (row: TableRow) => [row.cCompanyName, row.cPost].filter(Boolean).join(' · ');

/**
 * How a page of 我的实习 opened from the menu finds the student's internship: their rows of 我的实习, the
 * one running (by its stage or its dates) first, opened with what the row's 实习页面 button copies.
 */
export const OWN_INTERNSHIPS: OwnScopeSource = {
  section: 'practice/student-manage',
  pages: STUDENT_OWN_PAGES,
  fields: OWN_KEYS,
  operation: MY_INTERNSHIPS,
  title: 'cInternshipName',
  detail: (row) =>
    [place(row), row.tStartDate ? periodText(row.tStartDate, row.tEndDate) : ''].filter(Boolean).join('，'),
  running: (row, today) =>
    Number(row.fInternshipStatus) === enums.InternshipStage.internship ||
    withinDates(row, 'tStartDate', 'tEndDate', today),
  start: 'tStartDate',
  question: '你有多条实习，请选择要查看的实习',
  none: '你还没有进行中的实习，请在「我的实习」中查看，或联系学校管理员',
};
