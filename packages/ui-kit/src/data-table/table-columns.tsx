import type { ColumnDef, RowData } from '@tanstack/react-table';
import { fittedWidth } from './column-layout.js';
import type { TableColumn, TableRow } from './types.js';

export const SELECT_COLUMN_ID = '__select';
export const SELECT_COLUMN_WIDTH = 48;
export const DEFAULT_COLUMN_WIDTH = 160;

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    column?: TableColumn<Record<string, unknown>>;
  }
}

/**
 * TanStack column definitions for the kit's columns; cells are drawn by the grid from `meta.column`. The
 * naming column's width fits the names of `rows`, the page shown.
 */
export function columnDefs<Row extends TableRow>(
  columns: readonly TableColumn<Row>[],
  selectable: boolean,
  rows: readonly Row[] = [],
): ColumnDef<Row>[] {
  const data = columns.map(
    (column): ColumnDef<Row> => ({
      id: column.key,
      accessorFn: (row) => row[column.key],
      header: column.title,
      enableSorting: Boolean(column.sortable),
      size: fittedWidth(column, rows, column.width ?? DEFAULT_COLUMN_WIDTH),
      meta: { column: column as unknown as TableColumn<Record<string, unknown>> },
    }),
  );
  if (!selectable) return data;
  return [{ id: SELECT_COLUMN_ID, header: '选择', enableSorting: false, size: SELECT_COLUMN_WIDTH }, ...data];
}
