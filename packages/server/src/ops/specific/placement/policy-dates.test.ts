import { describe, expect, it } from 'vitest';
import { policyDate } from './policy-dates.js';

describe('policyDate: the dates insurers’ workbooks hold', () => {
  it.each([
    ['2026-03-01', '2026-03-01'],
    ['2026/3/1', '2026-03-01'],
    ['2026.3.1', '2026-03-01'],
    ['2026年3月1日', '2026-03-01'],
    [' 2026-03-01 00:00:00 ', '2026-03-01'],
    ['3/1/26', '2026-03-01'],
    ['3/1/2026', '2026-03-01'],
    ['46082', '2026-03-01'],
  ])('reads %s as %s', (cell, day) => expect(policyDate(cell)).toBe(day));

  it.each(['2026-02-30', '2026-13-01', '2026/3', '明年三月', '20260301', '1/1/1889', ''])(
    'refuses %s',
    (cell) => expect(policyDate(cell)).toBeNull(),
  );
});
