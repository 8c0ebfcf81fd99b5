import { Box } from '@chakra-ui/react';
import type { Header, Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type RefObject, useEffect, useMemo, useRef } from 'react';
import { BodyCell, type CellHandlers } from './body-cell.js';
import { pinOffsets, pinStyle } from './column-layout.js';
import { LoadingCover } from './loading-cover.js';
import { SELECT_COLUMN_ID } from './table-columns.js';
import { gridStyles } from './table-grid-styles.js';
import type { TableColumn, TableRow } from './types.js';

export interface RowHandlers extends CellHandlers {
  onRowClick: (rowId: string) => void;
  onToggle: (rowId: string) => void;
}

/** What a body cell shows: the selection checkbox, or one of the kit's columns. */
export type CellSlot = { kind: 'select' } | { kind: 'data'; column: TableColumn; pinRight?: number };

interface BodyRowProps {
  original: TableRow;
  rowId: string;
  index: number;
  selected: boolean;
  /** The row just added, which the table opened its page to show. */
  revealed: boolean;
  /** The field being edited in this row, and its text. */
  editing: { field: string; draft: string } | null;
  slots: readonly CellSlot[];
  handlers: RowHandlers;
}

/**
 * Memoised: scrolling mounts new rows but does not redraw the ones already on screen. Rows are drawn from
 * the data itself, not TanStack row objects: building 100 000 of those costs seconds before the first paint.
 */
const BodyRow = memo(function BodyRow({
  original,
  rowId,
  index,
  selected,
  revealed,
  editing,
  slots,
  handlers,
}: BodyRowProps) {
  return (
    <tr
      data-row-index={index}
      data-selected={selected ? '' : undefined}
      data-revealed={revealed ? '' : undefined}
      onClick={() => handlers.onRowClick(rowId)}
    >
      {slots.map((slot) =>
        slot.kind === 'select' ? (
          <td key="__select" className="dt-cell dt-select">
            <input
              type="checkbox"
              aria-label={`选择第 ${index + 1} 行`}
              checked={selected}
              onClick={(event) => event.stopPropagation()}
              onChange={() => handlers.onToggle(rowId)}
            />
          </td>
        ) : (
          <BodyCell
            key={slot.column.key}
            column={slot.column}
            pinRight={slot.pinRight}
            row={original}
            rowId={rowId}
            draft={editing?.field === slot.column.key ? editing.draft : undefined}
            handlers={handlers}
          />
        ),
      )}
    </tr>
  );
});

function HeaderCell({
  header,
  allSelected,
  onToggleAll,
  pinRight,
}: {
  header: Header<TableRow, unknown>;
  allSelected: boolean;
  onToggleAll: () => void;
  /** A pinned column's distance from the right edge. */
  pinRight: number | undefined;
}) {
  const { column } = header;
  if (column.id === SELECT_COLUMN_ID) {
    return (
      <th className="dt-select" style={{ width: header.getSize() }}>
        <input type="checkbox" aria-label="全选本页" checked={allSelected} onChange={onToggleAll} />
      </th>
    );
  }
  const sorted = column.getIsSorted();
  const title = String(column.columnDef.header);
  return (
    <th
      className={pinRight === undefined ? undefined : 'dt-pin'}
      style={{ width: header.getSize(), ...pinStyle(pinRight) }}
      aria-sort={
        sorted === 'asc'
          ? 'ascending'
          : sorted === 'desc'
            ? 'descending'
            : column.getCanSort()
              ? 'none'
              : undefined
      }
    >
      {column.getCanSort() ? (
        <button type="button" className="dt-sort" onClick={column.getToggleSortingHandler()}>
          {title}
          <span aria-hidden="true" className="dt-sort-mark">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
          </span>
        </button>
      ) : (
        title
      )}
    </th>
  );
}

export interface TableGridProps {
  table: Table<TableRow>;
  rows: readonly TableRow[];
  getRowId: (row: TableRow) => string;
  selection: Record<string, boolean>;
  /** The row just added (useTableQuery revealRow): marked, and scrolled into view. */
  revealedRowId: string | null;
  allSelected: boolean;
  onToggleAll: () => void;
  editing: { rowId: string; field: string; draft: string } | null;
  handlers: RowHandlers;
  loading: boolean;
  height: number;
  rowHeight: number;
  overscan?: number;
}

