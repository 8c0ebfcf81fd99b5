import { enums } from '@practice/sdk/contract';
import type { Queryable } from '../../../db/driver.js';
import { badRequest } from '../../../http/errors.js';
import { onNoRow, onRow } from '../../declared.js';
import { openOperations, operationOf } from './grants.js';
import { buttonEntry, type MenuRow, menuEntry, type ServiceRow, serviceMenu } from './menus.js';
import { roleNamed } from './shared.js';

/*
 * Which menus a role holds (SPEC §6 "assign menus (back-end and front-end)"): scope 'admin' are the
 * console's menus and buttons, scope 'html' the front-end site's. Services are listed with the menus so a
 * tree can show them as roots; they are not assigned themselves (a service shows when one of its menus does).
 */

type Scope = 'admin' | 'html';

async function scopeMenus(q: Queryable, scope: Scope, serviceId?: number): Promise<MenuRow[]> {
  return q.query<MenuRow>(
    `select m.* from app_menu m left join app_service s on s.id = m.service_id
      where m.scope = $1 and ($2::integer is null or m.service_id = $2)
      order by s.idx nulls last, m.service_id, m.type, m.idx, m.id`,
    [scope, serviceId ?? null],
  );
}

async function services(q: Queryable, serviceId?: number): Promise<ServiceRow[]> {
  return q.query<ServiceRow>(
    'select * from app_service where ($1::integer is null or id = $1) order by idx, id',
    [serviceId ?? null],
  );
}

/** Every menu of a scope with checked = the role holds it; a service is checked when any of its menus is. */
async function checkedMenus(q: Queryable, roleId: unknown, scope: Scope) {
  const menus = await scopeMenus(q, scope);
  const held = new Set(
    (
      await q.query<{ menu_id: number }>('select menu_id from app_role_menu where role_id = $1', [roleId])
    ).map((r) => r.menu_id),
  );
  const stored = new Set(menus.map((m) => m.id));
  const roots = (await services(q))
    .filter((s) => !stored.has(s.id) && menus.some((m) => m.service_id === s.id))
    .map((s) => ({ ...serviceMenu(s), checked: menus.some((m) => m.service_id === s.id && held.has(m.id)) }));
  return [...roots, ...menus.map((m) => ({ ...menuEntry(m), checked: held.has(m.id) }))];
}

export const getRoleMenus = onRow({
  target: { ...roleNamed, access: 'read' },
  work: ({ q }, { query }, role) =>
    checkedMenus(q, role.fAppRoleId, (query.cType as Scope | undefined) ?? 'admin'),
});

/** The role-menu screen's tree (AppRoleMenu AppRoleMenuGetList): the console's menus. */
export const roleMenuTree = onRow({
  target: { ...roleNamed, access: 'read' },
  work: ({ q }, _input, role) => checkedMenus(q, role.fAppRoleId, 'admin'),
});

/** Every service, menu and button of the console, for the menu screen (read-only: the catalogue seeds them). */
export const serviceMenuButtons = onNoRow(
  "the console's fixed menu catalogue, the same for everyone: no row of an entity",
  async ({ q }, { query }) => {
    const serviceId = query.fServiceId as number | undefined;
    const rows = await scopeMenus(q, 'admin', serviceId);
    const stored = new Set(rows.map((m) => m.id));
    const roots = (await services(q, serviceId)).filter((s) => !stored.has(s.id)).map(serviceMenu);
    return {
      menus: [...roots, ...rows.filter((m) => m.type !== enums.MenuType.button).map(menuEntry)],
      buttons: rows.filter((m) => m.type === enums.MenuType.button).map(buttonEntry),
    };
  },
);

const open = new Set(openOperations);

/**
 * The operations of a role's usable buttons: a button counts while the role also holds the page it sits on
 * (a button whose page was taken away is never drawn).
 */
async function buttonOperations(q: Queryable, roleId: string): Promise<Set<string>> {
  const rows = await q.query<{ controller: string; action: string }>(
    `select b.controller, b.action from app_menu b
       join app_role_menu rb on rb.menu_id = b.id and rb.role_id = $1
       join app_role_menu rp on rp.menu_id = b.parent_id and rp.role_id = $1
      where b.type = $2`,
    [roleId, enums.MenuType.button],
  );
  const names = rows.flatMap((r) => operationOf(r.controller, r.action)?.name ?? []);
  return new Set(names.filter((name) => !open.has(name)));
}

/**
 * A page's buttons carry their operations (SPEC §6): giving a role a page's button grants its operation,
 * taking the last button of an operation away revokes it, so a hidden page's calls are refused too. Grants
 * of operations no button names (lists, models) are the API screen's alone and are left as they are.
 */
async function followButtons(q: Queryable, roleId: string, before: Set<string>, after: Set<string>) {
  const revoked = [...before].filter((name) => !after.has(name));
  const granted = [...after].filter((name) => !before.has(name));
  if (revoked.length) {
    await q.query('delete from app_role_api where role_id = $1 and operation = any($2)', [roleId, revoked]);
  }
  for (const name of granted) {
    await q.query('insert into app_role_api (role_id, operation) values ($1, $2) on conflict do nothing', [
      roleId,
      name,
    ]);
  }
}

/**
 * Replaces a role's menus of one scope. Ids of services are accepted and skipped (a checked tree root);
 * any other id that is not a menu of that scope is refused, and nothing changes.
 */
const setRoleMenus = (scope: Scope) =>
  onRow({
    target: { ...roleNamed, access: 'write' },
    work: async ({ q }, { body }, role) => {
      const { ids } = body as { ids: number[] };
      const fAppRoleId = String(role.fAppRoleId);
      const wanted = [...new Set(ids)];
      const menus = await q.query<{ id: number }>(
        'select id from app_menu where scope = $1 and id = any($2)',
        [scope, wanted],
      );
      const menuIds = new Set(menus.map((m) => m.id));
      const serviceIds = new Set((await services(q)).map((s) => s.id));
      const unknown = wanted.filter((id) => !menuIds.has(id) && !serviceIds.has(id));
      if (unknown.length) throw badRequest(`菜单不存在：${unknown.slice(0, 10).join(', ')}`);
      const before = await buttonOperations(q, fAppRoleId);
      await q.query(
        'delete from app_role_menu where role_id = $1 and menu_id in (select id from app_menu where scope = $2)',
        [fAppRoleId, scope],
      );
      for (const id of menuIds) {
        await q.query('insert into app_role_menu (role_id, menu_id) values ($1, $2) on conflict do nothing', [
          fAppRoleId,
          id,
        ]);
      }
      await followButtons(q, fAppRoleId, before, await buttonOperations(q, fAppRoleId));
      return null;
    },
  });

export const setAdminRoleMenus = setRoleMenus('admin');
export const setHtmlRoleMenus = setRoleMenus('html');
