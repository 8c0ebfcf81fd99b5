import { hashPassword } from '../../../auth/password.js';
import type { Row } from '../../../db/driver.js';
import { refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { requireReviewer } from '../../reviewers.js';
import { visibleRow } from '../../rows.js';
import { DEFAULT_PASSWORD, endSessions, manageableUsers, USERS } from './shared.js';

/*
 * AppUser's own actions (SPEC §4 "Users: audit and unaudit", user status frozen / not frozen, §7.2).
 * Every one acts only on accounts the caller may administer (shared.ts manageableUsers), all or none.
 */

const idsOf = (body: unknown) => (body as { ids: unknown[] }).ids;

const setColumn =
  (column: 'fAuditStatus' | 'fStatus', value: number): Handler =>
  (ctx, { body }) =>
    ctx.db.tx(async (q) => {
      requireReviewer(USERS, ctx.caller, { [column]: value });
      const ids = await manageableUsers(q, ctx, idsOf(body));
      await q.query(`update "AppUser" set "${column}" = $1 where "fAppUserId" = any($2)`, [value, ids]);
      return ids;
    });

/** 注册审核: passed (1) lets the account sign in; 取消审核 marks it not passed (2). */
export const auditUsers: Handler = async (ctx, input) => {
  await setColumn('fAuditStatus', 1)(ctx, input);
  return null;
};

export const unauditUsers: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    requireReviewer(USERS, ctx.caller, { fAuditStatus: 2 });
    const ids = await manageableUsers(q, ctx, idsOf(body));
    if (ids.includes(signedIn(ctx).userId)) throw refused('不能取消审核自己的账号');
    await q.query('update "AppUser" set "fAuditStatus" = 2 where "fAppUserId" = any($1)', [ids]);
    await endSessions(q, ids);
    return null;
  });

/** 解冻 (fStatus 0). */
export const unfreezeUsers: Handler = async (ctx, input) => {
  await setColumn('fStatus', 0)(ctx, input);
  return null;
};

/** 冻结 (fStatus 1): the account's sessions end at once, not at their expiry. */
export const freezeUsers: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const ids = await manageableUsers(q, ctx, idsOf(body));
    if (ids.includes(signedIn(ctx).userId)) throw refused('不能冻结自己的账号');
    await q.query('update "AppUser" set "fStatus" = 1 where "fAppUserId" = any($1)', [ids]);
    await endSessions(q, ids);
    return null;
  });

async function setPasswords(ctx: Parameters<Handler>[0], ids: readonly unknown[], password: string) {
  const caller = signedIn(ctx);
  const hash = await hashPassword(password);
  return ctx.db.tx(async (q) => {
    const keys = await manageableUsers(q, ctx, ids);
    await q.query('update "AppUser" set "cPassword" = $1 where "fAppUserId" = any($2)', [hash, keys]);
    // Everyone signed in as these accounts must sign in again with the new password (the caller's own tab,
    // when they reset themselves, stays).
    await endSessions(q, keys, caller.token);
    return null;
  });
}

/** 重置密码: to the given password, else to DEFAULT_PASSWORD (shared.ts). */
export const resetPasswords: Handler = (ctx, { body }) => {
  const input = body as { ids: unknown[]; cPassword?: string };
  return setPasswords(ctx, input.ids, input.cPassword ?? DEFAULT_PASSWORD);
};

export const changeUserPassword: Handler = (ctx, { body }) => {
  const input = body as { fAppUserId: string; newPassword: string };
  return setPasswords(ctx, [input.fAppUserId], input.newPassword);
};

/** Reads back a written account as the list shows it. */
export async function userRow(q: Parameters<typeof visibleRow>[0], id: unknown): Promise<Row> {
  return visibleRow(q, USERS, null, id);
}
