import { useMemo, useState } from 'react';
import { isAllNode, type TreeNode } from './tree-node.js';

/** The table's query value for a selected node: `{ [key]: id }`, nothing for "全部" or no selection. */
export function treeQueryOf<K extends string>(key: K, node: TreeNode | null): Partial<Record<K, string>> {
  if (!node || isAllNode(node)) return {};
  return { [key]: node.id } as Partial<Record<K, string>>;
}

/**
 * Feeds the tree's selection into a table query (SPEC §4): pass `onSelect` to the TreePanel and spread
 * `query` into the table's query.
 */
export function useTreeQuery<K extends string>(key: K) {
  const [selected, setSelected] = useState<TreeNode | null>(null);
  const query = useMemo(() => treeQueryOf(key, selected), [key, selected]);
  return { query, selected, onSelect: setSelected };
}
