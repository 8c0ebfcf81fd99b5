/**
 * Local-disk storage for uploads (DESIGN: "local disk, or OSS when configured"). Names are made here, never
 * taken from the client: {school or default}/{folder}/{random uid}---{original name} (SPEC §3). Writes go to
 * a hidden temporary file beside the target and are renamed into place only once complete and synced, so a
 * failed or oversized upload leaves nothing behind that could be served.
 */
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve as resolvePath, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { displayFileName, randomId, sanitizeFileName, storageKey, uploadTooLarge } from '@practice/sdk';
import { contentTypeOf } from './content-type.js';
import { FILE_MESSAGES, FileError } from './errors.js';
import { chunksOf, type FileData } from './file-data.js';
import { checkUploadFolder, storagePathSegments } from './storage-path.js';

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

export interface OpenedFile {
  stream: Readable;
  size: number;
  contentType: string;
  name: string;
}

export interface FileStorage {
  readonly root: string;
  save(input: SaveInput): Promise<StoredFile>;
  open(path: string): Promise<OpenedFile>;
  /** True when a file was removed, false when there was none. */
  remove(path: string): Promise<boolean>;
  /** The absolute file for a key; throws 文件路径不合法 for anything outside the root. */
  resolve(path: string): string;
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

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export function createLocalStorage(options: { root: string }): FileStorage {
  const root = resolvePath(options.root);

  function resolve(path: string): string {
    const target = join(root, ...storagePathSegments(path));
    if (!target.startsWith(root + sep)) throw new FileError(FILE_MESSAGES.pathInvalid);
    return target;
  }

  async function writeAtomically(target: string, data: FileData, maxMb: number | undefined): Promise<number> {
    await mkdir(dirname(target), { recursive: true });
    const temporary = join(dirname(target), `.${randomId(16)}.uploading`);
    const maxBytes = maxMb === undefined ? Number.POSITIVE_INFINITY : maxMb * 1024 * 1024;
    let size = 0;
    try {
      const handle = await open(temporary, 'wx');
      try {
        for await (const chunk of chunksOf(data)) {
          size += chunk.byteLength;
          if (size > maxBytes) throw new FileError(uploadTooLarge(maxMb ?? 0), 413);
          await handle.write(chunk);
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
      return size;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    root,
    resolve,
    async save({ data, originalName, folder, schoolName, maxMb }) {
      const path = storageKey({
        schoolName: schoolFolder(schoolName),
        module: checkUploadFolder(folder),
        originalName: storableName(originalName),
        uid: randomId(),
      });
      const size = await writeAtomically(resolve(path), data, maxMb);
      return { path, name: displayFileName(path), size };
    },
    async open(path) {
      const target = resolve(path);
      const info = await stat(target).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!info?.isFile()) throw new FileError(FILE_MESSAGES.notFound, 404);
      const name = displayFileName(path);
      return { stream: createReadStream(target), size: info.size, contentType: contentTypeOf(name), name };
    },
    async remove(path) {
      try {
        await unlink(resolve(path));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
