import { confirmAction, type EntityColumns, notify, type TableRow } from '@practice/ui-kit';
import { callOperation, EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { linkSetColumn } from '../../kit/link-set-column.js';
import { COURSE_PAGES, OWN_KEYS } from './parts/student-links.js';

const CANCEL = 'CancelRegisterPracticeStudent';

/** The student is the row: their own name, number, school and class say nothing they do not know. */
const COLUMNS: EntityColumns<'PracticeStudent'> = {
  cRealName: { hidden: true },
  cNumber: { hidden: true },
  cMobile: { hidden: true },
  cSchoolName: { hidden: true },
  cClassName: { hidden: true },
  cPracticeName: { link: { child: 'resource-list', fields: OWN_KEYS } },
  _pages: linkSetColumn('课程页面', COURSE_PAGES, OWN_KEYS),
};

/**
 * 取消选课 after a question; the server refuses an approved selection or one with hand-ins, in its words.
 */
async function cancel([row]: TableRow[]) {
  if (!row) return;
  const name = String(row.cPracticeName ?? '');
  if (!(await confirmAction(`确定取消选课「${name}」吗?`))) return;
  await callOperation(CANCEL, { cPracticeInfoId: String(row.cPracticeInfoId ?? '') });
  notify('success', '取消选课成功!');
}

const HANDLERS: ListActions = {
  [CANCEL]: { need: 'one', run: (rows) => cancel(rows).catch(() => undefined) },
};

/**
 * 已选课程 (SPEC 2.3 course-list): the student's own selections, their review state and, once the course is
 * graded, the score and the teacher's comment; each opens the course's resources and tasks.
 */
export default function MyCoursesScreen() {
  return <EntityListScreen entity="PracticeStudent" columns={COLUMNS} handlers={HANDLERS} />;
}
