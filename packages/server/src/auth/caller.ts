import { ROLE_KEYS, type Role } from '@practice/sdk/contract';
import type { Queryable } from '../db/driver.js';

/** Who is calling: resolved once per request from the session. */
export interface Caller {
  readonly userId: number;
  readonly userName: string;
  readonly realName: string;
  readonly schoolId: number | null;
  readonly roleIds: readonly number[];
  /** The built-in roles among the caller's roles (custom roles grant operations but not a kind). */
  readonly roles: readonly Role[];
  /** The widest built-in role: it decides which rows the caller sees. */
  readonly kind: Role | null;
  readonly token: string;
}

/** Widest first: a user who is both teacher and school admin sees what a school admin sees. */
const BREADTH: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'teacher', 'companyTutor', 'student'];

export async function loadCaller(q: Queryable, userId: number, token: string): Promise<Caller | null> {
  const rows = await q.query<{
    cUserName: string;
    cRealName: string;
    fSchoolId: number | null;
    fStatus: number | null;
    role_id: number | null;
    cRoleCode: string | null;
  }>(
    `select u."cUserName", u."cRealName", u."fSchoolId", u."fStatus", ru.role_id, r."cRoleCode"
       from "AppUser" u
       left join app_role_user ru on ru.user_id = u."fAppUserId"
       left join "AppRole" r on r."fAppRoleId" = ru.role_id
      where u."fAppUserId" = $1`,
    [userId],
  );
  const first = rows[0];
  // A frozen account (fStatus 1) is treated as signed out.
  if (!first || first.fStatus === 1) return null;
  const roleIds = rows.flatMap((r) => (r.role_id == null ? [] : [r.role_id]));
  const roles = rows
    .map((r) => r.cRoleCode)
    .filter((c): c is Role => !!c && (ROLE_KEYS as readonly string[]).includes(c));
  return {
    userId,
    userName: first.cUserName,
    realName: first.cRealName,
    schoolId: first.fSchoolId,
    roleIds,
    roles,
    kind: BREADTH.find((r) => roles.includes(r)) ?? null,
    token,
  };
}
