import { useEffect, useReducer, useRef } from 'react';
import { queryCache, type Reads, readsAny } from './query-cache.js';

/**
 * Calls `refresh` after writes made any of `reads` stale (settled: once for a burst of writes). For what
 * holds its own state, such as a table's page and search, which refreshes itself rather than being keyed.
 */
export function useOnWrite(reads: Reads, refresh: () => void) {
  const latest = useRef({ reads, refresh });
  latest.current = { reads, refresh };
  useEffect(
    () =>
      queryCache.onInvalidate((written) => {
        if (readsAny(latest.current.reads, written)) latest.current.refresh();
      }),
    [],
  );
}

/**
 * A number that changes after writes made any of `reads` stale: for a component that takes a new fetch
 * function to refetch (a tree panel), the one place such a version is counted.
 */
export function useWriteVersion(reads: Reads): number {
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  useOnWrite(reads, bump);
  return version;
}
