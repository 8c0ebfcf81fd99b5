import { useEffect, useMemo, useState } from 'react';
import { buildMenuTree, type CheckNode, type MenuItem, savedKeys } from './menu-tree.js';

export interface MenuAssignment {
  /** True until the menus of the current load have arrived. */
  loading: boolean;
  nodes: CheckNode[];
  checked: Set<string>;
  setChecked: (checked: Set<string>) => void;
  /** The ids a save sends (see savedKeys). */
  savedIds: () => number[];
}

const EMPTY: { nodes: CheckNode[]; checked: Set<string> } = { nodes: [], checked: new Set() };

/**
 * A role's menus as a checkbox tree, loaded by `load` (keep it stable: a new function loads again, e.g.
 * for another role); null loads nothing. Shared by 分配菜单, 分配前台菜单 and the role-menu screen.
 */
export function useMenuAssignment(load: (() => Promise<MenuItem[]>) | null): MenuAssignment {
  const [tree, setTree] = useState(EMPTY);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setTree(EMPTY);
    if (!load) return;
    let live = true;
    setLoading(true);
    load()
      .then(
        (items) => live && setTree(buildMenuTree(items)),
        () => undefined,
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load]);
  return useMemo(
    () => ({
      loading,
      nodes: tree.nodes,
      checked: tree.checked,
      setChecked: (checked: Set<string>) => setTree((current) => ({ ...current, checked })),
      savedIds: () => savedKeys(tree.nodes, tree.checked).map(Number),
    }),
    [loading, tree],
  );
}
