import { performance } from 'node:perf_hooks';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, type FileError } from './errors.js';
import { workbookBytes, zipBomb } from './testing.js';
import {
  checkZipExpansion,
  ratioTooHigh,
  SIZE_LIED,
  tooManyEntries,
  unpackedTooLarge,
  ZIP_LIMITS,
} from './zip-limits.js';

/** The FileError a check throws, and how long it took to throw it. */
function refusal(bytes: Uint8Array, limits = ZIP_LIMITS) {
  const started = performance.now();
  try {
    checkZipExpansion(bytes, limits);
  } catch (error) {
    const { message, status } = error as FileError;
    return { message, status, ms: performance.now() - started };
  }
  return null;
}

describe('checkZipExpansion', () => {
  it('passes an honest workbook', () => {
    expect(
      refusal(
        workbookBytes([
          ['学校识别码', '姓名'],
          ['S01', '张三'],
        ]),
      ),
    ).toBeNull();
  });

  it('refuses a bomb by its central directory, inflating nothing', () => {
    const bomb = zipBomb({ unpackedMb: 300 });
    expect(bomb.byteLength).toBeLessThan(400 * 1024);
    const r = refusal(bomb);
    expect(r).toMatchObject({ status: 413, message: unpackedTooLarge(ZIP_LIMITS) });
    expect(r?.message).toBe('文件解压后超过 50 MB, 疑似压缩炸弹, 已拒绝读取');
    expect(r?.ms).toBeLessThan(100);
  });

  it('refuses an entry packed past the ratio though the whole stays under the size', () => {
    expect(refusal(zipBomb({ unpackedMb: 20 }))).toMatchObject({
      status: 413,
      message: '文件的压缩比超过 100 倍, 疑似压缩炸弹, 已拒绝读取',
    });
    expect(ratioTooHigh(ZIP_LIMITS)).toBe('文件的压缩比超过 100 倍, 疑似压缩炸弹, 已拒绝读取');
  });

  it('refuses a bomb whose directory lies, as soon as it inflates past the size it declared', () => {
    const r = refusal(zipBomb({ unpackedMb: 300, declaredBytes: 4096 }));
    expect(r).toMatchObject({ status: 422, message: SIZE_LIED });
    expect(r?.ms).toBeLessThan(1000);
  });

  it('refuses too many entries and archives it cannot read', () => {
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`${i}.xml`, new Uint8Array(1)])),
    );
    expect(refusal(many, { ...ZIP_LIMITS, maxEntries: 10 })).toMatchObject({
      status: 413,
      message: tooManyEntries({ ...ZIP_LIMITS, maxEntries: 10 }),
    });
    const cut = zipBomb({ unpackedMb: 1 }).slice(0, 200);
    expect(refusal(cut)).toMatchObject({ status: 422, message: FILE_MESSAGES.parseFailed });
  });
});
