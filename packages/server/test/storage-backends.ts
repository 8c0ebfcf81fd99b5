/**
 * The file stores the storage suite runs against (files/storage.test.ts, sweep.test.ts, zip.test.ts and the
 * /files tests): the local disk in a temporary folder, and an S3-protocol store (s3rver, test/s3rver.ts).
 * Each gives a fresh, empty store and says what is left in it, hidden and unfinished things included.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStorage } from '../src/files/local-storage.js';
import { createS3Storage } from '../src/files/s3-storage.js';
import type { FileStorage } from '../src/files/storage.js';
import { listFiles } from '../src/files/testing.js';
import { startTestBucket } from './s3rver.js';

export interface TestStore {
  readonly storage: FileStorage;
  /** A local folder beside the store (the chunked uploads' parts live on the local disk on either store). */
  readonly filesDir: string;
  /** Everything the store holds: every file or object, and anything half-written. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

export type StoreKind = 'local' | 's3';
export const STORE_KINDS: readonly StoreKind[] = ['local', 's3'];

export async function startTestStore(kind: StoreKind): Promise<TestStore> {
  const filesDir = await mkdtemp(join(tmpdir(), 'practice-files-'));
  const removeDir = () => rm(filesDir, { recursive: true, force: true });
  if (kind === 'local') {
    return {
      storage: createLocalStorage({ root: filesDir }),
      filesDir,
      leftovers: () => listFiles(filesDir),
      close: removeDir,
    };
  }
  // A key prefix, so that the backend's every key and listing is tested with one.
  const bucket = await startTestBucket('practice/');
  return {
    storage: createS3Storage(bucket.settings),
    filesDir,
    leftovers: () => bucket.leftovers(),
    close: async () => {
      await bucket.close();
      await removeDir();
    },
  };
}
