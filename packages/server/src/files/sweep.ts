import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/driver.js';
import { sweepUnverified } from './direct-uploads.js';
import type { FileStorage } from './storage.js';
import { BATCH_DOWNLOAD_FOLDER } from './storage-path.js';

/*
 * Leftovers that nobody will ask for again: batch-download zips (made for one download, answered as a file
 * URL), the part folders of chunked uploads that were never merged (a dropped client), and on an object
 * store the multipart uploads a dead process never finished (they hold space but are no object). All are
 * swept when they are older than a day; a zip is fetched within seconds of being made and an upload resumes
 * within minutes, so a day leaves a wide margin. Direct uploads never verified go once their URL and its
 * grace are past (direct-uploads.ts), which needs the database. Zips are found by listing the store, so the same sweep
 * serves the local disk and an object store.
 */

export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The part folders of chunked uploads (ops/specific/system/chunks.ts keeps them here, on the local disk). */
export const MULTIPART_FOLDER = '.multipart';

async function staleZips(storage: FileStorage, olderThan: number): Promise<number> {
  let removed = 0;
  // Zips live at {school}/batch-download/{uid}---{name}.zip.
  for (const school of await storage.folders('')) {
    try {
      for await (const zip of storage.list(`${school}/${BATCH_DOWNLOAD_FOLDER}`)) {
        if (zip.modifiedAt.getTime() < olderThan && (await storage.remove(zip.path))) removed++;
      }
    } catch {
      // A folder no key could name, or one removed meanwhile: the next sweep tries again.
    }
  }
  return removed;
}

async function staleParts(partsDir: string, olderThan: number): Promise<number> {
  let removed = 0;
  const uploads = await readdir(partsDir, { withFileTypes: true }).catch(() => []);
  for (const upload of uploads) {
    if (!upload.isDirectory()) continue;
    const path = join(partsDir, upload.name);
    try {
      if ((await stat(path)).mtimeMs >= olderThan) continue;
      await rm(path, { recursive: true, force: true });
      removed++;
    } catch {
      // Removed meanwhile, or unreadable: the next sweep tries again.
    }
  }
  return removed;
}

/**
 * What the store holds for nobody: stale zips, unfinished uploads and, given the database, direct uploads never
 * verified. Shared by every process on an object store, so swept by one of them each hour (jobs/builtin.ts).
 */
export async function sweepStaleStore(
  storage: FileStorage,
  now = Date.now(),
  db?: Queryable,
): Promise<number> {
  const olderThan = now - STALE_AFTER_MS;
  // Some S3-compatible servers cannot list unfinished uploads (NotImplemented): the rest is swept anyway.
  const unfinished = await storage.sweepUnfinished(olderThan).catch(() => 0);
  const unverified = db ? await sweepUnverified(db, storage, now).catch(() => 0) : 0;
  return (await staleZips(storage, olderThan)) + unfinished + unverified;
}

/** Stale part folders of chunked uploads under filesDir, on this process's own disk (each sweeps its own). */
export const sweepStaleParts = (filesDir: string, now = Date.now()): Promise<number> =>
  staleParts(join(filesDir, MULTIPART_FOLDER), now - STALE_AFTER_MS);

/** Everything above at once (tests, and an operator's one-off); answers how many went. */
export async function sweepStaleFiles(
  storage: FileStorage,
  filesDir: string,
  now = Date.now(),
  db?: Queryable,
): Promise<number> {
  return (await sweepStaleStore(storage, now, db)) + (await sweepStaleParts(filesDir, now));
}
