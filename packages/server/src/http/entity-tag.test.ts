import { describe, expect, it } from 'vitest';
import { entityTagOf, isNotModified } from './entity-tag.js';

describe('entityTagOf', () => {
  it('is a quoted tag that changes with the size or the time', () => {
    const at = new Date('2026-05-01T08:00:00.123Z');
    const tag = entityTagOf({ size: 10, modifiedAt: at });
    expect(tag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(entityTagOf({ size: 10, modifiedAt: new Date(at) })).toBe(tag);
    expect(entityTagOf({ size: 11, modifiedAt: at })).not.toBe(tag);
    expect(entityTagOf({ size: 10, modifiedAt: new Date(at.getTime() + 1) })).not.toBe(tag);
  });
});

describe('isNotModified', () => {
  const tag = '"a-b"';
  it.each([
    ['"a-b"', true],
    ['W/"a-b"', true],
    [' "x-y" , "a-b" ', true],
    ['*', true],
    ['"a-c"', false],
    ['a-b', false],
    ['', false],
    [undefined, false],
  ])('%j', (header, expected) => {
    expect(isNotModified(header, tag)).toBe(expected);
  });
});
