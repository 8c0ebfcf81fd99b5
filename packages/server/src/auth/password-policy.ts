import { readFileSync } from 'node:fs';
import { normalizeMobile } from '@practice/sdk';

/*
 * What a chosen password must not be, beyond the contract's length rule (ASVS 2.1.7, 2.1.9): one of the
 * most common passwords (common-passwords.txt), or the account's own user name (in any case) or mobile
 * (with or without +86), which is the first thing anyone guesses. Abc@123456, the shared initial password
 * accounts were once given, is on the list: nobody may choose it.
 */

export const PASSWORD_TOO_COMMON = '密码过于常见，请换一个更安全的密码';
export const PASSWORD_IS_USER_NAME = '密码不能与用户名相同';
export const PASSWORD_IS_MOBILE = '密码不能与手机号相同';

let common: ReadonlySet<string> | undefined;
/** Read once, at the first password chosen: a few thousand short lines. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/** The names an account is known by: what a password of it must not repeat. */
export interface AccountNames {
  readonly userName?: string | null;
  readonly mobile?: string | null;
}

/** Why a password may not be chosen for these accounts (a message for the user), or null when it may. */
export function passwordProblem(password: string, accounts: readonly AccountNames[]): string | null {
  const lower = password.trim().toLowerCase();
  if (accounts.some((a) => a.userName && a.userName.trim().toLowerCase() === lower))
    return PASSWORD_IS_USER_NAME;
  const asMobile = normalizeMobile(password);
  if (accounts.some((a) => a.mobile && normalizeMobile(a.mobile) === asMobile)) return PASSWORD_IS_MOBILE;
  return commonPasswords().has(lower) ? PASSWORD_TOO_COMMON : null;
}
