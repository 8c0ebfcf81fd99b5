import { describe, expect, it } from 'vitest';
import { countText, percentText, shareOf } from './figures.js';

describe('figures', () => {
  it('divides the count by what it is counted out of', () => {
    expect(shareOf({ fCount: 7, fTotal: 14 })).toBe(0.5);
    expect(percentText({ fCount: 7, fTotal: 8 })).toBe('87.5%');
    expect(percentText({ fCount: 2, fTotal: 3 })).toBe('66.7%');
    expect(percentText({ fCount: 4, fTotal: 4 })).toBe('100%');
    expect(countText({ fCount: 35, fTotal: 40 })).toBe('35 / 40');
  });

  it('reads nothing to count out of as a dash', () => {
    expect(shareOf({ fCount: 0, fTotal: 0 })).toBeNull();
    expect(percentText({ fCount: 0, fTotal: 0 })).toBe('—');
  });
});
