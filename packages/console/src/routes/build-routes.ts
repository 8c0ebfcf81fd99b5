import { DEFAULT_SERVICE_ID, ROUTE_FORMAT_ERROR } from '@practice/sdk';
import type { ScreenDef } from '@practice/sdk/contract';
import { enums } from '@practice/sdk/contract';
import { HOME_PATH, isHomePath } from '../guard/decide.js';
import { type Acl, canAccess } from './access.js';
import type { AppRoute, AppService } from './types.js';

/*
 * From the server's services and menu rows to the console's routes (SPEC §2.1, §2.3): each menu (type 2)
 * and sub-menu (type 3) is matched to the screen catalogue by controller + action; rows the catalogue does
 * not know are skipped (the console has nothing to draw for them). A screen joins its catalogue group even
 * when the server left the group row out, so a role given only some pages still reaches them.
 */

/** What is read of a service row (GetSystemUserService). */
export interface ServiceEntry {
  id: number;
  cServiceName: string;
  cShortName?: string | null;
}

/** What is read of a menu row (GetSystemUserMenu): the wire shape of entities/system/menus.ts. */
export interface MenuEntry {
  type: number;
  cController: string;
  cAction: string;
  cDisplayName: string;
  fIndex?: number | null;
}

export interface BuiltRoutes {
  services: AppService[];
  serviceId: number;
  routes: AppRoute[];
  noMenus: boolean;
}

export { HOME_PATH };

/** The home screen: not from the server, always there, its tab cannot be closed (SPEC §2.1). */
export function homeGroup(serviceId: number): AppRoute {
  const base = { serviceId, hidden: false, noTab: false, dynamicTab: false, alwaysShow: false, sort: 0 };
  const index: AppRoute = {
    ...base,
    path: HOME_PATH,
    title: '首页',
    key: 'index',
    view: 'index',
    menuKey: 'Home/Index',
    icon: 'home',
    notClosable: true,
    children: [],
  };
  return {
    ...base,
    path: '/',
    title: '首页',
    key: 'home',
    menuKey: 'Home/Home',
    icon: 'home',
    notClosable: true,
    redirect: HOME_PATH,
    children: [index],
  };
}

/**
 * The view the catalogue draws at `path` (the home screen's, or a screen's), before the menu says whether
 * the user may open it: what the console can start loading while the menu is on its way.
 */
export function viewAt(path: string, screens: readonly ScreenDef[]): string | undefined {
  if (isHomePath(path)) return 'index';
  return screenAt(path, screens)?.view;
}

/** The catalogue's screen at `path` (not a group, not the home). */
export const screenAt = (path: string, screens: readonly ScreenDef[]): ScreenDef | undefined =>
  screens.find((s) => s.parent !== undefined && s.path === path);

const menuKeyOf = (controller: string, action: string) => `${controller}/${action}`;

function toRoute(def: ScreenDef, title: string, children: AppRoute[]): AppRoute {
  return {
    path: def.path,
    title: title || def.title,
    key: def.key,
    ...(def.parent ? { view: def.view } : {}),
    menuKey: menuKeyOf(def.controller, def.action),
    serviceId: def.service,
    ...(def.icon ? { icon: def.icon } : {}),
    hidden: def.hidden ?? false,
    noTab: def.noTab ?? false,
    notClosable: def.notClosable ?? false,
    dynamicTab: def.dynamicTab ?? false,
    ...(def.activeMenu ? { activeMenu: def.activeMenu } : {}),
    ...(children.find((c) => !c.hidden) ? { redirect: children.find((c) => !c.hidden)?.path } : {}),
    alwaysShow: false,
    sort: def.sort,
    children,
  };
}

/** List screens first (visible before hidden), then by the catalogue's sort key. */
const bySort = (a: AppRoute, b: AppRoute) => Number(a.hidden) - Number(b.hidden) || a.sort - b.sort;

export function buildRoutes(
  services: readonly ServiceEntry[],
  menus: unknown,
  screens: readonly ScreenDef[],
  acl: Acl,
): BuiltRoutes {
  if (!Array.isArray(menus)) throw new Error(ROUTE_FORMAT_ERROR);
  const rows = menus as MenuEntry[];
  const byMenuKey = new Map(screens.map((s) => [menuKeyOf(s.controller, s.action), s]));
  const byKey = new Map(screens.map((s) => [s.key, s]));
  const matched = (type: number) =>
    rows
      .filter((r) => r.type === type)
      .map((r) => ({ row: r, def: byMenuKey.get(menuKeyOf(r.cController, r.cAction)) }))
      .filter((m): m is { row: MenuEntry; def: ScreenDef } => m.def !== undefined);

  const groupRows = new Map(matched(enums.MenuType.menu).map((m) => [m.def.key, m.row]));
  const childrenOf = new Map<string, AppRoute[]>();
  for (const { row, def } of matched(enums.MenuType.subMenu)) {
    if (!def.parent) continue;
    const route = toRoute(def, row.cDisplayName, []);
    if (!canAccess(acl, route.access)) continue;
    childrenOf.set(def.parent, [...(childrenOf.get(def.parent) ?? []), route]);
  }

  const appServices: AppService[] = services.map((s) => ({
    id: s.id,
    name: s.cServiceName,
    shortName: s.cShortName ?? String(s.id),
  }));
  const serviceOrder = (id: number) => {
    const i = appServices.findIndex((s) => s.id === id);
    return i < 0 ? appServices.length : i;
  };
  const groups = [...childrenOf.entries()]
    .map(([key, children]) => {
      const def = byKey.get(key) as ScreenDef;
      const row = groupRows.get(key);
      const group = toRoute(def, row?.cDisplayName ?? def.title, [...children].sort(bySort));
      return { group, order: row?.fIndex ?? def.sort };
    })
    .filter(({ group }) => canAccess(acl, group.access))
    .sort((a, b) => serviceOrder(a.group.serviceId) - serviceOrder(b.group.serviceId) || a.order - b.order)
    .map(({ group }) => group);

  const serviceId =
    appServices.find((s) => s.id === DEFAULT_SERVICE_ID)?.id ?? appServices[0]?.id ?? DEFAULT_SERVICE_ID;
  if (groups.length === 0) return { services: appServices, serviceId, routes: [], noMenus: true };
  return { services: appServices, serviceId, routes: [homeGroup(serviceId), ...groups], noMenus: false };
}
