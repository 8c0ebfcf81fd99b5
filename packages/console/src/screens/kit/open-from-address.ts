import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The query key of a student page that opens its hand-in form at once (今日待办's one tap): the diary to
 * write ('new' or its id), or the task or summary task to hand in. Not a production query key: the
 * production console's links never carry it.
 */
export const WRITE_QUERY_KEY = '_write';

/**
 * Acts on the address's _write value once per value: coming back to the page's tab (keep-alive) does not
 * open the form again.
 */
export function useWriteFromAddress(open: (asked: string) => void) {
  const [params] = useSearchParams();
  const asked = params.get(WRITE_QUERY_KEY);
  const opened = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value in the address opens a form.
  useEffect(() => {
    if (!asked || opened.current === asked) return;
    opened.current = asked;
    open(asked);
  }, [asked]);
}
