import { enums } from '@practice/sdk/contract';
import type { TableRow } from '@practice/ui-kit';
import type { Submission } from '../../../../entity-list/form-values.js';

/*
 * Reviewing a student's materials (SPEC §3 material status: 0 not submitted, 1 unreviewed, 2 passed, 3
 * rejected) and their items one by one (SPEC §4: 2 counts as authorised, 3 as not). A reviewer's verdict is
 * 2 or 3; 0 and 1 are the student's (drafting, handing in).
 */

/** Paraphrased: the spec has no words for reviewing what was never handed in. */
export const MATERIAL_NOT_SUBMITTED = '该学生尚未提交实习材料，无法审核';
/** Paraphrased: a rejection tells the student what to mend. */
export const REASON_REQUIRED = '审核不通过时请填写审核意见';

/** The verdicts offered, worded as the status they set. */
export const materialVerdicts = () =>
  enums.MaterialStatus.options.filter(
    (o) => o.value === enums.MaterialStatus.passed || o.value === enums.MaterialStatus.failed,
  );
export const itemVerdicts = () =>
  enums.TemplateItemReview.options.filter(
    (o) => o.value === enums.MaterialStatus.passed || o.value === enums.MaterialStatus.failed,
  );

/** Why a material cannot be reviewed, or null. */
export const materialReviewProblem = (row: TableRow): string | null =>
  Number(row.fStatus) === enums.MaterialStatus.notSubmitted || row.fStatus == null
    ? MATERIAL_NOT_SUBMITTED
    : null;

/** The verdict a dialog starts from: the row's when it already has one, else 审核通过. */
export const initialVerdict = (status: unknown): number =>
  Number(status) === enums.MaterialStatus.failed ? enums.MaterialStatus.failed : enums.MaterialStatus.passed;

export interface VerdictForm {
  fStatus: string;
  comment: string;
}

/**
 * The Edit body of a verdict on a row (key `key`), or what is wrong: a verdict must be 2 or 3; with a comment
 * field (`commentKey`), a rejection needs one.
 */
export function verdictSubmission(
  form: VerdictForm,
  key: string,
  id: string,
  commentKey?: string,
): Submission {
  const status = Number(form.fStatus);
  if (status !== enums.MaterialStatus.passed && status !== enums.MaterialStatus.failed)
    return { ok: false, errors: { fStatus: '请选择审核结果' } };
  const comment = form.comment.trim();
  if (commentKey && status === enums.MaterialStatus.failed && !comment)
    return { ok: false, errors: { comment: REASON_REQUIRED } };
  return {
    ok: true,
    body: { [key]: id, fStatus: status, ...(commentKey ? { [commentKey]: comment || null } : {}) },
  };
}
