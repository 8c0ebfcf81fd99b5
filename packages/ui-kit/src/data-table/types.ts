import type { Display, EnumDef } from '@practice/sdk/contract';
import type { ReactNode } from 'react';

/** A table row as the server sends it: wire names to values. */
export type TableRow = Record<string, unknown>;

export type SortOrder = 'asc' | 'desc';

export interface SortState {
  name: string;
  order: SortOrder;
}

/** What a list call receives: paging, sort, the search form's values and the date range's Begin/End. */
export interface PageParams {
  pageNumber: number;
  pageSize: number;
  sortName?: string;
  sortOrder?: SortOrder;
  [field: string]: unknown;
}

export interface PageResult<Row> {
  rows: Row[];
  total: number;
}

export type FetchPage<Row> = (params: PageParams) => Promise<PageResult<Row>>;

/**
 * A link cell: opens `child` beside the current screen (under the same top-level route), carrying the
 * listed fields from the row, or from the query form when the row lacks them.
 */
export interface ColumnLink {
  child: string;
  /** Copied from the row (or the query form); a missing one fails the jump. */
  fields: readonly string[];
  /** Copied when the row has them, left out when it does not (a course without a template batch). */
  optional?: readonly string[];
  /** Row fields whose first value is the page header; the internship or template name when absent. */
  header?: readonly string[];
  /** Fixed values after the page header: the production diary link ends with fType=3. */
  fixed?: Readonly<Record<string, string>>;
}

/**
 * A column's place on a phone's card (card-layout.ts): the row's title, its one status tag, a label-value
 * line, or a full-width button at the card's foot; false leaves it off the card (the table still has it).
 */
export type CardPlace = 'title' | 'status' | 'field' | 'action';

export interface TableColumn<Row extends TableRow = TableRow> {
  /** The wire name: sort name, search field and export key. */
  key: string;
  title: string;
  display?: Display;
  enum?: EnumDef;
  sortable?: boolean;
  /** Offered in the search form when the screen does not give its own fields. */
  searchable?: boolean;
  /** Hidden until the user shows it in the column settings. */
  hidden?: boolean;
  /** Double-click opens an input; saved through the table's onInlineEdit. */
  editable?: boolean;
  link?: ColumnLink;
  width?: number;
  /**
   * The column that names the row (the entity's title): as wide as the page's names up to 24 characters,
   * a longer one cut with the whole name as the cell's tooltip (column-layout.ts).
   */
  names?: boolean;
  /** 'end': the column stays at the right edge while the table scrolls sideways (the row's actions). */
  pin?: 'end';
  /** The text shown and exported, when the display-based default does not fit. */
  text?: (row: Row) => string;
  /** A custom cell; export still uses `text` or the default text. */
  render?: (row: Row) => ReactNode;
  /**
   * Its place on a phone's card, when the guess is wrong. The guess: the naming column (else the first
   * data column) is the title, the first enum column the status, links, pinned columns and custom cells
   * without text are actions, the next few other columns are fields.
   */
  card?: CardPlace | false;
}
