import type { ImportResult, ImportRow } from '@practice/ui-kit';

/*
 * The three steps of an import that the server checks first (SPEC §2.4, §8 "Import"): step 2 sends the file
 * as a dry run, which checks every row and answers what it would write without writing anything; step 3
 * previews that answer; 确定导入 sends the file again for real, and the server writes every row or none. A
 * refusal goes back to step 2 with the server's message in 40-character lines.
 */

/** What the dry run answered: the preview's rows, or the refusal's message. */
export type ImportCheck = { ok: true; rows: ImportRow[] } | { ok: false; message: string };

/** Code 10000 is the import dialog's success (SPEC §7.4); any other code carries the server's message. */
export const SUCCESS_CODE = 10_000;
const REFUSED_CODE = 400;

/**
 * The problems a refusal lists. The server words it 「导入失败, 请修改后重新上传: 第3行 手机号: …; 第5行 …」:
 * what follows the first colon, one problem per 「; 」.
 */
export function problemsOf(message: string): string[] {
  const colon = message.search(/[:：]/);
  const list = colon >= 0 ? message.slice(colon + 1) : message;
  return list
    .split(/[;；]\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The step-3 table: what the import would write, or one line per refused row. */
export function previewRows(check: ImportCheck): ImportRow[] {
  if (check.ok) return check.rows;
  const problems = problemsOf(check.message);
  return (problems.length ? problems : [check.message]).map((problem) => ({
    结果: '不能导入',
    原因: problem,
  }));
}

/** A refused check is already the answer to 确定导入: nothing is sent twice to be refused twice. */
export const refusal = (check: ImportCheck | null): ImportResult | null =>
  check?.ok === false ? { code: REFUSED_CODE, message: check.message } : null;
