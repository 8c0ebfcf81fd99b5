import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../files/local-storage.js';
import { demoFiles } from './demo.js';
import { writeStandIns } from './stand-ins.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stand-ins-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const head = async (path: string, n: number) => (await readFile(join(dir, path))).subarray(0, n);

describe('demo stand-in files', () => {
  it.each([
    ['demo/banners/b1---横幅1920x600.jpg', [0xff, 0xd8, 0xff]],
    ['demo/company/c1---企业标志.png', [0x89, 0x50, 0x4e, 0x47]],
    ['demo/material/s1---三方协议.pdf', [...Buffer.from('%PDF-')]],
    ['demo/practice-submission/k---作业.zip', [0x50, 0x4b, 0x03, 0x04]],
    ['demo/references/r1---实习手册.docx', [0x50, 0x4b, 0x03, 0x04]],
    ['demo/references/r2---成绩表.xlsx', [0x50, 0x4b, 0x03, 0x04]],
  ])('writes %s with the signature of its kind', async (path, signature) => {
    expect(await writeStandIns(createLocalStorage({ root: dir }), [path])).toBe(1);
    expect([...(await head(path, signature.length))]).toEqual(signature);
  });

  it('leaves out kinds it has no honest stand-in for', async () => {
    expect(
      await writeStandIns(createLocalStorage({ root: dir }), ['demo/lecture-slides/v1---第一讲.pptx']),
    ).toBe(0);
    await expect(stat(join(dir, 'demo/lecture-slides'))).rejects.toThrow();
  });

  it('gives a demo video a short clip that a browser plays (an MP4 with its ftyp box)', async () => {
    expect(
      await writeStandIns(createLocalStorage({ root: dir }), ['demo/tutorial/tu1---平台使用入门.mp4']),
    ).toBe(1);
    const bytes = await readFile(join(dir, 'demo/tutorial/tu1---平台使用入门.mp4'));
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.length).toBeLessThan(100_000);
  });

  it('keeps a file already there and writes nothing twice', async () => {
    const path = 'demo/news/n1---封面.jpg';
    expect(await writeStandIns(createLocalStorage({ root: dir }), [path])).toBe(1);
    await writeFile(join(dir, path), 'uploaded');
    expect(await writeStandIns(createLocalStorage({ root: dir }), [path])).toBe(0);
    expect(await readFile(join(dir, path), 'utf8')).toBe('uploaded');
  });

  it('covers every demo image, so no demo thumbnail is missing', async () => {
    const images = demoFiles.filter((p) => /\.(jpe?g|png)$/i.test(p));
    expect(images.length).toBeGreaterThan(0);
    expect(await writeStandIns(createLocalStorage({ root: dir }), images)).toBe(images.length);
  });
});
