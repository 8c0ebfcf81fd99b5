import { extensionOf } from '@practice/sdk';
import {
  assertFileType,
  type FileKind,
  fileKindOfFolder,
  fileStorage,
  type SaveInput,
  uploadLimits,
} from '../../../files/index.js';
import { admitFolder } from '../../../files/upload-gate.js';
import { recordingStorage } from '../../../files/upload-ledger.js';
import { type OpContext, signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { entryName, schoolNameOf } from './upload-form.js';
import { streamSingleFile } from './upload-stream.js';

/*
 * Upload/BatchUpload, Upload/UploadImageNoPro and /file/upload (SPEC §5, §7.4): one file per request, at
 * most ctx.config.uploadMaxMb, into a folder the caller may write (files/upload-gate.ts: the portal's public
 * presets only for its editors), its type allowed by the folder's kind of field and matched by content,
 * stored under a server-made name {school}/{folder}/{uid}---{name} and noted as the caller's upload. The
 * answer is the FileList entry 'name&&path&&folder&&size'; the pipeline wraps it as {Code: 10000, Message,
 * FileList}.
 */

export interface Stored {
  name: string;
  path: string;
  size: number;
}

/** Stores a checked upload under the caller's school, noted as theirs (files/upload-ledger.ts). */
export async function saveUpload(
  ctx: OpContext,
  input: Pick<SaveInput, 'data' | 'originalName' | 'folder'>,
): Promise<Stored> {
  const caller = signedIn(ctx);
  const storage = recordingStorage(fileStorage(ctx.config), ctx.db, caller);
  return storage.save({
    ...input,
    originalName: entryName(input.originalName),
    schoolName: await schoolNameOf(ctx.db, caller.schoolId),
    maxMb: ctx.config.uploadMaxMb,
  });
}

export async function storeUpload(
  ctx: OpContext,
  folder: string,
  kind: FileKind,
  file: { name: string; bytes: Uint8Array },
): Promise<Stored> {
  assertFileType(kind, file.name, file.bytes);
  return saveUpload(ctx, { data: file.bytes, originalName: file.name, folder });
}

export const fileEntry = (s: Stored, folder: string) => `${s.name}&&${s.path}&&${folder}&&${s.size}`;

const upload = (kindOf: (folder: string) => FileKind) =>
  onNoRow(
    'an upload: it stores a new file in a folder admitFolder lets the caller write',
    async (ctx, { query }) => {
      // Before the body is read: a folder the caller may not write refuses the upload at once.
      const folder = await admitFolder(ctx.db, signedIn(ctx), String(query.folder));
      const limits = uploadLimits({ maxMb: ctx.config.uploadMaxMb });
      const field = ctx.op.multipart?.field ?? 'file';
      // An SVG is checked whole for what it could run; any other file by its first bytes.
      const file = await streamSingleFile(ctx.request, limits, field, (name) => extensionOf(name) === 'svg');
      try {
        assertFileType(kindOf(folder), file.name, file.head);
      } catch (error) {
        return file.refuseWith(error);
      }
      const stored = await saveUpload(ctx, { data: file.data, originalName: file.name, folder }).catch(
        (error: unknown) => {
          file.abort();
          throw error;
        },
      );
      try {
        await file.finished;
      } catch (error) {
        // Only the end of the body showed the form was not one file: what was stored goes again.
        await fileStorage(ctx.config).remove(stored.path);
        throw error;
      }
      return [fileEntry(stored, folder)];
    },
  );

export const batchUpload = upload(fileKindOfFolder);
/** Images only, whatever the folder: the editor's and banners' picture uploads without processing. */
export const uploadImage = upload((folder) => (fileKindOfFolder(folder) === 'banner' ? 'banner' : 'image'));
export const fileUpload = upload(fileKindOfFolder);
