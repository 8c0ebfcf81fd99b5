import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from '@practice/sdk';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { FetchPage, PageParams, SortState, TableRow } from './types.js';

export type QueryValues = Record<string, unknown>;

export interface TableQueryOptions<Row> {
  fetchPage: FetchPage<Row>;
  initialQuery?: QueryValues;
  initialPageSize?: number;
  initialSort?: SortState | null;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The call's parameters: blank search values are left out so the server does not filter on ''. */
export function pageParams(
  query: QueryValues,
  pageNumber: number,
  pageSize: number,
  sort: SortState | null,
): PageParams {
  const params: PageParams = { pageNumber, pageSize };
  if (sort) {
    params.sortName = sort.name;
    params.sortOrder = sort.order;
  }
  for (const [key, value] of Object.entries(query)) if (!isBlank(value)) params[key] = value;
  return params;
}

interface Request {
  query: QueryValues;
  pageNumber: number;
  pageSize: number;
  sort: SortState | null;
  /** Bumped by search() and reload() so that the same parameters are fetched again. */
  generation: number;
}

/**
 * Paging, sort and search state of a list screen, and its fetch. Anything that changes which rows match
 * (a query, a search, a sort, a page size) starts again from page 1; only the pager and reload() keep a page.
 */
export function useTableQuery<Row = TableRow>({
  fetchPage,
  initialQuery = {},
  initialPageSize = DEFAULT_PAGE_SIZE,
  initialSort = null,
}: TableQueryOptions<Row>) {
  const [request, setRequest] = useState<Request>(() => ({
    query: initialQuery,
    pageNumber: DEFAULT_PAGE_NUMBER,
    pageSize: initialPageSize,
    sort: initialSort,
    generation: 0,
  }));
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  // The first page is asked for on mount: loading from the first frame, not 暂无数据 until the effect runs.
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const initialQueryRef = useRef(initialQuery);
  const latest = useRef(0);

  useEffect(() => {
    const id = ++latest.current;
    setLoading(true);
    // The answer is rendered as a transition, which React renders in slices of a few milliseconds: a page of
    // rows rendered at once held a phone's main thread for over 100 ms (bench/README.md, phone-trace).
    fetchRef.current(pageParams(request.query, request.pageNumber, request.pageSize, request.sort)).then(
      (page) => {
        // An older request finishing after a newer one must not overwrite it.
        if (id !== latest.current) return;
        startTransition(() => {
          setRows(page.rows);
          setTotal(page.total);
          setError(null);
          setLoading(false);
        });
      },
      (failure: unknown) => {
        if (id !== latest.current) return;
        startTransition(() => {
          setError(failure);
          setLoading(false);
        });
      },
    );
  }, [request]);

  const fromFirstPage = useCallback(
    (change: Partial<Request>) =>
      setRequest((r) => ({ ...r, ...change, pageNumber: DEFAULT_PAGE_NUMBER, generation: r.generation + 1 })),
    [],
  );

  return {
    ...request,
    params: pageParams(request.query, request.pageNumber, request.pageSize, request.sort),
    rows,
    total,
    loading,
    error,
    /** A new query (the search form's values, the date range, a tree node's id) from page 1. */
    search: useCallback((query?: QueryValues) => fromFirstPage(query ? { query } : {}), [fromFirstPage]),
    /** Merges values into the query (e.g. a tree selection) and searches from page 1. */
    patchQuery: useCallback(
      (patch: QueryValues) =>
        setRequest((r) => ({
          ...r,
          query: { ...r.query, ...patch },
          pageNumber: DEFAULT_PAGE_NUMBER,
          generation: r.generation + 1,
        })),
      [],
    ),
    reset: useCallback(() => fromFirstPage({ query: initialQueryRef.current }), [fromFirstPage]),
    setSort: useCallback((sort: SortState | null) => fromFirstPage({ sort }), [fromFirstPage]),
    setPageSize: useCallback((pageSize: number) => fromFirstPage({ pageSize }), [fromFirstPage]),
    setPage: useCallback(
      (pageNumber: number) => setRequest((r) => ({ ...r, pageNumber, generation: r.generation + 1 })),
      [],
    ),
    reload: useCallback(() => setRequest((r) => ({ ...r, generation: r.generation + 1 })), []),
  };
}

export type TableQuery<Row = TableRow> = ReturnType<typeof useTableQuery<Row>>;
