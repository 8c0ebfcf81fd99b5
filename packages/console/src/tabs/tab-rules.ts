import { HEADER_QUERY_KEY } from '@practice/ui-kit';
import type { AppRoute } from '../routes/types.js';

/*
 * The visited-tab rules of SPEC §2.2 as pure functions over a list, so every close variant is a table test.
 * A tab's key is its path, except for dynamic-tab screens (teacher-side detail pages), where each distinct
 * query is a tab of its own.
 */

export interface VisitedTab {
  readonly key: string;
  readonly path: string;
  /** Path plus query: where clicking the tab goes. */
  readonly fullPath: string;
  readonly title: string;
  readonly icon?: string;
  readonly notClosable: boolean;
}

export type CloseKind = 'self' | 'others' | 'left' | 'right' | 'all';

/** The tab a visit opens, or null when the route has no title or is flagged tab-hidden. */
export function tabForVisit(route: AppRoute, search: string): VisitedTab | null {
  if (!route.title || route.noTab) return null;
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  // Dynamic tabs of one screen differ only by query: the page header (a course name) tells them apart.
  const header = route.dynamicTab ? new URLSearchParams(query).get(HEADER_QUERY_KEY) : null;
  return {
    key: route.dynamicTab ? `${route.path}${query}` : route.path,
    path: route.path,
    fullPath: `${route.path}${query}`,
    title: header ? `${route.title}-${header}` : route.title,
    icon: route.icon,
    notClosable: route.notClosable,
  };
}

/** Adds a tab, or refreshes an existing one in place (its query may have changed). */
export function addTab(tabs: readonly VisitedTab[], tab: VisitedTab): VisitedTab[] {
  const index = tabs.findIndex((t) => t.key === tab.key);
  if (index < 0) return [...tabs, tab];
  const next = [...tabs];
  next[index] = tab;
  return next;
}

/** The tabs left after closing; not-closable tabs (home) always stay. */
export function closeTabs(tabs: readonly VisitedTab[], key: string, kind: CloseKind): VisitedTab[] {
  const index = tabs.findIndex((t) => t.key === key);
  const keeps = (tab: VisitedTab, i: number): boolean => {
    if (tab.notClosable) return true;
    switch (kind) {
      case 'self':
        return tab.key !== key;
      case 'others':
        return tab.key === key;
      case 'left':
        return index < 0 || i >= index;
      case 'right':
        return index < 0 || i <= index;
      case 'all':
        return false;
    }
  };
  return tabs.filter(keeps);
}

/**
 * Where to go after closing: stay when the active tab survived; otherwise the last remaining tab, or '/'
 * when none is left.
 */
export function nextAfterClose(remaining: readonly VisitedTab[], activeKey: string | null): string | null {
  if (activeKey !== null && remaining.some((t) => t.key === activeKey)) return null;
  const last = remaining[remaining.length - 1];
  return last ? last.fullPath : '/';
}

/** Which close actions make sense for a tab (the context menu greys out the rest). */
export function closeChoices(tabs: readonly VisitedTab[], key: string): Record<CloseKind, boolean> {
  const index = tabs.findIndex((t) => t.key === key);
  const closable = (list: readonly VisitedTab[]) => list.some((t) => !t.notClosable);
  return {
    self: index >= 0 && !tabs[index]!.notClosable,
    others: closable(tabs.filter((t) => t.key !== key)),
    left: closable(tabs.slice(0, Math.max(index, 0))),
    right: index >= 0 && closable(tabs.slice(index + 1)),
    all: closable(tabs),
  };
}
