import type { IdNameNode, JsNode } from '@practice/sdk/contract';

/** The one node shape the panel works with: the server's opaque string ids, under one set of names. */
export interface TreeNode {
  id: string;
  name: string;
  parentId: string | null;
  children: TreeNode[];
  /** Opened on arrival (department trees send state.opened). */
  opened?: boolean;
}

/** Id of the optional "全部" root: it stands for "no filter", so it never reaches a query. */
export const ALL_NODE_ID = '__all__';
export const ALL_NODE_NAME = '全部';

/** Department trees (jsnodeID, text, fParentId, state, children). A root's parent is null. */
export function fromJsNodes(
  nodes: readonly JsNode[] | null | undefined,
  parentId: string | null = null,
): TreeNode[] {
  return (nodes ?? []).map((node) => ({
    id: node.jsnodeID,
    name: node.text,
    parentId: node.fParentId ?? parentId,
    children: fromJsNodes(node.children, node.jsnodeID),
    ...(node.state?.opened ? { opened: true } : {}),
  }));
}

/** Every other tree (id, name, parentId, children). */
export function fromIdNameNodes(
  nodes: readonly IdNameNode[] | null | undefined,
  parentId: string | null = null,
): TreeNode[] {
  return (nodes ?? []).map((node) => ({
    id: node.id,
    name: node.name,
    parentId: node.parentId ?? parentId,
    children: fromIdNameNodes(node.children, node.id),
  }));
}

/** Wraps the nodes under the "全部" root. */
export function withAllRoot(nodes: TreeNode[]): TreeNode[] {
  return [
    {
      id: ALL_NODE_ID,
      name: ALL_NODE_NAME,
      parentId: null,
      opened: true,
      children: nodes.map((n) => ({ ...n, parentId: n.parentId ?? ALL_NODE_ID })),
    },
  ];
}

export const isAllNode = (node: TreeNode | null | undefined) => node?.id === ALL_NODE_ID;

export function findNode(nodes: readonly TreeNode[], id: string | null | undefined): TreeNode | null {
  if (id === null || id === undefined) return null;
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return null;
}

/** Nodes opened on arrival, so the first level of every fetched tree is visible. */
export function initiallyExpanded(nodes: readonly TreeNode[]): Set<string> {
  const open = new Set<string>();
  const walk = (list: readonly TreeNode[], depth: number) => {
    for (const node of list) {
      if (node.children.length > 0 && (depth === 0 || node.opened)) open.add(node.id);
      walk(node.children, depth + 1);
    }
  };
  walk(nodes, 0);
  return open;
}

export interface VisibleNode {
  node: TreeNode;
  level: number;
  /** Index among its siblings, 1-based (aria-posinset). */
  position: number;
  siblings: number;
}

/** The rows a reader sees, in order: what the arrow keys walk through. */
export function visibleNodes(
  nodes: readonly TreeNode[],
  expanded: ReadonlySet<string>,
  level = 1,
): VisibleNode[] {
  return nodes.flatMap((node, index) => [
    { node, level, position: index + 1, siblings: nodes.length },
    ...(expanded.has(node.id) ? visibleNodes(node.children, expanded, level + 1) : []),
  ]);
}

/**
 * SPEC §4: after a fetch, a selection that is missing or sits on a root moves to the first child of the
 * first root (with the "全部" root, the first real node); a flat tree falls back to its first node.
 */
export function selectionAfterFetch(nodes: readonly TreeNode[], selectedId: string | null): TreeNode | null {
  const first = nodes[0];
  if (!first) return null;
  const current = findNode(nodes, selectedId);
  const onRoot = current === null || nodes.some((root) => root.id === current.id);
  if (!onRoot) return current;
  return first.children[0] ?? first;
}
