import { type EntityDef, schoolFixedFields } from '@practice/sdk/contract';
import type { ColumnOverrides, TableColumn, TableRow } from '@practice/ui-kit';

/**
 * A caller bound to one school sees one school on every row of a school-scoped list: its 学校 column says
 * nothing, so it starts hidden (column settings still show it). The platform admin, who sees every school,
 * keeps it; so does a screen that says itself whether the column shows.
 */
export function hideSchoolFixed<Row extends TableRow>(
  columns: TableColumn<Row>[],
  entity: Pick<EntityDef, 'fields' | 'rows'>,
  roles: readonly string[],
  overrides: ColumnOverrides<Row> = {},
): TableColumn<Row>[] {
  if (roles.includes('platformAdmin')) return columns;
  const fixed = new Set(schoolFixedFields(entity));
  return columns.map((column) => {
    const own = overrides[column.key];
    const screenDecides = own !== undefined && own !== false && own.hidden !== undefined;
    return fixed.has(column.key) && !screenDecides ? { ...column, hidden: true } : column;
  });
}
