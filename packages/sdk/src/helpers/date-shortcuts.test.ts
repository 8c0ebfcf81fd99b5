import { describe, expect, it } from 'vitest';
import { DATE_SHORTCUTS, EXTENDED_RANGE_SHORTCUTS, lastDays, RANGE_SHORTCUTS } from './date-shortcuts.js';

const now = new Date(2024, 4, 31, 15, 30, 0);
const daysAgo = (days: number): number => new Date(2024, 4, 31 - days, 15, 30, 0).getTime();

describe('RANGE_SHORTCUTS', () => {
  it.each([
    ['最近一周', 7],
    ['最近一个月', 30],
    ['最近三个月', 90],
  ])('%s spans %i days ending now', (text, days) => {
    const shortcut = RANGE_SHORTCUTS.find((s) => s.text === text);
    const [start, end] = shortcut?.range(now) ?? [];
    expect(start?.getTime()).toBe(daysAgo(days));
    expect(end?.getTime()).toBe(now.getTime());
  });

  it('has exactly the three entries of set A, in order', () => {
    expect(RANGE_SHORTCUTS.map((s) => s.text)).toEqual(['最近一周', '最近一个月', '最近三个月']);
  });
});

describe('EXTENDED_RANGE_SHORTCUTS', () => {
  it('steps by 7 days then by 30, with two months consistently at 60', () => {
    const spans = EXTENDED_RANGE_SHORTCUTS.map((s) => {
      const [start, end] = s.range(now);
      return Math.round((end.getTime() - start.getTime()) / 86_400_000);
    });
    expect(spans).toEqual([7, 14, 21, 30, 60, 90]);
    expect(EXTENDED_RANGE_SHORTCUTS.map((s) => s.text)).toEqual([
      '最近一周',
      '最近两周',
      '最近三周',
      '最近一个月',
      '最近两个月',
      '最近三个月',
    ]);
  });
});

describe('DATE_SHORTCUTS', () => {
  it.each([
    ['今天', 0],
    ['昨天', 1],
    ['一周前', 7],
  ])('%s is %i days before now', (text, days) => {
    const shortcut = DATE_SHORTCUTS.find((s) => s.text === text);
    expect(shortcut?.value(now).getTime()).toBe(daysAgo(days));
  });
});

describe('purity', () => {
  it('neither mutates nor returns the injected now', () => {
    const before = now.getTime();
    const [start, end] = lastDays('x', 3).range(now);
    const today = DATE_SHORTCUTS[0]?.value(now);
    expect(now.getTime()).toBe(before);
    expect(end).not.toBe(now);
    expect(today).not.toBe(now);
    expect(start.getTime()).toBeLessThan(end.getTime());
  });

  it('crosses month and year boundaries by calendar day', () => {
    const [start] = lastDays('x', 7).range(new Date(2024, 0, 3, 8, 0, 0));
    expect(start.getTime()).toBe(new Date(2023, 11, 27, 8, 0, 0).getTime());
  });
});
