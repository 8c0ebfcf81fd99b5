import type { ExportCell } from '@practice/ui-kit';
import { inertText } from '@practice/ui-kit';

/*
 * The initial passwords an administrator is shown once (add, import, reset): the server keeps only their
 * hashes, so this answer is the only place they exist. They are listed on screen and, for an import, saved
 * as a workbook to hand out.
 */

/** An account and the password it signs in with first (AddAppUser, AppUserImport, ResetAppUserPassword). */
export interface IssuedAccount {
  cRealName: string;
  cUserName: string;
  cPassword: string;
}

export const ISSUED_NOTE = '初始密码仅显示这一次，请妥善告知用户；用户首次登录后须先修改密码。';

/** The download's header and rows (values a spreadsheet would run as formulas are kept as text). */
export function passwordSheet(accounts: readonly IssuedAccount[]): ExportCell[][] {
  return [
    ['姓名', '账号', '初始密码'],
    ...accounts.map((a) => [inertText(a.cRealName), inertText(a.cUserName), inertText(a.cPassword)]),
  ];
}

/** 「用户初始密码-20261127-0930.xlsx」: one file per import, named by when it was made. */
export function passwordFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  return `用户初始密码-${day}-${pad(now.getHours())}${pad(now.getMinutes())}.xlsx`;
}

/** The accounts of an add's answer: the one account, when the server made or was given its password. */
export function addedAccount(
  answer: unknown,
  fallback: { cRealName?: unknown; cUserName?: unknown } = {},
): IssuedAccount[] {
  const a = (answer ?? {}) as Record<string, unknown>;
  if (typeof a.cInitialPassword !== 'string') return [];
  return [
    {
      cRealName: String(a.cRealName ?? fallback.cRealName ?? ''),
      cUserName: String(a.cUserName ?? fallback.cUserName ?? ''),
      cPassword: a.cInitialPassword,
    },
  ];
}
