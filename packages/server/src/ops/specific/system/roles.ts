import { ROLE_KEYS } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import type { Params } from '../../../db/params.js';
import { badRequest, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { requireVisible, visibleRow } from '../../rows.js';
import { add, edit } from '../../standard/crud.js';
import { pageOfRows } from '../../standard/page.js';
import {
  assertAssignableRoles,
  isBuiltInRole,
  manageableUsers,
  ROLES_TABLE,
  refuseOwnPlatformRoleLoss,
  requireRole,
  USERS,
} from './shared.js';

/*
 * Role administration (SPEC §6 "assign menus, users and APIs to a role"): the role list, its users, and the
 * rules that keep the built-in roles (ids 1..5, boot/grants.ts) intact. A role's code decides what kind of
 * user its holders are (auth/caller.ts), so codes of the built-in roles are reserved.
 */

export const getRoleTags: Handler = async (ctx) => {
  const rows = await ctx.db.query<{ id: string; name: string }>(
    'select "fAppRoleId" as id, "cRoleName" as name from "AppRole" order by "fIndex" nulls last, "fAppRoleId"',
  );
  return rows;
};

/** The role screen's picker of roles (AppRoleMenu AppRoleGetPageList). */
export const rolePage: Handler = (ctx, { query }) => pageOfRows(ctx.db, ROLES_TABLE, ctx.caller, query);

const inRole = (held: boolean, roleId: string) => (p: Params) => [
  `${held ? '' : 'not '}exists (select 1 from app_role_user ru where ru.user_id = t."fAppUserId" and ru.role_id = ${p.add(roleId)})`,
];

/** Users holding a role, or not holding it, among the users the caller may see, searchable by name. */
const roleUsers =
  (held: boolean): Handler =>
  async (ctx, { query }) => {
    const roleId = query.fAppRoleId as string;
    await requireRole(ctx.db, roleId);
    const { pageNumber, pageSize, cRealName } = query;
    return pageOfRows(ctx.db, USERS, ctx.caller, { pageNumber, pageSize, cRealName }, inRole(held, roleId));
  };

export const getRoleUsers = roleUsers(true);
export const getUnselectedRoleUsers = roleUsers(false);

interface RoleUsersBody {
  fAppRoleId: string;
  ids: unknown[];
}

export const setRoleUsers: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const input = body as RoleUsersBody;
    await assertAssignableRoles(q, signedIn(ctx), [input.fAppRoleId]);
    const users = await manageableUsers(q, ctx, input.ids);
    for (const user of users) {
      await q.query('insert into app_role_user (role_id, user_id) values ($1, $2) on conflict do nothing', [
        input.fAppRoleId,
        user,
      ]);
    }
    return null;
  });

export const deleteRoleUsers: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const caller = signedIn(ctx);
    const input = body as RoleUsersBody;
    const roles = await assertAssignableRoles(q, caller, [input.fAppRoleId]);
    const users = await manageableUsers(q, ctx, input.ids);
    refuseOwnPlatformRoleLoss(caller, users, roles);
    await q.query('delete from app_role_user where role_id = $1 and user_id = any($2)', [
      input.fAppRoleId,
      users,
    ]);
    return null;
  });

const RESERVED_CODES: readonly string[] = ROLE_KEYS;

async function assertRoleCode(q: Queryable, code: unknown, exceptId: string) {
  if (typeof code !== 'string') return;
  if (RESERVED_CODES.includes(code) && !isBuiltInRole(exceptId)) {
    throw badRequest(`角色标识 ${code} 为内置角色保留，请使用其他标识`);
  }
  const taken = await q.query(
    'select 1 from "AppRole" where lower("cRoleCode") = lower($1) and "fAppRoleId" <> $2',
    [code, exceptId],
  );
  if (taken.length) throw badRequest('角色标识已存在，请使用其他标识');
}

export const addRole: Handler = async (ctx, input) => {
  await assertRoleCode(ctx.db, (input.body as Row).cRoleCode, '');
  return add(ctx, input);
};

export const editRole: Handler = async (ctx, input) => {
  const body = input.body as Row;
  const id = String(body.fAppRoleId);
  const current = await visibleRow(ctx.db, ROLES_TABLE, ctx.caller, id);
  if (isBuiltInRole(id) && body.cRoleCode !== undefined && body.cRoleCode !== current.cRoleCode) {
    throw refused('内置角色的角色标识不能修改');
  }
  await assertRoleCode(ctx.db, body.cRoleCode, id);
  return edit(ctx, input);
};

/** Built-in roles stay; a custom role goes with its users, menus and API grants. */
export const deleteRoles: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const ids = (await requireVisible(
      q,
      ROLES_TABLE,
      ctx.caller,
      (body as { ids: unknown[] }).ids,
    )) as string[];
    if (ids.some(isBuiltInRole)) throw refused('内置角色不能删除');
    await q.query('delete from app_role_user where role_id = any($1)', [ids]);
    await q.query('delete from app_role_menu where role_id = any($1)', [ids]);
    await q.query('delete from app_role_api where role_id = any($1)', [ids]);
    await q.query('delete from "AppRole" where "fAppRoleId" = any($1)', [ids]);
    return null;
  });
