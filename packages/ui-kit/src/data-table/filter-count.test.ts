import { describe, expect, it } from 'vitest';
import { filterCount } from './filter-count.js';

describe('filterCount', () => {
  it('counts the fields with a value and the date range once', () => {
    const values = { cName: '张', fStatus: 0, cCity: '', tCreateDateBegin: '2026-01-01', tCreateDateEnd: '' };
    expect(filterCount(['cName', 'fStatus', 'cCity'], 'tCreateDate', values)).toBe(3);
    expect(filterCount(['cName', 'fStatus', 'cCity'], null, values)).toBe(2);
  });

  it('leaves out values the form does not show and empty ones', () => {
    expect(filterCount(['cName'], 'tCreateDate', { fInternshipInfoId: '7', cName: null })).toBe(0);
    expect(filterCount([], 'tCreateDate', { tCreateDateEnd: '2026-02-01' })).toBe(1);
  });
});
