/**
 * What the object store's `open` does beyond the storage suite (storage.test.ts): a download is read over
 * a socket of its own (object-get.ts), a range as well as a whole file, and what it
 * does not take goes the SDK's way with the same answers.
 */
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../test/s3rver.js';
import { ObjectBody } from './object-get.js';
import { createS3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

describe("the object store's downloads", () => {
  let bucket: TestBucket;
  let storage: FileStorage;
  const TEXT = '0123456789';
  const save = async () =>
    (await storage.save({ data: new TextEncoder().encode(TEXT), originalName: 'a.txt', folder: 'news' }))
      .path;

  beforeEach(async () => {
    bucket = await startTestBucket('practice/');
    storage = createS3Storage(bucket.settings);
  });
  afterEach(() => bucket.close());

  it('reads a whole file and its ranges over its own socket', async () => {
    const path = await save();
    const whole = await storage.open(path);
    expect(whole.stream).toBeInstanceOf(ObjectBody);
    expect(whole).toMatchObject({ size: 10, name: 'a.txt' });
    expect(whole.modifiedAt.getTime()).toBe((await storage.stat(path))?.modifiedAt.getTime());
    expect(await text(whole.stream)).toBe(TEXT);
    for (const [request, expected, range] of [
      [{ start: 2, end: 4 }, '234', { start: 2, end: 4 }],
      [{ suffix: 3 }, '789', { start: 7, end: 9 }],
      [{ start: 9 }, '9', { start: 9, end: 9 }],
    ] as const) {
      const part = await storage.open(path, request);
      expect(part.stream).toBeInstanceOf(ObjectBody);
      expect(part).toMatchObject({ size: 10, range });
      expect(await text(part.stream)).toBe(expected);
    }
  });

  it('answers a missing file and a range past the end as before (the SDK reads those answers)', async () => {
    const path = await save();
    await expect(storage.open(`${path}x`)).rejects.toMatchObject({ status: 404 });
    await expect(storage.open(path, { start: 10 })).rejects.toMatchObject({ status: 416, size: 10 });
  });
});
