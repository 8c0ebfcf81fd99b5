import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BATCH_DOWNLOAD_FOLDER } from './storage-path.js';

/*
 * Leftovers that nobody will ask for again: batch-download zips (made for one download, answered as a file
 * URL) and the part folders of chunked uploads that were never merged (a dropped client). Both are swept
 * when they are older than a day; a zip is fetched within seconds of being made and an upload resumes
 * within minutes, so a day leaves a wide margin.
 */

export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often a running server sweeps. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The part folders of chunked uploads (ops/specific/system/chunks.ts keeps them here). */
export const MULTIPART_FOLDER = '.multipart';

const entries = async (dir: string) => {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch {
    return []; // Nothing stored there yet.
  }
};

async function removeIfStale(path: string, olderThan: number): Promise<boolean> {
  try {
    if ((await stat(path)).mtimeMs >= olderThan) return false;
    await rm(path, { recursive: true, force: true });
    return true;
  } catch {
    return false; // Removed meanwhile, or unreadable: the next sweep tries again.
  }
}

/** Removes stale zips and stale upload parts under filesDir; answers how many entries went. */
export async function sweepStaleFiles(filesDir: string, now = Date.now()): Promise<number> {
  const olderThan = now - STALE_AFTER_MS;
  let removed = 0;
  // Zips live at {school}/batch-download/{uid}---{name}.zip.
  for (const school of await entries(filesDir)) {
    if (!school.isDirectory() || school.name === MULTIPART_FOLDER) continue;
    const folder = join(filesDir, school.name, BATCH_DOWNLOAD_FOLDER);
    for (const zip of await entries(folder)) {
      if (zip.isFile() && (await removeIfStale(join(folder, zip.name), olderThan))) removed++;
    }
  }
  const parts = join(filesDir, MULTIPART_FOLDER);
  for (const upload of await entries(parts)) {
    if (upload.isDirectory() && (await removeIfStale(join(parts, upload.name), olderThan))) removed++;
  }
  return removed;
}

/** Sweeps now and then every hour until stopped; the timer never keeps the process alive. */
export function startSweeping(filesDir: string): () => void {
  const sweep = () => void sweepStaleFiles(filesDir).catch(() => undefined);
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
