import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STALE_AFTER_MS, sweepStaleFiles } from './sweep.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A file or folder whose modification time lies `ageMs` before now. */
function made(path: string, ageMs: number, folder = false) {
  if (folder) mkdirSync(path, { recursive: true });
  else {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, 'x');
  }
  const when = (Date.now() - ageMs) / 1000;
  utimesSync(path, when, when);
  return path;
}

describe('sweeping stale files', () => {
  it('removes day-old zips and upload parts, and keeps fresh ones and everything else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sweep-'));
    const hour = 60 * 60 * 1000;
    const oldZip = made(join(dir, '东华理工学院/batch-download/u1---材料.zip'), STALE_AFTER_MS + hour);
    const newZip = made(join(dir, '东华理工学院/batch-download/u2---材料.zip'), hour);
    const oldParts = made(join(dir, '.multipart/up-1'), STALE_AFTER_MS + hour, true);
    const newParts = made(join(dir, '.multipart/up-2'), hour, true);
    // A stored upload is never a leftover, however old.
    const upload = made(join(dir, '东华理工学院/internship/u3---报告.pdf'), 10 * STALE_AFTER_MS);

    expect(await sweepStaleFiles(dir)).toBe(2);
    expect([oldZip, oldParts].map(existsSync)).toEqual([false, false]);
    expect([newZip, newParts, upload].map(existsSync)).toEqual([true, true, true]);
  });

  it('is quiet when nothing was stored yet', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sweep-'));
    expect(await sweepStaleFiles(join(dir, 'missing'))).toBe(0);
  });
});
