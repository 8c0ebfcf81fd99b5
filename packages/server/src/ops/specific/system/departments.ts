import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { issueInitialPassword } from '../../../auth/initial-password.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import { forbidden, refused } from '../../../http/errors.js';
import { type OpContext, signedIn } from '../../context.js';
import { onNoRow, onRow } from '../../declared.js';
import { creationOrder, selectRows } from '../../rows.js';
import { insertRow, updateRows } from '../../write.js';
import {
  assertUniqueAccount,
  isPlatformAdmin,
  lockAccounts,
  mobileSql,
  platformAdminsAmong,
  requireMobile,
  roleOf,
  USERS,
} from './shared.js';

/*
 * Departments and their people (SPEC §7.2 AppDepartment GetList, AppDepartmentUser AddSchoolUser /
 * AddCompanyUser).
 */

const DEPARTMENTS = tableOf('AppDepartment');

/** Departments the caller may see, unpaged, optionally one parent's children or one label (学校 / 班级). */
export const departmentList = onNoRow(
  'a list: the scope is applied in its query by selectRows',
  async (ctx, { query }) => {
    const p = new Params();
    const where: string[] = [];
    if (query.fParentId !== undefined) where.push(`t."fParentId" = ${p.add(query.fParentId)}`);
    if (query.fDepartmentLabel !== undefined)
      where.push(`t."fDepartmentLabel" = ${p.add(query.fDepartmentLabel)}`);
    return selectRows(ctx.db, DEPARTMENTS, ctx.caller, p, {
      where,
      order: `t."fIndex" asc nulls last, ${creationOrder(DEPARTMENTS)}`,
    });
  },
);

interface NewPerson {
  cRealName: string;
  cMobile: string;
  cNumber?: string;
}

/** The school's own node of the department tree (label 1), where its staff are members. */
async function schoolNode(q: Queryable, schoolId: string): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    `select "fAppDepartmentId" as id from "AppDepartment" where "fSchoolId" = $1 and "fDepartmentLabel" = 1
      order by "fAppDepartmentId" limit 1`,
    [schoolId],
  );
  return rows[0]?.id ?? null;
}

/** A new account and the password the server made for it (answered once, to be changed at first sign-in). */
interface NewAccount {
  fAppUserId: string;
  cInitialPassword: string;
}

/**
 * A new account signed in with its mobile as user name and a password made for it alone
 * (auth/initial-password.ts), which it must change first; reviewed (an administrator made it), holding one
 * role. The caller holds lockAccounts and has found no account with this mobile.
 */
async function createAccount(
  q: Queryable,
  ctx: OpContext,
  person: NewPerson,
  extra: Row & { fSchoolId: string | null },
  role: string,
): Promise<NewAccount> {
  const mobile = requireMobile(person.cMobile);
  const issued = await issueInitialPassword();
  await assertUniqueAccount(q, { userName: mobile, mobile });
  const values: Row = {
    cUserName: mobile,
    cPassword: issued.hash,
    fMustChangePassword: enums.PasswordState.mustChange,
    cRealName: person.cRealName,
    cMobile: mobile,
    cNumber: person.cNumber ?? null,
    fStatus: enums.UserStatus.active,
    fAuditStatus: enums.ReviewStatus.passed,
    tCreateDate: nowText(),
    fCreateUserId: signedIn(ctx).userId,
    ...extra,
  };
  const id = (await insertRow(q, USERS, values)) as string;
  await q.query('insert into app_role_user (role_id, user_id) values ($1, $2)', [role, id]);
  return { fAppUserId: id, cInitialPassword: issued.password };
}

type Account = {
  fAppUserId: string;
  fSchoolId: string | null;
  fAppDepartmentId: string | null;
  fUserLabel: number | null;
  cRealName: string | null;
  cNumber: string | null;
};

/** The account that already has this mobile (compared in normalised form, as the mobile check does). */
async function accountByMobile(q: Queryable, mobile: string): Promise<Account | undefined> {
  const rows = await q.query<Account>(
    `select u."fAppUserId", u."fSchoolId", u."fAppDepartmentId", u."fUserLabel", u."cRealName", u."cNumber"
       from "AppUser" u where ${mobileSql('u')} = $1 order by u."fAppUserId" limit 1`,
    [mobile],
  );
  return rows[0];
}

/**
 * An existing account may join a school only when it is no platform administrator and belongs to that
 * school (the one the caller may manage); an account of no school only by the platform administrator's act
 * (a school administrator would otherwise take over, and could then reset, an account outside their school).
 */
async function assertAttachable(q: Queryable, caller: Caller, account: Account, schoolId: string | null) {
  if ((await platformAdminsAmong(q, [account.fAppUserId])).length)
    throw forbidden('该手机号属于平台管理员账号，不能添加');
  if (account.fSchoolId === null ? !isPlatformAdmin(caller) : account.fSchoolId !== schoolId)
    throw forbidden('该手机号的用户属于其他学校，不能添加');
}

const hasRole = async (q: Queryable, userId: string, role: string) =>
  (await q.query('select 1 from app_role_user where user_id = $1 and role_id = $2', [userId, role])).length >
  0;

