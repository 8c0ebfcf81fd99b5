/*
 * Keep-alive bookkeeping (SPEC §2.2, §9: at most 20 cached views). The cache is a list of view keys from the
 * least to the most recently shown; showing a view moves it to the end, and when the list is over the limit
 * the oldest go first. The view on screen is never evicted.
 */

export function touchCache(cache: readonly string[], key: string, max: number): string[] {
  const next = [...cache.filter((k) => k !== key), key];
  while (next.length > max && next.length > 1) {
    // The active key is last, so the head is always someone else's.
    next.shift();
  }
  return next;
}

/** Drops views whose tabs were closed; the active view stays even without a tab (tab-hidden routes). */
export function pruneCache(
  cache: readonly string[],
  alive: ReadonlySet<string>,
  activeKey: string | null,
): string[] {
  return cache.filter((k) => k === activeKey || alive.has(k));
}
