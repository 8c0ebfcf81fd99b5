import { describe, expect, it } from 'vitest';
import { formatByDisplay } from '../helpers/format-date.js';
import { entities } from './catalogue.js';
import { dateDisplayOf, formatFieldDate } from './date-display.js';

const dateFields = entities.flatMap((e) =>
  Object.entries(e.fields)
    .filter(([, f]) => f.display === 'date' || f.display === 'dateTime')
    .map(([wire, f]) => ({ entity: e.name, wire, display: f.display })),
);

// The shapes the back ends send for one instant (local time: the formatter prints local time).
const SHAPES = [
  '2026-03-05 08:09:10',
  '2026/03/05 08:09:10',
  '2026-03-05T08:09:10',
  '2026-03-05T08:09:10.1234567',
];

describe('formatFieldDate across the catalogue', () => {
  it('finds both kinds of date field', () => {
    expect(dateFields.some((f) => f.display === 'date')).toBe(true);
    expect(dateFields.some((f) => f.display === 'dateTime')).toBe(true);
  });

  it.each(dateFields)('$entity.$wire ($display)', ({ entity, wire, display }) => {
    for (const shape of SHAPES) {
      expect(formatFieldDate(entity, wire, shape)).toBe(
        display === 'date' ? '2026/03/05' : '2026/03/05 08:09:10',
      );
    }
    // A date-only value never grows a made-up midnight, however it was sent.
    expect(formatFieldDate(entity, wire, '2026-03-05')).toBe(
      display === 'date' ? '2026/03/05' : '2026/03/05 00:00:00',
    );
    expect(formatFieldDate(entity, wire, null)).toBe('');
  });

  it('reads the declaration, not the value', () => {
    expect(dateDisplayOf('InternshipSummaryTask', 'tEndDate')).toBe('date');
    expect(formatFieldDate('InternshipSummaryTask', 'tEndDate', '2026-06-30 00:00:00')).toBe('2026/06/30');
    expect(dateDisplayOf('InternshipSummaryTask', 'tCreateDate')).toBe('dateTime');
  });

  it('refuses a field that is not a declared date', () => {
    expect(() => dateDisplayOf('InternshipSummaryTask', 'cTaskName')).toThrow(/not a date field/);
    expect(() => dateDisplayOf('NoSuchEntity', 'tCreateDate')).toThrow(/not a date field/);
  });
});

describe('formatByDisplay', () => {
  it('reads ten-digit numbers as seconds', () => {
    const seconds = Math.floor(new Date(2026, 2, 5, 8, 9, 10).getTime() / 1000);
    expect(formatByDisplay('dateTime', seconds)).toBe('2026/03/05 08:09:10');
  });

  it('shows an unreadable value as sent and leaves other displays alone', () => {
    expect(formatByDisplay('date', 'soon')).toBe('soon');
    expect(formatByDisplay('text', '2026-03-05')).toBe('2026-03-05');
    expect(formatByDisplay('date', '')).toBe('');
  });
});
