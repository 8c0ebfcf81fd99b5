import type { TableRow } from '@practice/ui-kit';
import type { Read } from '../../data/reads.js';
import { callOperation } from '../entity-list/entity-calls.js';
import { joinRows, type OwnScopeSource, sourceFor } from './own-scope.js';

/** Every row at once (SPEC §9 pageNumber -1): a student has a handful of courses. */
const ALL_ROWS = { pageNumber: -1, pageSize: 10 };

const listOf = async (operation: string) =>
  ((await callOperation(operation, ALL_ROWS)) as { List: TableRow[] }).List;

/** The user's rows, with what the source joins to them. */
async function ownRows(source: OwnScopeSource): Promise<TableRow[]> {
  const { join } = source;
  if (!join) return listOf(source.operation);
  const [rows, others] = await Promise.all([listOf(source.operation), listOf(join.operation)]);
  return joinRows(rows, others, join.key);
}

const declared = new WeakMap<OwnScopeSource, Read<TableRow[]>>();

/** The read of a source's rows of the user's own (one per source, whoever asks). */
export function ownRowsRead(source: OwnScopeSource): Read<TableRow[]> {
  let read = declared.get(source);
  if (!read) {
    read = { key: `own rows ${source.section}`, load: () => ownRows(source), reads: 'any' };
    declared.set(source, read);
  }
  return read;
}

/**
 * The rows a page about one of the user's courses will look for when opened from the menu (no course in
 * its query at all), if the user's role holds the calls that list them; null for any other page.
 */
export function ownRowsReadAt(
  sources: readonly OwnScopeSource[],
  screenKey: string,
  search: string,
  ability: readonly string[],
): Read<TableRow[]> | null {
  const source = sourceFor(sources, screenKey);
  if (!source) return null;
  const query = new URLSearchParams(search);
  if (source.fields.some((field) => query.has(field))) return null;
  const calls = [source.operation, ...(source.join ? [source.join.operation] : [])];
  return calls.every((call) => ability.includes(call)) ? ownRowsRead(source) : null;
}
