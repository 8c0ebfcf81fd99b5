import { afterEach, describe, expect, it, vi } from 'vitest';
import { RANDOM_ID_ALPHABET, randomId } from './random-id.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('randomId', () => {
  it.each([
    [undefined, 32],
    [0, 0],
    [1, 1],
    [16, 16],
    [100, 100],
  ])('length %s -> %i alphanumeric characters', (length, expected) => {
    const id = randomId(length);
    expect(id).toHaveLength(expected);
    expect(id).toMatch(/^[A-Za-z0-9]*$/);
  });

  it.each([-1, 1.5, Number.NaN])('rejects length %d', (length) => {
    expect(() => randomId(length)).toThrow(RangeError);
  });

  it('draws from 62 distinct alphanumerics', () => {
    expect(new Set(RANDOM_ID_ALPHABET).size).toBe(62);
    expect(RANDOM_ID_ALPHABET).toMatch(/^[A-Za-z0-9]+$/);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId()));
    expect(ids.size).toBe(200);
  });

  it('redraws bytes that would bias the alphabet', () => {
    // First fill: biased bytes (>= 248) except one 0 ('A'); second fill: every byte 27 ('b').
    let call = 0;
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      if (!(array instanceof Uint8Array)) throw new TypeError('randomId should fill a Uint8Array');
      array.fill(call === 0 ? 250 : 27);
      if (call === 0) array[3] = 0;
      call += 1;
      return array;
    });
    expect(randomId(4)).toBe('Abbb');
    expect(call).toBe(2);
  });
});
