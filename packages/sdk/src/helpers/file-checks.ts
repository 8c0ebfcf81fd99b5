/**
 * Pure pre-upload checks of SPEC §5. Each returns null when the file may proceed, otherwise the exact message
 * the console shows, so components and the upload helper cannot drift apart in wording.
 */
import {
  DEFAULT_UPLOAD_MAX_MB,
  IMAGE_EXTENSIONS,
  IMPORT_EXTENSIONS,
  IMPORT_MAX_MB,
  PREVIEWABLE_EXTENSIONS,
  SPREADSHEET_EXTENSIONS,
} from './constants.js';
import {
  IMPORT_ONLY_EXCEL,
  IMPORT_TOO_LARGE,
  SPREADSHEET_FORMAT_ERROR,
  UPLOAD_ONE_FILE,
  uploadTooLarge,
} from './messages.js';

const MB = 1024 * 1024;

/**
 * Lower-case extension without the dot, or '' when there is none. Folders and a trailing query string (storage
 * paths carry image styles as '?x-oss-process=...') are ignored, and a leading dot (".env") is not an extension.
 */
export function extensionOf(name: string): string {
  const base = (name.split('?')[0] ?? '').split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

const hasExtension = (name: string, list: readonly string[]): boolean => list.includes(extensionOf(name));

function assertSize(sizeBytes: number): void {
  if (!Number.isFinite(sizeBytes) || sizeBytes < 0) {
    throw new RangeError(`file size must be a non-negative number of bytes, got ${sizeBytes}`);
  }
}

/** A file of exactly `maxMb` megabytes (binary) is still accepted. */
export function checkUploadSize(sizeBytes: number, maxMb: number = DEFAULT_UPLOAD_MAX_MB): string | null {
  assertSize(sizeBytes);
  if (!(maxMb > 0)) throw new RangeError(`upload limit must be positive, got ${maxMb}`);
  return sizeBytes > maxMb * MB ? uploadTooLarge(maxMb) : null;
}

/** `currentCount` is the number of files already selected or uploaded before adding another. */
export function checkSingleFile(currentCount: number): string | null {
  return currentCount >= 1 ? UPLOAD_ONE_FILE : null;
}

/**
 * User import: both warnings can apply to one file and the spec shows each, so all failures are returned in
 * display order (type first); null when the file is acceptable.
 */
export function checkImportFile(name: string, sizeBytes: number): readonly string[] | null {
  assertSize(sizeBytes);
  const problems: string[] = [];
  if (!hasExtension(name, IMPORT_EXTENSIONS)) problems.push(IMPORT_ONLY_EXCEL);
  if (sizeBytes > IMPORT_MAX_MB * MB) problems.push(IMPORT_TOO_LARGE);
  return problems.length === 0 ? null : problems;
}

export function checkSpreadsheetName(name: string): string | null {
  return hasExtension(name, SPREADSHEET_EXTENSIONS) ? null : SPREADSHEET_FORMAT_ERROR;
}

export function isImageName(name: string): boolean {
  return hasExtension(name, IMAGE_EXTENSIONS);
}

export function isPreviewable(name: string): boolean {
  return hasExtension(name, PREVIEWABLE_EXTENSIONS);
}

/**
 * Whether a file matches an accept list such as IMAGE_PASTE_TYPES or BANNER_IMAGE_TYPES. Pasted images have no
 * useful name, so the MIME subtype is tried first ('image/svg+xml' counts as 'svg'), then the extension.
 */
export function matchesTypeList(file: { name?: string; type?: string }, list: readonly string[]): boolean {
  const subtype = /^image\/([a-z0-9.+-]+)$/i
    .exec(file.type ?? '')?.[1]
    ?.toLowerCase()
    .replace(/\+xml$/, '');
  if (subtype !== undefined && list.includes(subtype)) return true;
  return file.name !== undefined && hasExtension(file.name, list);
}
