import { enums, menuSeed } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Queryable } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { callableOperations, mayCall, operationOf } from './grants.js';

/*
 * The signed-in user's services, menus and page buttons (SPEC §2.1, §6), read from the permission tables
 * (db/migrate.ts): app_menu rows of type 2 (menu), 3 (sub-menu) and 4 (button), given to roles by
 * app_role_menu; app_service for the sections. A platform administrator sees every row but those the
 * catalogue keeps from them.
 */

export type MenuRow = {
  id: number;
  type: number;
  service_id: number;
  controller: string;
  action: string;
  parent_id: number | null;
  display_name: string;
  icon: string | null;
  idx: number;
  toolbar: string | null;
  scope: string;
};

/** A stored menu row in the wire shape of entities/system/menus.ts. */
export const menuEntry = (m: MenuRow) => ({
  id: m.id,
  type: m.type,
  fServiceId: m.service_id,
  cController: m.controller,
  cAction: m.action,
  fParentId: m.parent_id,
  cDisplayName: m.display_name,
  cIcon: m.icon,
  fIndex: m.idx,
  cScope: m.scope,
});

export const buttonEntry = (m: MenuRow) => ({
  id: m.id,
  cController: m.controller,
  cAction: m.action,
  cDisplayName: m.display_name,
  fIndex: m.idx,
  cButtonToolbar: m.toolbar,
  fParentId: m.parent_id,
  cOperation: operationOf(m.controller, m.action)?.name ?? null,
});

export interface MenuFilter {
  types: readonly number[];
  scope?: string;
  serviceId?: number;
  /** Buttons of one page: its menu's controller and action (or the button's own). */
  page?: { controller?: string; action?: string };
}

/**
 * The catalogue's menus (and their buttons) that are not the platform administrator's: the student's own
 * internships and courses, pages about the caller's own course, of which an administrator has none (their
 * 我的实习 is empty, and every student's selections would stand in for their own courses).
 */
const NOT_PLATFORM_ADMIN = (() => {
  const rows = menuSeed();
  const pages = new Set(
    rows
      .filter(
        (r) =>
          r.type !== enums.MenuType.service &&
          r.type !== enums.MenuType.button &&
          !r.roles.includes('platformAdmin'),
      )
      .map((r) => r.id),
  );
  // A button is kept from them with its page; a student's button on a shared page (投递简历) is not this rule's.
  return rows.filter((r) => pages.has(r.id) || pages.has(r.fParentId as number)).map((r) => r.id);
})();

/** Menu rows of the caller's roles, in menu order (service, then position, then id). */
export async function visibleMenus(q: Queryable, caller: Caller, f: MenuFilter): Promise<MenuRow[]> {
  const p = new Params();
  const where = [`m.type = any(${p.add(f.types)})`];
  if (f.scope) where.push(`m.scope = ${p.add(f.scope)}`);
  if (f.serviceId !== undefined) where.push(`m.service_id = ${p.add(f.serviceId)}`);
  if (caller.kind !== 'platformAdmin') {
    where.push(`m.id in (select menu_id from app_role_menu where role_id = any(${p.add(caller.roleIds)}))`);
  } else if (NOT_PLATFORM_ADMIN.length) {
    where.push(`m.id <> all(${p.add(NOT_PLATFORM_ADMIN)}::int[])`);
  }
  // A page's buttons: those under its menu entry, or (when the console names the button itself) its own.
  const parent: string[] = [];
  const own: string[] = [];
  if (f.page?.controller) {
    const c = p.add(f.page.controller);
    parent.push(`pm.controller = ${c}`);
    own.push(`m.controller = ${c}`);
  }
  if (f.page?.action) {
    const a = p.add(f.page.action);
    parent.push(`pm.action = ${a}`);
    own.push(`m.action = ${a}`);
  }
  if (parent.length) where.push(`((${parent.join(' and ')}) or (${own.join(' and ')}))`);
  return q.query<MenuRow>(
    `select m.* from app_menu m
       left join app_menu pm on pm.id = m.parent_id
       left join app_service s on s.id = m.service_id
      where ${where.join(' and ')}
      order by s.idx nulls last, m.service_id, m.type, m.idx, m.id`,
    p.values,
  );
}

/** Buttons of the caller's roles whose operation the caller may also call (SPEC §6 permission directive). */
export async function userButtons(q: Queryable, caller: Caller, page?: MenuFilter['page']) {
  const rows = await visibleMenus(q, caller, { types: [enums.MenuType.button], ...(page ? { page } : {}) });
  const callable = await callableOperations(q, caller);
  return rows
    .filter((m) => {
      const op = operationOf(m.controller, m.action);
      return !op || mayCall(callable, op);
    })
    .map(buttonEntry);
}

export type ServiceRow = {
  id: number;
  name: string;
  short_name: string | null;
  idx: number;
};

/** A stored section in the wire shape of a menu entry of type 1, the root its menus hang from in a tree. */
export const serviceMenu = (s: ServiceRow) => ({
  id: s.id,
  type: 1,
  fServiceId: s.id,
  cController: 'Service',
  cAction: s.short_name ?? String(s.id),
  fParentId: null,
  cDisplayName: s.name,
  cIcon: null,
  fIndex: s.idx,
});

async function userServices(q: Queryable, menus: readonly MenuRow[]): Promise<ServiceRow[]> {
  const ids = [...new Set(menus.map((m) => m.service_id))];
  if (!ids.length) return [];
  return q.query<ServiceRow>('select * from app_service where id = any($1) order by idx, id', [ids]);
}

const serviceEntry = (s: ServiceRow) => ({
  id: s.id,
  cServiceName: s.name,
  cShortName: s.short_name,
  fIndex: s.idx,
});

const consoleMenus = (q: Queryable, caller: Caller, serviceId?: number) =>
  visibleMenus(q, caller, {
    types: [enums.MenuType.menu, enums.MenuType.subMenu],
    scope: 'admin',
    ...(serviceId !== undefined ? { serviceId } : {}),
  });

/** The sections that hold at least one of the user's menus (SPEC §2.1: id 41 is the landing section). */
export const getSystemUserService = onNoRow(
  "the caller's own menus: their roles' rows of the permission tables",
  async (ctx) => {
    const caller = signedIn(ctx);
    return (await userServices(ctx.db, await consoleMenus(ctx.db, caller))).map(serviceEntry);
  },
);

/** Services (type 1), menus and sub-menus, in one list the console builds its routes from (SPEC §2.1). */
export const getSystemUserMenu = onNoRow(
  "the caller's own menus: their roles' rows of the permission tables",
  async (ctx, { query }) => {
    const caller = signedIn(ctx);
    const menus = await consoleMenus(ctx.db, caller, query.fServiceId as number | undefined);
    const services = await userServices(ctx.db, menus);
    const serviceMenus = services.map((s) => ({
      ...serviceMenu(s),
      cServiceName: s.name,
      cShortName: s.short_name,
    }));
    return [...serviceMenus, ...menus.map(menuEntry)];
  },
);

export const getSystemUserButtonMenu = onNoRow(
  "the caller's own buttons: their roles' rows of the permission tables",
  async (ctx, { query }) => {
    const caller = signedIn(ctx);
    const page = {
      ...(query.cController ? { controller: query.cController as string } : {}),
      ...(query.cAction ? { action: query.cAction as string } : {}),
    };
    return { List: await userButtons(ctx.db, caller, page) };
  },
);
