import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from '@practice/sdk';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { findRowPage } from './reveal-row.js';
import type { FetchPage, PageParams, SortState, TableRow } from './types.js';

export type QueryValues = Record<string, unknown>;

export interface TableQueryOptions<Row> {
  fetchPage: FetchPage<Row>;
  initialQuery?: QueryValues;
  initialPageSize?: number;
  initialSort?: SortState | null;
  /** A row's id, for revealRow. */
  getRowId?: (row: Row) => string;
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
 * revealRow() opens the page holding a row (one just added) and marks it until the user moves on.
 */
export function useTableQuery<Row = TableRow>({
  fetchPage,
  initialQuery = {},
  initialPageSize = DEFAULT_PAGE_SIZE,
  initialSort = null,
  getRowId,
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
  const [revealedRowId, setRevealedRowId] = useState<string | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const getRowIdRef = useRef(getRowId);
  getRowIdRef.current = getRowId;
  const requestRef = useRef(request);
  requestRef.current = request;
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

  // A move of the user's own (a search, a sort, another page) ends the mark of a revealed row; a reload, which
  // the write that added the row sets off itself, keeps it.
  const fromFirstPage = useCallback((change: Partial<Request>) => {
    setRevealedRowId(null);
    setRequest((r) => ({ ...r, ...change, pageNumber: DEFAULT_PAGE_NUMBER, generation: r.generation + 1 }));
  }, []);

  const revealRow = useCallback(async (id: string): Promise<boolean> => {
    const rowId = getRowIdRef.current;
    if (!rowId) throw new Error('useTableQuery: revealRow needs getRowId');
    const asked = requestRef.current;
    // A look that fails leaves the table as it is: the fetch reports its own failure, as a page's does.
    const page = await findRowPage<Row>({
      look: (pageNumber, pageSize) =>
        fetchRef.current(pageParams(asked.query, pageNumber, pageSize, asked.sort)),
      pageSize: asked.pageSize,
      isRow: (row) => rowId(row) === id,
    }).catch(() => null);
    const now = requestRef.current;
    // A search or sort made while looking is the user's newer wish: it stands.
    const moved = now.query !== asked.query || now.sort !== asked.sort || now.pageSize !== asked.pageSize;
    if (page === null || moved) return false;
    setRevealedRowId(id);
    setRequest((r) => ({ ...r, pageNumber: page, generation: r.generation + 1 }));
    return true;
  }, []);

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
    patchQuery: useCallback((patch: QueryValues) => {
      setRevealedRowId(null);
      setRequest((r) => ({
        ...r,
        query: { ...r.query, ...patch },
        pageNumber: DEFAULT_PAGE_NUMBER,
        generation: r.generation + 1,
      }));
    }, []),
    reset: useCallback(() => fromFirstPage({ query: initialQueryRef.current }), [fromFirstPage]),
    setSort: useCallback((sort: SortState | null) => fromFirstPage({ sort }), [fromFirstPage]),
    setPageSize: useCallback((pageSize: number) => fromFirstPage({ pageSize }), [fromFirstPage]),
    setPage: useCallback((pageNumber: number) => {
      setRevealedRowId(null);
      setRequest((r) => ({ ...r, pageNumber, generation: r.generation + 1 }));
    }, []),
    reload: useCallback(() => setRequest((r) => ({ ...r, generation: r.generation + 1 })), []),
    /**
     * Opens the page of the current query and sort that holds the row with this id (a row just added, which
     * a reload of the page shown may not hold) and marks it; false, staying put, when it is not found.
     */
    revealRow,
    /** The row revealRow opened, marked until the user searches, sorts or pages. */
    revealedRowId,
  };
}

export type TableQuery<Row = TableRow> = ReturnType<typeof useTableQuery<Row>>;
