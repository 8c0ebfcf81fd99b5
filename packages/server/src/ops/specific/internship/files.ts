import { displayFileName } from '@practice/sdk';
import type { Queryable } from '../../../db/driver.js';
import {
  BATCH_DOWNLOAD_FOLDER,
  buildBatchZip,
  createLocalStorage,
  type FileStorage,
  type ZipRecord,
} from '../../../files/index.js';
import type { OpContext } from '../../context.js';

/** Input kinds whose value is a stored file (SPEC §3): 5 image upload, 6 file upload. */
export const FILE_KINDS = [5, 6] as const;

export const storageOf = (ctx: OpContext): FileStorage => createLocalStorage({ root: ctx.config.filesDir });

/**
 * The storage keys in a file value: one key, a JSON list (of keys or {cFilePath}), or an upload entry
 * 'name&&path&&folder&&size' (SPEC §3). Full URLs are elsewhere and cannot be packed.
 */
export function filePathsOf(value: unknown): string[] {
  if (typeof value !== 'string' || !value.trim()) return [];
  const text = value.trim();
  let list: unknown[] = [text];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      list = Array.isArray(parsed) ? parsed : [];
    } catch {
      list = [];
    }
  }
  return list
    .map((v) => (typeof v === 'string' ? v : ((v as { cFilePath?: unknown })?.cFilePath ?? '')))
    .map((v) => String(v).trim())
    .map((v) => (v.includes('&&') ? (v.split('&&')[1] ?? '') : v))
    .filter((v) => v && !/^[a-z]+:/i.test(v));
}

/** A zip entry named after what the file is ('实习日志_第3周_照片.jpg') rather than its storage key. */
export const labelled = (prefix: string, path: string) => ({
  path,
  name: `${prefix}${displayFileName(path)}`,
});

export async function schoolNameOfCourse(q: Queryable, courseId: unknown): Promise<string | null> {
  const rows = await q.query(
    'select s."cSchoolName" as name from "InternshipInfo" i join "School" s on s."fSchoolId" = i."fSchoolId" where i."fInternshipInfoId" = $1',
    [Number(courseId)],
  );
  return (rows[0]?.name as string | undefined) ?? null;
}

/**
 * Packs the records into a zip under batch-download/ and answers its storage key: the SDK's batchDownload
 * then fetches `${fileBase}/${key}` (SPEC §7.3 batch downloads answer a file URL).
 */
export async function zipAnswer(
  ctx: OpContext,
  records: ZipRecord[],
  zipName: string,
  schoolName: string | null,
) {
  // A FileError (an empty selection is a 404) becomes the envelope in the pipeline.
  const zip = await buildBatchZip(storageOf(ctx), { records, zipName, schoolName });
  return zip.path;
}

export { BATCH_DOWNLOAD_FOLDER };
