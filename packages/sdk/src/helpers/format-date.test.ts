import { describe, expect, it } from 'vitest';
import { type DateInput, formatDate, formatDateTime, parseDateInput } from './format-date.js';

// Expectations are built from local-time components so the suite passes in any TZ the CI runs in.
const local = new Date(2024, 0, 2, 3, 4, 5);
const ms = local.getTime();
const seconds = ms / 1000;
const pad = (n: number): string => String(n).padStart(2, '0');
const localText = (d: Date): string =>
  `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

describe('formatDateTime', () => {
  it.each<[string, DateInput, string]>([
    ['Date', local, '2024/01/02 03:04:05'],
    ["'YYYY-MM-DD HH:mm:ss' string", '2024-01-02 03:04:05', '2024/01/02 03:04:05'],
    ['ISO string without zone (local)', '2024-01-02T03:04:05', '2024/01/02 03:04:05'],
    ['ISO string with Z', '2024-01-02T03:04:05Z', localText(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))],
    ['slashed string', '2024/01/02 03:04:05', '2024/01/02 03:04:05'],
    ['ten-digit number = seconds', seconds, '2024/01/02 03:04:05'],
    ['thirteen-digit number = milliseconds', ms, '2024/01/02 03:04:05'],
    ['ten-digit numeric string = seconds', String(seconds), '2024/01/02 03:04:05'],
    ['thirteen-digit numeric string = milliseconds', String(ms), '2024/01/02 03:04:05'],
    ['surrounding spaces', ' 2024-01-02 03:04:05 ', '2024/01/02 03:04:05'],
    ['empty string', '', ''],
    ['blank string', '   ', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['garbage', 'not a date', ''],
    ['NaN', Number.NaN, ''],
    ['Infinity', Number.POSITIVE_INFINITY, ''],
    ['invalid Date', new Date(Number.NaN), ''],
  ])('%s', (_label, input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });

  it('treats a non-integer ten-digit-looking number as milliseconds, not seconds', () => {
    expect(formatDateTime(1_704_135_845.5)).toBe(localText(new Date(1_704_135_845.5)));
  });
});

describe('formatDate', () => {
  it.each<[DateInput, string]>([
    [local, '2024/01/02'],
    ['2024-12-31 23:59:59', '2024/12/31'],
    [seconds, '2024/01/02'],
    ['', ''],
    ['nope', ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe('parseDateInput', () => {
  it('returns a copy, so callers cannot mutate the original Date through it', () => {
    const parsed = parseDateInput(local);
    expect(parsed).not.toBe(local);
    expect(parsed?.getTime()).toBe(ms);
  });
});
