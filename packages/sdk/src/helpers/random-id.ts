/**
 * Random identifiers (SPEC §9: default length 32), e.g. for upload uids and temporary row keys. Uses the Web
 * Crypto generator that browsers and Node 20 both expose on globalThis, never Math.random.
 */

export const RANDOM_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// 248 is the largest multiple of 62 below 256; bytes at or above it are redrawn so every character is
// equally likely (a plain `byte % 62` would favour the first 8 characters).
const UNBIASED_LIMIT = 256 - (256 % RANDOM_ID_ALPHABET.length);

export function randomId(length = 32): string {
  if (!Number.isInteger(length) || length < 0) {
    throw new RangeError(`randomId expects a non-negative integer length, got ${length}`);
  }
  let id = '';
  const bytes = new Uint8Array(Math.max(length, 16));
  while (id.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      id += RANDOM_ID_ALPHABET.charAt(byte % RANDOM_ID_ALPHABET.length);
      if (id.length === length) break;
    }
  }
  return id;
}
