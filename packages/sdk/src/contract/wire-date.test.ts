import { describe, expect, it } from 'vitest';
import { date, dateTime } from './field.js';
import { isCalendarDate, normalizeDate } from './wire-date.js';

describe('wire dates the calendar has', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026/12/31 23:59:59', true],
    ['2026-11-28T08:00:00.1234567+08:00', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-04-31', false],
    ['2026-04-30 24:00:00', false],
    ['2026-04-30 12:60', false],
  ])('%s: %s', (value, exists) => {
    expect(isCalendarDate(value)).toBe(exists);
  });

  it('refuses a day that does not exist in a date field, in words a user can act on', () => {
    const issues = date('实习开始日期').schema.safeParse('2026-02-30').error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['日期不存在，请检查月份和日期']);
    expect(dateTime('签到时间').schema.safeParse('2026-02-28 09:30:00').success).toBe(true);
    // The form check still speaks first for text that is no date at all.
    expect(date('实习开始日期').schema.safeParse('明天').error?.issues[0]?.message).toBe('日期格式不正确');
  });

  it('normalises only what it accepts', () => {
    expect(normalizeDate('2026/02/28', false)).toBe('2026-02-28');
  });
});
