/** A pager entry: a page number, or a gap standing for the pages between its neighbours. */
export type PagerItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/**
 * The pager's entries: first and last page always, `siblings` pages either side of the current one, and an
 * ellipsis wherever pages are left out (never for a single page: then the page itself is shown).
 */
export function pagerItems(current: number, count: number, siblings = 2): PagerItem[] {
  if (count <= 0) return [];
  const page = Math.min(Math.max(current, 1), count);
  let from = Math.max(2, page - siblings);
  let to = Math.min(count - 1, page + siblings);
  // Keep the pager the same width near the ends.
  const span = siblings * 2;
  if (page - siblings <= 2) to = Math.min(count - 1, Math.max(to, 2 + span));
  if (page + siblings >= count - 1) from = Math.max(2, Math.min(from, count - 1 - span));
  const items: PagerItem[] = [{ type: 'page', page: 1 }];
  if (from === 3) items.push({ type: 'page', page: 2 });
  else if (from > 3) items.push({ type: 'ellipsis', key: 'start' });
  for (let p = from; p <= to; p++) items.push({ type: 'page', page: p });
  if (to === count - 2) items.push({ type: 'page', page: count - 1 });
  else if (to < count - 2) items.push({ type: 'ellipsis', key: 'end' });
  if (count > 1) items.push({ type: 'page', page: count });
  return items;
}

/** The jumper's page from what was typed: within 1..count, or null when it is not a number. */
export function jumpPage(text: string, count: number): number | null {
  const value = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(value)) return null;
  return Math.min(Math.max(value, 1), Math.max(count, 1));
}
