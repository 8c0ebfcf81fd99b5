import { enums } from '@practice/sdk/contract';
import type { ColumnOverrides, SearchField } from '@practice/ui-kit';
import { EntityListScreen } from '../../entity-list/index.js';
import { linkSetColumn } from '../internship-teacher/parts/course-link-set.js';
import { OWN_KEYS, STUDENT_OWN_PAGES } from './parts/student-links.js';

/**
 * The student is the row: their name, number and mobile say nothing they do not know. The course name opens
 * the internship's information; 实习页面 opens each of its pages.
 */
export const OWN_COLUMNS: ColumnOverrides = {
  cInternshipName: { link: { child: 'info-student', fields: OWN_KEYS } },
  cRealName: { hidden: true },
  cNumber: { hidden: true },
  cMobile: { hidden: true },
  // When the school enrolled them says nothing the course's dates do not.
  tCreateDate: { hidden: true },
  _pages: linkSetColumn('实习页面', STUDENT_OWN_PAGES, OWN_KEYS),
};

/** The student searches their internships by where and how far along, never by their own name. */
export const OWN_SEARCH: readonly SearchField[] = [
  { key: 'cCompanyName', label: '实习单位' },
  { key: 'fInternshipStatus', label: '实习阶段', enum: enums.InternshipStage },
];

/**
 * 我的实习 (SPEC 2.3 student-manage list): the student's own internships (the server gives a student only
 * the InternshipStudent rows of their account), their stage, company and tutors, each opening its pages.
 */
export default function StudentInternshipsScreen() {
  return <EntityListScreen entity="InternshipStudent" columns={OWN_COLUMNS} searchFields={OWN_SEARCH} />;
}
