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
  const requireFromKit = createRequire(join(import.meta.dirname, '../../ui-kit/package.json'));
  const XLSX = requireFromKit('sheetjs-style') as SheetLibrary;
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((r) => [...r])), sheet);
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-workbook-')), fileName);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
  return file;
}
