import type { EntityColumns, TableRow } from '@practice/ui-kit';
import { notify } from '@practice/ui-kit';
import { useState } from 'react';
import { EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { fileLinkColumn, MissingScope } from '../../kit/index.js';
import { SUMMARY_NARROWING, useEitherScope } from '../../kit/internship/work-scope.js';
import { GradeDialog } from './parts/summary/grade-dialog.js';
import { gradeProblem } from './parts/summary/grading.js';

const BASE: EntityColumns<'InternshipSummary'> = {
  cInternshipName: false,
  cClassName: { hidden: true },
  cTitle: { link: { child: 'summary-detail', fields: ['fInternshipSummaryId', 'fInternshipInfoId'] } },
  cFilePath: fileLinkColumn('cFilePath'),
  cComment: {},
};
// One task's summaries need no task column; one student's need no name beyond the first column.
const BY_TASK: EntityColumns<'InternshipSummary'> = { ...BASE, cTaskName: { hidden: true } };
const BY_STUDENT: EntityColumns<'InternshipSummary'> = { ...BASE, cNumber: { hidden: true } };

/**
 * 学生总结 (SPEC 2.3 student-summary): the summaries of one summary task, or of one student, whichever row
 * opened the page, within its course. 评分 grades a handed-in summary; the file cell downloads it; the title
 * opens its detail.
 */
export default function StudentSummaryScreen() {
  const scope = useEitherScope(['fInternshipInfoId'], SUMMARY_NARROWING);
  const [grading, setGrading] = useState<TableRow | null>(null);
  if (!scope.complete) return <MissingScope />;
  const handlers: ListActions = {
    GiveInternshipSummaryGrade: {
      need: 'one',
      run: ([row]) => {
        if (!row) return;
        const problem = gradeProblem(row);
        if (problem) notify('warning', problem);
        else setGrading(row);
      },
    },
  };
  return (
    <EntityListScreen
      entity="InternshipSummary"
      filter={scope.values}
      columns={scope.values.fInternshipSummaryTaskId ? BY_TASK : BY_STUDENT}
      handlers={handlers}
    >
      <GradeDialog summary={grading} onClose={() => setGrading(null)} />
    </EntityListScreen>
  );
}
