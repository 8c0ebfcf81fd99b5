import type { ListedEntity } from '@practice/sdk';
import {
  type AnyColumns,
  type ColumnOverrides,
  type TreeNode,
  TreePanel,
  useTreeQuery,
} from '@practice/ui-kit';
import { useMemo } from 'react';
import { bulkCall, EntityListScreen, idOf, type ListActions } from '../../entity-list/index.js';
import { portalColumns, portalSearchFields } from './portal-columns.js';

export interface PortalListProps<E extends ListedEntity> {
  /** GatewayAdvertisementInfo or GatewayNewsInfo. */
  entity: E;
  /** The row key the edit page loads by (fAdvertisementInfoId, fNewsInfoId). */
  idKey: string;
  /** The fixed tree of positions or news kinds: each node id is an fType value. */
  tree: readonly TreeNode[];
  treeLabel: string;
  /** The sibling edit page (banner-manage, news-manage). */
  manage: string;
  columns?: AnyColumns;
}

// The fixed trees hold two or three short names: the narrowest width (SPEC §9: minimum 220) leaves the
// table its room; the user can still drag it wider.
const TREE_WIDTH = 220;

/** The query parameter the edit page reads a new item's fType from. */
export const TYPE_QUERY = 'fType';

/**
 * A portal list (SPEC §2.3 /site): the fixed tree beside the table filters by fType (全部: every item);
 * 新增 and 编辑 open the edit page in a tab of its own, a new item taking the chosen node as its fType;
 * the Auth/UnAuth pair (上架/下架, 发布/取消发布) runs on the selected rows with the server's words.
 */
export function PortalList<E extends ListedEntity>({
  entity,
  idKey,
  tree,
  treeLabel,
  manage,
  columns,
}: PortalListProps<E>) {
  const node = useTreeQuery(TYPE_QUERY);
  const chosenType = node.query[TYPE_QUERY];
  // Stable across renders, so the table keeps its derived columns.
  const shownColumns = useMemo(() => portalColumns(columns as ColumnOverrides | undefined), [columns]);

  const handlers: ListActions = {
    [`Add${entity}`]: {
      need: 'none',
      run: (_rows, { openChild }) => openChild(manage, chosenType ? { [TYPE_QUERY]: chosenType } : {}),
    },
    [`Edit${entity}`]: {
      need: 'one',
      run: ([row], { openChild }) => row && openChild(manage, { [idKey]: idOf(row, idKey) }),
    },
    ...Object.fromEntries(
      [`Auth${entity}IDS`, `UnAuth${entity}IDS`].map((operation) => [
        operation,
        bulkCall(operation, { key: idKey }),
      ]),
    ),
  };

  return (
    <EntityListScreen
      entity={entity}
      handlers={handlers}
      filter={node.query}
      columns={shownColumns}
      searchFields={portalSearchFields(entity)}
      side={
        <TreePanel data={tree} allRoot onSelect={node.onSelect} label={treeLabel} defaultWidth={TREE_WIDTH} />
      }
    />
  );
}
