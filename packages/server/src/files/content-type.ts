/**
 * What an upload may be, per kind of field (SPEC §5, §7.4): first by extension (an allow-list, so .html or
 * .exe never lands in storage), then by content (sniff.ts), because a stored file is served back to browsers
 * and packed into zips that others open: its name alone proves nothing.
 */
import { BANNER_IMAGE_TYPES, extensionOf, IMAGE_EXTENSIONS, UPLOAD_FOLDERS } from '@practice/sdk';
import { FILE_MESSAGES, FileError, fileTypeNotAllowed } from './errors.js';
import { documentMatches, isUnsafeSvg, sniffImage } from './sniff.js';

const DOCUMENT_EXTENSIONS = [
  ...['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'wps', 'txt', 'csv'],
  ...['zip', 'rar', '7z', 'mp4', 'mp3'],
] as const;

/** Which extensions a field accepts. File fields take documents and images alike (photos of paperwork). */
export const FILE_KINDS = {
  image: IMAGE_EXTENSIONS,
  banner: BANNER_IMAGE_TYPES,
  file: [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS],
} as const satisfies Record<string, readonly string[]>;

export type FileKind = keyof typeof FILE_KINDS;

const FOLDER_KINDS: Record<string, FileKind> = {
  [UPLOAD_FOLDERS.richText.folder]: 'image',
  [UPLOAD_FOLDERS.news.folder]: 'image',
  [UPLOAD_FOLDERS.banner.folder]: 'banner',
};

/** The kind of field a BatchUpload folder preset stands for; any other folder is a plain file field. */
export const fileKindOfFolder = (folder: string): FileKind => FOLDER_KINDS[folder] ?? 'file';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  wps: 'application/vnd.ms-works',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

/** The type a stored file is served with; unknown extensions download as opaque bytes. */
export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[extensionOf(name)] ?? 'application/octet-stream';

const normalize = (extension: string) => (extension === 'jpg' ? 'jpeg' : extension);

/** The Chinese reason no file named `name` may be stored in a field of `kind`, whatever it holds, or null. */
export function extensionProblem(kind: FileKind, name: string): string | null {
  const allowed: readonly string[] = FILE_KINDS[kind];
  const extension = extensionOf(name);
  if (allowed.includes(extension)) return null;
  return kind === 'file' ? fileTypeNotAllowed(extension, allowed) : FILE_MESSAGES.imageOnly;
}

/**
 * The Chinese reason `bytes` may not be stored as `name` in a field of `kind`, or null when it may.
 * Raster images may carry the wrong raster extension (phones and chat apps rename them freely, and a raster
 * served under another image type is harmless); SVG must be named and sniffed as SVG, because a browser runs
 * script in an SVG it opens as a document.
 */
export function fileTypeProblem(kind: FileKind, name: string, bytes: Uint8Array): string | null {
  const allowed: readonly string[] = FILE_KINDS[kind];
  const extension = extensionOf(name);
  const refused = extensionProblem(kind, name);
  if (refused !== null) return refused;
  const isImageName = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!isImageName) return documentMatches(extension, bytes) ? null : FILE_MESSAGES.contentMismatch;
  const detected = sniffImage(bytes);
  if (detected === null) return kind === 'file' ? FILE_MESSAGES.imageMismatch : FILE_MESSAGES.imageOnly;
  if ((detected === 'svg') !== (extension === 'svg')) return FILE_MESSAGES.imageMismatch;
  if (!allowed.some((type) => normalize(type) === detected)) return FILE_MESSAGES.imageOnly;
  return detected === 'svg' && isUnsafeSvg(bytes) ? FILE_MESSAGES.svgUnsafe : null;
}

/** fileTypeProblem as a guard: throws the message with 415 Unsupported Media Type. */
export function assertFileType(kind: FileKind, name: string, bytes: Uint8Array): void {
  const problem = fileTypeProblem(kind, name, bytes);
  if (problem !== null) throw new FileError(problem, 415);
}
