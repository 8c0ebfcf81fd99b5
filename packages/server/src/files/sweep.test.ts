import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestStore, type TestStore } from '../../test/storage-backends.js';
import { STALE_AFTER_MS, sweepStaleFiles } from './sweep.js';

const HOUR = 60 * 60 * 1000;
let store: TestStore;
afterEach(() => store.close());

/** A chunked upload's part folder (on the local disk on either store), made `ageMs` ago. */
function partsFolder(name: string, ageMs: number) {
  const path = join(store.filesDir, '.multipart', name);
  mkdirSync(path, { recursive: true });
  const when = (Date.now() - ageMs) / 1000;
  utimesSync(path, when, when);
  return path;
}

const keys = async () => {
  const found: string[] = [];
  for await (const file of store.storage.list('')) found.push(file.path);
  return found.sort();
};

describe.each(STORE_KINDS)('sweeping stale files on the %s store', (kind) => {
  it('removes day-old zips and upload parts, and keeps fresh ones and everything else', async () => {
    store = await startTestStore(kind);
    const { storage } = store;
    const bytes = new Uint8Array([1]);
    // The sweep is run as if a day had passed since a moment between the old zip and the new one. An object's
    // time is the store's, to the second, so on the object store the two are made over a second apart.
    const oldZip = await storage.save({
      data: bytes,
      originalName: '材料.zip',
      folder: 'batch-download',
      schoolName: '东华理工学院',
    });
    // A stored upload is never a leftover, however old.
    const upload = await storage.save({
      data: bytes,
      originalName: '报告.pdf',
      folder: 'internship',
      schoolName: '东华理工学院',
    });
    const between = Date.now() + (kind === 's3' ? 100 : 5);
    await sleep(kind === 's3' ? 1200 : 20);
    const newZip = await storage.save({
      data: bytes,
      originalName: '材料.zip',
      folder: 'batch-download',
      schoolName: '东华理工学院',
    });
    const oldParts = partsFolder('up-1', Date.now() - between + HOUR);
    const newParts = partsFolder('up-2', 0);

    expect(await sweepStaleFiles(storage, store.filesDir, between + STALE_AFTER_MS)).toBe(2);
    expect(await keys()).toEqual([newZip.path, upload.path].sort());
    expect([existsSync(oldParts), existsSync(newParts)]).toEqual([false, true]);
    expect(await storage.stat(oldZip.path)).toBeNull();
  });

  it.runIf(kind === 'local')('removes a zip a dead process left half-written', async () => {
    store = await startTestStore(kind);
    const half = join(store.filesDir, '东华理工学院/batch-download/.abc.uploading');
    mkdirSync(join(half, '..'), { recursive: true });
    writeFileSync(half, 'x');
    const when = (Date.now() - STALE_AFTER_MS - HOUR) / 1000;
    utimesSync(half, when, when);
    expect(await sweepStaleFiles(store.storage, store.filesDir)).toBe(1);
    expect(existsSync(half)).toBe(false);
  });

  it('is quiet when nothing was stored yet', async () => {
    store = await startTestStore(kind);
    expect(await sweepStaleFiles(store.storage, join(store.filesDir, 'missing'))).toBe(0);
  });
});
