import type { TableRow } from '@practice/ui-kit';
import { callOperation } from '../../../entity-list/index.js';
import { useWriteFromAddress } from '../../../kit/open-from-address.js';

/** The diary page's _write value for a new diary; any other is the id of the diary to finish or rewrite. */
export const NEW_DIARY = 'new';

/**
 * Opens the diary form the address asks for (open-from-address.ts). A diary that cannot be read is the
 * SDK's toast, and the list stays as it is.
 */
export function useOpenFromAddress(open: (row: TableRow | null) => void) {
  useWriteFromAddress((asked) => {
    if (asked === NEW_DIARY) open(null);
    else
      void callOperation('GetInternshipDiaryModel', { fInternshipDiaryId: asked }).then(
        (row) => open(row as TableRow),
        () => undefined,
      );
  });
}
