/** Test fixtures shared by this folder's tests: temporary storage roots and workbooks built in memory. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import * as XLSX from 'sheetjs-style';

export async function makeTempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'practice-files-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Every file under `dir` (hidden ones included), relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** An .xlsx whose first sheet holds `rows` (written by sheetjs-style, which is safe for writing). */
export function workbookBytes(
  rows: readonly (readonly (string | number)[])[],
  sheetName = '用户导入',
): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), sheetName);
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
}

/** Rewrites parts of an .xlsx, for crafting files no honest writer would produce. */
export function patchWorkbook(bytes: Uint8Array, patch: (parts: Record<string, string>) => void): Uint8Array {
  const files = unzipSync(bytes);
  const parts: Record<string, string> = {};
  for (const [name, data] of Object.entries(files))
    if (/\.(?:xml|rels|vml)$/.test(name)) parts[name] = strFromU8(data);
  patch(parts);
  for (const [name, text] of Object.entries(parts)) files[name] = strToU8(text);
  return zipSync(files);
}
