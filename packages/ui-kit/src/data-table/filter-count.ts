import type { QueryValues } from './use-table-query.js';

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * How many of the search form's filters hold a value (筛选 · 2 on a phone, where the form is folded away):
 * each field once, and the date range once whether one end or both are set. Values the form does not show
 * (a tree's node, the route's course) are not the user's filters and do not count.
 */
export function filterCount(
  fieldKeys: readonly string[],
  rangeField: string | null,
  values: QueryValues,
): number {
  const fields = fieldKeys.filter((key) => isSet(values[key])).length;
  const range = rangeField && (isSet(values[`${rangeField}Begin`]) || isSet(values[`${rangeField}End`]));
  return fields + (range ? 1 : 0);
}
