/**
 * What every file store offers (DESIGN: "local disk, or OSS when configured"): the local disk
 * (local-storage.ts, the default) or an S3-protocol object store (s3-storage.ts: OSS, MinIO, COS, S3), chosen
 * by configuration (store-config.ts). Callers deal only in storage keys, never in places on a disk, so any
 * process of a deployment can serve any file. Names are made here, never taken from the client:
 * {school or default}/{folder}/{random uid}---{original name} (SPEC §3).
 */
import type { Readable } from 'node:stream';
import { randomId, sanitizeFileName, storageKey } from '@practice/sdk';
import type { FileData } from './file-data.js';
import { checkUploadFolder } from './storage-path.js';

export interface SaveInput {
  data: FileData;
  originalName: string;
  /** A BatchUpload folder preset such as 'banners/cPics', or other plain ASCII segments. */
  folder: string;
  schoolName?: string | null;
  /** Stops writing (and removes the partial file) once the data passes this many megabytes. */
  maxMb?: number;
}

export interface StoredFile {
  /** The storage key, e.g. 'default/news/{uid}---图片.png'; served at /files/{key}. */
  path: string;
  /** The name to show: the original name without the uid prefix. */
  name: string;
  size: number;
}

/** A stored file as a listing or a stat sees it. */
export interface FileInfo {
  path: string;
  size: number;
  modifiedAt: Date;
}

/** A part of a file asked for by an HTTP Range header: from `start`, to `end` or the end; or the last `suffix` bytes. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/** The bytes actually sent, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenedFile {
  /** The whole file, or only `range` when one was asked for. */
  stream: Readable;
  /** The whole file's size. */
  size: number;
  contentType: string;
  name: string;
  /** When the file was last written, as stat() says it: with the size, what its ETag is made of. */
  modifiedAt: Date;
  range?: ByteRange;
}

/** What a presigned PUT is bound to: the store refuses a PUT whose size or type differs. */
export interface PresignInput {
  size: number;
  contentType: string;
  expiresInSeconds: number;
}

/** A URL the browser may PUT one object to, and the headers it must send as they are (they are signed). */
export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
}

export interface FileStorage {
  /** For /readyz and the logs: which backend this is. */
  readonly kind: 'local' | 's3';
  /** Stores an upload under a new server-made key; a failed, partial or oversized upload leaves nothing. */
  save(input: SaveInput): Promise<StoredFile>;
  /** Writes at a key already chosen (the demo's stand-ins); answers the size written. */
  write(path: string, data: FileData): Promise<number>;
  /** Streams a file, or a part of it; 文件不存在 (404), or 416 for a range beyond its end. */
  open(path: string, range?: RangeRequest): Promise<OpenedFile>;
  /** The file's size and time, or null when there is none. */
  stat(path: string): Promise<FileInfo | null>;
  /** True when a file was removed, false when there was none. */
  remove(path: string): Promise<boolean>;
  /** The names of the folders right under `prefix` ('' for the top), hidden ones left out. */
  folders(prefix: string): Promise<string[]>;
  /** Every file under the folder `prefix`, at any depth. */
  list(prefix: string): AsyncIterable<FileInfo>;
  /** Removes what writes cut off by a dead process left behind (unfinished multipart uploads); answers how many. */
  sweepUnfinished(olderThan: number): Promise<number>;
  /**
   * A short-lived URL to PUT the object at `path` without this server (direct uploads); absent on a store that
   * cannot give one (the local disk).
   */
  presignPut?(path: string, input: PresignInput): Promise<PresignedPut>;
  /** Resolves when the store answers (a stat of the root, a HeadBucket), else rejects saying why. */
  check(): Promise<void>;
}

// Most file systems allow 255 bytes per name; the uid prefix takes 35 and Chinese takes 3 bytes a character.
const MAX_NAME_BYTES = 200;
const MAX_SCHOOL_BYTES = 150;
const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** Cuts whole characters from the end of `text` (before `keepSuffix`) until it fits in `maxBytes`. */
function shorten(text: string, maxBytes: number, keepSuffix = ''): string {
  const budget = maxBytes - utf8Length(keepSuffix);
  let kept = '';
  let used = 0;
  for (const character of text.slice(0, text.length - keepSuffix.length)) {
    used += utf8Length(character);
    if (used > budget) break;
    kept += character;
  }
  return kept + keepSuffix;
}

/** The original name made storable: no folders or control characters, '%' defused, bounded length. */
function storableName(originalName: string): string {
  // A '%' could decode into '/' or '..' if a caller decoded the key again; the full-width sign reads the same.
  const name = sanitizeFileName(originalName).replace(/%/g, '％');
  const extension = /\.[^.]{1,16}$/.exec(name)?.[0] ?? '';
  return utf8Length(name) <= MAX_NAME_BYTES ? name : shorten(name, MAX_NAME_BYTES, extension);
}

// A school name is one folder: the SDK removes separators; dots alone ('..') or a leading dot are removed here.
const schoolFolder = (schoolName: string | null | undefined): string | null =>
  shorten((schoolName ?? '').replace(/[/\\\p{Cc}]/gu, '').replace(/^[.\s]+/, ''), MAX_SCHOOL_BYTES) || null;

/** A new key for an upload, the same on every backend. */
export const newStorageKey = (input: Pick<SaveInput, 'originalName' | 'folder' | 'schoolName'>): string =>
  storageKey({
    schoolName: schoolFolder(input.schoolName),
    module: checkUploadFolder(input.folder),
    originalName: storableName(input.originalName),
    uid: randomId(),
  });

/** The bytes a range asks for of a file of `size` bytes, or null when none of them exist (416). */
export function rangeOf(request: RangeRequest, size: number): ByteRange | null {
  if ('suffix' in request) {
    if (request.suffix <= 0 || size === 0) return null;
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) return null;
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
}
