import type { TableRow } from '@practice/ui-kit';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { callOperation } from '../../../entity-list/index.js';

/**
 * The diary page's query key that opens its form at once (今日待办's one tap): 'new' for a new diary, else
 * the id of the diary to finish or rewrite. Not a production query key: its links never carry it.
 */
export const WRITE_QUERY_KEY = '_write';
const NEW = 'new';

/**
 * Opens the form the address asks for, once per value: coming back to the page's tab (keep-alive) does not
 * open it again. A diary that cannot be read is the SDK's toast, and the list stays as it is.
 */
export function useOpenFromAddress(open: (row: TableRow | null) => void) {
  const [params] = useSearchParams();
  const asked = params.get(WRITE_QUERY_KEY);
  const opened = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value in the address opens a form.
  useEffect(() => {
    if (!asked || opened.current === asked) return;
    opened.current = asked;
    if (asked === NEW) open(null);
    else
      void callOperation('GetInternshipDiaryModel', { fInternshipDiaryId: asked }).then(
        (row) => open(row as TableRow),
        () => undefined,
      );
  }, [asked]);
}
