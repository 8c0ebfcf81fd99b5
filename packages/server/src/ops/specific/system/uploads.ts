import {
  assertFileType,
  checkUploadFolder,
  createLocalStorage,
  type FileKind,
  fileKindOfFolder,
  uploadLimits,
} from '../../../files/index.js';
import { type Handler, type OpContext, signedIn } from '../../context.js';
import { entryName, readSingleFile, schoolNameOf } from './upload-form.js';

/*
 * Upload/BatchUpload, Upload/UploadImageNoPro and /file/upload (SPEC §5, §7.4): one file per request, at
 * most ctx.config.uploadMaxMb, its type allowed by the folder's kind of field (image folders checked by
 * content, not name), stored under a server-made name {school}/{folder}/{uid}---{name}. The answer is the
 * FileList entry 'name&&path&&folder&&size'; the pipeline wraps it as {Code: 10000, Message, FileList}.
 */

export interface Stored {
  name: string;
  path: string;
  size: number;
}

export async function storeUpload(
  ctx: OpContext,
  folder: string,
  kind: FileKind,
  file: { name: string; bytes: Uint8Array },
): Promise<Stored> {
  assertFileType(kind, file.name, file.bytes);
  const storage = createLocalStorage({ root: ctx.config.filesDir });
  return storage.save({
    data: file.bytes,
    originalName: entryName(file.name),
    folder,
    schoolName: await schoolNameOf(ctx.db, signedIn(ctx).schoolId),
    maxMb: ctx.config.uploadMaxMb,
  });
}

export const fileEntry = (s: Stored, folder: string) => `${s.name}&&${s.path}&&${folder}&&${s.size}`;

const upload =
  (kindOf: (folder: string) => FileKind): Handler =>
  async (ctx, { query }) => {
    // The contract's pattern already refused '..' and absolute folders; the files module checks again.
    const folder = checkUploadFolder(String(query.folder));
    const limits = uploadLimits({ maxMb: ctx.config.uploadMaxMb });
    const file = await readSingleFile(ctx.request, limits, ctx.op.multipart?.field ?? 'file');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const stored = await storeUpload(ctx, folder, kindOf(folder), { name: file.name, bytes });
    return [fileEntry(stored, folder)];
  };

export const batchUpload = upload(fileKindOfFolder);
/** Images only, whatever the folder: the editor's and banners' picture uploads without processing. */
export const uploadImage = upload((folder) => (fileKindOfFolder(folder) === 'banner' ? 'banner' : 'image'));
export const fileUpload = upload(fileKindOfFolder);
