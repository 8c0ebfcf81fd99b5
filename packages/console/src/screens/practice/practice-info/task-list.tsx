import type { EntityColumns } from '@practice/ui-kit';
import { EntityListScreen } from '../../entity-list/index.js';
import { useRouteScope } from '../../kit/index.js';
import { linkSetColumn } from '../../kit/link-set-column.js';
import { HAND_INS, TASK_KEYS } from './parts/practice-links.js';

const SCOPE = ['cPracticeInfoId'];
const HAND_IN_LINK = linkSetColumn('学生提交', HAND_INS, TASK_KEYS, ['cTaskName']);
// The requirements are long text: the edit form shows them, the row keeps its links in sight.
const ALL_COURSES: EntityColumns<'PracticeTask'> = {
  cContent: { hidden: true },
  fSort: { hidden: true },
  tCreateDate: { hidden: true },
  _handIns: HAND_IN_LINK,
};
// One course's page names the course in its header: no column for it.
const ONE_COURSE: EntityColumns<'PracticeTask'> = { ...ALL_COURSES, cPracticeName: false };

/**
 * /practice/practice-info/task-list (课程任务): every task of the user's courses, or one course's when a
 * course row opened it (?cPracticeInfoId=, the new task's course too). 学生提交 opens the hand-ins.
 */
export default function PracticeTaskListScreen() {
  const scope = useRouteScope(SCOPE);
  return (
    <EntityListScreen
      entity="PracticeTask"
      filter={scope.values}
      formDefaults={scope.values}
      columns={scope.complete ? ONE_COURSE : ALL_COURSES}
    />
  );
}
