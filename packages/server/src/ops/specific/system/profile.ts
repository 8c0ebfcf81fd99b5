import { hashPassword } from '../../../auth/password.js';
import { nowText } from '../../../db/dates.js';
import { tableOf } from '../../../db/tables.js';
import { assertFileRefs } from '../../../files/file-refs.js';
import { badRequest } from '../../../http/errors.js';
import { signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { assertUniqueAccount, lockAccounts, requireMobile, roleOf } from './shared.js';

/*
 * The legacy /register call and the signed-in user's own profile (SPEC §7.2 Home EditAppUser, §7.4
 * "Legacy /register call").
 */

export const SCHOOL_CODE_UNKNOWN = '学校识别码不存在';

interface Registration {
  cUserName: string;
  cPassword: string;
  cRealName: string;
  cMobile: string;
  cSchoolCode: string;
}

/**
 * A student registers with their school's identification code. The account waits for the school's review
 * (fAuditStatus 0) and cannot sign in until a school administrator approves it (AuditAppUserIDS).
 */
export const register = onNoRow(
  'registers a new account: there is no caller yet',
  async ({ q }, { body }) => {
    const input = body as Registration;
    const mobile = requireMobile(input.cMobile);
    const hash = await hashPassword(input.cPassword);
    const schools = await q.query<{ fSchoolId: string }>(
      'select "fSchoolId" from "School" where "cSchoolCode" = $1',
      [input.cSchoolCode],
    );
    const school = schools[0];
    if (!school) throw badRequest(SCHOOL_CODE_UNKNOWN);
    await lockAccounts(q);
    await assertUniqueAccount(q, { userName: input.cUserName, mobile });
    // Until the school places the student in a class, the account sits in the school's own department node.
    const node = await q.query<{ fAppDepartmentId: string }>(
      `select "fAppDepartmentId" from "AppDepartment" where "fSchoolId" = $1 and "fDepartmentLabel" = 1
        order by "fAppDepartmentId" limit 1`,
      [school.fSchoolId],
    );
    const rows = await q.query<{ id: string }>(
      `insert into "AppUser" ("cUserName", "cPassword", "cRealName", "cMobile", "fUserLabel", "fSchoolId",
         "fAppDepartmentId", "fStatus", "fAuditStatus", "tCreateDate")
       values ($1, $2, $3, $4, 2, $5, $6, 0, 0, $7) returning "fAppUserId" as id`,
      [
        input.cUserName,
        hash,
        input.cRealName,
        mobile,
        school.fSchoolId,
        node[0]?.fAppDepartmentId ?? null,
        nowText(),
      ],
    );
    await q.query('insert into app_role_user (role_id, user_id) values ($1, $2)', [
      roleOf('student'),
      rows[0]?.id,
    ]);
    return null;
  },
);

interface ProfileEdit {
  cRealName?: string;
  cMobile?: string;
  cEmail?: string;
  cAvatar?: string;
}

/** Only the caller's own account: the body carries no id, so there is nobody else it could change. */
export const editOwnProfile = onNoRow(
  "the caller's own account: the body names no one",
  async (ctx, { body }) => {
    const caller = signedIn(ctx);
    const input = body as ProfileEdit;
    const values: Record<string, string> = {};
    if (input.cRealName !== undefined) values.cRealName = input.cRealName;
    if (input.cEmail !== undefined) values.cEmail = input.cEmail;
    if (input.cAvatar !== undefined) values.cAvatar = input.cAvatar;
    if (input.cMobile !== undefined) values.cMobile = requireMobile(input.cMobile);
    const columns = Object.keys(values);
    if (!columns.length) return null;
    const { q } = ctx;
    await assertFileRefs(q, tableOf('AppUser'), caller, { cAvatar: values.cAvatar }, caller.userId);
    if (values.cMobile) {
      await lockAccounts(q);
      await assertUniqueAccount(q, { mobile: values.cMobile, exceptId: caller.userId });
    }
    const sets = columns.map((c, i) => `"${c}" = $${i + 1}`).join(', ');
    await q.query(`update "AppUser" set ${sets} where "fAppUserId" = $${columns.length + 1}`, [
      ...columns.map((c) => values[c]),
      caller.userId,
    ]);
    return null;
  },
);
