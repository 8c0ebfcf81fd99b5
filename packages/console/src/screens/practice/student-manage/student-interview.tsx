import type { EntityColumns } from '@practice/ui-kit';
import { fileLinkColumn, ScopedListScreen } from '../../kit/index.js';
import { OWN_SCOPE } from './parts/student-links.js';

/** The student and the course are the page's; what the tutor wrote, and its file, are the rows. */
const COLUMNS: EntityColumns<'InternshipInterview'> = {
  cInternshipName: false,
  cRealName: { hidden: true },
  cNumber: { hidden: true },
  cClassName: { hidden: true },
  cContent: {},
  cFilePath: fileLinkColumn('cFilePath'),
};

/** 访谈记录 (SPEC 2.3 student-interview): the tutors' interviews about the student, read-only. */
export default function StudentOwnInterviewsScreen() {
  return <ScopedListScreen entity="InternshipInterview" scope={OWN_SCOPE} columns={COLUMNS} />;
}
