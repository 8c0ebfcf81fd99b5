import { type KeyboardEvent, useState } from 'react';
import { findNode, type TreeNode, visibleNodes } from './tree-node.js';

export interface TreeKeysInput {
  nodes: readonly TreeNode[];
  expanded: ReadonlySet<string>;
  toggle: (id: string, open?: boolean) => void;
  selectedId: string | null;
  select: (node: TreeNode) => void;
  /** Moves DOM focus to a row once the focused id changes. */
  focusRow: (id: string) => void;
}

/**
 * WAI-ARIA tree keys: Up/Down move, Right opens or steps into a branch, Left closes or steps out,
 * Home/End jump, Enter or Space selects. One row is tabbable at a time (roving tabindex).
 */
export function useTreeKeys({ nodes, expanded, toggle, selectedId, select, focusRow }: TreeKeysInput) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const rows = visibleNodes(nodes, expanded);
  const current =
    rows.find((r) => r.node.id === focusedId) ?? rows.find((r) => r.node.id === selectedId) ?? rows[0];

  const moveTo = (id: string | undefined) => {
    if (id === undefined) return;
    setFocusedId(id);
    focusRow(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The context menu renders in a portal, but React still bubbles its keys up to the tree.
    if ((event.target as HTMLElement).getAttribute('role') !== 'treeitem') return;
    const handled = runKey(event.key);
    if (handled) event.preventDefault();
  };

  /** Runs the key's move; false when the tree does not use the key. */
  function runKey(key: string): boolean {
    if (!current) return false;
    const index = rows.indexOf(current);
    const { node } = current;
    const hasChildren = node.children.length > 0;
    const open = expanded.has(node.id);
    switch (key) {
      case 'ArrowDown':
        moveTo(rows[index + 1]?.node.id);
        return true;
      case 'ArrowUp':
        moveTo(rows[index - 1]?.node.id);
        return true;
      case 'Home':
        moveTo(rows[0]?.node.id);
        return true;
      case 'End':
        moveTo(rows.at(-1)?.node.id);
        return true;
      case 'ArrowRight':
        if (hasChildren && !open) toggle(node.id, true);
        else if (hasChildren) moveTo(node.children[0]?.id);
        return true;
      case 'ArrowLeft':
        if (hasChildren && open) toggle(node.id, false);
        else if (node.parentId && findNode(nodes, node.parentId)) moveTo(node.parentId);
        return true;
      case 'Enter':
      case ' ':
        select(node);
        return true;
      default:
        return false;
    }
  }

  return { tabbableId: current?.node.id ?? null, setFocusedId, onKeyDown, rows };
}
