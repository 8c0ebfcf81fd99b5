import type { SeedTable } from '../types.js';

/*
 * Every date is computed from fixed calendar days, never from the clock, so demoData() returns the same rows
 * on every call. The demo's "now" is the week of 13 April 2026 (clock.ts DEMO_WEEK): the spring term is
 * running, some courses have ended and some are still being prepared. Seeding moves every date to the week
 * of the real day (clock.ts).
 */

export type Row = Record<string, unknown>;

/** A calendar day ('YYYY-MM-DD') moved by n days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A wire date-time on a day; the time varies with n so lists do not show identical stamps. */
export function at(day: string, n = 0): string {
  const hour = 8 + (n % 10);
  const minute = (n * 17 + 5) % 60;
  const second = (n * 31 + 11) % 60;
  return `${day} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** The platform went live on 1 September 2025: nothing is dated earlier. */
export const SINCE = '2025-09-01';
export const notBeforeLaunch = (day: string) => (day < SINCE ? SINCE : day);

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** String keys of c-prefixed entities: 'pi-0001'. */
export const uid = (prefix: string, n: number) => `${prefix}-${pad(n, 4)}`;

export const table = (entity: string, rows: readonly Row[]): SeedTable => ({ entity, rows });

/** Picks from a list by position, wrapping around: varied but deterministic text. */
export const cycle = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** Mainland mobiles that look real and never collide for distinct seeds. */
export function mobileFor(seed: number): string {
  const prefixes = ['38', '39', '58', '36', '87', '77', '52', '89'];
  return `1${cycle(prefixes, seed)}${pad((seed * 7919 + 26031) % 100_000_000, 8)}`;
}

/** Sample files live under demo/{module}/; the part before '---' is hidden when the console shows a name. */
export const demoFile = (module: string, key: string, name: string) => `demo/${module}/${key}---${name}`;
