/**
 * The local-disk store (the default). Writes go to a hidden temporary file beside the target and are renamed
 * into place only once complete and synced, so a failed or oversized upload leaves nothing behind that could
 * be served. Keys map to files under the root; storage-path.ts refuses any key that could leave it.
 */
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve as resolvePath, sep } from 'node:path';
import { displayFileName, randomId, uploadTooLarge } from '@practice/sdk';
import { contentTypeOf } from './content-type.js';
import { FILE_MESSAGES, FileError, RangeNotSatisfiable } from './errors.js';
import { chunksOf, type FileData } from './file-data.js';
import { type FileInfo, type FileStorage, newStorageKey, rangeOf } from './storage.js';
import { BATCH_DOWNLOAD_FOLDER, storagePathSegments } from './storage-path.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

async function statOrNull(target: string) {
  return stat(target).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
}

export function createLocalStorage(options: { root: string }): FileStorage {
  const root = resolvePath(options.root);

  /** The file of a key; 文件路径不合法 for anything outside the root. */
  function fileOf(path: string): string {
    const target = join(root, ...storagePathSegments(path));
    if (!target.startsWith(root + sep)) throw new FileError(FILE_MESSAGES.pathInvalid);
    return target;
  }
  /** The folder of a prefix ('' is the root), checked like a key. */
  const folderOf = (prefix: string) => (prefix === '' ? root : fileOf(prefix.replace(/\/$/, '')));

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

  async function* walk(dir: string): AsyncGenerator<FileInfo> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      // Hidden names are files still being written (and the chunked uploads' parts): never stored files.
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) {
        const info = await statOrNull(full);
        if (info)
          yield { path: relative(root, full).split(sep).join('/'), size: info.size, modifiedAt: info.mtime };
      }
    }
  }

  return {
    kind: 'local',
    async save({ data, originalName, folder, schoolName, maxMb }) {
      const path = newStorageKey({ originalName, folder, schoolName });
      const size = await writeAtomically(fileOf(path), data, maxMb);
      return { path, name: displayFileName(path), size };
    },
    async write(path, data) {
      return writeAtomically(fileOf(path), data, undefined);
    },
    async open(path, request) {
      const target = fileOf(path);
      const info = await statOrNull(target);
      if (!info?.isFile()) throw new FileError(FILE_MESSAGES.notFound, 404);
      const name = displayFileName(path);
      const range = request && rangeOf(request, info.size);
      if (range === null) throw new RangeNotSatisfiable(info.size);
      return {
        stream: createReadStream(target, range ?? {}),
        size: info.size,
        contentType: contentTypeOf(name),
        name,
        modifiedAt: info.mtime,
        ...(range ? { range } : {}),
      };
    },
    async stat(path) {
      const info = await statOrNull(fileOf(path));
      return info?.isFile() ? { path, size: info.size, modifiedAt: info.mtime } : null;
    },
    async remove(path) {
      try {
        await unlink(fileOf(path));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async folders(prefix) {
      const entries = await readdir(folderOf(prefix), { withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
    },
    async *list(prefix) {
      yield* walk(folderOf(prefix));
    },
    // A write cut off by a dead process leaves a hidden temporary file beside its target. Those of the zips'
    // folders are removed (as the sweep always did); finding the rest would mean walking every folder, so
    // they are left: they are never served and hold no name anyone refers to.
    async sweepUnfinished(olderThan) {
      let removed = 0;
      for (const school of await readdir(root, { withFileTypes: true }).catch(() => [])) {
        if (!school.isDirectory() || school.name.startsWith('.')) continue;
        const folder = join(root, school.name, BATCH_DOWNLOAD_FOLDER);
        for (const name of await readdir(folder).catch(() => [] as string[])) {
          if (!/^\..*\.uploading$/.test(name)) continue;
          const info = await statOrNull(join(folder, name)).catch(() => null);
          if (!info || info.mtimeMs >= olderThan) continue;
          await rm(join(folder, name), { force: true });
          removed++;
        }
      }
      return removed;
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
