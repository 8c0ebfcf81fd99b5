import { enums } from '@practice/sdk/contract';
import { type EntityColumns, notify, type SearchField, type TableRow } from '@practice/ui-kit';
import {
  callOperation,
  EntityListScreen,
  entityNamed,
  idOf,
  type ListActions,
} from '../../entity-list/index.js';
import { seatText } from './parts/course-seats.js';

const REGISTER = 'RegisterPracticeStudent';

/** What a student weighs before choosing: the course, who teaches it, when, and how many seats are left. */
const COLUMNS: EntityColumns<'PracticeInfo'> = {
  fSchoolId: { hidden: true },
  // Most courses are the student's own school's: the name comes first on a phone.
  cSchoolName: { hidden: true },
  cLabelName: { hidden: true },
  fPracticeType: { hidden: true },
  cOpenSchoolIds: false,
  fEvaluationType: { hidden: true },
  fEvaluationTemplateInfoId: false,
  fTeacherUserId: false,
  fHours: { hidden: true },
  // What decides a choice is when selection closes and the course starts: the other dates are in 列设置.
  tSelectStartDate: { hidden: true },
  tEndDate: { hidden: true },
  // Only approved courses are listed: the review state would say the same on every row.
  fStatus: false,
  cCreateUserName: false,
  tCreateDate: false,
  cDesc: { hidden: true },
  fStudentCount: { hidden: true },
  fMaxStudent: {},
  // The seats left decide a choice: a phone's card always shows them.
  _seats: { title: '剩余名额', sortable: false, searchable: false, width: 80, text: seatText, card: 'field' },
};

/** The student looks a course up by its name, kind and stage. */
const SEARCH: readonly SearchField[] = ['cPracticeName', 'fCourseType', 'fPracticeStatus'].map((key) => {
  const field = entityNamed('PracticeInfo').fields[key];
  return { key, label: field?.label ?? key, ...(field?.enum ? { enum: field.enum } : {}) };
});

/**
 * 选课: one course; the list then shows the seats left (it refreshes through the write itself). A closed or full course is the
 * server's to refuse (选课人数已满); its message is shown by the SDK, as every refusal is.
 */
async function register([row]: TableRow[]) {
  if (!row) return;
  await callOperation(REGISTER, { cPracticeInfoId: idOf(row, 'cPracticeInfoId') });
  notify('success', '选课成功!');
}

const HANDLERS: ListActions = {
  [REGISTER]: { need: 'one', run: (rows) => register(rows).catch(() => undefined) },
};

/** A course's seats left count its selections: 选课 refreshes them. */
const SELECTIONS = ['PracticeStudent'];

/** Only approved courses can be selected: the list leaves out the student's own unreviewed or refused ones. */
const APPROVED = { fStatus: enums.ReviewStatus.passed };

/**
 * 选课 (SPEC 2.3 course-select): the approved courses open to the student's school, with their seats left;
 * 选课 registers for the chosen one.
 */
export default function CourseSelectScreen() {
  return (
    <EntityListScreen
      entity="PracticeInfo"
      columns={COLUMNS}
      searchFields={SEARCH}
      handlers={HANDLERS}
      filter={APPROVED}
      alsoReads={SELECTIONS}
    />
  );
}
