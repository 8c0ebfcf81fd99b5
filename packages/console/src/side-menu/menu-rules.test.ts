import { describe, expect, it } from 'vitest';
import { routeFixture } from '../tabs/route-fixture.js';
import {
  firstScreen,
  groupOf,
  highlightedPath,
  menuItems,
  menuScrolls,
  routesOfService,
  submenuOf,
} from './menu-rules.js';

const screen = (path: string, extra = {}) => routeFixture({ path, title: path, view: 'x', ...extra });
const group = (path: string, children: ReturnType<typeof screen>[], extra = {}) =>
  routeFixture({ path, title: path, children, icon: 'folder', ...extra });

const home = group('/', [screen('/index', { notClosable: true })]);
const system = group('/system', [
  screen('/system/a'),
  screen('/system/b'),
  screen('/system/c', { hidden: true }),
]);
const single = group('/site', [screen('/site/banner'), screen('/site/edit', { hidden: true })]);
const always = group('/basic', [screen('/basic/one')], { alwaysShow: true });
const empty = group('/empty', [screen('/empty/x', { hidden: true })]);

describe('menuItems', () => {
  const items = menuItems([home, system, single, always, empty]);

  it('skips hidden entries and empty groups', () => {
    expect(items.map((i) => i.path)).toEqual(['/index', '/system', '/site/banner', '/basic']);
    expect(items[1]?.children?.map((c) => c.path)).toEqual(['/system/a', '/system/b']);
  });

  it('shows a group with one visible child as that child, under the group name and icon', () => {
    expect(items[2]).toEqual({ path: '/site/banner', title: '/site', icon: 'folder' });
  });

  it('keeps an always-show group as a group', () => {
    expect(items[3]?.children).toHaveLength(1);
  });

  it('finds the submenu to open', () => {
    expect(submenuOf(items, '/system/b')).toBe('/system');
    expect(submenuOf(items, '/index')).toBeUndefined();
  });
});

describe('highlightedPath', () => {
  it('highlights the list entry for a hidden detail page', () => {
    const detail = screen('/practice/teacher-manage/info', {
      hidden: true,
      activeMenu: '/practice/teacher-manage/teacher-list',
    });
    expect(highlightedPath(detail, detail.path)).toBe('/practice/teacher-manage/teacher-list');
    expect(highlightedPath(screen('/a'), '/a')).toBe('/a');
    expect(highlightedPath(undefined, '/nowhere')).toBe('/nowhere');
  });
});

describe('menuScrolls', () => {
  it.each([
    [19, 'horizontal', false, true],
    [19, 'vertical', true, true],
    [19, 'vertical', false, false],
    [18, 'horizontal', true, false],
  ] as const)('%i children, %s, collapsed %s: %s', (count, layout, collapsed, expected) => {
    expect(menuScrolls(count, layout, collapsed)).toBe(expected);
  });
});

describe('groups', () => {
  it('goes to a group through its redirect or first visible child', () => {
    expect(firstScreen(system)).toBe('/system/a');
    expect(firstScreen({ ...system, redirect: '/system/b' })).toBe('/system/b');
  });

  it('finds the group holding a path and the routes of a service', () => {
    expect(groupOf([home, system], '/system/c')?.path).toBe('/system');
    const other = { ...single, serviceId: 44 };
    expect(routesOfService([home, system, other], 44).map((r) => r.path)).toEqual(['/', '/site']);
  });
});
