import type { WorkBook } from 'sheetjs-style';
import { cellText } from './cell-text.js';
import type { TableColumn, TableRow } from './types.js';

/** The slice of sheetjs-style the workbook needs; passed in so that the library loads only on export. */
export type SheetLibrary = Pick<typeof import('sheetjs-style'), 'utils'>;

/** Leading characters a spreadsheet reads as a formula (or as the start of one, via a tab or return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe, so it shows as typed and never runs. */
export const inertText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

export type ExportCell = string | number;

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

/** One sheet with a bold, filled header row and columns wide enough for their longest text. */
export function buildWorkbook(xlsx: SheetLibrary, cells: ExportCell[][], sheetName = '数据'): WorkBook {
  const sheet = xlsx.utils.aoa_to_sheet(cells);
  const header = cells[0] ?? [];
  header.forEach((_title, index) => {
    const cell = sheet[xlsx.utils.encode_cell({ r: 0, c: index })];
    if (cell) cell.s = HEADER_STYLE;
  });
  // CJK characters take about two character widths.
  const width = (value: ExportCell) =>
    [...String(value)].reduce((n, ch) => n + (ch.charCodeAt(0) > 255 ? 2 : 1), 0);
  sheet['!cols'] = header.map((_title, index) => ({
    wch: Math.min(60, Math.max(8, ...cells.slice(0, 200).map((row) => width(row[index] ?? '') + 2))),
  }));
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, sheet, sheetName);
  return book;
}
