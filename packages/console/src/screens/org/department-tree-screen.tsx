import { bulkSucceeded, SUBMIT_SUCCEEDED } from '@practice/sdk';
import { notify, type TreeNode, TreePanel, useTreeQuery } from '@practice/ui-kit';
import { useCallback, useMemo } from 'react';
import { useLoaded } from '../../data/use-loaded.js';
import { useWriteVersion } from '../../data/use-written.js';
import { usePageButtons } from '../../permission/index.js';
import { EntityListView, useEntityList } from '../entity-list/index.js';
import {
  addDepartment,
  childFormDefaults,
  type DepartmentRow,
  deleteDepartment,
  departmentOf,
  fetchDepartmentTree,
  renameDepartment,
} from './department-calls.js';

const ENTITY = 'AppDepartment';

/** The chosen node's row (for its school), or null for 全部 and before anything is chosen. */
function useChosenDepartment(node: TreeNode | null): DepartmentRow | null {
  const key = node ? `department ${node.id}` : null;
  return useLoaded(key, () => departmentOf(node as TreeNode)).value ?? null;
}

/**
 * The department screens (/system/department-manage, /basic-info/department-manage): the department tree
 * beside the table. Choosing a node lists its children (fParentId, SPEC §4); the tree's context menu adds,
 * renames and deletes (only where the page grants 新增 / 编辑 / 删除), and a write on either side refreshes
 * both (src/data). A node added in the tree is revealed in the table as a row the table's own 新增 adds:
 * the table lists in 排序 order, where a new node comes last, and a school's classes run past one page. A
 * school admin's tree and table hold their own school only (the server's row scope).
 */
export function DepartmentTreeScreen() {
  const buttons = usePageButtons();
  const { query, selected, onSelect } = useTreeQuery('fParentId');
  const treeVersion = useWriteVersion([ENTITY]);
  const parent = useChosenDepartment(selected && query.fParentId ? selected : null);
  const defaults = useMemo(() => childFormDefaults(parent), [parent]);
  const list = useEntityList({ entity: ENTITY, filter: query, formDefaults: defaults });

  // A new identity makes the panel refetch: that is how a write made in the table reaches the tree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: treeVersion is the refetch trigger.
  const fetchTree = useCallback(() => fetchDepartmentTree(), [treeVersion]);

  const afterTreeChange = (message: string) => () => notify('success', message);
  const granted = (operation: string) => buttons.has(operation);

  const tree = (
    <TreePanel
      label="部门"
      allRoot
      fetchTree={fetchTree}
      onSelect={onSelect}
      {...(granted(`Add${ENTITY}`)
        ? {
            onAdd: (node, name) =>
              addDepartment(node, name).then((added) => {
                notify('success', SUBMIT_SUCCEEDED);
                list.reveal(added);
              }),
          }
        : {})}
      {...(granted(`Edit${ENTITY}`)
        ? { onEdit: (node, name) => renameDepartment(node, name).then(afterTreeChange(SUBMIT_SUCCEEDED)) }
        : {})}
      {...(granted(`Delete${ENTITY}IDS`)
        ? { onDelete: (node) => deleteDepartment(node).then(afterTreeChange(bulkSucceeded('删除'))) }
        : {})}
    />
  );

  return <EntityListView list={list} side={tree} />;
}
