import { CREATOR, enums } from '@practice/sdk/contract';
import { roleId } from '../../../boot/grants.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { refused } from '../../../http/errors.js';
import { insertRow } from '../../write.js';
import { BARE_MOBILE_SQL, bareMobile } from './shared.js';

/** The account with this mobile (with or without +86 / 0086), if any. */
export async function accountByMobile(q: Queryable, mobile: string): Promise<Row | null> {
  const rows = await q.query(
    `select * from "AppUser" where ${BARE_MOBILE_SQL('"cMobile"')} = $1 order by "fAppUserId" limit 1`,
    [bareMobile(mobile)],
  );
  return rows[0] ?? null;
}

export interface AccountInput {
  readonly role: 'student' | 'companyTutor';
  readonly mobile: string;
  readonly realName: string;
  readonly number?: string | null;
  readonly schoolId: string | null;
  readonly classId?: string | null;
  readonly creatorId: string;
}

async function freeUserName(q: Queryable, wanted: readonly (string | null | undefined)[]): Promise<string> {
  for (const name of wanted) {
    if (!name) continue;
    const taken = await q.query('select 1 from "AppUser" where "cUserName" = $1', [name]);
    if (!taken.length) return name;
  }
  // Both the number and the mobile are taken as user names: the mobile with a short suffix.
  const base = wanted.find(Boolean) ?? 'user';
  return `${base}_${Date.now().toString(36).slice(-4)}`;
}

/** The class's node in the AppDepartment tree: same school, same name (how the demo and imports keep them). */
async function departmentOfClass(q: Queryable, classId: string | null | undefined): Promise<string | null> {
  if (classId == null) return null;
  const rows = await q.query(
    `select d."fAppDepartmentId" as id from "Class" c join "AppDepartment" d
       on d."cDepartName" = c."cClassName" and d."fSchoolId" = c."fSchoolId"
      where c."fClassId" = $1 order by d."fAppDepartmentId" limit 1`,
    [classId],
  );
  return (rows[0]?.id as string | undefined) ?? null;
}

/**
 * Links a course member to the account with their mobile, or opens one. A new account has no password: it
 * cannot sign in until the school sets one (ResetAppUserPassword), so no guessable default is ever valid.
 */
export async function linkOrCreateAccount(q: Queryable, a: AccountInput): Promise<string> {
  const found = await accountByMobile(q, a.mobile);
  if (found) {
    if (a.role === 'student' && found.fUserLabel === enums.UserLabel.teacher) {
      throw refused(`手机号为 ${a.mobile} 的用户是教师，不能添加为学生`);
    }
    if (a.role === 'companyTutor' && found.fUserLabel === enums.UserLabel.student) {
      throw refused(`手机号为 ${a.mobile} 的用户是学生，不能添加为企业导师`);
    }
    if (
      a.role === 'student' &&
      found.fSchoolId != null &&
      a.schoolId != null &&
      found.fSchoolId !== a.schoolId
    ) {
      throw refused(`手机号为 ${a.mobile} 的学生属于其他学校，不能加入本实习课程`);
    }
    return found.fAppUserId as string;
  }
  const values: Row = {
    cUserName: await freeUserName(q, a.role === 'student' ? [a.number, a.mobile] : [a.mobile]),
    cRealName: a.realName,
    cMobile: a.mobile,
    cNumber: a.number ?? null,
    fUserLabel: a.role === 'student' ? 2 : null,
    fSchoolId: a.schoolId,
    fAppDepartmentId: await departmentOfClass(q, a.classId),
    fStatus: enums.UserStatus.active,
    fAuditStatus: enums.ReviewStatus.passed,
    tCreateDate: nowText(),
    [CREATOR]: a.creatorId,
  };
  const userId = (await insertRow(q, tableOf('AppUser'), values)) as string;
  await q.query('insert into app_role_user (role_id, user_id) values ($1, $2) on conflict do nothing', [
    roleId(a.role),
    userId,
  ]);
  if (a.role === 'student' && a.classId != null && a.number) {
    // The school's roster gets the student too, so the next mobile check finds them with their class.
    await insertRow(q, tableOf('Student'), {
      fUserId: userId,
      fSchoolId: a.schoolId,
      cRealName: a.realName,
      cNumber: a.number,
      cMobile: a.mobile,
      fClassId: a.classId,
      tCreateDate: nowText(),
      [CREATOR]: a.creatorId,
    });
  }
  return userId;
}
