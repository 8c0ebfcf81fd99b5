import type { AppRoute } from '../routes/types.js';
import { firstScreen, groupOf } from '../side-menu/menu-rules.js';

/*
 * What the top bar shows besides its icons: the breadcrumb trail of the current page (every layout but the
 * comprehensive one) and the search dialog's suggestions from the route titles.
 */

export interface Crumb {
  readonly title: string;
  /** Where the crumb leads; absent for the current page. */
  readonly to?: string;
}

/** Group, then (for a hidden detail page) its list entry, then the page itself. */
export function breadcrumbsFor(routes: readonly AppRoute[], route: AppRoute | undefined): Crumb[] {
  if (!route) return [];
  const crumbs: Crumb[] = [];
  const group = groupOf(routes, route.path);
  // The home group ('/') has no title of its own worth a step.
  if (group && group !== route && group.path !== '/' && group.title) {
    crumbs.push({ title: group.title, to: firstScreen(group) });
  }
  if (route.activeMenu) {
    const list = group?.children.find((c) => c.path === route.activeMenu);
    if (list) crumbs.push({ title: list.title, to: list.path });
  }
  crumbs.push({ title: route.title });
  return crumbs;
}

export interface Suggestion {
  readonly title: string;
  /** The group title, to tell same-named pages of two sections apart. */
  readonly section: string;
  readonly path: string;
}

/** Visible screens whose title or path contains the text (case-insensitive); none for blank text. */
export function searchSuggestions(routes: readonly AppRoute[], text: string): Suggestion[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const found: Suggestion[] = [];
  for (const group of routes) {
    for (const screen of group.children) {
      if (screen.hidden || !screen.title) continue;
      if (screen.title.toLowerCase().includes(needle) || screen.path.toLowerCase().includes(needle)) {
        found.push({ title: screen.title, section: group.title, path: screen.path });
      }
    }
  }
  return found;
}

/** The web search the dialog offers when no page matches. */
export const webSearchUrl = (text: string) => `https://www.baidu.com/s?wd=${encodeURIComponent(text.trim())}`;
