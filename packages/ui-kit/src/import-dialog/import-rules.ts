/**
 * Pure parts of the user import (SPEC §2.4, §5, §8): which file may be taken, and how a refused import reads.
 */
import { checkImportFile, checkSingleFile, IMPORT_FAILED } from '@practice/sdk';

/** The server's reply to an import: Code 10000 is success (SPEC §7.4), anything else is a refusal. */
export interface ImportResult {
  code: number | string;
  message?: string | null;
  /** How many rows the import added, when the server says: the success notice names the number. */
  count?: number;
}

export type ImportRow = Record<string, unknown>;

/**
 * A preview that a server's check refused: the rows it names (row and reason) instead of the rows it would
 * write. The dialog says that they cannot be imported as they are and offers no 确定导入.
 */
export interface RefusedPreview {
  refused: ImportRow[];
}

/** What step 3 shows: the rows to write, or a refusal's rows. */
export type ImportPreview = ImportRow[] | RefusedPreview;

/** Not a spec text: the preview could not be read from the file. */
export const IMPORT_READ_FAILED = '文件读取失败, 请检查文件内容后重新上传';

export const IMPORT_SUCCESS_CODE = 10_000;
/** The server's message is long and unbroken; the alert wraps it at this many characters. */
export const FAILURE_LINE_LENGTH = 40;

export const isImportSuccess = (result: ImportResult): boolean => Number(result.code) === IMPORT_SUCCESS_CODE;

/** Cuts text into lines of at most `size` characters, counting code points so no surrogate pair is split. */
export function splitIntoLines(text: string, size: number = FAILURE_LINE_LENGTH): string[] {
  if (!(size >= 1)) throw new RangeError(`line length must be at least 1, got ${size}`);
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const chars = Array.from(paragraph);
    for (let start = 0; start < chars.length; start += size)
      lines.push(chars.slice(start, start + size).join(''));
  }
  return lines;
}

/** The failure alert: a heading and the server's message in 40-character lines. */
export function importFailure(message: string | null | undefined): { title: string; lines: string[] } {
  return { title: IMPORT_FAILED, lines: splitIntoLines((message ?? '').trim()) };
}

/**
 * Every warning for the files offered at step 2 (one file only, .xls/.xlsx, at most 100 MB); empty when fine.
 * `currentCount` is 1 when a file is already chosen.
 */
export function checkImportCandidates(
  files: readonly { name: string; size: number }[],
  currentCount = 0,
): readonly string[] {
  const oneFile = checkSingleFile(currentCount + files.length - 1);
  if (oneFile) return [oneFile];
  const [file] = files;
  return file ? (checkImportFile(file.name, file.size) ?? []) : [];
}

/** Column names of the preview table: every key in the order first seen. */
export function previewColumns(rows: readonly ImportRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
