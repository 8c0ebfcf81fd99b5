import type { QueryValues } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The filters a reminder's or a warning's link carries (/attendance/requests?fRequestStatus=0): the keys
 * given, as the list's fixed filter while the address holds them; the menu entry opens the list unfiltered.
 */
export function useLinkFilter(keys: readonly string[]): QueryValues | undefined {
  const [params] = useSearchParams();
  const text = keys.map((k) => `${k}=${params.get(k) ?? ''}`).join('&');
  // biome-ignore lint/correctness/useExhaustiveDependencies: text is the chosen keys' values in words.
  return useMemo(() => {
    const values = Object.fromEntries(
      keys.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])),
    );
    return Object.keys(values).length ? values : undefined;
  }, [text]);
}
