/**
 * Test fixtures shared by this folder's tests (and the server's, for stored files): temporary storage roots,
 * workbooks built in memory, files noted as someone's upload.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { constants, deflateRawSync } from 'node:zlib';
import { type PracticeSdk, uploadFile } from '@practice/sdk';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import * as XLSX from 'sheetjs-style';
import type { Queryable } from '../db/driver.js';
import { recordUpload } from './upload-ledger.js';

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

/**
 * Notes a file a test wrote straight to disk as `userName`'s upload, as if it had come through BatchUpload:
 * the /files check (file-readers.ts) serves a private file only to its uploader or through rows.
 */
export async function noteUploadOf(q: Queryable, path: string, userName: string): Promise<void> {
  const [user] = await q.query<{ id: string; school: string | null }>(
    'select "fAppUserId" as id, "fSchoolId" as school from "AppUser" where "cUserName" = $1',
    [userName],
  );
  if (!user) throw new Error(`no user ${userName}`);
  await recordUpload(q, path, { userId: user.id, schoolId: user.school });
}

/** A file uploaded through BatchUpload by a signed-in client: its stored path, theirs to write into rows. */
export async function uploadedPath(
  sdk: PracticeSdk,
  name: string,
  content: Uint8Array | string,
  folder = 'Internship/cFilePath',
): Promise<string> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const [stored] = await uploadFile(sdk, new Blob([new Uint8Array(bytes)]), name, { folder: { folder } });
  if (!stored?.path) throw new Error(`upload of ${name} answered no path`);
  return stored.path;
}

/** Small files whose content matches their names (the upload check reads it). */
export const SAMPLE_FILES = {
  pdf: '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n',
  txt: '示例文本',
  // A zip with one entry: also what .docx, .xlsx and .pptx are.
  zip: zipSync({ '说明.txt': strToU8('示例') }),
  png: Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  ),
} as const;

export interface ZipBombOptions {
  /** What the one entry inflates to, in MB of zeros. */
  readonly unpackedMb: number;
  /** The unpacked size the archive claims (default: the true one); a lying bomb claims little. */
  readonly declaredBytes?: number;
}

/**
 * An .xlsx-shaped zip bomb: one worksheet entry that inflates to `unpackedMb` MB, about 1 kB per MB packed.
 * Built without ever holding the unpacked bytes: 1 MB of zeros deflated once and flushed to a byte boundary is
 * a stream piece that can be repeated (it refers to nothing before it), then one empty final block.
 */
export function zipBomb({ unpackedMb, declaredBytes }: ZipBombOptions): Uint8Array {
  const piece = deflateRawSync(Buffer.alloc(1024 * 1024), {
    level: 9,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  const packed = Buffer.concat([...Array.from({ length: unpackedMb }, () => piece), Buffer.from([3, 0])]);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const unpacked = declaredBytes ?? unpackedMb * 1024 * 1024;
  const sizes = (header: Buffer, at: number) => {
    header.writeUInt16LE(8, at); // deflated
    header.writeUInt32LE(packed.length, at + 10);
    header.writeUInt32LE(unpacked, at + 14);
    header.writeUInt16LE(name.length, at + 18);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  sizes(local, 8);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  sizes(central, 10);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + packed.length, 16);
  return new Uint8Array(Buffer.concat([local, name, packed, central, name, end]));
}
