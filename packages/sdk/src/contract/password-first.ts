/*
 * An account an administrator gave a password to (added, imported, reset: AppUser.fMustChangePassword) signs
 * in with it once and must choose its own before anything else: until then the server answers every call but
 * these with 428 and PASSWORD_CHANGE_FIRST, and the console opens the change-password dialog at sign-in.
 */

/** The answer to any other call of such an account. */
export const PASSWORD_CHANGE_FIRST = '首次登录或密码已重置，请先修改密码';

/** Its HTTP status and envelope Code: 428 Precondition Required (the precondition: one's own password). */
export const PASSWORD_CHANGE_FIRST_STATUS = 428;

/** What such an account may still call: who it is (sign-in info), the password change, and signing out. */
export const CALLS_BEFORE_PASSWORD_CHANGE: readonly string[] = ['GetUserInfoModel', 'ChangePass', 'LoginOut'];
