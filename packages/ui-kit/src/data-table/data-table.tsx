import { Button, HStack, Stack, type SystemStyleObject } from '@chakra-ui/react';
import { DELETE_CONFIRM, TAP_TARGET_PX } from '@practice/sdk';
import { getCoreRowModel, type SortingState, type Updater, useReactTable } from '@tanstack/react-table';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { PHONE_QUERY, usePhone } from '../phone/use-phone.js';
import { CardList } from './card-list.js';
import { pinnedLast } from './column-layout.js';
import { ColumnSettings } from './column-settings.js';
import { searchableColumns } from './columns-from-entity.js';
import { FoldedFilters } from './folded-filters.js';
import { PaginationBar } from './pagination-bar.js';
import { type DateRangeSpec, type SearchField, SearchForm, type SearchFormProps } from './search-form.js';
import { columnDefs, SELECT_COLUMN_ID } from './table-columns.js';
import { type RowHandlers, TableGrid } from './table-grid.js';
import type { TableColumn, TableRow } from './types.js';
import { type DataTableApi, type DataTableOptions, useDataTable } from './use-data-table.js';

export interface DataTableProps<Row extends TableRow> extends DataTableOptions<Row> {
  /** Search-form fields; the searchable columns when absent, none when empty. */
  searchFields?: readonly SearchField[];
  /** The date range control (tCreateDate by default); false for none. */
  dateRange?: DateRangeSpec | false;
  /** The screen's buttons, given the table's api (selection checks, bulk actions, reload). */
  toolbar?: (api: DataTableApi<Row>) => ReactNode;
  /** Deletes the selected rows; shows a 删除 button. */
  onDelete?: (rows: Row[]) => Promise<unknown>;
  /** Whether 删除 is drawn for the rows selected now (rows the user may not delete hide it); always when absent. */
  deletable?: (selected: Row[]) => boolean;
  /** Shows the 导出 button. */
  exportable?: boolean;
  selectable?: boolean;
  /** Largest height of the scrolling body in pixels; a short page takes only the rows' height. */
  height?: number;
  rowHeight?: number;
}

/**
 * On a phone every button of the toolbar (the screen's, 删除, 导出, 列设置) is a finger's size; the
 * screens pass small desktop buttons, and one rule here is simpler than a size at each of them.
 */
const PHONE_TOOLBAR: SystemStyleObject = {
  [`@media ${PHONE_QUERY}`]: { '& button': { minHeight: `${TAP_TARGET_PX}px` } },
};

