import { LINK_JUMP_FAILED } from '@practice/sdk';
import { useCallback, useMemo } from 'react';
import { notify } from '../feedback/toaster.js';
import { useColumnPrefs } from './column-prefs.js';
import { exportTable, type SaveFile } from './export-table.js';
import { type InlineEditSave, useInlineEdit } from './inline-edit.js';
import { linkTarget } from './link-target.js';
import { runBulkAction } from './row-actions.js';
import { type SelectionNeed, useRowSelection } from './selection.js';
import type { FetchPage, SortState, TableColumn, TableRow } from './types.js';
import { type QueryValues, useTableQuery } from './use-table-query.js';

export type Navigate = (path: string, query: Record<string, string>) => void;

export interface DataTableOptions<Row extends TableRow> {
  columns: readonly TableColumn<Row>[];
  fetchPage: FetchPage<Row>;
  /** The row's key field, or a function of the row. */
  rowKey: string | ((row: Row) => string);
  /** Remembers column choices in localStorage under this id. */
  tableId?: string;
  initialQuery?: QueryValues;
  initialPageSize?: number;
  initialSort?: SortState | null;
  rowClickDisabled?: boolean;
  onInlineEdit?: InlineEditSave<Row>;
  onNavigate?: Navigate;
  /** The screen's path, for link cells; the browser's location when absent. */
  currentPath?: string;
  exportFileName?: string;
  saveFile?: SaveFile;
  /** After 导出 saved a file: the rows it holds and its name (the console reports it to the audit log). */
  onExported?: (rows: readonly Row[], fileName: string) => void;
}

/** Everything a list screen does, without the view: paging, selection, columns, inline edit, links, actions. */
export function useDataTable<Row extends TableRow>(options: DataTableOptions<Row>) {
  const { columns, rowKey, onNavigate, currentPath } = options;
  const getRowId = useCallback(
    (row: Row) => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey])),
    [rowKey],
  );
  const query = useTableQuery<Row>({ ...options, getRowId });
  const selection = useRowSelection({
    rows: query.rows,
    getRowId,
    rowClickDisabled: options.rowClickDisabled,
  });
  const prefs = useColumnPrefs(options.tableId, columns);
  const inlineEdit = useInlineEdit<Row>({ onInlineEdit: options.onInlineEdit, reload: query.reload });

  const visibleColumns = useMemo(() => {
    const byKey = new Map(columns.map((c) => [c.key, c]));
    return prefs.order.flatMap((key) => {
      const column = byKey.get(key);
      return column && prefs.isVisible(key) ? [column] : [];
    });
  }, [columns, prefs.order, prefs.isVisible]);

  const followLink = useCallback(
    (column: TableColumn<Row>, row: Row) => {
      selection.markLinkClicked();
      if (!column.link) return;
      const path = currentPath ?? globalThis.location?.pathname ?? '/';
      const target = linkTarget(column.link, path, row, query.query);
      if (!target) {
        notify('warning', LINK_JUMP_FAILED);
        return;
      }
      onNavigate?.(target.path, target.query);
    },
    [selection.markLinkClicked, currentPath, query.query, onNavigate],
  );

  return {
    query,
    selection,
    prefs,
    inlineEdit,
    getRowId,
    visibleColumns,
    followLink,
    /** Runs an action on the selected rows after checking the selection (see runBulkAction). */
    runBulk: useCallback(
      async (
        action: string,
        run: (rows: Row[]) => Promise<unknown>,
        extra: { need?: SelectionNeed; confirmText?: string } = {},
      ) => {
        const rows = selection.requireSelection(extra.need ?? 'any');
        if (!rows) return false;
        return runBulkAction({ action, rows, run, reload: query.reload, confirmText: extra.confirmText });
      },
      [selection.requireSelection, query.reload],
    ),
    /** Exports the current page's rows in the visible columns, as shown. */
    exportPage: useCallback(async () => {
      const fileName = options.exportFileName ?? '导出数据';
      const rows = query.rows;
      const saved = await exportTable({ columns: visibleColumns, rows, fileName, save: options.saveFile });
      if (saved) options.onExported?.(rows, fileName);
      return saved;
    }, [visibleColumns, query.rows, options.exportFileName, options.saveFile, options.onExported]),
  };
}

export type DataTableApi<Row extends TableRow> = ReturnType<typeof useDataTable<Row>>;
