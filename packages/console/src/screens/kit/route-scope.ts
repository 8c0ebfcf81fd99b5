import { HEADER_QUERY_KEY } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/*
 * A child screen's scope comes from its route query (SPEC 2.4: a link cell copies the course's or the
 * student's id into the query). Keep-alive hands every kept view the location of its own last visit, so the
 * scope read here survives paging, search, refresh and switching tabs without any store.
 */

export interface RouteScope {
  /** The declared keys with their values, as sent to every call of the screen. */
  values: Record<string, string>;
  /** Every declared key has a value: a screen opened without them has nothing to show. */
  complete: boolean;
  /** The page header the link carried (the course or template name). */
  header: string | null;
}

export function scopeFrom(params: URLSearchParams, keys: readonly string[]): RouteScope {
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  return {
    values,
    complete: keys.every((key) => key in values),
    header: params.get(HEADER_QUERY_KEY) || null,
  };
}

/** The route query as plain values (everything but the page header), for actions that send it on. */
export function queryValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (key !== HEADER_QUERY_KEY && value) out[key] = value;
  return out;
}

export function useRouteScope(keys: readonly string[]): RouteScope {
  const [params] = useSearchParams();
  const search = params.toString();
  const keyList = keys.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the strings stand for params and keys.
  return useMemo(() => scopeFrom(params, keys), [search, keyList]);
}
