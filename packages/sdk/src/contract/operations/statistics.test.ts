import { describe, expect, it } from 'vitest';
import { schoolTermOf } from './statistics.js';

describe('schoolTermOf', () => {
  it.each([
    ['2026-11-18', '2026-08-01', '2027-01-31'],
    ['2027-01-15', '2026-08-01', '2027-01-31'],
    ['2027-02-01', '2027-02-01', '2027-07-31'],
    ['2027-07-31', '2027-02-01', '2027-07-31'],
    ['2027-08-01', '2027-08-01', '2028-01-31'],
  ])('%s lies in the term %s to %s', (day, tTermStart, tTermEnd) => {
    expect(schoolTermOf(day)).toEqual({ tTermStart, tTermEnd });
  });
});
