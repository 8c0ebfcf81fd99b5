import { describe, expect, it } from 'vitest';
import { pruneCache, touchCache } from './keep-alive-rules.js';

describe('touchCache', () => {
  it('moves a shown view to the end', () => {
    expect(touchCache(['a', 'b', 'c'], 'a', 20)).toEqual(['b', 'c', 'a']);
  });

  it('evicts the oldest views beyond the limit, never the active one', () => {
    let cache: string[] = [];
    for (let i = 0; i < 25; i++) cache = touchCache(cache, `v${i}`, 20);
    expect(cache).toHaveLength(20);
    expect(cache[0]).toBe('v5');
    expect(cache.at(-1)).toBe('v24');
    // Re-showing an old view saves it from the next eviction.
    cache = touchCache(cache, 'v5', 20);
    cache = touchCache(cache, 'v25', 20);
    expect(cache).toContain('v5');
    expect(cache).not.toContain('v6');
  });

  it('keeps the active view even with a limit of one', () => {
    expect(touchCache(['a'], 'b', 1)).toEqual(['b']);
  });
});

describe('pruneCache', () => {
  it('drops views whose tab closed, but not the view on screen', () => {
    expect(pruneCache(['a', 'b', 'c'], new Set(['a']), 'c')).toEqual(['a', 'c']);
  });
});
