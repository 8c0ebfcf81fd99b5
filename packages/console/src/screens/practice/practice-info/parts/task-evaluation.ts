import type { Submission } from '../../../entity-list/form-values.js';

/*
 * Scoring a hand-in (评价). A course marked by standard evaluation (practiceInfoTaskType 2) scores each item
 * of its evaluation template, and the server makes the task's score their sum; a comment-marked course
 * (type 1) takes one score and a comment.
 */

/** The contract's limits: an item's comment, the overall comment, a score. */
const ITEM_COMMENT_MAX = 1000;
const COMMENT_MAX = 2000;
const SCORE_MAX = 1000;

export interface EvaluationLine {
  /** fEvaluationTemplateItemId */
  id: string;
  name: string;
  /** The item's points (the template item's fScore). */
  max: number;
  standard: string;
}

export type FormValues = Record<string, string>;

export const scoreKey = (id: string) => `score:${id}`;
export const commentKey = (id: string) => `comment:${id}`;

/** The template's items, in their order, as lines to score. */
export function linesOf(items: readonly Record<string, unknown>[]): EvaluationLine[] {
  return [...items]
    .sort((a, b) => Number(a.fSort ?? 0) - Number(b.fSort ?? 0))
    .map((item) => ({
      id: String(item.fEvaluationTemplateItemId),
      name: String(item.cTemplateItemName ?? ''),
      max: Number(item.fScore ?? 0),
      standard: String(item.cStandard ?? ''),
    }));
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The form as the hand-in stands: its saved item scores and comments, and its overall comment. */
export function evaluationValues(
  lines: readonly EvaluationLine[],
  saved: readonly Record<string, unknown>[],
  task: Record<string, unknown>,
): FormValues {
  const byItem = new Map(saved.map((s) => [String(s.fEvaluationTemplateItemId), s]));
  const values: FormValues = { cComment: text(task.cComment) };
  for (const line of lines) {
    const item = byItem.get(line.id);
    values[scoreKey(line.id)] = text(item?.fScore);
    values[commentKey(line.id)] = text(item?.cComment);
  }
  return values;
}

/** A score within 0..max with at most two decimals, or why not. */
export function scoreProblem(raw: string, max: number): string | null {
  const value = raw.trim();
  if (!value) return '请输入得分';
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return '得分须为数字，最多两位小数';
  if (Number(value) > max) return `得分不能超过${max}分`;
  return null;
}

const tooLong = (value: string, max: number) => (value.length > max ? `不能超过${max}个字符` : null);

/** The EditPracticeStudentTaskEvaluation body, or the message of every field that is wrong. */
export function evaluationSubmission(
  taskId: string,
  lines: readonly EvaluationLine[],
  values: FormValues,
): Submission {
  const errors: Record<string, string> = {};
  const items = lines.map((line) => {
    const raw = values[scoreKey(line.id)] ?? '';
    const problem = scoreProblem(raw, line.max);
    if (problem) errors[scoreKey(line.id)] = problem;
    const comment = (values[commentKey(line.id)] ?? '').trim();
    const long = tooLong(comment, ITEM_COMMENT_MAX);
    if (long) errors[commentKey(line.id)] = `评语${long}`;
    return { fEvaluationTemplateItemId: line.id, fScore: Number(raw.trim()), cComment: comment || null };
  });
  if (!lines.length) errors.items = '该课程的评价模板没有评价项，请先在评价模板中添加';
  const comment = (values.cComment ?? '').trim();
  const long = tooLong(comment, COMMENT_MAX);
  if (long) errors.cComment = `总评${long}`;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body: { cPracticeStudentTaskId: taskId, cComment: comment || null, items } };
}

/** The running total of what is typed (invalid scores count as 0), for the form's footer. */
export function totalOf(lines: readonly EvaluationLine[], values: FormValues): number {
  const sum = lines.reduce((acc, line) => {
    const raw = (values[scoreKey(line.id)] ?? '').trim();
    return acc + (scoreProblem(raw, line.max) ? 0 : Number(raw));
  }, 0);
  return Math.round(sum * 100) / 100;
}

/** A comment-marked course: the EditPracticeStudentTask body of one score (up to the task's full marks). */
export function commentSubmission(taskId: string, values: FormValues, fullScore: number | null): Submission {
  const errors: Record<string, string> = {};
  const raw = values.fScore ?? '';
  const problem = scoreProblem(raw, fullScore ?? SCORE_MAX);
  if (problem) errors.fScore = problem.replace('得分', '成绩');
  const comment = (values.cComment ?? '').trim();
  if (!comment) errors.cComment = '请输入评语';
  else if (comment.length > COMMENT_MAX) errors.cComment = `评语不能超过${COMMENT_MAX}个字符`;
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: { cPracticeStudentTaskId: taskId, fScore: Number(raw.trim()), cComment: comment },
  };
}