/** The list screen of SPEC §2.4: search, toolbar, column settings, virtualised table and pagination. */
export function DataTable<Row extends TableRow>(props: DataTableProps<Row>) {
  const { columns, selectable = true, height = 540, rowHeight = 44, dateRange = {} } = props;
  const api = useDataTable(props);
  // Below 768 px the rows are cards and the filters fold away (issue: students on their phones).
  const phone = usePhone();
  const { query, selection, prefs, inlineEdit } = api;
  const apiRef = useRef(api);
  apiRef.current = api;

  const defs = useMemo(() => columnDefs(columns, selectable, query.rows), [columns, selectable, query.rows]);
  const sorting = useMemo<SortingState>(
    () => (query.sort ? [{ id: query.sort.name, desc: query.sort.order === 'desc' }] : []),
    [query.sort],
  );
  const onSortingChange = useCallback((updater: Updater<SortingState>) => {
    const { query: q } = apiRef.current;
    const current: SortingState = q.sort ? [{ id: q.sort.name, desc: q.sort.order === 'desc' }] : [];
    const next = typeof updater === 'function' ? updater(current) : updater;
    const first = next[0];
    q.setSort(first ? { name: first.id, order: first.desc ? 'desc' : 'asc' } : null);
  }, []);
  const columnVisibility = useMemo(
    () => Object.fromEntries([...prefs.hidden].map((key) => [key, false])),
    [prefs.hidden],
  );
  const table = useReactTable<TableRow>({
    data: query.rows as TableRow[],
    columns: defs as never,
    getCoreRowModel: getCoreRowModel(),
    getRowId: api.getRowId as (row: TableRow) => string,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    sortDescFirst: false,
    state: {
      sorting,
      rowSelection: selection.selection,
      columnOrder: [SELECT_COLUMN_ID, ...pinnedLast(prefs.order, columns as readonly TableColumn[])],
      columnVisibility,
    },
    onSortingChange,
    onRowSelectionChange: selection.setSelection,
  });

  // Stable handlers, so that memoised rows are not redrawn on every scroll frame.
  const handlers = useMemo<RowHandlers>(
    () => ({
      onRowClick: (id) => apiRef.current.selection.onRowClick(id),
      onToggle: (id) => apiRef.current.selection.toggle(id),
      onLink: (column, row) => apiRef.current.followLink(column as unknown as TableColumn<Row>, row as Row),
      onStartEdit: (id, row, field) => apiRef.current.inlineEdit.start(id, row as Row, field),
      onDraft: (text) => apiRef.current.inlineEdit.change(text),
      onCommit: () => void apiRef.current.inlineEdit.commit(),
      onCancel: () => apiRef.current.inlineEdit.cancel(),
    }),
    [],
  );

  const rowCount = query.rows.length;
  const allSelected = rowCount > 0 && selection.selectedRows.length === rowCount;
  const toggleAll = useCallback(() => {
    const { query: q, selection: s, getRowId } = apiRef.current;
    s.setSelection(allSelected ? {} : Object.fromEntries(q.rows.map((row) => [getRowId(row), true])));
  }, [allSelected]);

  const fields =
    props.searchFields ??
    searchableColumns(columns).map((c) => ({ key: c.key, label: c.title, enum: c.enum }));
  const editing = inlineEdit.editing;
  const searchForm = (fields.length > 0 || !!dateRange) && (
    <SearchPart
      phone={phone}
      fields={fields}
      dateRange={dateRange}
      initial={query.query}
      onSearch={query.search}
      onReset={query.reset}
    />
  );
  return (
    <Stack gap="3" data-table-id={props.tableId}>
      {!phone && searchForm}
      <HStack justify="space-between" gap="2" flexWrap="wrap" css={PHONE_TOOLBAR}>
        <HStack gap="2" flexWrap="wrap">
          {/* On a phone the folded filters lead the toolbar: a line of its own would push the rows down. */}
          {phone && searchForm}
          {props.toolbar?.(api)}
          {props.onDelete && (props.deletable?.(api.selection.selectedRows) ?? true) && (
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              onClick={() => {
                const remove = props.onDelete;
                if (remove) void api.runBulk('删除', remove, { confirmText: DELETE_CONFIRM });
              }}
            >
              删除
            </Button>
          )}
          {props.exportable && (
            <Button size="sm" variant="outline" onClick={() => void api.exportPage()}>
              导出
            </Button>
          )}
        </HStack>
        <ColumnSettings columns={columns as readonly TableColumn[]} prefs={prefs} />
      </HStack>
      {phone ? (
        <CardList
          columns={api.visibleColumns as readonly TableColumn[]}
          rows={query.rows as TableRow[]}
          getRowId={api.getRowId as (row: TableRow) => string}
          selection={selection.selection}
          revealedRowId={query.revealedRowId}
          selectable={selectable}
          allSelected={allSelected}
          onToggleAll={toggleAll}
          handlers={handlers}
          loading={query.loading}
        />
      ) : (
        <TableGrid
          table={table}
          rows={query.rows as TableRow[]}
          getRowId={api.getRowId as (row: TableRow) => string}
          selection={selection.selection}
          revealedRowId={query.revealedRowId}
          allSelected={allSelected}
          onToggleAll={toggleAll}
          editing={editing ? { rowId: editing.rowId, field: editing.field, draft: editing.draft } : null}
          handlers={handlers}
          loading={query.loading}
          height={height}
          rowHeight={rowHeight}
        />
      )}
      <PaginationBar
        total={query.total}
        pageNumber={query.pageNumber}
        pageSize={query.pageSize}
        onPage={query.setPage}
        onPageSize={query.setPageSize}
      />
    </Stack>
  );
}

/** The search form: in the page on a desktop, folded behind 筛选 on a phone. */
function SearchPart({ phone, ...form }: SearchFormProps & { phone: boolean }) {
  return phone ? <FoldedFilters {...form} /> : <SearchForm {...form} />;
}
