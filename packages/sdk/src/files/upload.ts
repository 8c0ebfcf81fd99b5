import type { PracticeSdk } from '../client/create.js';
import { SdkError } from '../client/errors.js';
import { DEFAULT_UPLOAD_MAX_MB } from '../helpers/constants.js';
import { checkUploadSize } from '../helpers/file-checks.js';
import { UPLOAD_FAILED, uploadFailedFor } from '../helpers/messages.js';
import { parseFileList, type UploadedFile } from './file-list.js';
import { UPLOAD_FOLDERS, type UploadFolder } from './folders.js';

export interface UploadOptions {
  /** A folder preset (SPEC §7.4), or a folder of its own. Default: 'file' (Internship/cFilePath). */
  folder?: UploadFolder | { folder: string; cTypes?: string };
  /** Default 100 MB (configurable per field). */
  maxMb?: number;
  /** Images without server processing (no thumbnails). */
  noProcessing?: boolean;
  signal?: AbortSignal;
}

/** Upload success is Code 10000 and nothing else (SPEC §8 "Upload success code 10000"). */
export const UPLOAD_OK = new Set(['10000']);

/** The folder (and types) an upload goes to: a preset by name, or the caller's own. */
export const folderOf = (options: Pick<UploadOptions, 'folder'>): { folder: string; cTypes?: string } =>
  typeof options.folder === 'string' || options.folder === undefined
    ? UPLOAD_FOLDERS[options.folder ?? 'file']
    : options.folder;

/**
 * An upload call's failure as the upload field shows it (SPEC §8 Upload): a refusal with a code is the
 * server's word; anything else is the transport's. A cancellation or a check before sending passes as it is.
 */
export function uploadFailure(error: unknown, fileName: string, operation: string): unknown {
  if (!(error instanceof SdkError) || error.kind === 'cancelled' || error.kind === 'validation') return error;
  return new SdkError({
    kind: error.kind,
    message:
      error.kind === 'business'
        ? error.detail || uploadFailedFor(fileName)
        : `${UPLOAD_FAILED} ${error.detail ?? error.message}`,
    ...(error.status ? { status: error.status } : {}),
    ...(error.code !== undefined ? { code: error.code } : {}),
    operation: error.operation ?? operation,
    cause: error,
  });
}

/**
 * Uploads one file through BatchUpload with the size rule and messages of SPEC §5/§8: over the limit it is
 * refused before sending (上传文件大小不能超过 {n}MB!); a non-10000 answer rejects with the server's message or
 * 网络或服务器错误, {file}上传失败!.
 */
export async function uploadFile(
  sdk: PracticeSdk,
  file: Blob,
  fileName: string,
  options: UploadOptions = {},
): Promise<UploadedFile[]> {
  const tooLarge = checkUploadSize(file.size, options.maxMb ?? DEFAULT_UPLOAD_MAX_MB);
  if (tooLarge) throw new SdkError({ kind: 'validation', message: tooLarge, operation: 'BatchUpload' });
  const preset = folderOf(options);
  const call = options.noProcessing ? sdk.UploadImageNoPro : sdk.BatchUpload;
  let result: Awaited<ReturnType<typeof call>>;
  try {
    // The failure is reworded below for the upload field to show: the client's own error report stays quiet.
    result = await call(
      { file, fileName, query: preset },
      { silent: true, ...(options.signal ? { signal: options.signal } : {}) },
    );
  } catch (error) {
    throw uploadFailure(error, fileName, 'BatchUpload');
  }
  if (!UPLOAD_OK.has(String(result.Code))) {
    throw new SdkError({
      kind: 'business',
      message: result.Message || uploadFailedFor(fileName),
      code: result.Code,
      operation: 'BatchUpload',
    });
  }
  return parseFileList(result.FileList ?? []);
}
