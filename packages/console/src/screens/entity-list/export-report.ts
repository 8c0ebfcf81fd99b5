import { type EntityDef, EXPORT_RECORD_IDS_MAX, EXPORT_RECORD_OPERATION } from '@practice/sdk/contract';
import type { QueryValues, TableRow } from '@practice/ui-kit';
import { callOperation, operationsOf } from './entity-calls.js';
import { idOf } from './row-id.js';

const RANGE_ENDS: Readonly<Record<string, string>> = { Begin: '起', End: '止' };

/** A search value in the field's words: its label, and an enum value's label. */
function wordOf(entity: EntityDef | undefined, key: string, value: unknown): string {
  const end = /^(.+)(Begin|End)$/.exec(key);
  const field = entity?.fields[key] ?? (end ? entity?.fields[end[1] as string] : undefined);
  const label = field
    ? `${field.label}${end && !entity?.fields[key] ? RANGE_ENDS[end[2] as string] : ''}`
    : key;
  return `${label}：${field?.enum?.labelOf(value) || String(value)}`;
}

/**
 * The search a list was exported under, as the audit log keeps it for a reader: the values given, each in
 * its field's words (操作：评定实习总结成绩；操作时间起：2026-06-01).
 */
export function searchText(query: QueryValues, entity?: EntityDef): string | undefined {
  const given = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return given.length
    ? given
        .map(([k, v]) => wordOf(entity, k, v))
        .join('；')
        .slice(0, 2000)
    : undefined;
}

/**
 * Tells the audit log that a list was exported (导出): the browser wrote the file from rows it had read, so
 * no other call shows it. The rows' keys go with it, as many as the report takes; the count names them all.
 */
export function reportExport(o: {
  /** The rows' entity: their key, the words of the search, and its page list unless `listOperation`. */
  entity: EntityDef;
  /** The call that filled the list, when not Get{E}PageList. */
  listOperation?: string | undefined;
  rows: readonly TableRow[];
  fileName: string;
  query: QueryValues;
}): Promise<unknown> {
  const ids = o.rows
    .slice(0, EXPORT_RECORD_IDS_MAX)
    .map((row) => idOf(row, o.entity.key))
    .filter(Boolean);
  const filter = searchText(o.query, o.entity);
  return callOperation(EXPORT_RECORD_OPERATION, {
    cListOperation: o.listOperation ?? operationsOf(o.entity).page,
    cFileName: o.fileName,
    iRows: o.rows.length,
    ids,
    ...(filter ? { cFilter: filter } : {}),
  });
}
