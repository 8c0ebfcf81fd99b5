import { entityByName } from '@practice/sdk/contract';
import type { ColumnOverrides, SearchField } from '@practice/ui-kit';

/* The table settings both portal lists share: column widths and the search form's fields. */

// Narrow columns for the short values, so that the status still shows beside the tree at 1440 px.
const COLUMN_WIDTHS: Record<string, number> = { fType: 90, cTitle: 200, fSort: 70, fStatus: 90 };

/** The screen's column changes over the shared widths (a screen's own width wins). */
export function portalColumns(columns: ColumnOverrides = {}): ColumnOverrides {
  const merged: ColumnOverrides = Object.fromEntries(
    Object.entries(COLUMN_WIDTHS).map(([key, width]) => [key, { width }]),
  );
  for (const [key, change] of Object.entries(columns)) {
    const base = merged[key];
    merged[key] = change === false ? false : { ...(base || {}), ...change };
  }
  return merged;
}

// The tree already filters by fType, so the search form offers the title and the status only.
const SEARCHED = ['cTitle', 'fStatus'];

/** The search fields of a portal entity: its searched fields with their labels and status options. */
export function portalSearchFields(entity: string): SearchField[] {
  const fields = entityByName.get(entity)?.fields ?? {};
  return SEARCHED.flatMap((key) => {
    const field = fields[key];
    if (!field) return [];
    return [{ key, label: field.label, ...(field.enum ? { enum: field.enum } : {}) }];
  });
}
