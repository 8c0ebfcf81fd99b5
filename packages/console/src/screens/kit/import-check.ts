import type { ImportResult, ImportRow } from '@practice/ui-kit';

/*
 * The user import's three steps (SPEC §2.4): step 2 sends the file to AppUserImport as a dry run, which
 * checks every row and answers the rows it would create without writing anything; step 3 previews that
 * answer; 确定导入 sends the file again for real, and the server creates every user or none. A refusal goes
 * back to step 2 with the server's message in 40-character lines (SPEC §8 "Import").
 */

/** A row the dry run would create, as AppUserImport's preview lists it. */
export interface PreviewUser {
  row: number;
  cRealName: string;
  cMobile: string;
  cNumber: string | null;
  cUserType: string;
  cSchoolName: string | null;
  cDepartName: string | null;
}

/** What the dry run answered: the rows to create, or the refusal's message. */
export type ImportCheck = { ok: true; users: PreviewUser[] } | { ok: false; message: string };

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

/** The step-3 table: each user to be created, or one line per refused row. */
export function previewRows(check: ImportCheck): ImportRow[] {
  if (check.ok) {
    return check.users.map((u) => ({
      行号: u.row,
      姓名: u.cRealName,
      手机号: u.cMobile,
      类型: u.cUserType,
      学校: u.cSchoolName ?? '',
      班级: u.cDepartName ?? '',
      '学号/工号': u.cNumber ?? '',
    }));
  }
  const problems = problemsOf(check.message);
  return (problems.length ? problems : [check.message]).map((problem) => ({
    结果: '不能导入',
    原因: problem,
  }));
}

/** A refused check is already the answer to 确定导入: nothing is sent twice to be refused twice. */
export const refusal = (check: ImportCheck | null): ImportResult | null =>
  check?.ok === false ? { code: REFUSED_CODE, message: check.message } : null;
