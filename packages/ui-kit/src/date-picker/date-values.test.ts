import { describe, expect, it } from 'vitest';
import {
  dayValue,
  joinDateTime,
  parseTypedDay,
  parseTypedTime,
  showDay,
  timeOf,
  toDateValue,
} from './date-values.js';

describe('date picker values', () => {
  it('reads any date the back ends send as its calendar day', () => {
    // The epoch value is noon UTC: the same day in any zone a test machine runs in.
    for (const sent of ['2026-03-05', '2026/03/05 23:59:59', '2026-03-05T08:00:00', 1772712000]) {
      const day = toDateValue(sent as string);
      expect(day && dayValue(day)).toBe('2026-03-05');
    }
    expect(toDateValue('')).toBeUndefined();
    expect(toDateValue('soon')).toBeUndefined();
  });

  it('shows a day as YYYY/MM/DD and sends it as YYYY-MM-DD', () => {
    const day = toDateValue('2026-03-05');
    expect(day && showDay(day)).toBe('2026/03/05');
    expect(day && joinDateTime(day, '08:09:10')).toBe('2026/03/05 08:09:10');
  });

  it('reads typed days with or without leading zeros, and no day that does not exist', () => {
    for (const typed of ['2026/3/5', '2026/03/05', ' 2026/03/5 ']) {
      const day = parseTypedDay(typed);
      expect(day && dayValue(day)).toBe('2026-03-05');
    }
    expect(parseTypedDay('2026/02/30')).toBeUndefined();
    expect(parseTypedDay('2026/13/01')).toBeUndefined();
    expect(parseTypedDay('03/05/2026')).toBeUndefined();
  });

  it('reads typed times 24-hour, seconds optional', () => {
    expect(parseTypedTime('8:30')).toBe('08:30:00');
    expect(parseTypedTime('23:59:59')).toBe('23:59:59');
    expect(parseTypedTime('14：05')).toBe('14:05:00');
    expect(parseTypedTime('24:00')).toBeUndefined();
    expect(parseTypedTime('12:60')).toBeUndefined();
    expect(parseTypedTime('noon')).toBeUndefined();
    expect(timeOf('2026-03-05 08:09:10')).toBe('08:09:10');
    expect(timeOf('')).toBe('');
  });
});
