import { hashPassword } from '../../../auth/password.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import { forbidden, notFound } from '../../../http/errors.js';
import { type Handler, type OpContext, signedIn } from '../../context.js';
import { selectRows, visibleRow } from '../../rows.js';
import { insertRow } from '../../write.js';
import {
  assertUniqueAccount,
  DEFAULT_PASSWORD,
  isPlatformAdmin,
  lockAccounts,
  requireMobile,
  roleOf,
  USERS,
} from './shared.js';

/*
 * Departments and their people (SPEC §7.2 AppDepartment GetList, AppDepartmentUser AddSchoolUser /
 * AddCompanyUser), and a setting read by key.
 */

const DEPARTMENTS = tableOf('AppDepartment');

/** Departments the caller may see, unpaged, optionally one parent's children or one label (学校 / 班级). */
export const departmentList: Handler = async (ctx, { query }) => {
  const p = new Params();
  const where: string[] = [];
  if (query.fParentId !== undefined) where.push(`t."fParentId" = ${p.add(query.fParentId)}`);
  if (query.fDepartmentLabel !== undefined)
    where.push(`t."fDepartmentLabel" = ${p.add(query.fDepartmentLabel)}`);
  return selectRows(ctx.db, DEPARTMENTS, ctx.caller, p, {
    where,
    order: 't."fIndex" asc nulls last, t."fAppDepartmentId" asc',
  });
};

export const settingByKey: Handler = async (ctx, { query }) => {
  const rows = await ctx.db.query('select * from "AppSetting" where "cKey" = $1', [query.cKey]);
  return rows[0] ?? null;
};

interface NewPerson {
  cRealName: string;
  cMobile: string;
  cNumber?: string;
}

/** The school's own node of the department tree (label 1), where its staff are members. */
async function schoolNode(q: Queryable, schoolId: number): Promise<number | null> {
  const rows = await q.query<{ id: number }>(
    `select "fAppDepartmentId" as id from "AppDepartment" where "fSchoolId" = $1 and "fDepartmentLabel" = 1
      order by "fAppDepartmentId" limit 1`,
    [schoolId],
  );
  return rows[0]?.id ?? null;
}

/**
 * A new account signed in with its mobile as user name and DEFAULT_PASSWORD (shared.ts), reviewed (an
 * administrator made it), holding one role.
 */
async function createAccount(
  q: Queryable,
  ctx: OpContext,
  person: NewPerson,
  extra: Row & { fSchoolId: number },
  role: number,
): Promise<number> {
  const mobile = requireMobile(person.cMobile);
  const hash = await hashPassword(DEFAULT_PASSWORD);
  await lockAccounts(q);
  await assertUniqueAccount(q, { userName: mobile, mobile });
  const values: Row = {
    cUserName: mobile,
    cPassword: hash,
    cRealName: person.cRealName,
    cMobile: mobile,
    cNumber: person.cNumber ?? null,
    fStatus: 0,
    fAuditStatus: 1,
    tCreateDate: nowText(),
    fCreateUserId: signedIn(ctx).userId,
    ...extra,
  };
  const id = (await insertRow(q, USERS, values)) as number;
  await q.query('insert into app_role_user (role_id, user_id) values ($1, $2)', [role, id]);
  return id;
}

export const addSchoolUser: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const caller = signedIn(ctx);
    const input = body as NewPerson & { fSchoolId: number; cRole: 'schoolAdmin' | 'teacher' };
    if (!isPlatformAdmin(caller) && input.fSchoolId !== caller.schoolId)
      throw forbidden('不能操作其他学校的数据');
    const schools = await q.query('select 1 from "School" where "fSchoolId" = $1', [input.fSchoolId]);
    if (!schools.length) throw notFound('学校不存在或已被删除');
    const node = await schoolNode(q, input.fSchoolId);
    const teacher = input.cRole === 'teacher';
    const id = await createAccount(
      q,
      ctx,
      input,
      { fSchoolId: input.fSchoolId, fAppDepartmentId: node, fUserLabel: teacher ? 1 : null },
      roleOf(input.cRole),
    );
    const mobile = requireMobile(input.cMobile);
    if (node !== null) {
      await q.query(
        `insert into "AppDepartmentUser" ("fAppDepartmentId", "fSchoolId", "fAppUserId", "cMobile", "tCreateDate",
           "fCreateUserId") values ($1, $2, $3, $4, $5, $6)`,
        [node, input.fSchoolId, id, mobile, nowText(), caller.userId],
      );
    }
    // A teacher with a staff number also joins the school's teacher roster (basic information).
    if (teacher && input.cNumber) {
      await q.query(
        `insert into "Teacher" ("fUserId", "fSchoolId", "cRealName", "cNumber", "cMobile", "tCreateDate",
           "fCreateUserId") values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, input.fSchoolId, input.cRealName, input.cNumber, mobile, nowText(), caller.userId],
      );
    }
    return { fAppUserId: id };
  });

/** An enterprise tutor belongs to the school the company partners with (Company.fSchoolId). */
export const addCompanyUser: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const input = body as NewPerson & { fCompanyId: number };
    const company = await visibleRow(q, tableOf('Company'), ctx.caller, input.fCompanyId);
    const id = await createAccount(
      q,
      ctx,
      input,
      { fSchoolId: company.fSchoolId as number },
      roleOf('companyTutor'),
    );
    return { fAppUserId: id };
  });
