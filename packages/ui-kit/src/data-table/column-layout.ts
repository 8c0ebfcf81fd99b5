import { cellText } from './cell-text.js';
import type { TableColumn, TableRow } from './types.js';

/*
 * Where the desktop table puts its two columns that matter most (issue: desktop lists at 1280 px). The
 * column that names the row is drawn wide enough for the names on the page, up to NAME_FIT_CHARS
 * characters, so that a course or a student is never cut to 实习课程名… while narrower columns keep their
 * width; a longer name is cut, and its cell's tooltip holds it whole. The row's actions (links to its pages)
 * stay at the right edge while the rest scrolls sideways.
 */

/** The longest name shown whole; beyond it the cell is cut and the tooltip holds the rest. */
export const NAME_FIT_CHARS = 24;

/** The table's body text (Chakra's `sm`) in pixels, and a cell's padding either side plus its border. */
const FONT_PX = 14;
const CELL_PADDING_PX = 2 * 12 + 1;

/** Han, kana, Hangul and full-width forms take a whole em; Latin letters and digits about 0.6 of one. */
const WIDE = /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** About how wide `text` is drawn at the table's font, in pixels (no layout needed: rows are virtual). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? FONT_PX : FONT_PX * 0.6;
  return width;
}

/** A name cell's tooltip: the whole name, when the cell cuts it. */
export function nameTooltip<Row extends TableRow>(column: TableColumn<Row>, row: Row): string | undefined {
  if (!column.names) return undefined;
  const text = cellText(column, row);
  return [...text].length > NAME_FIT_CHARS ? text : undefined;
}

/**
 * The width of a column on this page: a naming column grows to its longest name (at most NAME_FIT_CHARS
 * characters) and never shrinks below its declared width; other columns keep theirs.
 */
export function fittedWidth<Row extends TableRow>(
  column: TableColumn<Row>,
  rows: readonly Row[],
  declared: number,
): number {
  if (!column.names) return declared;
  let widest = textWidth(column.title) + FONT_PX * 1.5; // the sort mark beside the header
  for (const row of rows) {
    const shown = [...cellText(column, row)].slice(0, NAME_FIT_CHARS).join('');
    widest = Math.max(widest, textWidth(shown));
  }
  return Math.max(declared, Math.ceil(widest + CELL_PADDING_PX));
}

/** The display order with the pinned columns moved to the end, in their own order. */
export function pinnedLast(order: readonly string[], columns: readonly TableColumn[]): string[] {
  const pinned = new Set(columns.filter((c) => c.pin === 'end').map((c) => c.key));
  return [...order.filter((key) => !pinned.has(key)), ...order.filter((key) => pinned.has(key))];
}

/**
 * Each pinned column's distance from the right edge: the widths of the pinned columns drawn after it.
 * Columns are given in display order, visible ones only.
 */
export function pinOffsets(columns: readonly { id: string; size: number; pinned: boolean }[]) {
  const offsets = new Map<string, number>();
  let right = 0;
  for (const column of [...columns].reverse()) {
    if (!column.pinned) continue;
    offsets.set(column.id, right);
    right += column.size;
  }
  return offsets;
}

/**
 * A pinned cell's offset, as a variable the wide table's rule reads (table-grid-styles.ts): set as `right`
 * itself it would also move the header cells, which are sticky at every width, in a phone's narrow table.
 */
export const pinStyle = (pinRight: number | undefined) =>
  pinRight === undefined ? {} : ({ '--dt-pin-right': `${pinRight}px` } as Record<string, string>);
