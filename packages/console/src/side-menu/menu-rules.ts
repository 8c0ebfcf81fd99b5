import { MENU_SCROLL_CHILDREN } from '@practice/sdk';
import type { AppRoute } from '../routes/types.js';
import type { LayoutName } from '../stores/settings.js';

/*
 * The side menu rules of SPEC §2.2 as pure functions: which entries show, how a group with one visible child
 * collapses into one item, which entry a hidden detail page highlights, and when a long list scrolls.
 */

export interface MenuItem {
  readonly path: string;
  readonly title: string;
  readonly icon?: string;
  /** Present for a submenu; a leaf has none. */
  readonly children?: readonly MenuItem[];
}

const isGroup = (route: AppRoute) => route.children.length > 0 || !route.view;

/** The menu of a list of routes: hidden entries skipped, single-child groups shown as one item (their child). */
export function menuItems(routes: readonly AppRoute[]): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    if (!isGroup(route)) {
      items.push({ path: route.path, title: route.title, icon: route.icon });
      continue;
    }
    const visible = menuItems(route.children);
    if (visible.length === 0) continue;
    if (visible.length === 1 && !route.alwaysShow) {
      const only = visible[0]!;
      // The lone child's item carries the group's name and icon: list screens of different sections share
      // titles (实习课程 under both 实习管理 and 实习指导; 资源列表 under 云资源库 and 公共资源库), the groups do not.
      items.push({ ...only, title: route.title, icon: only.icon ?? route.icon });
      continue;
    }
    items.push({ path: route.path, title: route.title, icon: route.icon, children: visible });
  }
  return items;
}

/** The menu entry to highlight for a route: a hidden page highlights its list entry. */
export function highlightedPath(route: AppRoute | undefined, pathname: string): string {
  return route?.activeMenu ?? route?.path ?? pathname;
}

/** The submenu that holds a path, to open it on arrival. */
export function submenuOf(items: readonly MenuItem[], path: string): string | undefined {
  return items.find((item) => item.children?.some((child) => child.path === path))?.path;
}

/** A list longer than 18 entries scrolls when the menu is horizontal or folded (its popups would overflow). */
export function menuScrolls(childCount: number, layout: LayoutName, collapsed: boolean): boolean {
  return childCount > MENU_SCROLL_CHILDREN && (layout === 'horizontal' || collapsed);
}

/** The first screen a route leads to: its redirect, else its first visible child, else itself. */
export function firstScreen(route: AppRoute): string {
  if (route.redirect) return route.redirect;
  const child = route.children.find((c) => !c.hidden);
  return child ? firstScreen(child) : route.path;
}

/** The top-level group holding a path (the column layout's selected tab, the breadcrumb's first step). */
export function groupOf(routes: readonly AppRoute[], path: string): AppRoute | undefined {
  return routes.find((group) => group.path === path || group.children.some((c) => c.path === path));
}

/** The routes of one service (the comprehensive layout's side menu); the home group shows in every one. */
export function routesOfService(routes: readonly AppRoute[], serviceId: number): AppRoute[] {
  return routes.filter((r) => r.path === '/' || r.serviceId === serviceId);
}
