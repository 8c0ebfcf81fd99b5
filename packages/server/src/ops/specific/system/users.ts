import { issueInitialPassword } from '../../../auth/initial-password.js';
import { hashPassword } from '../../../auth/password.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { requireReviewer } from '../../reviewers.js';
import { visibleRow } from '../../rows.js';
import { page as standardPage } from '../../standard/crud.js';
import { endSessions, manageableUsers, USERS } from './shared.js';

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

type Issued = { fAppUserId: string; cUserName: string; cRealName: string; cPassword: string };

/**
 * Gives each account its new password: the one chosen, else one the server makes per account. The accounts
 * must change it at their next sign-in (fMustChangePassword), except the caller's own, which they chose.
 * Everyone signed in as these accounts signs in again (the caller's own tab, when they reset themselves,
 * stays). Answers each account with its password, shown to the administrator once.
 */
async function setPasswords(
  q: Queryable,
  ctx: Parameters<Handler>[0],
  keys: readonly string[],
  chosen: string | undefined,
): Promise<Issued[]> {
  const caller = signedIn(ctx);
  const chosenHash = chosen === undefined ? null : await hashPassword(chosen);
  const issued: Issued[] = [];
  const accounts = await q.query<{ fAppUserId: string; cUserName: string; cRealName: string }>(
    'select "fAppUserId", "cUserName", "cRealName" from "AppUser" where "fAppUserId" = any($1)',
    [keys],
  );
  for (const account of accounts) {
    const made = chosen === undefined ? await issueInitialPassword() : null;
    await q.query(
      'update "AppUser" set "cPassword" = $1, "fMustChangePassword" = $2 where "fAppUserId" = $3',
      [made?.hash ?? chosenHash, account.fAppUserId === caller.userId ? 0 : 1, account.fAppUserId],
    );
    issued.push({ ...account, cPassword: made?.password ?? (chosen as string) });
  }
  await endSessions(q, keys, caller.token);
  return issued;
}

/** 重置密码: to the given password, else to a new random one per account (auth/initial-password.ts). */
export const resetPasswords: Handler = (ctx, { body }) => {
  const input = body as { ids: unknown[]; cPassword?: string };
  return ctx.db.tx(async (q) =>
    setPasswords(q, ctx, await manageableUsers(q, ctx, input.ids), input.cPassword),
  );
};

export const changeUserPassword: Handler = (ctx, { body }) => {
  const input = body as { fAppUserId: string; newPassword: string };
  return ctx.db.tx(async (q) => {
    await setPasswords(q, ctx, await manageableUsers(q, ctx, [input.fAppUserId]), input.newPassword);
    return null;
  });
};

/**
 * 用户管理's list. Its class tree is the department tree (学校 › 班级): a class's node lists the class's
 * students, and a school's node stands for the whole school (its staff, students and enterprise tutors, who
 * sit in no class), not only the staff filed under the school's own node.
 */
export const userPage: Handler = async (ctx, input) => {
  const { fAppDepartmentId: department, ...rest } = input.query;
  if (typeof department !== 'string') return standardPage(ctx, input);
  const node = (
    await ctx.db.query<{ fSchoolId: string | null; fDepartmentLabel: number | null }>(
      'select "fSchoolId", "fDepartmentLabel" from "AppDepartment" where "fAppDepartmentId" = $1',
      [department],
    )
  )[0];
  const school = node?.fDepartmentLabel === 1 ? node.fSchoolId : null;
  // Another school asked for beside it keeps both conditions (and so lists nothing).
  if (!school || (rest.fSchoolId !== undefined && rest.fSchoolId !== school)) return standardPage(ctx, input);
  return standardPage(ctx, { ...input, query: { ...rest, fSchoolId: school } });
};

/** Reads back a written account as the list shows it. */
export async function userRow(q: Parameters<typeof visibleRow>[0], id: unknown): Promise<Row> {
  return visibleRow(q, USERS, null, id);
}
