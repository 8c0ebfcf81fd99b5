import type { PageResult } from './types.js';

/*
 * Where a row just added sits in a paged list. A list in ascending order (排序 fIndex, fSort, a name) puts a
 * new row on its last page, or anywhere, not on the page the user is looking at; reloading that page hides
 * the row the user has just saved. The list calls cannot say where a row is, so the table looks for it in
 * pages of the current query and sort, and opens the table page that holds it.
 */

/**
 * Rows asked for per look: a page size the back end offers (SPEC §9) and large enough that one look covers a
 * short list whole (a school's classes) and ten table pages of a long one.
 */
export const REVEAL_LOOK_SIZE = 100;

/**
 * Looks at most. A row the current query does not list (made under another tree node than the one chosen)
 * is in no page: this bounds what looking for it costs.
 */
export const REVEAL_MAX_LOOKS = 5;

/**
 * The looks in the order a new row is likeliest to be found: the first (lists newest first), the last
 * (lists in ascending order, where a new row has the highest number or none), then the others from the front.
 */
export function lookOrder(lookCount: number, maxLooks = REVEAL_MAX_LOOKS): number[] {
  const order: number[] = [];
  if (lookCount >= 1) order.push(1);
  if (lookCount >= 2) order.push(lookCount);
  for (let look = 2; look < lookCount; look++) order.push(look);
  return order.slice(0, maxLooks);
}

/** The table page (from 1) of the row at `index` (from 0) of the whole ordered list. */
export const tablePageOf = (index: number, pageSize: number): number => Math.floor(index / pageSize) + 1;

export interface RowSearch<Row> {
  /** Rows of the table's current query and sort: page `pageNumber` of `pageSize` rows. */
  look: (pageNumber: number, pageSize: number) => Promise<PageResult<Row>>;
  /** The table's page size: what the answer's page number counts in. */
  pageSize: number;
  isRow: (row: Row) => boolean;
  maxLooks?: number;
}

/**
 * The table page that holds the row, or null when no look found it. A look is larger than a table page (or
 * as large, for 500 and 全部): its rows are in the same order, so a row's place in it gives its table page.
 */
export async function findRowPage<Row>({
  look,
  pageSize,
  isRow,
  maxLooks = REVEAL_MAX_LOOKS,
}: RowSearch<Row>): Promise<number | null> {
  const lookSize = Math.max(pageSize, REVEAL_LOOK_SIZE);
  const pageIn = (lookNumber: number, rows: readonly Row[]) => {
    const index = rows.findIndex(isRow);
    return index < 0 ? null : tablePageOf((lookNumber - 1) * lookSize + index, pageSize);
  };
  // The first look also says how many there are.
  const first = await look(1, lookSize);
  const onFirst = pageIn(1, first.rows);
  if (onFirst !== null) return onFirst;
  for (const lookNumber of lookOrder(Math.ceil(first.total / lookSize), maxLooks).slice(1)) {
    const found = pageIn(lookNumber, (await look(lookNumber, lookSize)).rows);
    if (found !== null) return found;
  }
  return null;
}
