import type { EntityColumns, TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { bulkCall, EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { MissingScope } from '../../kit/index.js';
import { useEitherScope } from '../../kit/internship/work-scope.js';
import { TaskEvaluationDialog } from './parts/task-evaluation-dialog.js';

const KEY = 'cPracticeStudentTaskId';
/** A task row opens its hand-ins, a student row that student's: either narrows the course's hand-ins. */
const NARROWING = ['cPracticeTaskId', 'fStudentUserId'];

const BASE: EntityColumns<'PracticeStudentTask'> = { cPracticeName: false, cContent: { hidden: true } };
// One task's hand-ins need no task column; one student's no name columns.
const BY_TASK: EntityColumns<'PracticeStudentTask'> = { ...BASE, cTaskName: false };
const BY_STUDENT: EntityColumns<'PracticeStudentTask'> = { ...BASE, cRealName: false, cNumber: false };

type Scoring = TableRow | null;
/** A score is saved as the hand-in's evaluation items. */
const EVALUATION = ['PracticeStudentTaskEvaluationItem'];

/**
 * 学生任务 (…/task-list-by-student?cPracticeInfoId=&cPracticeTaskId= or &fStudentUserId=): the hand-ins
 * of one task or one student; 评价 scores one (item by item on a standard-evaluation course), 通过 and 驳回
 * review the selected ones; the file cell downloads a hand-in.
 */
export default function PracticeHandInsScreen() {
  const scope = useEitherScope(['cPracticeInfoId'], NARROWING);
  const [scoring, setScoring] = useState<Scoring>(null);
  if (!scope.complete) return <MissingScope />;
  const handlers: ListActions = {
    EditPracticeStudentTaskEvaluation: {
      need: 'one',
      run: ([row]) => row && setScoring(row),
    },
    AuthPracticeStudentTaskIDS: bulkCall('AuthPracticeStudentTaskIDS', { key: KEY }),
    UnAuthPracticeStudentTaskIDS: bulkCall('UnAuthPracticeStudentTaskIDS', { key: KEY }),
  };
  return (
    <EntityListScreen
      entity="PracticeStudentTask"
      filter={scope.values}
      columns={scope.values.cPracticeTaskId ? BY_TASK : BY_STUDENT}
      handlers={handlers}
      alsoReads={EVALUATION}
    >
      <TaskEvaluationDialog task={scoring} onClose={() => setScoring(null)} />
    </EntityListScreen>
  );
}
