import { describe, expect, it } from 'vitest';
import {
  buttonsUnder,
  pageOfRows,
  type ServiceMenus,
  serviceMenuTree,
  toolbarLabel,
} from './service-menus.js';

const menu = (id: number, type: number, parent: number | null, name: string) => ({
  id,
  type,
  fServiceId: 41,
  fParentId: parent,
  cDisplayName: name,
});
const button = (id: number, parent: number, name: string, fIndex: number, toolbar = 'toolbar') => ({
  id,
  cController: 'X',
  cAction: name,
  cDisplayName: name,
  fIndex,
  cButtonToolbar: toolbar,
  fParentId: parent,
});
const DATA: ServiceMenus = {
  menus: [
    menu(41, 1, null, '平台管理'),
    menu(1000, 2, null, '系统管理'),
    menu(1001, 3, 1000, '角色管理'),
    menu(1002, 3, 1000, '用户管理'),
  ],
  buttons: [
    button(100202, 1002, '编辑', 2, 'row'),
    button(100101, 1001, '新增', 1),
    button(100201, 1002, '新增', 1),
  ],
};

describe('serviceMenuTree', () => {
  it('nests menus under their services for the TreePanel', () => {
    const [root] = serviceMenuTree(DATA.menus);
    expect(root).toMatchObject({ id: '41', name: '平台管理', parentId: null });
    expect(root?.children[0]?.children.map((n) => [n.name, n.parentId])).toEqual([
      ['角色管理', '1000'],
      ['用户管理', '1000'],
    ]);
  });
});

describe('buttonsUnder', () => {
  const tree = serviceMenuTree(DATA.menus);
  it("lists a page's buttons, or those of every page under a group, in menu then fIndex order", () => {
    const group = tree[0]?.children[0] ?? null;
    expect(buttonsUnder(DATA, group).map((b) => [b.cMenuName, b.cDisplayName])).toEqual([
      ['角色管理', '新增'],
      ['用户管理', '新增'],
      ['用户管理', '编辑'],
    ]);
    expect(buttonsUnder(DATA, group?.children[0] ?? null)).toHaveLength(1);
    expect(buttonsUnder(DATA, null)).toEqual([]);
  });
});

describe('pageOfRows', () => {
  const rows = [
    { n: 3, s: 'b' },
    { n: 1, s: 'c' },
    { n: 2, s: 'a' },
  ];
  it('pages and sorts rows held in memory', () => {
    expect(pageOfRows(rows, { pageNumber: 1, pageSize: 2 })).toEqual({ rows: rows.slice(0, 2), total: 3 });
    expect(pageOfRows(rows, { pageNumber: 2, pageSize: 2 }).rows).toEqual([rows[2]]);
    expect(
      pageOfRows(rows, { pageNumber: 1, pageSize: 10, sortName: 'n', sortOrder: 'desc' }).rows.map(
        (r) => r.n,
      ),
    ).toEqual([3, 2, 1]);
    expect(
      pageOfRows(rows, { pageNumber: 1, pageSize: 10, sortName: 's', sortOrder: 'asc' }).rows.map((r) => r.s),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('toolbarLabel', () => {
  it('words where a button is drawn, a toolbar button when unset', () => {
    expect(toolbarLabel('row')).toBe('行操作');
    expect(toolbarLabel(null)).toBe('工具栏');
    expect(toolbarLabel('custom')).toBe('custom');
  });
});
