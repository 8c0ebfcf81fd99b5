import type { EntityColumns } from '@practice/ui-kit';
import { ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { linkSetColumn } from '../../kit/link-set-column.js';
import { useAddStudent } from './parts/course/add-student.js';
import { STUDENT_KEYS, STUDENT_PAGES } from './parts/course/course-links.js';
import { useStudentDownload } from './parts/downloads/student-download.js';

const SCOPE = ['fInternshipInfoId'];
/**
 * The edit form keeps the course, and leaves the partner-company ref out: the contract labels it 实习单位 as
 * it does the typed employer (cCompanyName), and two fields of one name would leave the user guessing.
 */
const OMIT = [...SCOPE, 'fCompanyId'];

/** The student's name opens their internship information; 学生页面 opens each of their pages. */
const COLUMNS: EntityColumns<'InternshipStudent'> = {
  cRealName: { link: { child: 'student-info', fields: STUDENT_KEYS } },
  // The page is one course's: its name is the page header.
  cInternshipName: false,
  _pages: linkSetColumn('学生页面', STUDENT_PAGES, STUDENT_KEYS),
};

/**
 * 实习学生 (…/student-list?fInternshipInfoId=): the course's students (an enterprise tutor's only those bound
 * to them: the server's scope), 添加学生 by the mobile check, the generic edit and delete, and 批量下载 of
 * what the selected students handed in.
 */
export default function CourseStudentsScreen() {
  const scope = useRouteScope(SCOPE);
  const add = useAddStudent(scope.values.fInternshipInfoId);
  const download = useStudentDownload();
  return (
    <ScopedListScreen
      entity="InternshipStudent"
      scope={SCOPE}
      columns={COLUMNS}
      omitFromForm={OMIT}
      handlers={{ ...add.handlers, ...download.handlers }}
    >
      {add.dialog}
      {download.dialog}
    </ScopedListScreen>
  );
}
