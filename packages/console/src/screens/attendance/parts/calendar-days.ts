import type { AttendanceCalendar } from '@practice/sdk/contract';

/*
 * A month's calendar as the page draws it (issue 29, part 2): weeks from Monday, the days the server
 * answered placed under their weekday, blanks before the 1st and after the last day. The days' states are the
 * server's; this only places them.
 */

export type CalendarDay = AttendanceCalendar['days'][number];
/** A cell of the grid: a day of the month, or null for a blank before the 1st or after the last day. */
export type Cell = CalendarDay | null;

export const WEEKDAY_HEADS = ['一', '二', '三', '四', '五', '六', '日'] as const;

/** 0 for Monday … 6 for Sunday, of a 'YYYY-MM-DD' (read as a calendar date, whatever the time zone). */
export const mondayIndex = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The month's days in weeks of seven, Monday first. */
export function calendarWeeks(days: readonly CalendarDay[]): Cell[][] {
  const sorted = [...days].sort((a, b) => a.tDate.localeCompare(b.tDate));
  const first = sorted[0];
  if (!first) return [];
  const cells: Cell[] = [...Array<null>(mondayIndex(first.tDate)).fill(null), ...sorted];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Cell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** 'YYYY-MM' of a local date. */
export const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

/** The month `by` months from 'YYYY-MM' (negative: earlier). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = (y ?? 0) * 12 + (m ?? 1) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** '2026年11月' for the switcher. */
export const monthTitle = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
