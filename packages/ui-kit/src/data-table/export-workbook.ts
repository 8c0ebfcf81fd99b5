import type { WorkBook } from 'sheetjs-style';
import { cellText } from './cell-text.js';
import type { TableColumn, TableRow } from './types.js';

/** The slice of sheetjs-style the workbook needs; passed in so that the library loads only on export. */
export type SheetLibrary = Pick<typeof import('sheetjs-style'), 'utils'>;

/** Leading characters a spreadsheet reads as a formula (or as the start of one, via a tab or return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe, so it shows as typed and never runs. */
export const inertText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A number the spreadsheet shows in a format of its own: a share as '0.0%', a day as 'yyyy-mm-dd'. */
export interface FormattedNumber {
  readonly value: number;
  readonly format: string;
}

export type ExportCell = string | number | FormattedNumber;

/** Day 0 of the spreadsheet's date numbers (1900 system, past its leap-year bug). */
const SHEET_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A calendar day ('YYYY-MM-DD', a wire date's first ten characters) as a date cell: the spreadsheet's day
 * number shown as a date, so that it sorts and filters as a date. Counted in UTC: a day has no time zone.
 * Anything else stays (inert) text.
 */
export function dayCell(day: string): ExportCell {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return inertText(day);
  const value = (Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - SHEET_EPOCH) / 86_400_000;
  return { value, format: 'yyyy-mm-dd' };
}

/**
 * A wire time ('YYYY-MM-DD HH:mm[:ss]', China time as the server writes it) as a date-time cell to the
 * minute: the day number plus the fraction of the day, as the clock read. Anything else stays text.
 */
export function momentCell(moment: string): ExportCell {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})/.exec(moment);
  const day = m && dayCell(m[1] as string);
  if (!m || !day || typeof day !== 'object') return inertText(moment);
  return { value: day.value + (Number(m[2]) * 60 + Number(m[3])) / 1440, format: 'yyyy-mm-dd hh:mm' };
}

/** A share (0.875) as a percentage cell (87.5%); the number stays the share, for sums and charts. */
export const percentCell = (share: number): ExportCell => ({ value: share, format: '0.0%' });

const plainValue = (cell: ExportCell) => (typeof cell === 'object' ? cell.value : cell);

/** The header and rows as the screen shows them; numbers stay numbers, text is made inert. */
export function exportCells<Row extends TableRow>(
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
) {
  const header: ExportCell[] = columns.map((c) => inertText(c.title));
  const body = rows.map((row) =>
    columns.map((column): ExportCell => {
      const value = row[column.key];
      if (column.display === 'number' && typeof value === 'number' && Number.isFinite(value)) return value;
      return inertText(cellText(column, row));
    }),
  );
  return [header, ...body];
}

const HEADER_STYLE = {
  font: { bold: true },
  fill: { patternType: 'solid', fgColor: { rgb: 'FFE2E8F0' } },
  alignment: { horizontal: 'center', vertical: 'center' },
};

/** How the sheet is laid out around the table. */
export interface SheetLayout {
  readonly sheetName?: string;
  /** Lines above the table (its scope, its filters), then one blank line, then the header. */
  readonly preamble?: readonly (readonly ExportCell[])[];
}

/**
 * One sheet with a bold, filled header row and columns wide enough for their longest text; lines of the
 * preamble above it. A formatted number is written as its number with its format.
 */
export function buildWorkbook(
  xlsx: SheetLibrary,
  cells: ExportCell[][],
  layout: string | SheetLayout = '数据',
): WorkBook {
  const { sheetName = '数据', preamble = [] } = typeof layout === 'string' ? { sheetName: layout } : layout;
  const top: ExportCell[][] = preamble.length ? [...preamble.map((line) => [...line]), []] : [];
  const all = [...top, ...cells];
  const sheet = xlsx.utils.aoa_to_sheet(all.map((row) => row.map(plainValue)));
  all.forEach((row, r) => {
    row.forEach((value, c) => {
      const cell = sheet[xlsx.utils.encode_cell({ r, c })];
      if (cell && typeof value === 'object') cell.z = value.format;
    });
  });
  const header = cells[0] ?? [];
  header.forEach((_title, index) => {
    const cell = sheet[xlsx.utils.encode_cell({ r: top.length, c: index })];
    if (cell) cell.s = HEADER_STYLE;
  });
  // CJK characters take about two character widths; a formatted number about ten.
  const width = (value: ExportCell) =>
    typeof value === 'object'
      ? 10
      : [...String(value)].reduce((n, ch) => n + (ch.charCodeAt(0) > 255 ? 2 : 1), 0);
  sheet['!cols'] = header.map((_title, index) => ({
    wch: Math.min(60, Math.max(8, ...cells.slice(0, 200).map((row) => width(row[index] ?? '') + 2))),
  }));
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, sheet, sheetName);
  return book;
}
