import { describe, expect, it } from 'vitest';
import { asSeededOn, DEMO_WEEK, shiftDate, shiftTables, weeksToSeedDay } from './clock.js';
import { table } from './helpers.js';

describe('the demo clock', () => {
  it('anchors the demo on a Monday', () => {
    expect(new Date(`${DEMO_WEEK}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('moves by the whole weeks from the demo week to the week of the seed day', () => {
    expect(weeksToSeedDay(DEMO_WEEK)).toBe(0);
    // Any day of the demo week is still that week; its Sunday too.
    expect(weeksToSeedDay('2026-04-19')).toBe(0);
    expect(weeksToSeedDay('2026-04-20')).toBe(1);
    // 2026-11-27 is a Friday, 32 weeks and 4 days after the demo week's Monday.
    expect(weeksToSeedDay('2026-11-27')).toBe(32);
    // Seeded before the demo week: moved back.
    expect(weeksToSeedDay('2026-04-12')).toBe(-1);
  });

  it('keeps a date a date and a date-time a date-time, with its time of day and weekday', () => {
    expect(shiftDate('2026-04-10', 32)).toBe('2026-11-20');
    expect(shiftDate('2026-04-10 17:30:00', 32)).toBe('2026-11-20 17:30:00');
    // Across a year's end and a leap day.
    expect(shiftDate('2027-12-27 08:00:00', 10)).toBe('2028-03-06 08:00:00');
    const weekday = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`).getUTCDay();
    expect(weekday(shiftDate('2026-04-10', 32))).toBe(weekday('2026-04-10'));
  });

  it('leaves nulls, numbers and text that is not a date alone', () => {
    expect(shiftDate(null, 3)).toBeNull();
    expect(shiftDate(undefined, 3)).toBeUndefined();
    expect(shiftDate(20260410, 3)).toBe(20260410);
    expect(shiftDate('', 3)).toBe('');
    expect(shiftDate('第23周', 3)).toBe('第23周');
  });

  it('names a written date as the demo seeded on a day holds it', () => {
    expect(asSeededOn(DEMO_WEEK, '2025-11-03')).toBe('2025-11-03');
    expect(asSeededOn('2026-11-27', '2025-11-03')).toBe('2026-06-15');
  });
});

describe('shiftTables', () => {
  const rows = [
    {
      fInternshipInfoId: 1,
      tStartDate: '2025-11-03',
      tEndDate: null,
      tCreateDate: '2025-10-13 09:05:11',
      cInternshipName: '2026-04-10 is only a name',
    },
  ];

  it('moves the fields the catalogue declares as dates, and nothing else', () => {
    const [moved] = shiftTables([table('InternshipInfo', rows)], 2);
    expect(moved?.rows[0]).toEqual({
      fInternshipInfoId: 1,
      tStartDate: '2025-11-17',
      tEndDate: null,
      tCreateDate: '2025-10-27 09:05:11',
      cInternshipName: '2026-04-10 is only a name',
    });
    // The written rows are not changed in place.
    expect(rows[0]?.tStartDate).toBe('2025-11-03');
  });

  it('moves last sign-ins once, and the dates kept as text: 日期时间 form values', () => {
    const [users, items] = shiftTables(
      [
        table('AppUser', [{ fAppUserId: 1, tLastLoginDate: '2026-04-12 09:00:00' }]),
        table('InternshipDiaryItem', [
          { fInternshipDiaryItemId: 1, fFontType: 3, cContent: '2026-04-10 17:30:00' },
          { fInternshipDiaryItemId: 2, fFontType: 1, cContent: '2026-04-10 17:30:00' },
        ]),
      ],
      1,
    );
    expect(users?.rows[0]?.tLastLoginDate).toBe('2026-04-19 09:00:00');
    expect(items?.rows.map((r) => r.cContent)).toEqual(['2026-04-17 17:30:00', '2026-04-10 17:30:00']);
  });

  it('adds no field a row did not have', () => {
    const [moved] = shiftTables([table('InternshipInfo', [{ fInternshipInfoId: 1 }])], 5);
    expect(moved?.rows[0]).toEqual({ fInternshipInfoId: 1 });
  });

  it('shifts nothing when seeded in the demo week', () => {
    const tables = [table('InternshipInfo', rows)];
    expect(shiftTables(tables, weeksToSeedDay('2026-04-15'))).toEqual(tables);
  });
});
