import type { InputOf } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import type { TableRow } from '@practice/ui-kit';

/*
 * Grading a student's summary (GiveInternshipSummaryGrade, SPEC 3 score grades, 7.3). The grade's options
 * are the ui-kit's gradeOptions(): numbered from 1 (D-) and shown highest first, 需修改 on top.
 */

/** The server's own refusal, said before the dialog opens rather than after the tutor has typed a comment. */
export const NOT_SUBMITTED = '该实习总结尚未提交，不能评定成绩';
export const GRADE_REQUIRED = '请选择成绩等级';
export const COMMENT_MAX = 2000;

/** Why a summary cannot be graded yet, or null. */
export function gradeProblem(row: TableRow): string | null {
  return Number(row.fStatus) === enums.SummaryStatus.done ? null : NOT_SUBMITTED;
}

export type GradeForm = { fGrade: string; cComment: string };

export const gradeFormOf = (row: TableRow): GradeForm => ({
  fGrade: row.fGrade === null || row.fGrade === undefined ? '' : String(row.fGrade),
  cComment: typeof row.cComment === 'string' ? row.cComment : '',
});

/** fGrade is one of the contract's ScoreGrade values (checkGrade makes sure). */
export type GradeBody = InputOf<'GiveInternshipSummaryGrade'>;

export type GradeCheck = { ok: true; body: GradeBody } | { ok: false; errors: Record<string, string> };

/** The call's body from the form, or the message under each wrong field (SPEC 5: text is trimmed first). */
export function checkGrade(row: TableRow, form: GradeForm): GradeCheck {
  const errors: Record<string, string> = {};
  const grade = Number(form.fGrade);
  if (form.fGrade === '' || !enums.ScoreGrade.options.some((o) => o.value === grade)) {
    errors.fGrade = GRADE_REQUIRED;
  }
  const comment = form.cComment.trim();
  if (comment.length > COMMENT_MAX) errors.cComment = `长度不能超过${COMMENT_MAX}个字符`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      fInternshipSummaryId: String(row.fInternshipSummaryId),
      fGrade: grade as GradeBody['fGrade'],
      cComment: comment || null,
    },
  };
}
