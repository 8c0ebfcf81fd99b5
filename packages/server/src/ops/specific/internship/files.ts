import { displayFileName } from '@practice/sdk';
import type { Queryable } from '../../../db/driver.js';
import {
  BATCH_DOWNLOAD_FOLDER,
  buildBatchZip,
  type FileStorage,
  fileStorage,
  type ZipRecord,
} from '../../../files/index.js';
import { UPLOAD_INPUT_KINDS } from '../../../files/ref-columns.js';
import { recordingStorage } from '../../../files/upload-ledger.js';
import type { OpContext } from '../../context.js';

/** Input kinds whose value is a stored file (SPEC §3: 5 image upload, 6 file upload), as the write check reads them. */
export const FILE_KINDS = UPLOAD_INPUT_KINDS;

/** The store, where what a call generates (zips, exports) is noted as the caller's to fetch at /files. */
export const storageOf = (ctx: OpContext): FileStorage => {
  const storage = fileStorage(ctx.config);
  return ctx.caller ? recordingStorage(storage, ctx.db, ctx.caller) : storage;
};

// One reader of file values for the zips and for the write check (files/file-refs.ts): what a row may hold
// is exactly what gets packed.
export { filePathsOf } from '../../../files/file-values.js';

/** A zip entry named after what the file is ('实习日志_第3周_照片.jpg') rather than its storage key. */
export const labelled = (prefix: string, path: string) => ({
  path,
  name: `${prefix}${displayFileName(path)}`,
});

export async function schoolNameOfCourse(q: Queryable, courseId: unknown): Promise<string | null> {
  const rows = await q.query(
    'select s."cSchoolName" as name from "InternshipInfo" i join "School" s on s."fSchoolId" = i."fSchoolId" where i."fInternshipInfoId" = $1',
    [String(courseId)],
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
