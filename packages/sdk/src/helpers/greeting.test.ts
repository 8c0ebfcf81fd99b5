import { describe, expect, it } from 'vitest';
import { GUEST_NAME, greetingAt, greetingByHour } from './greeting.js';

describe('greetingByHour', () => {
  // Every boundary of SPEC §9 on both sides: <8, <=11, <=13, <18, else.
  it.each([
    [0, '早上好'],
    [7, '早上好'],
    [8, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [17, '下午好'],
    [18, '晚上好'],
    [23, '晚上好'],
  ])('%i:00 -> %s', (hour, expected) => {
    expect(greetingByHour(hour)).toBe(expected);
  });

  it.each([-1, 24, 7.5, Number.NaN])('rejects %d', (hour) => {
    expect(() => greetingByHour(hour)).toThrow(RangeError);
  });
});

describe('greetingAt', () => {
  it('uses the local hour of the given moment', () => {
    expect(greetingAt(new Date(2024, 0, 1, 11, 59))).toBe('上午好');
    expect(greetingAt(new Date(2024, 0, 1, 17, 59))).toBe('下午好');
  });
});

describe('GUEST_NAME', () => {
  it('is the guest placeholder', () => {
    expect(GUEST_NAME).toBe('游客');
  });
});
