import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size.js';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

describe('formatFileSize', () => {
  it.each([
    [0, '0.00 B'],
    [1, '1.00 B'],
    [0.5, '0.50 B'],
    [1023, '1023.00 B'],
    [KB, '1.00 KB'],
    [1536, '1.50 KB'],
    [MB - 1, '1.00 MB'],
    [MB, '1.00 MB'],
    [100 * MB, '100.00 MB'],
    [1.25 * GB, '1.25 GB'],
    [2048 * GB, '2048.00 GB'],
    [-1, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%d bytes -> %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
