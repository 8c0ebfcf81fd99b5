/**
 * Date-picker shortcuts of SPEC §9, as data. Each takes `now` from the caller so that the lists stay pure and
 * testable; the UI passes `new Date()` at click time.
 */
import dayjs from 'dayjs';

export interface RangeShortcut {
  readonly text: string;
  range(now: Date): [Date, Date];
}

export interface DateShortcut {
  readonly text: string;
  value(now: Date): Date;
}

// Calendar days rather than 24-hour blocks, so a range keeps its wall-clock time across a DST change.
const daysBefore = (now: Date, days: number): Date => dayjs(now).subtract(days, 'day').toDate();

/** A range ending at `now` and starting `days` calendar days earlier. */
export function lastDays(text: string, days: number): RangeShortcut {
  return {
    text,
    range: (now) => [daysBefore(now, days), new Date(now.getTime())],
  };
}

/** Set A: the table screens' date range. A "month" here is 30 days, not a calendar month. */
export const RANGE_SHORTCUTS: readonly RangeShortcut[] = [
  lastDays('最近一周', 7),
  lastDays('最近一个月', 30),
  lastDays('最近三个月', 90),
];

/**
 * Set B: finer steps. The original product's two-month entry did not follow the 30-days-per-month pattern of
 * its neighbours (SPEC §9 calls it inconsistent); it is deliberately 60 days here so the set reads 30/60/90.
 */
export const EXTENDED_RANGE_SHORTCUTS: readonly RangeShortcut[] = [
  lastDays('最近一周', 7),
  lastDays('最近两周', 14),
  lastDays('最近三周', 21),
  lastDays('最近一个月', 30),
  lastDays('最近两个月', 60),
  lastDays('最近三个月', 90),
];

/** Single-date fields. The time of day is kept: the picker decides whether it shows it. */
export const DATE_SHORTCUTS: readonly DateShortcut[] = [
  { text: '今天', value: (now) => new Date(now.getTime()) },
  { text: '昨天', value: (now) => daysBefore(now, 1) },
  { text: '一周前', value: (now) => daysBefore(now, 7) },
];
