import { describe, expect, it } from 'vitest';
import { routeFixture } from './route-fixture.js';
import {
  addTab,
  type CloseKind,
  closeChoices,
  closeTabs,
  nextAfterClose,
  tabForVisit,
  type VisitedTab,
} from './tab-rules.js';

const tab = (key: string, notClosable = false): VisitedTab => ({
  key,
  path: key,
  fullPath: key,
  title: key,
  notClosable,
});

describe('tabForVisit', () => {
  it('opens one tab per visited route, keyed by path', () => {
    const t = tabForVisit(routeFixture({ path: '/system/role-manage', title: '角色管理' }), '?a=1');
    expect(t).toMatchObject({
      key: '/system/role-manage',
      fullPath: '/system/role-manage?a=1',
      title: '角色管理',
    });
  });

  it('opens no tab for an untitled or tab-hidden route', () => {
    expect(tabForVisit(routeFixture({ path: '/x', title: '' }), '')).toBeNull();
    expect(tabForVisit(routeFixture({ path: '/x', noTab: true }), '')).toBeNull();
  });

  it('gives dynamic-tab screens a tab per distinct query', () => {
    const detail = routeFixture({ path: '/practice/teacher-manage/info', dynamicTab: true });
    const a = tabForVisit(detail, '?id=b3d8addf72194399b08aaaf17685ef93');
    const b = tabForVisit(detail, '?id=0c5e9f1d2a7b4e6c8d3f1a0b9e7c5d42');
    expect(a?.key).not.toBe(b?.key);
    expect(addTab(addTab([], a!), b!)).toHaveLength(2);
    expect(addTab(addTab([], a!), a!)).toHaveLength(1);
  });

  it('names a dynamic tab after its page header', () => {
    const detail = routeFixture({ path: '/d', title: '实习信息', dynamicTab: true });
    const id = 'b3d8addf72194399b08aaaf17685ef93';
    expect(tabForVisit(detail, `?id=${id}&_pageHeader=2024%E6%9A%91%E6%9C%9F`)?.title).toBe(
      '实习信息-2024暑期',
    );
    expect(tabForVisit(detail, `?id=${id}`)?.title).toBe('实习信息');
  });

  it('updates an existing tab in place', () => {
    const first = tabForVisit(routeFixture({ path: '/a' }), '?p=1')!;
    const again = tabForVisit(routeFixture({ path: '/a' }), '?p=2')!;
    const tabs = addTab([tab('/index', true), first, tab('/b')], again);
    expect(tabs.map((t) => t.fullPath)).toEqual(['/index', '/a?p=2', '/b']);
  });
});

describe('closeTabs', () => {
  const tabs = [tab('/index', true), tab('/a'), tab('/b'), tab('/c'), tab('/d')];
  const cases: [CloseKind, string, string[]][] = [
    ['self', '/b', ['/index', '/a', '/c', '/d']],
    ['self', '/index', ['/index', '/a', '/b', '/c', '/d']],
    ['others', '/b', ['/index', '/b']],
    ['left', '/c', ['/index', '/c', '/d']],
    ['right', '/b', ['/index', '/a', '/b']],
    ['all', '/b', ['/index']],
  ];
  it.each(cases)('close %s of %s', (kind, key, expected) => {
    expect(closeTabs(tabs, key, kind).map((t) => t.key)).toEqual(expected);
  });
});

describe('nextAfterClose', () => {
  it('stays when the active tab survives', () => {
    expect(nextAfterClose([tab('/a'), tab('/b')], '/a')).toBeNull();
  });
  it('goes to the last tab when the active one closed', () => {
    expect(nextAfterClose([tab('/index', true), tab('/a')], '/b')).toBe('/a');
  });
  it('goes to / when no tab remains', () => {
    expect(nextAfterClose([], '/b')).toBe('/');
  });
});

describe('closeChoices', () => {
  it('offers nothing that would only hit the home tab', () => {
    const tabs = [tab('/index', true), tab('/a')];
    expect(closeChoices(tabs, '/index')).toEqual({
      self: false,
      others: true,
      left: false,
      right: true,
      all: true,
    });
    expect(closeChoices(tabs, '/a')).toEqual({
      self: true,
      others: false,
      left: false,
      right: false,
      all: true,
    });
  });
});
