import { entityByName } from '@practice/sdk/contract';
import type { SeedTable } from '../types.js';
import { addDays } from './helpers.js';

/*
 * The demo is written as of one fixed day (helpers.ts). Areas a school uses week by week, where what is open
 * "now" matters (practice courses: selection windows, task deadlines), are moved to the day the database is
 * seeded, so that a school trying the console on any day finds a course open for selection and a task open
 * for hand-in. The move is whole days applied to every date field the contract declares, so the rows keep
 * their order and spacing; demoData() without a day stays the fixed, repeatable data set.
 */

/** The day the demo's rows are written as of: mid-April 2026, spring term running. */
export const DEMO_TODAY = '2026-04-15';

/** Whole days from day a to day b ('YYYY-MM-DD'). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** A date or date-time value moved by n days, its time of day kept. */
function moved(value: string, n: number): string {
  return `${addDays(value.slice(0, 10), n)}${value.slice(10)}`;
}

/** The tables with every date and date-time field moved by n days. */
export function shiftTables(tables: readonly SeedTable[], n: number): SeedTable[] {
  if (n === 0) return [...tables];
  return tables.map(({ entity, rows }) => {
    const fields = entityByName.get(entity)?.fields ?? {};
    const dated = Object.keys(fields).filter((w) => ['date', 'dateTime'].includes(fields[w]?.display ?? ''));
    return {
      entity,
      rows: rows.map((row) => {
        const copy = { ...row };
        for (const wire of dated) {
          const v = copy[wire];
          if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) copy[wire] = moved(v, n);
        }
        return copy;
      }),
    };
  });
}
