import type { PageParams, PageResult, TreeNode } from '@practice/ui-kit';
import { buildMenuTree, type CheckNode, type MenuItem } from './menu-tree.js';

/*
 * The menu screen's data (AppRoleMenu ServiceMenuBtnGetList): services and menus as the tree the shell's
 * TreePanel draws, and the buttons of the chosen entry as table rows. Pure, so the paging and the
 * toolbar words are tested without a browser.
 */

export type ServiceMenu = Omit<MenuItem, 'checked'>;

export interface MenuButton {
  id: number;
  cController: string;
  cAction: string;
  cDisplayName: string;
  fIndex: number;
  cButtonToolbar?: string | null;
  fParentId?: number | null;
  cOperation?: string | null;
  [field: string]: unknown;
}

export interface ServiceMenus {
  menus: ServiceMenu[];
  buttons: MenuButton[];
}

/** Where a button is drawn (its cButtonToolbar), in the screen's words. */
export const TOOLBAR_LABELS: Readonly<Record<string, string>> = {
  toolbar: '工具栏',
  row: '行操作',
  form: '表单',
  tree: '树',
};

export const toolbarLabel = (toolbar: string | null | undefined): string =>
  TOOLBAR_LABELS[toolbar || 'toolbar'] ?? String(toolbar);

const toTreeNodes = (nodes: readonly CheckNode[], parentId: string | null): TreeNode[] =>
  nodes.map((n) => ({ id: n.key, name: n.label, parentId, children: toTreeNodes(n.children, n.key) }));

/** Services as roots, their menus and sub-menus below (the same placement as the role trees). */
export const serviceMenuTree = (menus: readonly ServiceMenu[]): TreeNode[] =>
  toTreeNodes(buildMenuTree(menus.map((m) => ({ ...m, checked: false }))).nodes, null);

const idsUnder = (node: TreeNode): string[] => [node.id, ...node.children.flatMap(idsUnder)];

/** A button row with the menu it sits on, for the table. */
export type ButtonRow = MenuButton & { cMenuName: string };

/** The buttons of the chosen entry and of every menu below it, by menu then fIndex. */
export function buttonsUnder(data: ServiceMenus, node: TreeNode | null): ButtonRow[] {
  if (!node) return [];
  const ids = idsUnder(node);
  const order = new Map(ids.map((id, i) => [id, i]));
  const names = new Map(data.menus.map((m) => [String(m.id), m.cDisplayName]));
  return data.buttons
    .filter((b) => order.has(String(b.fParentId)))
    .sort(
      (a, b) =>
        (order.get(String(a.fParentId)) ?? 0) - (order.get(String(b.fParentId)) ?? 0) || a.fIndex - b.fIndex,
    )
    .map((b) => ({ ...b, cMenuName: names.get(String(b.fParentId)) ?? '' }));
}

/** One page of rows held in memory, with the table's sort (by any column, as text or number). */
export function pageOfRows<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  params: PageParams,
): PageResult<Row> {
  const sorted = [...rows];
  const { sortName, sortOrder } = params;
  if (sortName) {
    const sign = sortOrder === 'desc' ? -1 : 1;
    sorted.sort((a, b) => {
      const x = a[sortName];
      const y = b[sortName];
      const diff =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x ?? '').localeCompare(String(y ?? ''));
      return sign * diff;
    });
  }
  // pageSize 999999 is 全部 (SPEC §9); pageNumber counts from 1.
  const start = (Math.max(1, params.pageNumber) - 1) * params.pageSize;
  return { rows: sorted.slice(start, start + params.pageSize), total: rows.length };
}
