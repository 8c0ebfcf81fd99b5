import type { TableRow } from '@practice/ui-kit';

/**
 * A row's id field (its key, or a ref such as fSchoolId) as the string the server sent. Ids are opaque
 * strings: they travel as they are, never converted to numbers, compared as numbers or sorted.
 */
export const idOf = (row: TableRow, key: string): string => String(row[key] ?? '');
