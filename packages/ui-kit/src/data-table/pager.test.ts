import { describe, expect, it } from 'vitest';
import { jumpPage, pagerItems } from './pager.js';

const show = (current: number, count: number) =>
  pagerItems(current, count)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pagerItems', () => {
  it.each([
    [1, 0, ''],
    [1, 1, '1'],
    [2, 5, '1 2 3 4 5'],
    [1, 7, '1 2 3 4 5 6 7'],
    [1, 20, '1 2 3 4 5 6 … 20'],
    [10, 20, '1 … 8 9 10 11 12 … 20'],
    [20, 20, '1 … 15 16 17 18 19 20'],
    [5, 20, '1 2 3 4 5 6 7 … 20'],
    [99, 20, '1 … 15 16 17 18 19 20'],
  ])('page %i of %i: %s', (current, count, expected) => expect(show(current, count)).toBe(expected));
});

describe('jumpPage', () => {
  it.each([
    ['3', 10, 3],
    [' 12 ', 10, 10],
    ['0', 10, 1],
    ['abc', 10, null],
    ['', 10, null],
    ['2', 0, 1],
  ])('%j of %i → %s', (text, count, expected) => expect(jumpPage(text, count)).toBe(expected));
});
