import { KEEP_ALIVE_MAX } from '@practice/sdk';
import { proxy } from 'valtio';
import type { AppRoute } from '../routes/types.js';
import { pruneCache, touchCache } from '../tabs/keep-alive-rules.js';
import {
  addTab,
  type CloseKind,
  closeTabs,
  nextAfterClose,
  tabForVisit,
  type VisitedTab,
} from '../tabs/tab-rules.js';

/*
 * The visited tabs and the keep-alive cache (SPEC §2.2). The shell calls `visitRoute` on every navigation;
 * the tab bar and the back header call the close functions and navigate where they say.
 */

export interface CachedView {
  readonly key: string;
  readonly path: string;
  /** Path plus query of the view's last visit: a hidden view keeps seeing its own location. */
  readonly fullPath: string;
}

interface TabsState {
  tabs: VisitedTab[];
  /** Keep-alive order, least recently shown first. */
  cache: string[];
  views: Record<string, CachedView>;
  /** Bumped by refresh: a view's React key includes it, so the view remounts. */
  generation: Record<string, number>;
  activeKey: string | null;
}

export const tabsStore = proxy<TabsState>({
  tabs: [],
  cache: [],
  views: {},
  generation: {},
  activeKey: null,
});

/** The keep-alive key of a visit: its tab key, or the path for tab-hidden routes. */
export function viewKeyOf(route: AppRoute, search: string): string {
  return tabForVisit(route, search)?.key ?? route.path;
}

/** Records a visit: opens or updates its tab and moves its view to the front of the cache. */
export function visitRoute(route: AppRoute, search: string, max: number = KEEP_ALIVE_MAX): string {
  const tab = tabForVisit(route, search);
  if (tab) tabsStore.tabs = addTab(tabsStore.tabs, tab);
  const key = tab?.key ?? route.path;
  tabsStore.views[key] = { key, path: route.path, fullPath: `${route.path}${search}` };
  tabsStore.activeKey = key;
  tabsStore.cache = touchCache(tabsStore.cache, key, max);
  forgetUncached();
  return key;
}

/**
 * Where a menu entry leads: to its open tab as the user left it, as clicking the tab would (the course a
 * student's page was opened for, a list's query), else to its bare path. Going to the bare path would hand
 * the kept view an address without its query, and a page that needs one would ask again.
 */
export function menuAddress(tabs: readonly VisitedTab[], path: string): string {
  return tabs.find((t) => t.key === path)?.fullPath ?? path;
}

/** Closes tabs; returns where to navigate (null: stay). */
export function closeTab(key: string, kind: CloseKind = 'self'): string | null {
  const remaining = closeTabs(tabsStore.tabs, key, kind);
  tabsStore.tabs = remaining;
  const target = nextAfterClose(remaining, tabsStore.activeKey);
  tabsStore.cache = pruneCache(
    tabsStore.cache,
    new Set(remaining.map((t) => t.key)),
    target === null ? tabsStore.activeKey : null,
  );
  forgetUncached();
  return target;
}

/** Puts a tab first without visiting it (home, so it is always there to return to). */
export function pinTab(route: AppRoute) {
  const tab = tabForVisit(route, '');
  if (tab && !tabsStore.tabs.some((t) => t.key === tab.key)) tabsStore.tabs = [tab, ...tabsStore.tabs];
}

/** Removes one tab whatever its flags (the back header leaves a detail page for good). */
export function removeTab(key: string) {
  tabsStore.tabs = tabsStore.tabs.filter((t) => t.key !== key);
}

/** Remounts a view: the refresh button. */
export function refreshView(key: string) {
  tabsStore.generation[key] = (tabsStore.generation[key] ?? 0) + 1;
}

/** A new session starts with no tabs and no cached views. */
export function resetTabs() {
  Object.assign(tabsStore, { tabs: [], cache: [], views: {}, generation: {}, activeKey: null });
}

function forgetUncached() {
  const cached = new Set(tabsStore.cache);
  for (const key of Object.keys(tabsStore.views)) {
    if (!cached.has(key)) delete tabsStore.views[key];
  }
}
