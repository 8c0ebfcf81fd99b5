import { describe, expect, it } from 'vitest';
import { parseRange } from './file-route.js';

// The Range header at /files; the answers to it, on both stores, are in file-access.test.ts.

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5 }],
    ['bytes=-3', { suffix: 3 }],
    ['bytes=9-2', null],
    ['bytes=0-1,4-5', null],
    ['items=0-1', null],
    ['bytes=-', null],
    [undefined, null],
  ])('%j', (header, expected) => {
    expect(parseRange(header)).toEqual(expected);
  });
});
