import { retryingLazy } from '@practice/ui-kit';
import { type ComponentType, createElement } from 'react';
import type { AppRoute } from '../routes/types.js';

/*
 * Which component draws a route (DESIGN "a lazily loaded screen"). Screens that later issues build are
 * added to VIEWS by their catalogue view name; every other route shows the placeholder naming it.
 */

type ViewModule = { default: ComponentType };

/*
 * The practice area's screens are files named after their views (view practice/internship-teacher/list is
 * ./practice/internship-teacher/list.tsx): a screen there is registered by being written. Shared parts live
 * in parts/ folders and are never views.
 */
const PRACTICE_FILES = import.meta.glob<ViewModule>([
  './practice/**/*.tsx',
  '!**/*.test.tsx',
  '!**/*.stories.tsx',
  '!**/parts/**',
]);
export const PRACTICE_VIEWS: Readonly<Record<string, () => Promise<ViewModule>>> = Object.fromEntries(
  Object.entries(PRACTICE_FILES).map(([file, load]) => [file.slice('./'.length, -'.tsx'.length), load]),
);

/** Built screens, by the catalogue's view name (ScreenDef.view; 'index' is the home screen). */
export const VIEWS: Readonly<Record<string, () => Promise<ViewModule>>> = {
  index: () => import('../pages/home.js').then((m) => ({ default: m.HomePage })),
  'system/system-manage': () => import('./system/system-manage.js'),
  'system/role-manage': () => import('./system/role-manage.js'),
  'system/user-manage': () => import('./system/user-manage.js'),
  'system/department-manage': () => import('./system/department-manage.js'),
  'system/role-menu-manage': () => import('./system/role-menu-manage.js'),
  'system/system-config-manage': () => import('./system/system-config-manage.js'),
  'system/audit-log': () => import('./system/audit-log.js'),
  'site/banner': () => import('./site/banner.js'),
  'site/banner-manage': () => import('./site/banner-manage.js'),
  'site/news': () => import('./site/news.js'),
  'site/news-manage': () => import('./site/news-manage.js'),
  'basic-info/department-manage': () => import('./basic-info/department-manage.js'),
  'basic-info/school-manage': () => import('./basic-info/school-manage.js'),
  'basic-info/school-edit': () => import('./basic-info/school-edit.js'),
  'basic-info/class-manage': () => import('./basic-info/class-manage.js'),
  'basic-info/company-manage': () => import('./basic-info/company-manage.js'),
  'basic-info/company-edit': () => import('./basic-info/company-edit.js'),
  'basic-info/user-manage': () => import('./basic-info/user-manage.js'),
  'attendance/today': () => import('./attendance/today.js'),
  'attendance/requests': () => import('./attendance/requests.js'),
  'attendance/board': () => import('./attendance/board.js'),
  'attendance/sign-ins': () => import('./attendance/sign-ins.js'),
  'attendance/warnings': () => import('./attendance/warnings.js'),
  'attendance/rules': () => import('./attendance/rules.js'),
  'attendance/calendar': () => import('./attendance/calendar.js'),
  'placement/agreements': () => import('./placement/agreements.js'),
  'placement/insurance': () => import('./placement/insurance.js'),
  'placement/posts': () => import('./placement/posts.js'),
  'statistics/bureau': () => import('./statistics/bureau.js'),
  'statistics/overview': () => import('./statistics/overview.js'),
  ...PRACTICE_VIEWS,
};

/**
 * Starts fetching a view's file before the user's menu has come, so that on a first visit the screen's file
 * travels beside the user's information and menu instead of after them. The menu may still refuse the
 * screen: then one file was fetched for nothing. A failure here is left for the screen itself to meet and
 * show when it asks for the file again.
 */
export function preloadView(view: string | undefined): void {
  const load = view ? VIEWS[view] : undefined;
  load?.().catch(() => undefined);
}

// One lazy component per path: React must see the same component on every render, or it remounts the
// view and the keep-alive loses its state.
const cache = new Map<string, ComponentType>();

export function viewOf(route: AppRoute): ComponentType {
  const cacheKey = `${route.path}|${route.view ?? ''}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const load = route.view ? VIEWS[route.view] : undefined;
  // Retrying: a file that failed to load (a redeploy) loads again on 重新加载, not only after a reload.
  const view = retryingLazy(
    load ??
      (() =>
        import('./placeholder-screen.js').then((m) => ({
          default: () => createElement(m.PlaceholderScreen, { title: route.title, path: route.path }),
        }))),
  );
  cache.set(cacheKey, view);
  return view;
}
