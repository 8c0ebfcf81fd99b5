import { enums } from '@practice/sdk/contract';
import type { TableRow } from '@practice/ui-kit';
import { useLoaded } from '../../../../data/use-loaded.js';
import { callOperation } from '../../../entity-list/index.js';
import { type EvaluationLine, linesOf } from './task-evaluation.js';

/** What scoring one hand-in needs: how its course marks, and the template's lines with what was given. */
export type EvaluationSheet =
  | { mode: 'loading' }
  | { mode: 'failed' }
  | { mode: 'standard'; lines: EvaluationLine[]; saved: Record<string, unknown>[] }
  | { mode: 'comment'; fullScore: number | null };

const ALL = { pageNumber: 1, pageSize: 999 };
const LOADING: EvaluationSheet = { mode: 'loading' };
const FAILED: EvaluationSheet = { mode: 'failed' };

/** Reads the hand-in's course (how it marks), then its template items and saved scores, or the task. */
export async function loadSheet(task: TableRow): Promise<EvaluationSheet> {
  const course = await callOperation('GetPracticeInfoModel', {
    cPracticeInfoId: String(task.cPracticeInfoId),
  });
  const template = course.fEvaluationTemplateInfoId;
  if (Number(course.fEvaluationType) === enums.PracticeInfoTaskType.standard && template) {
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
  const key = task ? `evaluation sheet ${String(task.cPracticeStudentTaskId)}` : null;
  const loaded = useLoaded(key, () => loadSheet(task as TableRow));
  // A refusal was shown by the SDK; the dialog says it cannot go on.
  return loaded.status === 'failed' ? FAILED : (loaded.value ?? LOADING);
}
