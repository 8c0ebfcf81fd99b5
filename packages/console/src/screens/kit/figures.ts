import type { Ratio } from '@practice/sdk/contract';

/*
 * How a figure reads: the server answers a count and what it is counted out of (实习率 = placed of students),
 * the console divides. Nothing to count out of reads as a dash, not as 0% or 100%.
 */

/** The share of a ratio, or null when there is nothing to count out of. */
export const shareOf = (r: Ratio): number | null => (r.fTotal > 0 ? r.fCount / r.fTotal : null);

/** A share as the tiles and tables write it: one decimal, no trailing .0 (87.5%, 100%), or —. */
export function percentText(r: Ratio): string {
  const share = shareOf(r);
  if (share === null) return '—';
  const tenths = Math.round(share * 1000) / 10;
  return `${tenths}%`;
}

/** The count behind a share: 35 / 40. */
export const countText = (r: Ratio) => `${r.fCount} / ${r.fTotal}`;
