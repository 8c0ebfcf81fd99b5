/**
 * Upload limits of SPEC §5 and §9: one file per request, 100 MB unless configured (option, else the
 * UPLOAD_MAX_MB environment variable). The route should also cap the whole request body (bodyLimitBytes) so
 * an oversized upload is cut off while streaming instead of after it has been buffered.
 */
import { checkSingleFile, checkUploadSize, DEFAULT_UPLOAD_MAX_MB, uploadTooLarge } from '@practice/sdk';
import { FILE_MESSAGES, FileError } from './errors.js';

const MB = 1024 * 1024;
// Room for multipart boundaries, part headers and the other small form fields around the file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadLimits {
  maxMb: number;
  maxBytes: number;
  /** For the HTTP body limit: the file limit plus multipart framing. */
  bodyLimitBytes: number;
  /** 上传文件大小不能超过 {n}MB!, for the body-limit handler. */
  tooLargeMessage: string;
}

function parseMb(value: string, source: string): number {
  const mb = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(mb) || mb <= 0) {
    // A typo here must stop the server at start-up, not silently fall back to another limit.
    throw new RangeError(`${source} must be a positive number of megabytes, got ${JSON.stringify(value)}`);
  }
  return mb;
}

export function uploadLimits(
  options: { maxMb?: number; env?: Record<string, string | undefined> } = {},
): UploadLimits {
  const fromEnv = (options.env ?? process.env).UPLOAD_MAX_MB;
  const maxMb =
    options.maxMb !== undefined
      ? parseMb(String(options.maxMb), 'maxMb')
      : fromEnv !== undefined
        ? parseMb(fromEnv, 'UPLOAD_MAX_MB')
        : DEFAULT_UPLOAD_MAX_MB;
  const maxBytes = Math.floor(maxMb * MB);
  return {
    maxMb,
    maxBytes,
    bodyLimitBytes: maxBytes + MULTIPART_OVERHEAD_BYTES,
    tooLargeMessage: uploadTooLarge(maxMb),
  };
}

/** The shape of a Web File (Hono's parseBody and undici's FormData both give these). */
export interface UploadedPart {
  name: string;
  size: number;
}

const isPart = (value: unknown): value is UploadedPart =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedPart).name === 'string' &&
  typeof (value as UploadedPart).size === 'number' &&
  typeof (value as { arrayBuffer?: unknown }).arrayBuffer === 'function';

/**
 * The one uploaded file of a parsed multipart body (e.g. Hono's `parseBody({ all: true })`). Files are
 * counted across every field, so a second file under another field name is refused as well.
 */
export function singleUploadedFile<F extends UploadedPart>(
  body: Record<string, unknown>,
  limits: UploadLimits,
  field = 'file',
): F {
  const files = Object.values(body).flatMap((value) =>
    (Array.isArray(value) ? value : [value]).filter(isPart),
  );
  if (files.length === 0) throw new FileError(FILE_MESSAGES.noFile);
  const tooMany = checkSingleFile(files.length - 1);
  if (tooMany !== null) throw new FileError(tooMany);
  const [file] = files;
  const inField = (Array.isArray(body[field]) ? body[field] : [body[field]]) as unknown[];
  if (!file || !inField.includes(file)) throw new FileError(FILE_MESSAGES.noFile);
  const tooLarge = checkUploadSize(file.size, limits.maxMb);
  if (tooLarge !== null) throw new FileError(tooLarge, 413);
  return file as F;
}
