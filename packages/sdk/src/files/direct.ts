import type { PracticeSdk } from '../client/create.js';
import { SdkError } from '../client/errors.js';
import { DEFAULT_UPLOAD_MAX_MB } from '../helpers/constants.js';
import { checkUploadSize } from '../helpers/file-checks.js';
import { UPLOAD_FAILED, uploadFailedFor } from '../helpers/messages.js';
import { parseFileList, type UploadedFile } from './file-list.js';
import { PUBLIC_UPLOAD_FOLDERS, UPLOAD_FOLDERS } from './folders.js';
import { folderOf, UPLOAD_OK, type UploadOptions, uploadFailure, uploadFile } from './upload.js';

/*
 * Direct uploads (the reference server on an object store): the bytes go from the browser to the store with
 * a short-lived URL (Upload/GetDirectUploadUrl), and the server then verifies the object before it counts
 * (Upload/CompleteDirectUpload). Wherever direct uploads are not to be had (the local disk, a back end without
 * the call, a role not granted it, a bucket that refuses the browser), the file goes through the server as
 * uploadFile sends it, so a caller never needs to know which path was taken.
 */

export type DirectUploadOptions = Omit<UploadOptions, 'noProcessing'>;

/** How a file went: straight to the store, or through the server because direct was not available. */
export type UploadRoute = 'direct' | 'server';

export interface DirectUploadResult {
  files: UploadedFile[];
  route: UploadRoute;
}

const PUBLIC_FOLDERS: ReadonlySet<string> = new Set(
  PUBLIC_UPLOAD_FOLDERS.map((key) => UPLOAD_FOLDERS[key].folder),
);

/**
 * Whether a refusal of the ticket means "not here" rather than "not this file": the file's own problems
 * (too large 413, a type not allowed 415) and a cancellation would be refused by the server upload as well.
 */
function directUnavailable(error: unknown): boolean {
  if (!(error instanceof SdkError)) return false;
  if (error.kind === 'cancelled' || error.kind === 'validation') return false;
  const status = Number(error.status ?? error.code);
  return status !== 413 && status !== 415;
}

/**
 * Uploads one file straight to the object store when the server offers it, else through the server. Answers
 * what uploadFile answers (the FileList entries), and which way the file went.
 */
export async function uploadDirect(
  sdk: PracticeSdk,
  file: Blob,
  fileName: string,
  options: DirectUploadOptions = {},
): Promise<DirectUploadResult> {
  const tooLarge = checkUploadSize(file.size, options.maxMb ?? DEFAULT_UPLOAD_MAX_MB);
  if (tooLarge)
    throw new SdkError({ kind: 'validation', message: tooLarge, operation: 'GetDirectUploadUrl' });
  const { folder } = folderOf(options);
  const throughServer = async (): Promise<DirectUploadResult> => ({
    files: await uploadFile(sdk, file, fileName, options),
    route: 'server',
  });
  // The portal's public pictures are always checked whole by the server; an empty file has nothing to PUT.
  if (PUBLIC_FOLDERS.has(folder) || file.size === 0) return throughServer();
  const signal = options.signal ? { signal: options.signal } : {};

  let ticket: Awaited<ReturnType<PracticeSdk['GetDirectUploadUrl']>>;
  try {
    ticket = await sdk.GetDirectUploadUrl(
      { cFileName: fileName, fSize: file.size, folder },
      { silent: true, ...signal },
    );
  } catch (error) {
    if (directUnavailable(error)) return throughServer();
    throw uploadFailure(error, fileName, 'GetDirectUploadUrl');
  }

  let put: Response;
  try {
    put = await (sdk.config.config.fetch ?? fetch)(ticket.url, {
      method: ticket.method,
      headers: ticket.headers,
      body: file,
      // The store's URL is signed: cookies of this site mean nothing there.
      credentials: 'omit',
      ...signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // A bucket without CORS for this site, or a store the browser cannot reach: the server can still take it.
    return throughServer();
  }
  if (!put.ok) return throughServer();

  let result: Awaited<ReturnType<PracticeSdk['CompleteDirectUpload']>>;
  try {
    result = await sdk.CompleteDirectUpload({ cFilePath: ticket.cFilePath }, { silent: true, ...signal });
  } catch (error) {
    throw uploadFailure(error, fileName, 'CompleteDirectUpload');
  }
  if (!UPLOAD_OK.has(String(result.Code))) {
    throw new SdkError({
      kind: 'business',
      message: result.Message || uploadFailedFor(fileName) || UPLOAD_FAILED,
      code: result.Code,
      operation: 'CompleteDirectUpload',
    });
  }
  return { files: parseFileList(result.FileList ?? []), route: 'direct' };
}
