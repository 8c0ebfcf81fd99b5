import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The console does not depend on the library: the slice of it used here, typed by hand.
interface SheetLibrary {
  utils: {
    book_new(): unknown;
    aoa_to_sheet(rows: string[][]): unknown;
    book_append_sheet(book: unknown, sheet: unknown, name: string): void;
  };
  write(book: unknown, options: { type: 'buffer'; bookType: 'xlsx' }): Buffer;
  readFile(
    path: string,
    options?: { cellNF: true },
  ): { SheetNames: string[]; Sheets: Record<string, Record<string, SheetCell>> };
}

/** A cell as the library reads it: its type (n number, s text, d date …), value and number format. */
export interface SheetCell {
  readonly t: string;
  readonly v: unknown;
  readonly z?: string;
}

const sheetLibrary = () =>
  createRequire(join(import.meta.dirname, '../../ui-kit/package.json'))('sheetjs-style') as SheetLibrary & {
    utils: { sheet_to_json(sheet: unknown, o: { header: 1 }): unknown[][] };
  };

/** The first sheet of a downloaded workbook as rows of cells (header first), as a spreadsheet shows them. */
export function readWorkbook(path: string): unknown[][] {
  const XLSX = sheetLibrary();
  const book = XLSX.readFile(path);
  const first = book.SheetNames[0];
  return first ? XLSX.utils.sheet_to_json(book.Sheets[first], { header: 1 }) : [];
}

/** The first sheet's cells by address ('A5'), typed as the file stores them, with their number formats. */
export function readSheetCells(path: string): Record<string, SheetCell> {
  const book = sheetLibrary().readFile(path, { cellNF: true });
  const first = book.SheetNames[0];
  return (first && book.Sheets[first]) || {};
}

/**
 * Writes rows (header first) as an .xlsx file named `fileName` in a fresh temporary folder, for a test to
 * upload as a user would. sheetjs-style is the ui-kit's dependency, so it is resolved from there.
 */
export function writeWorkbook(
  fileName: string,
  rows: readonly (readonly string[])[],
  sheet = 'Sheet1',
): string {
  const XLSX = sheetLibrary();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((r) => [...r])), sheet);
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-workbook-')), fileName);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
  return file;
}
