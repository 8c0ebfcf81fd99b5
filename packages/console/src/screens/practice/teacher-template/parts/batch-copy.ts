import type { TableRow } from '@practice/ui-kit';
import type { FormValues, Submission } from '../../../entity-list/form-values.js';

/*
 * 复制批次 (CopyTemplateBatchInfo) copies a batch with its templates and their items; the server names the
 * copy 「…副本」 unless told otherwise and puts it in the caller's school.
 */

export const BATCH_KEY = 'fTemplateBatchInfoId';
export const NAME_KEY = 'cBatchName';
export const NAME_MAX = 100;
export const CHOOSE_BATCH = '请选择要复制的批次';

/**
 * The batch the user is looking at, to offer first: that of the ticked templates, else that of every
 * template listed (a batch chosen in the tree lists only its own); none when they differ or none is listed.
 */
export function batchOfRows(selected: readonly TableRow[], listed: readonly TableRow[]): string {
  const rows = selected.length > 0 ? selected : listed;
  const batches = new Set(rows.map((row) => String(row[BATCH_KEY] ?? '')));
  const [only] = batches;
  return batches.size === 1 && only ? only : '';
}

/** The copy's body, or what is wrong with the form. */
export function copySubmission(values: FormValues): Submission {
  const source = values[BATCH_KEY]?.trim() ?? '';
  const name = values[NAME_KEY]?.trim() ?? '';
  const errors: Record<string, string> = {};
  if (!source) errors[BATCH_KEY] = CHOOSE_BATCH;
  if (name.length > NAME_MAX) errors[NAME_KEY] = `批次名称不能超过${NAME_MAX}个字符`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { [BATCH_KEY]: source, ...(name ? { [NAME_KEY]: name } : {}) } };
}
