import { ROLE_KEYS, type Role } from '@practice/sdk/contract';
import type { Queryable } from '../db/driver.js';
import { digest } from './sessions.js';

/** Who is calling: resolved once per request from the session. */
export interface Caller {
  readonly userId: string;
  readonly userName: string;
  readonly realName: string;
  readonly schoolId: string | null;
  readonly roleIds: readonly string[];
  /** The built-in roles among the caller's roles (custom roles grant operations but not a kind). */
  readonly roles: readonly Role[];
  /** The widest built-in role: it decides which rows the caller sees. */
  readonly kind: Role | null;
  readonly token: string;
}

/** Widest first: a user who is both teacher and school admin sees what a school admin sees. */
const BREADTH: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'teacher', 'companyTutor', 'student'];

type CallerRow = {
  fAppUserId: string;
  cUserName: string;
  cRealName: string;
  fSchoolId: string | null;
  fStatus: number | null;
  role_id: string | null;
  cRoleCode: string | null;
};

const CALLER_COLUMNS = `u."fAppUserId", u."cUserName", u."cRealName", u."fSchoolId", u."fStatus", ru.role_id, r."cRoleCode"`;
const ROLE_JOINS = `left join app_role_user ru on ru.user_id = u."fAppUserId"
       left join "AppRole" r on r."fAppRoleId" = ru.role_id`;

/**
 * The caller of a live session (not revoked, not expired) in one statement: every call pays for it, so
 * the session, the user and the roles come back in one round trip.
 */
export async function callerByToken(q: Queryable, token: string): Promise<Caller | null> {
  const rows = await q.query<CallerRow>(
    `select ${CALLER_COLUMNS}
       from app_session s
       join "AppUser" u on u."fAppUserId" = s.user_id
       ${ROLE_JOINS}
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
    [digest(token)],
  );
  return callerOf(rows, token);
}

function callerOf(rows: CallerRow[], token: string): Caller | null {
  const first = rows[0];
  // A frozen account (fStatus 1) is treated as signed out.
  if (!first || first.fStatus === 1) return null;
  const roleIds = rows.flatMap((r) => (r.role_id == null ? [] : [r.role_id]));
  const roles = rows
    .map((r) => r.cRoleCode)
    .filter((c): c is Role => !!c && (ROLE_KEYS as readonly string[]).includes(c));
  return {
    userId: first.fAppUserId,
    userName: first.cUserName,
    realName: first.cRealName,
    schoolId: first.fSchoolId,
    roleIds,
    roles,
    kind: BREADTH.find((r) => roles.includes(r)) ?? null,
    token,
  };
}
