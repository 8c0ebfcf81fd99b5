import { EXPORT_RUNNING, EXPORT_SUCCEEDED, exportConfirm } from '@practice/sdk';
import { confirmAction } from '../feedback/confirm.js';
import { dismissNotice, notify } from '../feedback/toaster.js';
import { buildWorkbook, type ExportCell, exportCells, type SheetLayout } from './export-workbook.js';
import { loadSheetLibrary } from './sheet-library.js';
import type { TableColumn, TableRow } from './types.js';

export type SaveFile = (data: Blob, fileName: string) => void;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The browser's download: a temporary link to the file, clicked once. */
export const saveWithLink: SaveFile = (data, fileName) => {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * Writes cells (header first) as an .xlsx workbook and saves it: an import template, say. The spreadsheet
 * library loads on first use.
 */
export async function saveWorkbook(
  cells: ExportCell[][],
  fileName: string,
  o: SheetLayout & { save?: SaveFile } = {},
): Promise<void> {
  const library = await loadSheetLibrary();
  const book = buildWorkbook(library, cells, o);
  const bytes: ArrayBuffer = library.write(book, { type: 'array', bookType: 'xlsx' });
  const name = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  (o.save ?? saveWithLink)(new Blob([bytes], { type: XLSX_TYPE }), name);
}

export interface ExportOptions<Row extends TableRow> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  fileName: string;
  save?: SaveFile;
}

/**
 * The export of SPEC §8: a confirmation naming the page's row count (all data needs the 全部 page size),
 * 正在导出 Excel 中,请稍后... while the workbook is built, then 导出成功!. Resolves whether a file was saved.
 */
export async function exportTable<Row extends TableRow>({
  columns,
  rows,
  fileName,
  save = saveWithLink,
}: ExportOptions<Row>): Promise<boolean> {
  if (!(await confirmAction(exportConfirm(rows.length)))) return false;
  const running = notify('loading', EXPORT_RUNNING);
  try {
    await saveWorkbook(exportCells(columns, rows), fileName, { save });
  } finally {
    dismissNotice(running);
  }
  notify('success', EXPORT_SUCCEEDED);
  return true;
}
