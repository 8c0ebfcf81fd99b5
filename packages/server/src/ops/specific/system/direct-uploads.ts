import { displayFileName, uploadTooLarge } from '@practice/sdk';
import { contentTypeOf, extensionProblem, fileKindOfFolder } from '../../../files/content-type.js';
import {
  DIRECT_MESSAGES,
  DIRECT_URL_SECONDS,
  markVerified,
  notePending,
  ownPending,
  stillVerifiable,
  verifyPending,
} from '../../../files/direct-uploads.js';
import { FileError, fileStorage, isFileError } from '../../../files/index.js';
import { publicPresetOf } from '../../../files/public-folders.js';
import { newStorageKey } from '../../../files/storage.js';
import { admitFolder } from '../../../files/upload-gate.js';
import { recordUpload } from '../../../files/upload-ledger.js';
import { ApiError, badRequest, forbidden } from '../../../http/errors.js';
import { signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { entryName, schoolNameOf } from './upload-form.js';
import { fileEntry } from './uploads.js';

/*
 * Upload/GetDirectUploadUrl and Upload/CompleteDirectUpload (files/direct-uploads.ts): the first hands out a
 * presigned PUT for a new key in a folder the caller may write, after the checks a server upload makes before
 * reading a byte (folder, extension, declared size); the second verifies the object and only then answers
 * BatchUpload's FileList entry and notes the file as the caller's upload, so that rows may name it.
 */

// One PUT to an S3-protocol store carries at most 5 GB; past that a file must go in parts through the server.
const SINGLE_PUT_MAX_BYTES = 5 * 1024 ** 3;

/** The store's own failures (unreachable, refusing the credentials) in words, never a bare 500. */
async function fromStore<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isFileError(error) || error instanceof ApiError) throw error;
    throw new ApiError(502, DIRECT_MESSAGES.storeDown);
  }
}

interface StartBody {
  cFileName: string;
  fSize: number;
  folder: string;
}

export const getDirectUploadUrl = onNoRow(
  'a direct upload: it hands out a new key in a folder admitFolder lets the caller write',
  async (ctx, { body }) => {
    const input = body as StartBody;
    const storage = fileStorage(ctx.config);
    const presign = storage.presignPut?.bind(storage);
    if (!presign) throw badRequest(DIRECT_MESSAGES.unavailable);
    const caller = signedIn(ctx);
    const folder = await admitFolder(ctx.db, caller, input.folder);
    // The portal's public pictures are served to anyone and must be sniffed whole before they are stored:
    // they go through the server, whoever edits the portal (as Common/GetAssumeRole denies them too).
    if (publicPresetOf(folder)) throw forbidden(DIRECT_MESSAGES.publicFolder);
    const kindProblem = extensionProblem(fileKindOfFolder(folder), input.cFileName);
    if (kindProblem) throw new FileError(kindProblem, 415);
    const maxMb = ctx.config.uploadMaxMb;
    if (input.fSize > maxMb * 1024 * 1024) throw new ApiError(413, uploadTooLarge(maxMb));
    if (input.fSize > SINGLE_PUT_MAX_BYTES)
      throw new ApiError(413, '单个文件超过 5GB，不能直传，请使用分片上传');
    const path = newStorageKey({
      originalName: entryName(input.cFileName),
      folder,
      schoolName: await schoolNameOf(ctx.db, caller.schoolId),
    });
    const name = displayFileName(path);
    const expiresAt = new Date(Date.now() + DIRECT_URL_SECONDS * 1000);
    await notePending(ctx.db, {
      path,
      userId: caller.userId,
      schoolId: caller.schoolId,
      folder,
      name,
      size: input.fSize,
      expiresAt,
    });
    const signed = await fromStore(() =>
      presign(path, {
        size: input.fSize,
        contentType: contentTypeOf(name),
        expiresInSeconds: DIRECT_URL_SECONDS,
      }),
    );
    return {
      cFilePath: path,
      url: signed.url,
      method: 'PUT' as const,
      headers: signed.headers,
      tExpireDate: expiresAt.toISOString(),
    };
  },
);

export const completeDirectUpload = onNoRow(
  "the caller's own direct upload, found by its key and the caller",
  async (ctx, { body }) => {
    const caller = signedIn(ctx);
    const path = (body as { cFilePath: string }).cFilePath;
    const pending = await ownPending(ctx.db, path, caller.userId);
    if (!pending || !stillVerifiable(pending)) throw badRequest(DIRECT_MESSAGES.unknown);
    if (!pending.verifiedAt) {
      const storage = fileStorage(ctx.config);
      await fromStore(() => verifyPending(ctx.db, storage, pending, ctx.config.uploadMaxMb));
      await ctx.db.tx(async (q) => {
        if (!(await markVerified(q, path))) throw badRequest(DIRECT_MESSAGES.unknown);
        await recordUpload(q, path, caller);
      });
    }
    return [fileEntry({ name: pending.name, path, size: pending.size }, pending.folder)];
  },
);
