import type { TableRow } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { callOperation } from '../../../entity-list/index.js';
import { type EvaluationLine, linesOf, STANDARD_EVALUATION } from './task-evaluation.js';

/** What scoring one hand-in needs: how its course marks, and the template's lines with what was given. */
export type EvaluationSheet =
  | { mode: 'loading' }
  | { mode: 'failed' }
  | { mode: 'standard'; lines: EvaluationLine[]; saved: Record<string, unknown>[] }
  | { mode: 'comment'; fullScore: number | null };

const ALL = { pageNumber: 1, pageSize: 999 };

/** Reads the hand-in's course (how it marks), then its template items and saved scores, or the task. */
export async function loadSheet(task: TableRow): Promise<EvaluationSheet> {
  const course = await callOperation('GetPracticeInfoModel', {
    cPracticeInfoId: String(task.cPracticeInfoId),
  });
  const template = course.fEvaluationTemplateInfoId;
  if (Number(course.fEvaluationType) === STANDARD_EVALUATION && template) {
    const [items, saved] = await Promise.all([
      callOperation('GetEvaluationTemplateItemPageList', { ...ALL, fEvaluationTemplateInfoId: template }),
      callOperation('GetPracticeStudentTaskEvaluationItemPageList', {
        ...ALL,
        cPracticeStudentTaskId: String(task.cPracticeStudentTaskId),
      }),
    ]);
    return { mode: 'standard', lines: linesOf(items.List), saved: saved.List };
  }
  const set = await callOperation('GetPracticeTaskModel', { cPracticeTaskId: String(task.cPracticeTaskId) });
  const full = Number(set.fFullScore);
  return { mode: 'comment', fullScore: set.fFullScore != null && full > 0 ? full : null };
}

/** The sheet of the hand-in being scored, loaded each time one is chosen. */
export function useEvaluationSheet(task: TableRow | null): EvaluationSheet {
  const [sheet, setSheet] = useState<EvaluationSheet>({ mode: 'loading' });
  useEffect(() => {
    if (!task) return;
    let live = true;
    setSheet({ mode: 'loading' });
    // A refusal was shown by the SDK; the dialog says it cannot go on.
    loadSheet(task).then(
      (s) => live && setSheet(s),
      () => live && setSheet({ mode: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [task]);
  return sheet;
}
