import { enums } from '@practice/sdk/contract';
import { issueInitialPassword } from '../../../auth/initial-password.js';
import { hashPassword } from '../../../auth/password.js';
import type { Row } from '../../../db/driver.js';
import { refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { type Acting, callerFirst, onNoRow, onRow, onRows } from '../../declared.js';
import { requireReviewer } from '../../reviewers.js';
import { visibleRow } from '../../rows.js';
import { page as standardPage } from '../../standard/crud.js';
import { endSessions, keysOf, manageable, manageableOne, USERS, userNamed, usersNamed } from './shared.js';

/*
 * AppUser's own actions (SPEC §4 "Users: audit and unaudit", user status frozen / not frozen, §7.2).
 * Every one acts only on accounts the caller may administer (shared.ts usersNamed and manageable), all or none.
 */

/**
 * The review columns are refused to a caller who may not set them before any account is read, so a granted
 * student learns nothing of which ids exist (ops/reviewer-only.test.ts); then the declared onRows loads them.
 */
const reviewerFirst = (values: Row, accounts: Handler) =>
  callerFirst((caller) => {
    requireReviewer(USERS, caller, values);
    return undefined;
  }, accounts);

const setColumn = (column: 'fAuditStatus' | 'fStatus', value: number) =>
  reviewerFirst(
    { [column]: value },
    onRows({
      target: usersNamed,
      rule: manageable,
      work: async ({ q }, _input, users) => {
        await q.query(`update "AppUser" set "${column}" = $1 where "fAppUserId" = any($2)`, [
          value,
          keysOf(users),
        ]);
        return null;
      },
    }),
  );

/** 注册审核: passed (1) lets the account sign in; 取消审核 marks it not passed (2). */
export const auditUsers = setColumn('fAuditStatus', 1);

export const unauditUsers = reviewerFirst(
  { fAuditStatus: enums.ReviewStatus.failed },
  onRows({
    target: usersNamed,
    rule: manageable,
    work: async (a, _input, users) => {
      const ids = keysOf(users);
      if (ids.includes(signedIn(a).userId)) throw refused('不能取消审核自己的账号');
      await a.q.query('update "AppUser" set "fAuditStatus" = 2 where "fAppUserId" = any($1)', [ids]);
      await endSessions(a.q, ids);
      return null;
    },
  }),
);

/** 解冻 (fStatus 0). */
export const unfreezeUsers = setColumn('fStatus', 0);

/** 冻结 (fStatus 1): the account's sessions end at once, not at their expiry. */
export const freezeUsers = onRows({
  target: usersNamed,
  rule: manageable,
  work: async (a, _input, users) => {
    const ids = keysOf(users);
    if (ids.includes(signedIn(a).userId)) throw refused('不能冻结自己的账号');
    await a.q.query('update "AppUser" set "fStatus" = 1 where "fAppUserId" = any($1)', [ids]);
    await endSessions(a.q, ids);
    return null;
  },
});

type Issued = { fAppUserId: string; cUserName: string; cRealName: string; cPassword: string };

/**
 * Gives each account its new password: the one chosen, else one the server makes per account. The accounts
 * must change it at their next sign-in (fMustChangePassword), except the caller's own, which they chose.
 * Everyone signed in as these accounts signs in again (the caller's own tab, when they reset themselves,
 * stays). Answers each account with its password, shown to the administrator once.
 */
async function setPasswords(a: Acting, users: readonly Row[], chosen: string | undefined): Promise<Issued[]> {
  const { q } = a;
  const caller = signedIn(a);
  const chosenHash = chosen === undefined ? null : await hashPassword(chosen);
  const issued: Issued[] = [];
  for (const { fAppUserId, cUserName, cRealName } of users) {
    const account = { fAppUserId, cUserName, cRealName } as Omit<Issued, 'cPassword'>;
    const made = chosen === undefined ? await issueInitialPassword() : null;
    await q.query(
      'update "AppUser" set "cPassword" = $1, "fMustChangePassword" = $2 where "fAppUserId" = $3',
      [made?.hash ?? chosenHash, account.fAppUserId === caller.userId ? 0 : 1, account.fAppUserId],
    );
    issued.push({ ...account, cPassword: made?.password ?? (chosen as string) });
  }
  await endSessions(q, keysOf(users), caller.token);
  return issued;
}

/** 重置密码: to the given password, else to a new random one per account (auth/initial-password.ts). */
export const resetPasswords = onRows({
  target: usersNamed,
  rule: manageable,
  work: (a, { body }, users) => setPasswords(a, users, (body as { cPassword?: string }).cPassword),
});

export const changeUserPassword = onRow({
  target: userNamed,
  rule: manageableOne,
  work: async (a, { body }, user) => {
    await setPasswords(a, [user], (body as { newPassword: string }).newPassword);
    return null;
  },
});

/**
 * 用户管理's list. Its class tree is the department tree (学校 › 班级): a class's node lists the class's
 * students, and a school's node stands for the whole school (its staff, students and enterprise tutors, who
 * sit in no class), not only the staff filed under the school's own node.
 */
export const userPage = onNoRow(
  'a page list: the scope is applied in its query by the standard page list',
  async (ctx, input) => {
    const { fAppDepartmentId: department, ...rest } = input.query;
    if (typeof department !== 'string') return standardPage(ctx, input);
    const node = (
      await ctx.db.query<{ fSchoolId: string | null; fDepartmentLabel: number | null }>(
        'select "fSchoolId", "fDepartmentLabel" from "AppDepartment" where "fAppDepartmentId" = $1',
        [department],
      )
    )[0];
    const school = node?.fDepartmentLabel === enums.DepartmentLabel.school ? node.fSchoolId : null;
    // Another school asked for beside it keeps both conditions (and so lists nothing).
    if (!school || (rest.fSchoolId !== undefined && rest.fSchoolId !== school))
      return standardPage(ctx, input);
    return standardPage(ctx, { ...input, query: { ...rest, fSchoolId: school } });
  },
);

/** Reads back a written account as the list shows it. */
export async function userRow(q: Parameters<typeof visibleRow>[0], id: unknown): Promise<Row> {
  return visibleRow(q, USERS, null, id);
}
