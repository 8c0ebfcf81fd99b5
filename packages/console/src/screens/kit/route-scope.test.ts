import { describe, expect, it } from 'vitest';
import { queryValues, scopeFrom } from './route-scope.js';

const COURSE = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';

describe('scopeFrom', () => {
  it('takes the declared keys and the page header from the query', () => {
    const params = new URLSearchParams({
      fInternshipInfoId: COURSE,
      other: 'x',
      _pageHeader: '2025 春季实习',
    });
    expect(scopeFrom(params, ['fInternshipInfoId'])).toEqual({
      values: { fInternshipInfoId: COURSE },
      complete: true,
      header: '2025 春季实习',
    });
  });

  it('is incomplete when a declared key is missing or blank', () => {
    const params = new URLSearchParams({ fInternshipInfoId: COURSE, fInternshipStudentId: '  ' });
    const scope = scopeFrom(params, ['fInternshipInfoId', 'fInternshipStudentId']);
    expect(scope.complete).toBe(false);
    expect(scope.values).toEqual({ fInternshipInfoId: COURSE });
    expect(scope.header).toBeNull();
  });
});

describe('queryValues', () => {
  it('drops the page header and empty values', () => {
    const params = new URLSearchParams({ fInternshipInfoId: COURSE, empty: '', _pageHeader: 'x' });
    expect(queryValues(params)).toEqual({ fInternshipInfoId: COURSE });
  });
});
