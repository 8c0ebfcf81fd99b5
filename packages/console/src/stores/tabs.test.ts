import { beforeEach, describe, expect, it } from 'vitest';
import { routeFixture } from '../tabs/route-fixture.js';
import { closeTab, pinTab, refreshView, removeTab, resetTabs, tabsStore, visitRoute } from './tabs.js';

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
