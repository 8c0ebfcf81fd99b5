import { describe, expect, it } from 'vitest';
import { dayAfter, daysLate, deadlineText } from './late-work.js';

/* How late a hand-in is: deadlines in China time, a date alone running to the end of its day. */
describe('daysLate', () => {
  it.each([
    ['a date, handed in that evening', '2026-11-20', '2026-11-20 23:59:59', 0],
    ['a date, handed in the next morning', '2026-11-20', '2026-11-21 00:00:01', 1],
    ['a date, three days later', '2026-11-20', '2026-11-23 10:00:00', 3],
    ['a time, handed in a minute early', '2026-11-20 18:00:00', '2026-11-20 17:59:00', 0],
    ['a time, an hour late the same day', '2026-11-20 18:00:00', '2026-11-20 19:00:00', 1],
    ['a time, the next day', '2026-11-20 18:00:00', '2026-11-21 09:00:00', 1],
    ['across a month end', '2026-11-30', '2026-12-02 08:00:00', 2],
  ])('%s', (_, deadline, at, days) => expect(daysLate(deadline, at)).toBe(days));
});

describe('deadlineText and dayAfter', () => {
  it('shows a date as its last minute and a time to the minute', () => {
    expect(deadlineText('2026-11-20')).toBe('2026-11-20 23:59');
    expect(deadlineText('2026-11-20 18:00:00')).toBe('2026-11-20 18:00');
  });
  it('counts days across months and years', () => {
    expect(dayAfter('2026-11-29', 3)).toBe('2026-12-02');
    expect(dayAfter('2026-12-30', 0)).toBe('2026-12-30');
    expect(dayAfter('2026-12-30', 5)).toBe('2027-01-04');
  });
});