/** The header row; memoised apart from the body, which redraws on every scroll frame. */
const HeaderRows = memo(function HeaderRows({
  table,
  allSelected,
  onToggleAll,
  pins,
}: Pick<TableGridProps, 'table' | 'allSelected' | 'onToggleAll'> & {
  stateKey: string;
  pins: ReadonlyMap<string, number>;
}) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <HeaderCell
              key={header.id}
              header={header}
              allSelected={allSelected}
              onToggleAll={onToggleAll}
              pinRight={pins.get(header.column.id)}
            />
          ))}
        </tr>
      ))}
    </thead>
  );
});

type VirtualTableProps = Omit<TableGridProps, 'loading' | 'height'> & {
  scrollRef: RefObject<HTMLDivElement | null>;
  emptyText: string;
};

/**
 * The part that scrolling redraws: plain elements only, so that a frame costs the new rows and no styling
 * work. Only the rows in view (plus a few either side) are mounted; spacer rows keep the full height.
 */
function VirtualTable(props: VirtualTableProps) {
  const {
    table,
    rows,
    getRowId,
    selection,
    revealedRowId,
    editing,
    handlers,
    rowHeight,
    overscan = 6,
    scrollRef,
  } = props;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
  });
  // A page of 50 or more rows is taller than the box: the row just added is scrolled to, not left below.
  // Memoised: this redraws on every scroll frame, and a page may hold 100 000 rows.
  const revealedIndex = useMemo(
    () => (revealedRowId === null ? -1 : rows.findIndex((row) => getRowId(row) === revealedRowId)),
    [rows, getRowId, revealedRowId],
  );
  useEffect(() => {
    if (revealedIndex >= 0) virtualizer.scrollToIndex(revealedIndex, { align: 'auto' });
  }, [revealedIndex, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const leafColumns = table.getVisibleLeafColumns();
  // The sizes are part of the key: the naming column's width follows the page's names.
  const columnsKey = leafColumns.map((c) => `${c.id}:${c.getSize()}`).join(',');
  const pins = useMemo(
    () =>
      pinOffsets(
        leafColumns.map((c) => ({
          id: c.id,
          size: c.getSize(),
          pinned: c.columnDef.meta?.column?.pin === 'end',
        })),
      ),
    [leafColumns],
  );
  const slots = useMemo(
    () =>
      leafColumns.flatMap((c): CellSlot[] => {
        if (c.id === SELECT_COLUMN_ID) return [{ kind: 'select' }];
        const column = c.columnDef.meta?.column;
        if (!column) return [];
        const pinRight = pins.get(c.id);
        return [pinRight === undefined ? { kind: 'data', column } : { kind: 'data', column, pinRight }];
      }),
    [leafColumns, pins],
  );
  const width = leafColumns.reduce((sum, c) => sum + c.getSize(), 0);
  const sorting = JSON.stringify(table.getState().sorting);
  return (
    <table style={{ width, minWidth: '100%' }}>
      <HeaderRows
        table={table}
        allSelected={props.allSelected}
        onToggleAll={props.onToggleAll}
        pins={pins}
        stateKey={`${columnsKey}|${sorting}`}
      />
      <tbody>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row takes no focus. */}
        {top > 0 && <tr aria-hidden="true" className="dt-spacer" style={{ height: top }} />}
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const rowId = getRowId(row);
          return (
            <BodyRow
              key={rowId}
              original={row}
              rowId={rowId}
              index={item.index}
              selected={Boolean(selection[rowId])}
              revealed={rowId === revealedRowId}
              editing={editing?.rowId === rowId ? editing : null}
              slots={slots}
              handlers={handlers}
            />
          );
        })}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row takes no focus. */}
        {bottom > 0 && <tr aria-hidden="true" className="dt-spacer" style={{ height: bottom }} />}
        {rows.length === 0 && (
          <tr>
            <td colSpan={leafColumns.length} className="dt-empty">
              {props.emptyText}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** The scrolling box (sticky header, fixed row height) with the loading overlay over it. */
export function TableGrid({ loading, height, rowHeight, ...rest }: TableGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const styles = useMemo(() => gridStyles(rowHeight), [rowHeight]);
  return (
    <Box position="relative" aria-busy={loading}>
      <Box
        ref={scrollRef}
        maxHeight={`${height}px`}
        minHeight={`${rowHeight * 3}px`}
        overflow="auto"
        tabIndex={0}
        aria-label="数据列表"
        role="region"
        css={styles}
      >
        <VirtualTable
          {...rest}
          rowHeight={rowHeight}
          scrollRef={scrollRef}
          emptyText={loading ? '' : '暂无数据'}
        />
      </Box>
      {loading && <LoadingCover />}
    </Box>
  );
}
