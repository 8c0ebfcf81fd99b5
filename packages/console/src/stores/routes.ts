import { proxy } from 'valtio';
import type { AppRoute, AppService, PageButton } from '../routes/types.js';

/*
 * The signed-in user's routes (SPEC §2.1), built once per session by the guard from the server's services
 * and menus. This module stays small on purpose: the /login page imports it (through the guard), while the
 * screen catalogue, the route builder and the SDK load only when routes are fetched (dynamic imports), so
 * that /login's first JavaScript stays under its budget.
 *
 * NOTE for B and C: `routes` starts with the home group ('/' with its one child '/index', 首页, not
 * closable), then the server's groups in menu order; a group's children are sorted list screens first.
 */

export interface RoutesState {
  loaded: boolean;
  services: AppService[];
  /** The section shown first: the first service with id 41, else the first service. */
  serviceId: number;
  routes: AppRoute[];
  /** The user has no menus: every signed-in path shows the single 401 screen. */
  noMenus: boolean;
}

const initial = (): RoutesState => ({
  loaded: false,
  services: [],
  serviceId: 0,
  routes: [],
  noMenus: false,
});

export const routesStore = proxy<RoutesState>(initial());

export function resetRoutes() {
  Object.assign(routesStore, initial());
  // A new map, so that an answer still on its way for the old session lands in the old one.
  answeredButtons = new Map();
}

/** The route (screen or group) at a path, ignoring a trailing slash. */
export function findRoute(pathname: string): AppRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const group of routesStore.routes) {
    if (group.path === path) return group;
    const child = group.children.find((c) => c.path === path);
    if (child) return child;
  }
  return undefined;
}

let loading: Promise<void> | null = null;

/**
 * Fetches user info, services and menus and builds the routes (the guard's "routes not loaded" step), for
 * a navigation to an address (path and query), whose screen is readied meanwhile. Navigations that overlap
 * share one load.
 */
export function loadRoutes(address: { pathname: string; search: string }): Promise<void> {
  loading ??= import('../routes/fetch-routes.js')
    .then(({ fetchRoutes }) => fetchRoutes(address))
    .then((built) => {
      Object.assign(routesStore, built, { loaded: true });
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/**
 * Buttons already answered this session, by page: a page whose buttons came before its screen (the shell
 * asks as soon as the address is known) draws its toolbar whole in its first frame, so the rows below it do
 * not jump down when the buttons arrive. Emptied with the routes when the session changes.
 */
let answeredButtons = new Map<string, PageButton[]>();

/** The page's buttons from the server, sorted by fIndex (SPEC §6); cached per page for the session. */
export async function buttonsFor(route: AppRoute): Promise<PageButton[]> {
  const { fetchButtons } = await import('../permission/fetch-buttons.js');
  const session = answeredButtons;
  const buttons = await fetchButtons(route);
  session.set(route.menuKey, buttons);
  return buttons;
}

/** The page's buttons if the server has answered for them this session, without waiting. */
export const answeredButtonsFor = (route: AppRoute): PageButton[] | undefined =>
  answeredButtons.get(route.menuKey);
