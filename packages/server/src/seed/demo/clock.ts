import { entityByName } from '@practice/sdk/contract';
import type { SeedTable } from '../types.js';
import { addDays } from './helpers.js';

/*
 * The demo is written as of one week (DEMO_WEEK) and seeded as of the day the database is made: every date
 * of every row moves by the whole weeks between the two, so that a school trying the console any day finds
 * the showcase internship under way, a practice course open for selection and the job board live. Whole
 * weeks keep each date's weekday, so diary weeks (counted from a Monday course start), Friday diaries and
 * weekend deadlines stay as written. demoData() without a seed day is the fixed, repeatable data as written.
 */

/**
 * The Monday of the week the demo reads as "now": week 24 of the showcase internship (2025-11-03 to
 * 2026-05-29), its week-23 diaries just handed in and week 24's still to write, the spring term's practice
 * courses mid-way and a training-camp project taking teams. Seeded on any day of another week, the data
 * reads as of the same weekday of this one.
 */
export const DEMO_WEEK = '2026-04-13';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}/;

/** Whole days from day a to day b ('YYYY-MM-DD'). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Whole weeks from DEMO_WEEK to the week holding seedDay: the demo's move when seeded that day. */
export const weeksToSeedDay = (seedDay: string) => Math.floor(daysBetween(DEMO_WEEK, seedDay) / 7);

/** A date ('YYYY-MM-DD') or date-time ('YYYY-MM-DD HH:mm:ss') moved by whole weeks, its form and time kept. */
export function shiftDate<T>(value: T, weeks: number): T {
  if (weeks === 0 || typeof value !== 'string' || !DAY.test(value)) return value;
  return `${addDays(value.slice(0, 10), weeks * 7)}${value.slice(10)}` as T;
}

/** A date as written in the demo, as the demo seeded on seedDay holds it (for tests that name demo dates). */
export const asSeededOn = <T>(seedDay: string, value: T): T => shiftDate(value, weeksToSeedDay(seedDay));

/** The wire fields of an entity that hold a date: its date and date-time fields. */
function datedFields(entity: string): string[] {
  const fields = entityByName.get(entity)?.fields ?? {};
  return Object.keys(fields).filter((w) => ['date', 'dateTime'].includes(fields[w]?.display ?? ''));
}

/**
 * Whether a row is a template form's value holding a date, which the catalogue declares as text whatever
 * its item: its input kind (fFontType) is 日期时间 (the diary's 工作日期).
 */
const isDateFormValue = (entity: string, row: Record<string, unknown>) =>
  entityByName.get(entity)?.fields.fFontType?.enum?.labelOf(row.fFontType) === '日期时间';

/** The tables with every date of every row moved by whole weeks; values that are not dates stay as they are. */
export function shiftTables(tables: readonly SeedTable[], weeks: number): SeedTable[] {
  if (weeks === 0) return [...tables];
  return tables.map(({ entity, rows }) => {
    const dated = datedFields(entity);
    return {
      entity,
      rows: rows.map((row) => {
        const copy = { ...row };
        for (const wire of dated) if (wire in copy) copy[wire] = shiftDate(copy[wire], weeks);
        if (isDateFormValue(entity, row)) copy.cContent = shiftDate(copy.cContent, weeks);
        return copy;
      }),
    };
  });
}
