import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureId } from '../testing/fixture-id.js';
import type { PageParams, PageResult } from './types.js';
import { pageParams, useTableQuery } from './use-table-query.js';

type Row = { id: number };
const page = (n: number): PageResult<Row> => ({ rows: [{ id: n }], total: 95 });

function setup(initialQuery = {}) {
  const fetchPage = vi.fn(async (params: PageParams) => page(params.pageNumber));
  const hook = renderHook(() => useTableQuery<Row>({ fetchPage, initialQuery }));
  return { fetchPage, hook, last: () => fetchPage.mock.calls.at(-1)?.[0] };
}

describe('pageParams', () => {
  it('leaves out blank search values and maps the sort', () => {
    expect(
      pageParams({ a: '', b: null, c: 'x', d: 0 }, 2, 10, { name: 'tCreateDate', order: 'desc' }),
    ).toEqual({
      pageNumber: 2,
      pageSize: 10,
      sortName: 'tCreateDate',
      sortOrder: 'desc',
      c: 'x',
      d: 0,
    });
  });
});

describe('useTableQuery', () => {
  it('fetches page 1 of 10 with the initial query, with a loading flag during the fetch', async () => {
    const { hook, last } = setup({ cRealName: '张' });
    expect(hook.result.current.loading).toBe(true);
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(last()).toEqual({ pageNumber: 1, pageSize: 10, cRealName: '张' });
    expect(hook.result.current.rows).toEqual([{ id: 1 }]);
    expect(hook.result.current.total).toBe(95);
  });

  it.each([
    ['a search', (q: ReturnType<typeof useTableQuery<Row>>) => q.search({ cRealName: '李' })],
    ['a sort', (q: ReturnType<typeof useTableQuery<Row>>) => q.setSort({ name: 'fSort', order: 'asc' })],
    ['a page size', (q: ReturnType<typeof useTableQuery<Row>>) => q.setPageSize(50)],
    ['a reset', (q: ReturnType<typeof useTableQuery<Row>>) => q.reset()],
    [
      'a patched query',
      (q: ReturnType<typeof useTableQuery<Row>>) => q.patchQuery({ fSchoolId: fixtureId('华东理工') }),
    ],
  ])('goes back to page 1 after %s', async (_name, change) => {
    const { hook, last } = setup();
    act(() => hook.result.current.setPage(4));
    await waitFor(() => expect(last()?.pageNumber).toBe(4));
    act(() => change(hook.result.current));
    await waitFor(() => expect(hook.result.current.pageNumber).toBe(1));
    expect(last()?.pageNumber).toBe(1);
  });

  it('sends the sort as sortName and asc/desc', async () => {
    const { hook, last } = setup();
    act(() => hook.result.current.setSort({ name: 'tCreateDate', order: 'desc' }));
    await waitFor(() => expect(last()).toMatchObject({ sortName: 'tCreateDate', sortOrder: 'desc' }));
  });

  it('reload() fetches the same page again', async () => {
    const { hook, fetchPage, last } = setup();
    act(() => hook.result.current.setPage(3));
    await waitFor(() => expect(last()?.pageNumber).toBe(3));
    const calls = fetchPage.mock.calls.length;
    act(() => hook.result.current.reload());
    await waitFor(() => expect(fetchPage.mock.calls.length).toBe(calls + 1));
    expect(last()?.pageNumber).toBe(3);
  });

  it('never lets an older response overwrite a newer one', async () => {
    const pending: Array<(r: PageResult<Row>) => void> = [];
    const fetchPage = vi.fn(() => new Promise<PageResult<Row>>((resolve) => pending.push(resolve)));
    const { result } = renderHook(() => useTableQuery<Row>({ fetchPage }));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]?.({ rows: [{ id: 2 }], total: 2 }));
    await act(async () => pending[0]?.({ rows: [{ id: 1 }], total: 1 }));
    expect(result.current.rows).toEqual([{ id: 2 }]);
    expect(result.current.total).toBe(2);
    expect(result.current.loading).toBe(false);
  });

  it('keeps the rows and clears the loading flag when a fetch fails', async () => {
    const fetchPage = vi.fn().mockResolvedValueOnce(page(1)).mockRejectedValueOnce(new Error('x'));
    const { result } = renderHook(() => useTableQuery<Row>({ fetchPage }));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1 }]));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.loading).toBe(false);
    expect(result.current.rows).toEqual([{ id: 1 }]);
  });
});

describe('useTableQuery revealRow', () => {
  /** 23 rows r1..r23 in the server's order: three pages of 10. */
  function listed() {
    const all = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));
    const fetchPage = vi.fn(async ({ pageNumber, pageSize }: PageParams) => ({
      rows: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      total: all.length,
    }));
    const hook = renderHook(() => useTableQuery<Row>({ fetchPage, getRowId: (row) => `r${row.id}` }));
    return { fetchPage, hook };
  }

  it('opens the page holding the row and marks it; a reload keeps the mark, a move of the user ends it', async () => {
    const { hook } = listed();
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    await act(async () => expect(await hook.result.current.revealRow('r23')).toBe(true));
    await waitFor(() => expect(hook.result.current.rows).toContainEqual({ id: 23 }));
    expect(hook.result.current.pageNumber).toBe(3);
    expect(hook.result.current.revealedRowId).toBe('r23');

    // The write that added the row reloads the page by itself, after the reveal or before it.
    act(() => hook.result.current.reload());
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.revealedRowId).toBe('r23');

    act(() => hook.result.current.setPage(1));
    expect(hook.result.current.revealedRowId).toBeNull();
  });

  it('stays on its page, marking nothing, when the row is not in the list', async () => {
    const { hook } = listed();
    act(() => hook.result.current.setPage(2));
    await waitFor(() => expect(hook.result.current.rows).toContainEqual({ id: 11 }));
    await act(async () => expect(await hook.result.current.revealRow('r99')).toBe(false));
    expect(hook.result.current.pageNumber).toBe(2);
    expect(hook.result.current.revealedRowId).toBeNull();
  });

  it('looks with the current query and sort', async () => {
    const { hook, fetchPage } = listed();
    act(() => hook.result.current.search({ cDepartName: '软件' }));
    act(() => hook.result.current.setSort({ name: 'fIndex', order: 'asc' }));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    await act(async () => void (await hook.result.current.revealRow('r5')));
    expect(fetchPage).toHaveBeenCalledWith({
      pageNumber: 1,
      pageSize: 100,
      cDepartName: '软件',
      sortName: 'fIndex',
      sortOrder: 'asc',
    });
  });
});
