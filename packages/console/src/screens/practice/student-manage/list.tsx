import { enums } from '@practice/sdk/contract';
import type { ListColumns, SearchField, TableColumn } from '@practice/ui-kit';
import { EntityListScreen } from '../../entity-list/index.js';
import { linkSetColumn } from '../../kit/link-set-column.js';
import { MY_INTERNSHIPS } from './parts/own-internships.js';
import { OWN_KEYS, STUDENT_OWN_PAGES } from './parts/student-links.js';

/** How much is handed in: the production list's counts, next to the links to what they count. */
function countColumn(title: string): Partial<TableColumn> {
  return { title, sortable: false, searchable: false, width: 64 };
}

/**
 * The student is the row: their name, number and mobile say nothing they do not know. The course name opens
 * the internship's information; 实习页面 opens each of its pages.
 */
export const OWN_COLUMNS: ListColumns<typeof MY_INTERNSHIPS> = {
  // The course names the student's row (the entity's own title, the student, is theirs already).
  cInternshipName: { link: { child: 'info-student', fields: OWN_KEYS }, names: true },
  cRealName: { hidden: true },
  cNumber: { hidden: true },
  cMobile: { hidden: true },
  // A phone's card names who tutors them, not the class they know (card-layout.ts in the kit).
  cClassName: { card: false },
  cTeacherTutorName: { card: 'field' },
  cCompanyTutorName: { card: 'field' },
  // When the school enrolled them says nothing the course's dates do not.
  tCreateDate: { hidden: true },
  fDiaryCount: countColumn('日志'),
  fSummaryCount: countColumn('总结'),
  fGeneralReviewCount: countColumn('评价'),
  _pages: linkSetColumn('实习页面', STUDENT_OWN_PAGES, OWN_KEYS),
};

/** The student searches their internships by where and how far along, never by their own name. */
export const OWN_SEARCH: readonly SearchField[] = [
  { key: 'cCompanyName', label: '实习单位' },
  { key: 'fInternshipStatus', label: '实习阶段', enum: enums.InternshipStage },
];

/**
 * 我的实习 (SPEC 2.3 student-manage list): the student's own internships, their stage, company, tutors and
 * how many diaries, summaries and reviews they have, each opening its pages.
 */
export default function StudentInternshipsScreen() {
  return (
    <EntityListScreen
      entity="InternshipStudent"
      pageOperation={MY_INTERNSHIPS}
      columns={OWN_COLUMNS}
      searchFields={OWN_SEARCH}
    />
  );
}
