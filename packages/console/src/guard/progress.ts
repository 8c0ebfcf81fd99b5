/** SPEC §9: the navigation progress bar's speed and trickle (ms). */
export const PROGRESS_SPEED_MS = 500;
export const PROGRESS_TRICKLE_MS = 200;
export const PROGRESS_START = 0.08;
const PROGRESS_CEILING = 0.994;

/** One trickle step: fast at first, slower as it nears the end, never reaching it while loading. */
export function trickle(value: number): number {
  if (value >= PROGRESS_CEILING) return value;
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : 0.005;
  return Math.min(value + step, PROGRESS_CEILING);
}
