import { beforeEach, describe, expect, it } from 'vitest';
import { routeFixture } from '../tabs/route-fixture.js';
import {
  closeTab,
  menuAddress,
  pinTab,
  refreshView,
  removeTab,
  resetTabs,
  tabsStore,
  visitRoute,
} from './tabs.js';

const home = routeFixture({ path: '/index', title: '首页', notClosable: true });
const roles = routeFixture({ path: '/system/role-manage', title: '角色管理' });
const users = routeFixture({ path: '/system/user-manage', title: '用户管理' });
const hiddenTab = routeFixture({ path: '/x', noTab: true });

describe('tabs store', () => {
  beforeEach(resetTabs);

  it('opens tabs and caches views as routes are visited', () => {
    visitRoute(home, '');
    visitRoute(roles, '?q=1');
    visitRoute(hiddenTab, '');
    expect(tabsStore.tabs.map((t) => t.key)).toEqual(['/index', '/system/role-manage']);
    expect(tabsStore.cache).toEqual(['/index', '/system/role-manage', '/x']);
    expect(tabsStore.views['/system/role-manage']?.fullPath).toBe('/system/role-manage?q=1');
  });

  it('keeps a menu entry’s tab and view while its page fills in its own query', () => {
    // 实习日志 opened from the menu has no course in its address until the page finds it and replaces the
    // address; 综合评价 may be opened meanwhile. Each stays one tab, keyed by its entry's path.
    const diaries = routeFixture({ path: '/practice/student-manage/diaries-student', title: '实习日志' });
    const review = routeFixture({
      path: '/practice/student-manage/overall-evaluation-student',
      title: '综合评价',
    });
    visitRoute(home, '');
    visitRoute(diaries, '');
    visitRoute(review, '');
    visitRoute(diaries, '?fType=1&fInternshipInfoId=c1');
    expect(tabsStore.tabs.map((t) => t.key)).toEqual(['/index', diaries.path, review.path]);
    expect(tabsStore.tabs[1]?.fullPath).toBe(`${diaries.path}?fType=1&fInternshipInfoId=c1`);
    expect(tabsStore.views[diaries.path]?.fullPath).toBe(`${diaries.path}?fType=1&fInternshipInfoId=c1`);
    // The other entry's view keeps its own address: showing it again opens 综合评价, not 实习日志.
    expect(tabsStore.views[review.path]?.fullPath).toBe(review.path);
    expect(tabsStore.tabs[2]?.fullPath).toBe(review.path);
    expect(tabsStore.activeKey).toBe(diaries.path);
  });

  it('sends a menu entry back to its open tab as it was left, and a closed one to its bare path', () => {
    visitRoute(home, '');
    visitRoute(roles, '?fInternshipInfoId=c1');
    visitRoute(users, '');
    expect(menuAddress(tabsStore.tabs, roles.path)).toBe(`${roles.path}?fInternshipInfoId=c1`);
    expect(menuAddress(tabsStore.tabs, users.path)).toBe(users.path);
    closeTab(roles.path);
    expect(menuAddress(tabsStore.tabs, roles.path)).toBe(roles.path);
  });

  it('closing the active tab goes to the last tab, and its view leaves the cache', () => {
    visitRoute(home, '');
    visitRoute(users, '');
    visitRoute(roles, '');
    expect(closeTab('/system/role-manage')).toBe('/system/user-manage');
    expect(tabsStore.cache).not.toContain('/system/role-manage');
    expect(tabsStore.views['/system/role-manage']).toBeUndefined();
  });

  it('closing another tab stays; close all keeps home and goes there', () => {
    visitRoute(home, '');
    visitRoute(users, '');
    visitRoute(roles, '');
    expect(closeTab('/system/user-manage')).toBeNull();
    expect(closeTab('/system/role-manage', 'all')).toBe('/index');
    expect(tabsStore.tabs.map((t) => t.key)).toEqual(['/index']);
  });

  it('keeps at most the given number of views', () => {
    for (let i = 0; i < 5; i++) visitRoute(routeFixture({ path: `/p${i}` }), '', 3);
    expect(tabsStore.cache).toEqual(['/p2', '/p3', '/p4']);
    expect(Object.keys(tabsStore.views).sort()).toEqual(['/p2', '/p3', '/p4']);
    // The tabs stay: an evicted view is simply built afresh when its tab is opened again.
    expect(tabsStore.tabs).toHaveLength(5);
  });

  it('pins home first without making it active, once', () => {
    visitRoute(roles, '');
    pinTab(home);
    pinTab(home);
    expect(tabsStore.tabs.map((t) => t.key)).toEqual(['/index', '/system/role-manage']);
    expect(tabsStore.activeKey).toBe('/system/role-manage');
  });

  it('refresh bumps the generation; removeTab drops even a not-closable tab', () => {
    visitRoute(home, '');
    refreshView('/index');
    expect(tabsStore.generation['/index']).toBe(1);
    removeTab('/index');
    expect(tabsStore.tabs).toEqual([]);
  });
});
