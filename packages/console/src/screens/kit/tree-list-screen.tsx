import { bulkSucceeded, type ListedEntity, SUBMIT_SUCCEEDED } from '@practice/sdk';
import type { IdNameNode, JsNode } from '@practice/sdk/contract';
import {
  fromIdNameNodes,
  fromJsNodes,
  isAllNode,
  notify,
  type TreeNode,
  TreePanel,
  useTreeQuery,
} from '@practice/ui-kit';
import { useCallback, useMemo } from 'react';
import { useWriteVersion } from '../../data/use-written.js';
import { usePageButtons } from '../../permission/index.js';
import { callOperation, entityNamed } from '../entity-list/index.js';
import { ScopedListScreen, type ScopedListScreenProps } from './scoped-list-screen.js';

export interface TreeListScreenProps<E extends ListedEntity = ListedEntity> extends ScopedListScreenProps<E> {
  /** The entity whose tree stands left of the table (a folder, a batch); the contract declares its tree. */
  treeEntity: string;
  /** The table's field the chosen node fills (fInternshipReferenceDirectoryId, fTemplateBatchInfoId). */
  treeKey: string;
  /** What the tree call is asked with (the school of the course). */
  treeQuery?: Readonly<Record<string, unknown>>;
  /** Values a new node takes besides its name and parent. */
  treeDefaults?: Readonly<Record<string, unknown>>;
  /** The tree panel's title. */
  treeLabel?: string;
}

/**
 * A tree beside a list (SPEC 2.4, 4): choosing a node adds its id to the table's query, 全部 lists
 * everything and refuses adding under it, and a write to either side's rows refreshes both. The tree's
 * context menu offers what the page's buttons grant (Add/Edit/Delete of the tree entity).
 */
export function TreeListScreen<E extends ListedEntity>({
  treeEntity,
  treeKey,
  treeQuery,
  treeDefaults,
  treeLabel,
  filter,
  formDefaults,
  ...props
}: TreeListScreenProps<E>) {
  const entity = entityNamed(treeEntity);
  const spec = entity.tree;
  if (!spec) throw new Error(`${treeEntity} declares no tree`);
  const buttons = usePageButtons();
  const { query, selected, onSelect } = useTreeQuery(treeKey);
  const treeVersion = useWriteVersion([treeEntity]);
  const askWith = JSON.stringify(treeQuery ?? {});

  // A new identity makes the panel refetch: after a write to the tree's entity, or another query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: treeVersion is the refetch trigger, askWith the query.
  const fetchTree = useCallback(async (): Promise<TreeNode[]> => {
    const answer = await callOperation(spec.action, treeQuery ?? {});
    const nodes = (
      Array.isArray(answer) ? answer : ((answer as { List?: unknown[] })?.List ?? [])
    ) as never[];
    return spec.shape === 'jsnode' ? fromJsNodes(nodes as JsNode[]) : fromIdNameNodes(nodes as IdNameNode[]);
  }, [treeVersion, askWith]);

  // The write itself refreshes the tree and the table (src/data); the menu only says it went through.
  const changed = (message: string) => () => notify('success', message);
  const granted = (operation: string) => buttons.has(operation);
  const add = (parent: TreeNode, name: string) =>
    callOperation(`Add${treeEntity}`, {
      ...treeDefaults,
      [spec.text]: name,
      ...(isAllNode(parent) ? {} : { [spec.parent]: parent.id }),
    }).then(changed(SUBMIT_SUCCEEDED));
  const rename = (node: TreeNode, name: string) =>
    callOperation(`Edit${treeEntity}`, { [entity.key]: node.id, [spec.text]: name }).then(
      changed(SUBMIT_SUCCEEDED),
    );
  const remove = (node: TreeNode) =>
    callOperation(`Delete${treeEntity}IDS`, { ids: [node.id] }).then(changed(bulkSucceeded('删除')));

  const tableFilter = useMemo(() => ({ ...filter, ...query }), [filter, query]);
  const defaults = useMemo(
    () => ({ ...formDefaults, ...(selected && !isAllNode(selected) ? { [treeKey]: selected.id } : {}) }),
    [formDefaults, selected, treeKey],
  );

  const tree = (
    <TreePanel
      label={treeLabel ?? entity.label}
      allRoot
      fetchTree={fetchTree}
      onSelect={onSelect}
      {...(granted(`Add${treeEntity}`) ? { onAdd: add } : {})}
      {...(granted(`Edit${treeEntity}`) ? { onEdit: rename } : {})}
      {...(granted(`Delete${treeEntity}IDS`) ? { onDelete: remove } : {})}
    />
  );
  return (
    <ScopedListScreen
      {...props}
      filter={tableFilter}
      formDefaults={defaults}
      alsoReads={[treeEntity, ...(props.alsoReads ?? [])]}
      side={tree}
    />
  );
}
