import { describe, expect, it } from 'vitest';
import { ALL_PAGE_SIZE, CLASS_AND_SCHOOL_LIST_PAGE, PAGE_SIZES, pageCount, pageSizeLabel } from './paging.js';

describe('pageSizeLabel', () => {
  it.each([
    [10, '10条/页'],
    [50, '50条/页'],
    [500, '500条/页'],
    [999_999, '全部'],
  ])('%i -> %s', (size, expected) => {
    expect(pageSizeLabel(size)).toBe(expected);
  });

  it('labels every offered size, with 全部 last', () => {
    expect(PAGE_SIZES.map(pageSizeLabel)).toEqual(['10条/页', '50条/页', '100条/页', '500条/页', '全部']);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 10, 0],
    [-5, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [999, 100, 10],
    [12_345, ALL_PAGE_SIZE, 1],
  ])('%i rows / %i per page -> %i pages', (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected);
  });

  it.each([0, -10, 2.5, Number.NaN])('rejects page size %d', (size) => {
    expect(() => pageCount(10, size)).toThrow(RangeError);
  });
});

describe('CLASS_AND_SCHOOL_LIST_PAGE', () => {
  it('asks for the unpaged list', () => {
    expect(CLASS_AND_SCHOOL_LIST_PAGE).toEqual({ pageNumber: -1, pageSize: 10 });
  });
});
