import { isMobile, MOBILE_CHECK_INVALID, normalizeMobile } from '@practice/sdk';
import { ROLE_KEYS, type Role } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { revokeUserSessions } from '../../../auth/sessions.js';
import { roleId } from '../../../boot/grants.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { lockUntilCommit } from '../../../db/locks.js';
import { tableOf } from '../../../db/tables.js';
import { ApiError, badRequest, forbidden, refused } from '../../../http/errors.js';
import type { OpInput } from '../../context.js';
import type { Acting } from '../../declared.js';

/*
 * What the system handlers share: who may touch which account, uniqueness of accounts, and the translation
 * of the files module's errors into the envelope's.
 */

export const USERS = tableOf('AppUser');
export const ROLES_TABLE = tableOf('AppRole');

/** The platform administrator's built-in role: only a platform administrator grants or removes it. */
export const PLATFORM_ROLE_ID = roleId('platformAdmin');
/** Built-in roles keep fixed ids (boot/grants.ts) and can be neither deleted nor recoded. */
export const BUILT_IN_ROLE_IDS: readonly string[] = ROLE_KEYS.map((r) => roleId(r));
export const isBuiltInRole = (id: string) => BUILT_IN_ROLE_IDS.includes(id);
export const roleOf = (r: Role) => roleId(r);

export const isPlatformAdmin = (caller: Caller | null) => caller?.kind === 'platformAdmin';

/** Mobiles are compared without spaces or the +86 / 0086 prefix (SPEC §5), and stored that way. */
export function mobileOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || !isMobile(value)) return null;
  return normalizeMobile(value);
}

export function requireMobile(value: unknown): string {
  const mobile = mobileOrNull(value);
  if (!mobile) throw badRequest(MOBILE_CHECK_INVALID);
  return mobile;
}

/** SQL for a stored mobile in the compared form (rows written before normalisation may carry a prefix). */
export const mobileSql = (alias: string) =>
  `regexp_replace(regexp_replace(${alias}."cMobile", '\\s', '', 'g'), '^(\\+86|0086)', '')`;

/**
 * Account creation and renaming run one at a time: the uniqueness checks below read before they write,
 * and the catalogue-derived tables carry no unique index to catch a race.
 */
const ACCOUNTS_LOCK = 1;
export async function lockAccounts(q: Queryable): Promise<void> {
  await lockUntilCommit(q, ACCOUNTS_LOCK);
}

export const USER_NAME_TAKEN = '账号已存在，请更换账号';
export const MOBILE_TAKEN = '该手机号已被注册';

/** Refuses a user name or mobile another account already has (exceptId: the account being edited). */
export async function assertUniqueAccount(
  q: Queryable,
  o: { userName?: string | null; mobile?: string | null; exceptId?: string },
): Promise<void> {
  const except = o.exceptId ?? '';
  if (o.userName) {
    const rows = await q.query(
      'select 1 from "AppUser" where lower("cUserName") = lower($1) and "fAppUserId" <> $2',
      [o.userName, except],
    );
    if (rows.length) throw badRequest(USER_NAME_TAKEN);
  }
  if (o.mobile) {
    const rows = await q.query(
      `select 1 from "AppUser" u where ${mobileSql('u')} = $1 and u."fAppUserId" <> $2`,
      [o.mobile, except],
    );
    if (rows.length) throw badRequest(MOBILE_TAKEN);
  }
}

/** Which of these accounts hold the platform administrator's role. */
export async function platformAdminsAmong(q: Queryable, ids: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ user_id: string }>(
    `select distinct ru.user_id from app_role_user ru join "AppRole" r on r."fAppRoleId" = ru.role_id
      where ru.user_id = any($1) and (ru.role_id = $2 or r."cRoleCode" = 'platformAdmin')`,
    [ids, PLATFORM_ROLE_ID],
  );
  return rows.map((r) => r.user_id);
}

/**
 * The accounts a call names, loaded in the caller's write scope (a school administrator: their school) by
 * the declaration (ops/declared.ts): all of them, or nothing is changed.
 */
export const usersNamed = {
  entity: 'AppUser',
  access: 'write',
  keys: ({ body }: OpInput) => (body as { ids: unknown[] }).ids,
} as const;

/** The one account a call names by fAppUserId, in its body (writes) or its query (reads). */
export const userNamed = {
  entity: 'AppUser',
  access: 'write',
  key: ({ body, query }: OpInput) =>
    (body as { fAppUserId?: unknown } | undefined)?.fAppUserId ?? query.fAppUserId,
} as const;

export const keysOf = (users: readonly Row[]) => users.map((u) => String(u.fAppUserId));

/**
 * The rule of every call on accounts: never a platform administrator's unless the caller is one (else a
 * school administrator could reset the platform administrator's password).
 */
export const manageable = async (
  caller: Caller | null,
  users: readonly Row[],
  { q }: Acting,
): Promise<string | undefined> =>
  !isPlatformAdmin(caller) && (await platformAdminsAmong(q, keysOf(users))).length
    ? '不能操作平台管理员的账号'
    : undefined;

/** The same rule for a call naming one account. */
export const manageableOne = (caller: Caller | null, user: Row, a: Acting) => manageable(caller, [user], a);

/** Every sign-in of these accounts ends (the caller's own current one survives when except is given). */
export async function endSessions(q: Queryable, ids: readonly string[], except?: string): Promise<void> {
  for (const id of ids) await revokeUserSessions(q, id, except);
}

/** A role named by fAppRoleId, in the query (reads) or the body (writes). Roles belong to no school. */
export const roleNamed = {
  entity: 'AppRole',
  key: ({ body, query }: OpInput) =>
    (body as { fAppRoleId?: unknown } | undefined)?.fAppRoleId ?? query.fAppRoleId,
} as const;

/** A role the caller may hand out or take away: the platform role only by a platform administrator. */
export async function assertAssignableRoles(q: Queryable, caller: Caller, roleIds: readonly string[]) {
  const ids = [...new Set(roleIds)];
  const rows = await q.query<{ fAppRoleId: string; cRoleCode: string }>(
    'select "fAppRoleId", "cRoleCode" from "AppRole" where "fAppRoleId" = any($1)',
    [ids],
  );
  if (rows.length !== ids.length) throw new ApiError(404, '所选角色不存在或已被删除');
  const platform = rows.some((r) => r.fAppRoleId === PLATFORM_ROLE_ID || r.cRoleCode === 'platformAdmin');
  if (platform && !isPlatformAdmin(caller)) throw forbidden('只有平台管理员可以分配或移除平台管理员角色');
  return ids;
}

/** Removing one's own platform role would lock the platform out of its own administration. */
export function refuseOwnPlatformRoleLoss(
  caller: Caller,
  userIds: readonly string[],
  roleIds: readonly string[],
) {
  if (userIds.includes(caller.userId) && roleIds.includes(PLATFORM_ROLE_ID)) {
    throw refused('不能移除自己的平台管理员角色');
  }
}
