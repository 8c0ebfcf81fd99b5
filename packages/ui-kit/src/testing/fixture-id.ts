/*
 * Row ids for tests and stories. The server's ids are opaque strings of 32 lowercase hex characters, so the
 * fixtures use the same shape: an id that looks like a number would hide code that treats ids as numbers.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the text, started from a seed: 8 hex characters. */
function hashHex(text: string, seed: number): string {
  let hash = (FNV_OFFSET ^ seed) >>> 0;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), FNV_PRIME);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * A 32-hex id named by readable text, the same for the same text: a fixture and the assertion about it
 * both say fixtureId('class-a'). Not a digest anyone relies on, only a stable, realistic-looking id.
 */
export const fixtureId = (name: string): string => [1, 2, 3, 4].map((seed) => hashHex(name, seed)).join('');
