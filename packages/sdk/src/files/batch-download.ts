import type { PracticeSdk } from '../client/create.js';
import { INVALID_RESPONSE_TEXT, SdkError } from '../client/errors.js';
import type { CallOptions, InputOf, OperationName } from '../client/types.js';
import { BATCH_DOWNLOAD_TIMEOUT_MS } from '../helpers/constants.js';
import { type DownloadedFile, downloadFile } from './download.js';

/** Operations that answer a file URL to fetch next (SPEC §7.3 "Batch downloads"). */
export type BatchDownloadName = Extract<
  OperationName,
  `BatchDownload${string}` | `${string}_Package${string}` | `Export${string}`
>;

/**
 * A batch download in its two steps: POST the selection, get back the URL of a packed file, then fetch it.
 * Both steps share one AbortSignal (the dialog closing cancels either) and the 300 000 ms limit.
 */
export async function batchDownload<N extends BatchDownloadName>(
  sdk: PracticeSdk,
  operation: N,
  input: InputOf<N>,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const timeoutMs = options.timeoutMs ?? BATCH_DOWNLOAD_TIMEOUT_MS;
  const url = (await sdk.call(operation, input, { ...options, timeoutMs })) as unknown;
  if (typeof url !== 'string' || !url) {
    throw new SdkError({
      kind: 'validation',
      message: INVALID_RESPONSE_TEXT,
      detail: '未返回下载地址',
      operation,
    });
  }
  return downloadFile(sdk, url, { ...(options.signal ? { signal: options.signal } : {}), timeoutMs });
}
