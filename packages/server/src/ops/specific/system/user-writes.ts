import type { Caller } from '../../../auth/caller.js';
import { issueInitialPassword } from '../../../auth/initial-password.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { ident } from '../../../db/tables.js';
import { badRequest, refused } from '../../../http/errors.js';
import { signedIn } from '../../context.js';
import { onNoRow, onRow, onRows } from '../../declared.js';
import { refuseIfReferenced } from '../../references.js';
import { insertRow, prepareInsert, prepareUpdate, updateRows } from '../../write.js';
import {
  assertUniqueAccount,
  endSessions,
  keysOf,
  lockAccounts,
  manageable,
  manageableOne,
  mobileOrNull,
  roleOf,
  USERS,
  userNamed,
  usersNamed,
} from './shared.js';
import { userRow } from './users.js';

/*
 * AddAppUser, EditAppUser and DeleteAppUserIDS with the account rules the generic handlers cannot know:
 * unique user names and mobiles, a role matching the user type, passwords hashed, sessions ended when a
 * password changes, and no account deleted from under its own records.
 */

/** fUserLabel 1 教师 / 2 学生 (enums UserLabel) and the built-in role it implies. */
const ROLE_OF_LABEL: Record<number, string> = { 1: roleOf('teacher'), 2: roleOf('student') };

async function grantLabelRole(q: Queryable, userId: string, label: unknown) {
  const role = typeof label === 'number' ? ROLE_OF_LABEL[label] : undefined;
  if (!role) return;
  await q.query('insert into app_role_user (role_id, user_id) values ($1, $2) on conflict do nothing', [
    role,
    userId,
  ]);
}

/** A user's class or department must belong to the user's school. */
async function assertDepartmentOfSchool(q: Queryable, departmentId: unknown, schoolId: unknown) {
  if (departmentId === null || departmentId === undefined) return;
  const rows = await q.query<{ fSchoolId: string | null }>(
    'select "fSchoolId" from "AppDepartment" where "fAppDepartmentId" = $1',
    [departmentId],
  );
  if (!rows[0]) throw badRequest('所选班级不存在');
  if (schoolId !== null && schoolId !== undefined && rows[0].fSchoolId !== schoolId) {
    throw badRequest('所选班级不属于该用户的学校');
  }
}

const withMobile = (input: Row): Row =>
  typeof input.cMobile === 'string'
    ? { ...input, cMobile: mobileOrNull(input.cMobile) ?? input.cMobile }
    : input;

/**
 * The new account signs in first with the password the administrator chose, else with one the server makes
 * (shown in this answer, once); either way it must then choose its own (fMustChangePassword).
 */
export const addUser = onNoRow(
  'adds a new account: prepareInsert checks the school it is added to',
  async (ctx, { body }) => {
    const { q } = ctx;
    const caller = signedIn(ctx);
    const input = withMobile(body as Row);
    const issued = input.cPassword ? null : await issueInitialPassword();
    const values = await prepareInsert(q, USERS, caller, input);
    if (issued) values.cPassword = issued.hash;
    values.fMustChangePassword = 1;
    // An account an administrator creates is reviewed by that act; only self-registrations wait.
    values.fAuditStatus = 1;
    await assertDepartmentOfSchool(q, values.fAppDepartmentId, values.fSchoolId);
    await lockAccounts(q);
    await assertUniqueAccount(q, { userName: values.cUserName as string, mobile: values.cMobile as string });
    const id = (await insertRow(q, USERS, values)) as string;
    await grantLabelRole(q, id, values.fUserLabel);
    return { ...(await userRow(q, id)), cInitialPassword: issued?.password ?? String(input.cPassword) };
  },
);

export const editUser = onRow({
  target: userNamed,
  rule: manageableOne,
  work: async (ctx, { body }, current) => {
    const { q } = ctx;
    const caller = signedIn(ctx);
    const input = withMobile(body as Row);
    const id = String(current.fAppUserId);
    const values = await prepareUpdate(q, USERS, caller, input);
    const schoolId = 'fSchoolId' in values ? values.fSchoolId : current.fSchoolId;
    await assertDepartmentOfSchool(q, values.fAppDepartmentId, schoolId);
    if ('cUserName' in values || 'cMobile' in values) {
      await lockAccounts(q);
      await assertUniqueAccount(q, {
        userName: values.cUserName as string | undefined,
        mobile: values.cMobile as string | undefined,
        exceptId: id,
      });
    }
    // A password an administrator sets for someone else is theirs to replace at the next sign-in.
    if (values.cPassword && id !== caller.userId) values.fMustChangePassword = 1;
    await updateRows(q, USERS, [id], values);
    if (values.cPassword) await endSessions(q, [id], caller.token);
    if ('fUserLabel' in values) await grantLabelRole(q, id, values.fUserLabel);
    return userRow(q, id);
  },
});

/**
 * What deleting an account takes care of itself: roster rows (basic information) outlive the account and
 * only lose the link; memberships go with it. Any other row naming the account blocks the delete.
 */
const ROSTERS = ['Student', 'Teacher'];
const HANDLED = [...ROSTERS.map((r) => `${r}.fUserId`), 'AppDepartmentUser.fAppUserId'];

export async function deleteAccounts(q: Queryable, caller: Caller, ids: readonly string[]) {
  if (ids.includes(caller.userId)) throw refused('不能删除自己的账号');
  await refuseIfReferenced(q, USERS, ids, HANDLED);
  for (const roster of ROSTERS) {
    await q.query(`update ${ident(roster)} set "fUserId" = null where "fUserId" = any($1)`, [ids]);
  }
  await q.query('delete from "AppDepartmentUser" where "fAppUserId" = any($1)', [ids]);
  await q.query('delete from app_role_user where user_id = any($1)', [ids]);
  await endSessions(q, ids);
  await q.query('delete from "AppUser" where "fAppUserId" = any($1)', [ids]);
}

export const deleteUsers = onRows({
  target: usersNamed,
  rule: manageable,
  work: async (a, _input, users) => {
    await deleteAccounts(a.q, signedIn(a), keysOf(users));
    return null;
  },
});
