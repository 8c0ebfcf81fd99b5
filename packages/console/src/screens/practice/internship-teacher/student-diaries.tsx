import { type EntityColumns, notify, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import type { ListActions } from '../../entity-list/index.js';
import { ScopedListScreen } from '../../kit/index.js';
import { reviewProblem } from '../../kit/internship/diary.js';
import { STUDENT_SCOPE } from '../../kit/internship/work-scope.js';
import { DiaryReviewDialog } from './parts/diaries/diary-review.js';
import { DIARY_DOWNLOADS } from './parts/downloads/work-downloads.js';

// The course is the page's header and every row is the same student's: the name says whose they are.
const COLUMNS: EntityColumns<'InternshipDiary'> = {
  cInternshipName: false,
  cComment: {},
  cNumber: { hidden: true },
  cClassName: { hidden: true },
  cTemplateName: { hidden: true },
};

/**
 * 学生日志 (SPEC 2.3 student-diaries): one student's diaries in the course. 批阅 shows the chosen diary as
 * its template form and saves the tutor's verdict and comment; the list then shows the new state.
 */
export default function StudentDiariesScreen() {
  const [reviewing, setReviewing] = useState<TableRow | null>(null);
  const handlers: ListActions = {
    ...DIARY_DOWNLOADS,
    EditInternshipDiary: {
      need: 'one',
      run: ([row]) => {
        if (!row) return;
        const problem = reviewProblem(row);
        if (problem) notify('warning', problem);
        else setReviewing(row);
      },
    },
  };
  return (
    <ScopedListScreen entity="InternshipDiary" scope={STUDENT_SCOPE} columns={COLUMNS} handlers={handlers}>
      <DiaryReviewDialog diary={reviewing} onClose={() => setReviewing(null)} />
    </ScopedListScreen>
  );
}
