export { CARD_FIELDS, type CardLayout, cardLayout } from './card-layout.js';
export { CellButton, type CellButtonProps } from './cell-button.js';
export { cellText } from './cell-text.js';
export { type ColumnPrefs, reconcilePrefs, useColumnPrefs } from './column-prefs.js';
export {
  type AnyColumns,
  type ColumnOverrides,
  columnsFromEntity,
  type EntityColumns,
  type EntityRow,
  type ListColumns,
  searchableColumns,
} from './columns-from-entity.js';
export { DataTable, type DataTableProps } from './data-table.js';
export { exportTable, type SaveFile, saveWithLink, saveWorkbook } from './export-table.js';
export {
  buildWorkbook,
  dayCell,
  type ExportCell,
  exportCells,
  type FormattedNumber,
  inertText,
  momentCell,
  percentCell,
  type SheetLayout,
} from './export-workbook.js';
export { type Editing, type InlineEditSave, useInlineEdit } from './inline-edit.js';
export { childPath, HEADER_QUERY_KEY, linkTarget } from './link-target.js';
export { deleteRows, runBulkAction } from './row-actions.js';
export type { DateRangeSpec, SearchField } from './search-form.js';
export { type SelectionNeed, selectionProblem, useRowSelection } from './selection.js';
export type {
  CardPlace,
  ColumnLink,
  FetchPage,
  PageParams,
  PageResult,
  SortOrder,
  SortState,
  TableColumn,
  TableRow,
} from './types.js';
export { type DataTableApi, type DataTableOptions, type Navigate, useDataTable } from './use-data-table.js';
export { pageParams, type QueryValues, type TableQuery, useTableQuery } from './use-table-query.js';
