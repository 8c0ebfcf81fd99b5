import { enums, ROLE_KEYS, type Role } from '@practice/sdk/contract';
import type { Db, Queryable } from '../db/driver.js';
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
  /** Signed in with a password an administrator gave (add, import, reset): must change it first. */
  readonly mustChangePassword: boolean;
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
  fMustChangePassword: number | null;
  role_id: string | null;
  cRoleCode: string | null;
  expires_ms: number;
};

const CALLER_COLUMNS = `u."fAppUserId", u."cUserName", u."cRealName", u."fSchoolId", u."fStatus", u."fMustChangePassword", ru.role_id, r."cRoleCode",
  (extract(epoch from s.expires_at) * 1000)::float8 as expires_ms`;
const ROLE_JOINS = `left join app_role_user ru on ru.user_id = u."fAppUserId"
       left join "AppRole" r on r."fAppRoleId" = ru.role_id`;

/**
 * The caller of a live session (not revoked, not expired) in one statement: every call pays for it, so
 * the session, the user and the roles come back in one round trip.
 */
async function readCaller(q: Queryable, hash: string): Promise<CallerRow[]> {
  return q.query<CallerRow>(
    `select ${CALLER_COLUMNS}
       from app_session s
       join "AppUser" u on u."fAppUserId" = s.user_id
       ${ROLE_JOINS}
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
    [hash],
  );
}

/** Cached callers are kept while the database's session stamp stays the same (db/session-stamp.ts). */
interface Cached {
  readonly stamp: string;
  readonly caller: Caller;
  readonly expiresMs: number;
}

/** Per database handle (a process may serve several: tests do), by token hash. */
const caches = new WeakMap<Db, Map<string, Cached>>();
/** Enough for every signed-in user of a large school; beyond it the cache starts over. */
const MAX_CACHED = 20_000;

const withStamp = (q: Queryable): q is Db & Required<Pick<Db, 'sessionStamp'>> =>
  typeof (q as Partial<Db>).sessionStamp === 'function';

/**
 * The caller of a live session. On a database handle, a caller read before is reused while the session
 * stamp has not moved since (no session ended, no account or role changed, in any process) and the session
 * has not expired: then the call costs no statement on PGlite and, on PostgreSQL, a share of one single-row
 * read. Inside a transaction (q has no session stamp), always read.
 */
export async function callerByToken(q: Queryable, token: string): Promise<Caller | null> {
  const hash = digest(token);
  if (!withStamp(q)) return callerOf(await readCaller(q, hash), token);
  // The stamp is read before the caller: a change committed after this read moves the stamp, so the
  // caller stored below is dropped at the next call even if the read below came too early to see it.
  const stamp = await q.sessionStamp();
  let cache = caches.get(q);
  if (!cache) {
    cache = new Map();
    caches.set(q, cache);
  }
  const hit = cache.get(hash);
  if (hit && hit.stamp === stamp && hit.expiresMs > Date.now()) return { ...hit.caller, token };
  const rows = await readCaller(q, hash);
  const caller = callerOf(rows, token);
  // Only live callers are kept: a refusal is read again next time.
  if (!caller || stamp === null) {
    cache.delete(hash);
    return caller;
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(hash, { stamp, caller, expiresMs: rows[0]?.expires_ms ?? 0 });
  return caller;
}

function callerOf(rows: CallerRow[], token: string): Caller | null {
  const first = rows[0];
  // A frozen account (fStatus 1) is treated as signed out.
  if (!first || first.fStatus === enums.UserStatus.frozen) return null;
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
    mustChangePassword: first.fMustChangePassword === enums.PasswordState.mustChange,
    token,
  };
}
