import { ROLE_KEYS } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import type { Params } from '../../../db/params.js';
import { badRequest, refused } from '../../../http/errors.js';
import { signedIn } from '../../context.js';
import { onNoRow, onRow, onRows } from '../../declared.js';
import { add, edit } from '../../standard/crud.js';
import { pageOfRows } from '../../standard/page.js';
import {
  assertAssignableRoles,
  isBuiltInRole,
  keysOf,
  manageable,
  ROLES_TABLE,
  refuseOwnPlatformRoleLoss,
  roleNamed,
  USERS,
  usersNamed,
} from './shared.js';

/*
 * Role administration (SPEC §6 "assign menus, users and APIs to a role"): the role list, its users, and the
 * rules that keep the built-in roles (ids 1..5, boot/grants.ts) intact. A role's code decides what kind of
 * user its holders are (auth/caller.ts), so codes of the built-in roles are reserved.
 */

export const getRoleTags = onNoRow('a list of every role, for a picker: roles belong to no school', (ctx) =>
  ctx.q.query<{ id: string; name: string }>(
    'select "fAppRoleId" as id, "cRoleName" as name from "AppRole" order by "fIndex" nulls last, "fAppRoleId"',
  ),
);

/** The role screen's picker of roles (AppRoleMenu AppRoleGetPageList). */
export const rolePage = onNoRow(
  'a page list: the scope is applied in its query by pageOfRows',
  (ctx, { query }) => pageOfRows(ctx.q, ROLES_TABLE, ctx.caller, query),
);

const inRole = (held: boolean, roleId: string) => (p: Params) => [
  `${held ? '' : 'not '}exists (select 1 from app_role_user ru where ru.user_id = t."fAppUserId" and ru.role_id = ${p.add(roleId)})`,
];

/** Users holding a role, or not holding it, among the users the caller may see, searchable by name. */
const roleUsers = (held: boolean) =>
  onRow({
    target: { ...roleNamed, access: 'read' },
    work: (ctx, { query }, role) => {
      const { pageNumber, pageSize, cRealName } = query;
      const users = { pageNumber, pageSize, cRealName };
      return pageOfRows(ctx.q, USERS, ctx.caller, users, inRole(held, String(role.fAppRoleId)));
    },
  });

export const getRoleUsers = roleUsers(true);
export const getUnselectedRoleUsers = roleUsers(false);

const roleOfBody = (body: unknown) => (body as { fAppRoleId: string }).fAppRoleId;

/** The call changes these users' roles: they are its rows; the role is checked as one they may be given. */
export const setRoleUsers = onRows({
  target: usersNamed,
  rule: manageable,
  work: async ({ q, ...ctx }, { body }, users) => {
    const [role] = await assertAssignableRoles(q, signedIn(ctx), [roleOfBody(body)]);
    for (const user of keysOf(users)) {
      await q.query('insert into app_role_user (role_id, user_id) values ($1, $2) on conflict do nothing', [
        role,
        user,
      ]);
    }
    return null;
  },
});

export const deleteRoleUsers = onRows({
  target: usersNamed,
  rule: manageable,
  work: async ({ q, ...ctx }, { body }, users) => {
    const caller = signedIn(ctx);
    const roles = await assertAssignableRoles(q, caller, [roleOfBody(body)]);
    const ids = keysOf(users);
    refuseOwnPlatformRoleLoss(caller, ids, roles);
    await q.query('delete from app_role_user where role_id = $1 and user_id = any($2)', [roles[0], ids]);
    return null;
  },
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

export const addRole = onNoRow('adds a new role: there is no row before it', async (ctx, input) => {
  await assertRoleCode(ctx.q, (input.body as Row).cRoleCode, '');
  return add(ctx, input);
});

export const editRole = onRow({
  target: { ...roleNamed, access: 'read' },
  work: async (ctx, input, current) => {
    const body = input.body as Row;
    const id = String(current.fAppRoleId);
    if (isBuiltInRole(id) && body.cRoleCode !== undefined && body.cRoleCode !== current.cRoleCode) {
      throw refused('内置角色的角色标识不能修改');
    }
    await assertRoleCode(ctx.q, body.cRoleCode, id);
    return edit(ctx, input);
  },
});

/** Built-in roles stay; a custom role goes with its users, menus and API grants. */
export const deleteRoles = onRows({
  target: { entity: 'AppRole', access: 'write', keys: ({ body }) => (body as { ids: unknown[] }).ids },
  work: async ({ q }, _input, roles) => {
    const ids = roles.map((r) => String(r.fAppRoleId));
    if (ids.some(isBuiltInRole)) throw refused('内置角色不能删除');
    await q.query('delete from app_role_user where role_id = any($1)', [ids]);
    await q.query('delete from app_role_menu where role_id = any($1)', [ids]);
    await q.query('delete from app_role_api where role_id = any($1)', [ids]);
    await q.query('delete from "AppRole" where "fAppRoleId" = any($1)', [ids]);
    return null;
  },
});
