import { describe, expect, it } from 'vitest';
import { type CalendarDay, calendarWeeks, mondayIndex, monthTitle, shiftMonth } from './calendar-days.js';

const day = (tDate: string, cDayState: CalendarDay['cDayState'] = 'signed'): CalendarDay => ({
  tDate,
  cDayState,
  tArrive: null,
  tLeave: null,
  fOutside: false,
});
const monthDays = (month: string, last: number) =>
  Array.from({ length: last }, (_, i) => day(`${month}-${String(i + 1).padStart(2, '0')}`));

describe('calendarWeeks', () => {
  it('puts the 1st under its weekday, Monday first, and fills the last week with blanks', () => {
    // 2026-11-01 is a Sunday: six blanks, then the 1st; 30 days end on a Monday.
    const weeks = calendarWeeks(monthDays('2026-11', 30));
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]?.tDate).toBe('2026-11-01');
    expect(weeks.at(-1)?.[0]?.tDate).toBe('2026-11-30');
    expect(weeks.at(-1)?.slice(1)).toEqual([null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('needs no blank before a month that starts on a Monday, and keeps days in date order', () => {
    // 2027-02-01 is a Monday; 28 days make exactly four weeks.
    const days = monthDays('2027-02', 28).reverse();
    const weeks = calendarWeeks(days);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.tDate).toBe('2027-02-01');
    expect(weeks[3]?.[6]?.tDate).toBe('2027-02-28');
  });

  it('keeps each day with its state', () => {
    const weeks = calendarWeeks([day('2026-11-02', 'late'), day('2026-11-03', 'leave')]);
    expect(weeks[0]?.map((c) => c?.cDayState ?? null)).toEqual([
      'late',
      'leave',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('draws nothing for an empty month', () => {
    expect(calendarWeeks([])).toEqual([]);
  });
});

describe('months', () => {
  it('reads weekdays as calendar dates', () => {
    expect(mondayIndex('2026-11-30')).toBe(0);
    expect(mondayIndex('2026-11-29')).toBe(6);
  });

  it('moves across years both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
    expect(monthTitle('2026-03')).toBe('2026年3月');
  });
});
