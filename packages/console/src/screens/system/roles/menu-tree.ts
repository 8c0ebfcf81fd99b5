import { enums } from '@practice/sdk/contract';
/*
 * The checkbox tree of the role screens (SPEC §6 "assign menus ... and APIs to a role"), without React.
 *
 * Two kinds of node:
 * - a holder (a service, a menu group, an API group) means nothing by itself: its state is that of what
 *   it holds, and it is sent with a save whenever something under it is checked, so a role never holds a
 *   page without the group that leads to it;
 * - every other node (a page, a button, an operation) is checked on its own. A page stays checked when its
 *   buttons are all taken away (a school admin sees school-manage without 新增), so a page's box shows
 *   indeterminate while it is checked and only some of its buttons are.
 * Checking a node checks its subtree and the pages above it (a button needs its page); unchecking it
 * unchecks its subtree. Disabled nodes (the fixed operations) never change.
 */

export interface CheckNode {
  key: string;
  label: string;
  /** A service, menu group or API group: checked through its children only. */
  holder: boolean;
  /** Shown with its state but never changed (an operation everyone may call). */
  disabled?: boolean;
  /** A second line of text the filter also matches (an operation's path). */
  detail?: string;
  children: CheckNode[];
}

export type CheckState = boolean | 'indeterminate';

/** A menu entry as GetAppRoleMenuList / AppRoleMenuGetList send it. */
export interface MenuItem {
  id: number;
  /** 1 service, 2 menu, 3 sub-menu, 4 button. */
  type: number;
  fServiceId: number;
  fParentId: number | null;
  cDisplayName: string;
  checked: boolean;
}

/**
 * The menu list as a tree: services (type 1) are roots, an entry sits under its fParentId, else under its
 * service (a group's parent is its service), else at the top. The initial checks are the server's, for the
 * nodes checked on their own (a holder's check follows from its children).
 */
export function buildMenuTree(items: readonly MenuItem[]): { nodes: CheckNode[]; checked: Set<string> } {
  const byId = new Map(items.map((item) => [item.id, item]));
  const children = new Map<number | null, MenuItem[]>();
  for (const item of items) {
    const parent =
      item.type === enums.MenuType.service
        ? null
        : item.fParentId !== null && byId.has(item.fParentId)
          ? item.fParentId
          : byId.get(item.fServiceId)?.type === enums.MenuType.service
            ? item.fServiceId
            : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const checked = new Set<string>();
  const toNode = (item: MenuItem, seen: Set<number>): CheckNode => {
    // A cycle in the server's parents would recurse forever; such an entry is shown without children.
    const below = seen.has(item.id) ? [] : (children.get(item.id) ?? []);
    const inner = new Set(seen).add(item.id);
    const nodes = below.map((child) => toNode(child, inner));
    const holder =
      (item.type === enums.MenuType.service || item.type === enums.MenuType.menu) && nodes.length > 0;
    if (!holder && item.checked) checked.add(String(item.id));
    return { key: String(item.id), label: item.cDisplayName, holder, children: nodes };
  };
  return { nodes: (children.get(null) ?? []).map((item) => toNode(item, new Set())), checked };
}

/** Parents and nodes by key, built once per tree. */
export interface TreeIndex {
  node: Map<string, CheckNode>;
  parent: Map<string, string | null>;
}

export function indexTree(nodes: readonly CheckNode[]): TreeIndex {
  const index: TreeIndex = { node: new Map(), parent: new Map() };
  const walk = (list: readonly CheckNode[], parent: string | null) => {
    for (const n of list) {
      index.node.set(n.key, n);
      index.parent.set(n.key, parent);
      walk(n.children, n.key);
    }
  };
  walk(nodes, null);
  return index;
}

/** Every node's box: checked, unchecked or indeterminate (see the top of this file). */
export function checkStates(
  nodes: readonly CheckNode[],
  checked: ReadonlySet<string>,
): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  // Counts of the nodes checked on their own in a subtree, the node itself included.
  const visit = (n: CheckNode): { own: number; on: number } => {
    let own = n.holder ? 0 : 1;
    let on = !n.holder && checked.has(n.key) ? 1 : 0;
    for (const child of n.children) {
      const c = visit(child);
      own += c.own;
      on += c.on;
    }
    states.set(n.key, on === 0 ? false : on === own ? true : 'indeterminate');
    return { own, on };
  };
  for (const n of nodes) visit(n);
  return states;
}

const subtree = (n: CheckNode): CheckNode[] => [n, ...n.children.flatMap(subtree)];

/**
 * The checks after a click on `key`: a checked box unchecks its subtree; an unchecked or indeterminate one
 * checks its subtree and the pages above it.
 */
export function toggleNode(
  index: TreeIndex,
  states: ReadonlyMap<string, CheckState>,
  checked: ReadonlySet<string>,
  key: string,
): Set<string> {
  const target = index.node.get(key);
  const next = new Set(checked);
  if (!target || target.disabled) return next;
  const on = states.get(key) !== true;
  for (const n of subtree(target)) {
    if (n.holder || n.disabled) continue;
    if (on) next.add(n.key);
    else next.delete(n.key);
  }
  if (on) {
    for (let up = index.parent.get(key) ?? null; up !== null; up = index.parent.get(up) ?? null) {
      const n = index.node.get(up);
      if (n && !n.holder && !n.disabled) next.add(up);
    }
  }
  return next;
}

/** What a save sends: the nodes checked on their own, and every holder with something checked under it. */
export function savedKeys(nodes: readonly CheckNode[], checked: ReadonlySet<string>): string[] {
  const states = checkStates(nodes, checked);
  const all = nodes.flatMap(subtree);
  return all.filter((n) => (n.holder ? states.get(n.key) !== false : checked.has(n.key))).map((n) => n.key);
}

/**
 * The nodes whose label or detail contains `text`, with the path to them; a match keeps its whole subtree.
 * `open` lists the nodes to show expanded so that every match is in sight.
 */
export function filterTree(
  nodes: readonly CheckNode[],
  text: string,
): { nodes: CheckNode[]; open: Set<string> } {
  const needle = text.trim().toLowerCase();
  const open = new Set<string>();
  if (!needle) return { nodes: [...nodes], open };
  const matches = (n: CheckNode) =>
    n.label.toLowerCase().includes(needle) || (n.detail?.toLowerCase().includes(needle) ?? false);
  const keep = (list: readonly CheckNode[]): CheckNode[] =>
    list.flatMap((n) => {
      if (matches(n)) return [n];
      const inner = keep(n.children);
      if (!inner.length) return [];
      open.add(n.key);
      return [{ ...n, children: inner }];
    });
  return { nodes: keep(nodes), open };
}