/**
 * What an existing account gains by joining: the role, and the school, department and user label where it
 * has none yet. Its password, name and user name are never changed.
 */
async function attachAccount(q: Queryable, account: Account, role: string, fill: Row) {
  await q.query('insert into app_role_user (role_id, user_id) values ($1, $2) on conflict do nothing', [
    role,
    account.fAppUserId,
  ]);
  const values: Row = {};
  for (const [wire, v] of Object.entries(fill)) {
    if (v !== null && v !== undefined && account[wire as keyof Account] === null) values[wire] = v;
  }
  if (Object.keys(values).length) await updateRows(q, USERS, [account.fAppUserId], values);
}

export const ALREADY_MEMBER = '该用户已是本校成员，无需重复添加';
export const ALREADY_COMPANY_TUTOR = '该用户已是企业导师，无需重复添加';

/**
 * A school's administrator or teacher: the account with that mobile when there is one (the mobile check
 * reports it as 可直接添加), which gains the role and the school node's membership; else a new account.
 */
export const addSchoolUser = onRow({
  target: { entity: 'School', access: 'read', key: ({ body }) => (body as { fSchoolId: string }).fSchoolId },
  // The scope already keeps a school administrator to their school; said again for any other caller.
  rule: (caller, school) =>
    isPlatformAdmin(caller) || school.fSchoolId === caller?.schoolId ? undefined : '不能操作其他学校的数据',
  work: async (ctx, { body }) => {
    const { q } = ctx;
    const caller = signedIn(ctx);
    const input = body as NewPerson & { fSchoolId: string; cRole: 'schoolAdmin' | 'teacher' };
    const node = await schoolNode(q, input.fSchoolId);
    const teacher = input.cRole === 'teacher';
    const role = roleOf(input.cRole);
    const mobile = requireMobile(input.cMobile);
    await lockAccounts(q);
    const existing = await accountByMobile(q, mobile);
    let id: string;
    let created: NewAccount | null = null;
    let realName = input.cRealName;
    let member = false;
    if (existing) {
      await assertAttachable(q, caller, existing, input.fSchoolId);
      id = existing.fAppUserId;
      realName = existing.cRealName ?? input.cRealName;
      member =
        node === null ||
        (
          await q.query(
            'select 1 from "AppDepartmentUser" where "fAppUserId" = $1 and "fAppDepartmentId" = $2',
            [id, node],
          )
        ).length > 0;
      if (member && (await hasRole(q, id, role))) throw refused(ALREADY_MEMBER);
      await attachAccount(q, existing, role, {
        fSchoolId: input.fSchoolId,
        fAppDepartmentId: node,
        fUserLabel: teacher ? 1 : null,
      });
    } else {
      created = await createAccount(
        q,
        ctx,
        input,
        { fSchoolId: input.fSchoolId, fAppDepartmentId: node, fUserLabel: teacher ? 1 : null },
        role,
      );
      id = created.fAppUserId;
    }
    if (node !== null && !member) {
      await q.query(
        `insert into "AppDepartmentUser" ("fAppDepartmentId", "fSchoolId", "fAppUserId", "cMobile", "tCreateDate",
           "fCreateUserId") values ($1, $2, $3, $4, $5, $6)`,
        [node, input.fSchoolId, id, mobile, nowText(), caller.userId],
      );
    }
    // A teacher with a staff number also joins the school's teacher roster (basic information), once.
    const number = input.cNumber || existing?.cNumber;
    if (teacher && number) {
      const listed = await q.query('select 1 from "Teacher" where "fUserId" = $1', [id]);
      if (!listed.length) {
        await q.query(
          `insert into "Teacher" ("fUserId", "fSchoolId", "cRealName", "cNumber", "cMobile", "tCreateDate",
             "fCreateUserId") values ($1, $2, $3, $4, $5, $6, $7)`,
          [id, input.fSchoolId, realName, number, mobile, nowText(), caller.userId],
        );
      }
    }
    return created ?? { fAppUserId: id };
  },
});

/**
 * An enterprise tutor belongs to the school the company partners with (Company.fSchoolId): the account with
 * that mobile gains the role when there is one, else a new account is made. Companies are no nodes of the
 * department tree, so no membership row is written (as for a new tutor).
 */
export const addCompanyUser = onRow({
  target: {
    entity: 'Company',
    access: 'read',
    key: ({ body }) => (body as { fCompanyId: string }).fCompanyId,
  },
  work: async (ctx, { body }, company) => {
    const { q } = ctx;
    const caller = signedIn(ctx);
    const input = body as NewPerson;
    const schoolId = (company.fSchoolId as string | null) ?? null;
    const role = roleOf('companyTutor');
    const mobile = requireMobile(input.cMobile);
    await lockAccounts(q);
    const existing = await accountByMobile(q, mobile);
    if (!existing) {
      return createAccount(q, ctx, input, { fSchoolId: schoolId }, role);
    }
    await assertAttachable(q, caller, existing, schoolId);
    if (await hasRole(q, existing.fAppUserId, role)) throw refused(ALREADY_COMPANY_TUTOR);
    await attachAccount(q, existing, role, { fSchoolId: schoolId });
    return { fAppUserId: existing.fAppUserId };
  },
});
