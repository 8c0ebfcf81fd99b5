import type { PracticeSdk } from '../client/create.js';
import { deadline } from '../client/deadline.js';
import { errorFromResponse, SdkError } from '../client/errors.js';
import {
  ARRAYBUFFER_DOWNLOAD_EXTENSIONS,
  BATCH_DOWNLOAD_TIMEOUT_MS,
  PREVIEWABLE_EXTENSIONS,
} from '../helpers/constants.js';
import { extensionOf } from '../helpers/file-checks.js';
import { displayFileName } from '../helpers/storage-name.js';

export interface DownloadedFile {
  /** The name to save as: the stored name without its '{uid}---' part. */
  name: string;
  type: string;
  /** Images and PDFs arrive as an ArrayBuffer (SPEC §7.4); everything is also available as a Blob. */
  data: ArrayBuffer | null;
  blob: Blob;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

const includes = (list: readonly string[], name: string) => list.includes(extensionOf(name).toLowerCase());

/** Fetches a stored file (a returned path or a full URL) with the bearer token, cancellable. */
export async function downloadFile(
  sdk: PracticeSdk,
  pathOrUrl: string,
  options: DownloadOptions = {},
): Promise<DownloadedFile> {
  const config = sdk.config.config;
  const url = sdk.config.fileUrl(pathOrUrl);
  const limit = deadline(options.timeoutMs ?? BATCH_DOWNLOAD_TIMEOUT_MS, options.signal);
  const token = await config.token?.();
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(url, {
      credentials: sdk.config.credentials,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: limit.signal,
    });
  } catch (cause) {
    throw limit.failure(cause);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw (
      errorFromResponse(response.status, response.statusText, body) ??
      new SdkError({ kind: 'http', message: response.statusText, status: response.status })
    );
  }
  const name = fileNameOf(response, pathOrUrl);
  const blob = await response.blob();
  const data = includes(ARRAYBUFFER_DOWNLOAD_EXTENSIONS, name) ? await blob.arrayBuffer() : null;
  return { name, type: blob.type, data, blob };
}

/** A preview URL (object URL of the blob) for jpg, png, gif, webp, bmp and pdf; null for anything else. */
export async function previewFile(
  sdk: PracticeSdk,
  path: string,
  options: DownloadOptions = {},
): Promise<string | null> {
  if (!includes(PREVIEWABLE_EXTENSIONS, path)) return null;
  const file = await downloadFile(sdk, path, options);
  return URL.createObjectURL(file.blob);
}

/** The server's Content-Disposition name when it gives one (RFC 5987 form first), else the path's. */
function fileNameOf(response: Response, path: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const raw = star
    ? decodeURIComponent(star)
    : (plain ?? decodeURIComponent(path.split('?')[0]?.split('/').pop() ?? 'download'));
  return displayFileName(raw);
}
