import { useCallback, useEffect, useRef, useState } from 'react';
import { initiallyExpanded, selectionAfterFetch, type TreeNode, withAllRoot } from './tree-node.js';

export interface TreeDataOptions {
  /** Loads the tree (already in the panel's node shape: see fromJsNodes / fromIdNameNodes). Keep it stable. */
  fetchTree?: () => Promise<TreeNode[]>;
  /** A fixed tree instead of a fetch (ADVERTISEMENT_TREE, NEWS_TREE). */
  data?: readonly TreeNode[];
  /** Puts the nodes under a "全部" root. */
  allRoot?: boolean;
  onSelect?: (node: TreeNode) => void;
  /** Anything else the fetch depends on (the chosen school): a change refetches. */
  reloadKey?: unknown;
}

/** Nodes, open branches and the selection, with the after-fetch selection rule of SPEC §4. */
export function useTreeData({ fetchTree, data, allRoot = false, onSelect, reloadKey }: TreeDataOptions) {
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const selectedRef = useRef<string | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  const select = useCallback((node: TreeNode) => {
    selectedRef.current = node.id;
    setSelectedId(node.id);
    onSelectRef.current?.(node);
  }, []);

  const accept = useCallback(
    (loaded: readonly TreeNode[]) => {
      const tree = allRoot ? withAllRoot([...loaded]) : [...loaded];
      setNodes(tree);
      setExpanded((open) => new Set([...open, ...initiallyExpanded(tree)]));
      const next = selectionAfterFetch(tree, selectedRef.current);
      if (next && next.id !== selectedRef.current) select(next);
      else if (!next) {
        selectedRef.current = null;
        setSelectedId(null);
      }
    },
    [allRoot, select],
  );

  const reload = useCallback(async () => {
    if (!fetchTree) return;
    setLoading(true);
    try {
      accept(await fetchTree());
    } finally {
      setLoading(false);
    }
  }, [fetchTree, accept]);

  // Fixed data is compared by content: an inline array literal must not re-run the effect on every render.
  const dataKey = data ? JSON.stringify(data) : null;
  const dataRef = useRef(data);
  dataRef.current = data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey and dataKey are triggers.
  useEffect(() => {
    if (dataRef.current) accept(dataRef.current);
    else void reload().catch(() => undefined);
  }, [dataKey, reload, accept, reloadKey]);

  const toggle = useCallback((id: string, open?: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return { nodes, expanded, toggle, selectedId, select, loading, reload };
}
