import { describe, expect, it, vi } from 'vitest';
import { findRowPage, lookOrder, REVEAL_LOOK_SIZE, REVEAL_MAX_LOOKS, tablePageOf } from './reveal-row.js';
import type { PageResult } from './types.js';

type Row = { id: string };

/** A list of `total` rows in the server's order (r1, r2, ...), answered a page at a time. */
function listOf(total: number) {
  const rows: Row[] = Array.from({ length: total }, (_, i) => ({ id: `r${i + 1}` }));
  return vi.fn(
    async (pageNumber: number, pageSize: number): Promise<PageResult<Row>> => ({
      rows: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      total,
    }),
  );
}

const isId = (id: string) => (row: Row) => row.id === id;

describe('lookOrder', () => {
  it.each([
    [0, []],
    [1, [1]],
    [2, [1, 2]],
    [4, [1, 4, 2, 3]],
    [12, [1, 12, 2, 3, 4]],
  ])('with %i looks: first, last, then from the front, at most the limit', (count, order) => {
    expect(lookOrder(count)).toEqual(order);
  });
});

describe('tablePageOf', () => {
  it.each([
    [0, 10, 1],
    [9, 10, 1],
    [10, 10, 2],
    [12, 10, 2],
    [149, 50, 3],
  ])('row %i at %i rows a page is on page %i', (index, pageSize, page) => {
    expect(tablePageOf(index, pageSize)).toBe(page);
  });
});

describe('findRowPage', () => {
  it('finds the 13th of 13 rows on table page 2 with one look', async () => {
    const look = listOf(13);
    await expect(findRowPage({ look, pageSize: 10, isRow: isId('r13') })).resolves.toBe(2);
    expect(look).toHaveBeenCalledTimes(1);
    expect(look).toHaveBeenCalledWith(1, REVEAL_LOOK_SIZE);
  });

  it('looks at the last part of a long list second: where an ascending order puts a new row', async () => {
    const look = listOf(950);
    await expect(findRowPage({ look, pageSize: 10, isRow: isId('r950') })).resolves.toBe(95);
    expect(look.mock.calls.map(([page]) => page)).toEqual([1, 10]);
  });

  it('counts the table page in the table page size, not the look size', async () => {
    const look = listOf(450);
    await expect(findRowPage({ look, pageSize: 50, isRow: isId('r251') })).resolves.toBe(6);
  });

  it('looks in pages of the table size when that is larger (500, 全部)', async () => {
    const look = listOf(1200);
    await expect(findRowPage({ look, pageSize: 500, isRow: isId('r1001') })).resolves.toBe(3);
    expect(look.mock.calls[0]).toEqual([1, 500]);
  });

  it('gives up after the limit when the row is in no page of the query (made under another node)', async () => {
    const look = listOf(5000);
    await expect(findRowPage({ look, pageSize: 10, isRow: isId('elsewhere') })).resolves.toBeNull();
    expect(look).toHaveBeenCalledTimes(REVEAL_MAX_LOOKS);
  });

  it('answers null for an empty list after one look', async () => {
    const look = listOf(0);
    await expect(findRowPage({ look, pageSize: 10, isRow: isId('r1') })).resolves.toBeNull();
    expect(look).toHaveBeenCalledTimes(1);
  });
});
