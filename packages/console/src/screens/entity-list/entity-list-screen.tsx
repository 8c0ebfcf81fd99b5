import { Box, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ListedEntity } from '@practice/sdk';
import { DataTable, Loading, type TableRow } from '@practice/ui-kit';
import type { ReactNode } from 'react';
import { EntityFormDialog } from './entity-form-dialog.js';
import { type EntityList, type EntityListOptions, useEntityList } from './use-entity-list.js';

export interface EntityListViewProps {
  list: EntityList;
  /** A panel left of the table (a tree); above it on a phone. */
  side?: ReactNode;
  /** Controls beside the title (a page's own entry point, such as 待批阅). */
  actions?: ReactNode;
  /** Dialogs of the screen's own actions, drawn beside the table. */
  children?: ReactNode;
}

/** The list screen's view: its title, the table (with a panel beside it), the add/edit form and 操作记录. */
export function EntityListView({ list, side, actions, children }: EntityListViewProps) {
  const table = list.ready ? <DataTable<TableRow> {...list.table} /> : <Loading size="sm" />;
  return (
    <Stack gap="4" data-entity={list.entity.name}>
      {/* On a phone a wide control (a course picker) goes under the title rather than squeezing it. */}
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading size="md" whiteSpace="nowrap">
          {list.title}
        </Heading>
        {actions}
      </HStack>
      {side ? (
        // A phone has no room for a tree beside the table: the tree goes above it.
        <Stack direction={{ base: 'column', md: 'row' }} align="stretch" gap="4">
          {side}
          <Box flex="1" minW="0">
            {table}
          </Box>
        </Stack>
      ) : (
        table
      )}
      <EntityFormDialog {...list.form} />
      {list.historyDialog}
      {children}
    </Stack>
  );
}

export interface EntityListScreenProps<E extends ListedEntity = ListedEntity>
  extends EntityListOptions<E>,
    Omit<EntityListViewProps, 'list'> {}

/** The catalogue's list screen: useEntityList's state drawn by EntityListView. */
export function EntityListScreen<E extends ListedEntity>({
  side,
  actions,
  children,
  ...options
}: EntityListScreenProps<E>) {
  return (
    <EntityListView list={useEntityList(options)} side={side} actions={actions}>
      {children}
    </EntityListView>
  );
}
