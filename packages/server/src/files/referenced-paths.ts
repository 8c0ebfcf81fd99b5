/**
 * Every stored file a row references, with the first row found holding it ('Entity:id'), for the move to an
 * object store (copy-to-store.ts): what must be there once the deployment switches. The columns are
 * ref-columns.ts's, read as the batch zips read them (filePathsOf), so a value's other readings (an upload
 * entry taken whole) are not reported as missing files. Keys under oss/ were uploaded straight to the
 * object store by the browser (SPEC §7.4) and were never on this disk: they are counted apart.
 */
import { OSS_PREFIX } from '@practice/sdk';
import type { Queryable } from '../db/driver.js';
import { ident } from '../db/tables.js';
import { filePathsOf, pathsInHtml } from './file-values.js';
import { REF_TABLES, type RefColumn, UPLOAD_INPUT_KINDS } from './ref-columns.js';
import { storagePathSegments } from './storage-path.js';

const PAGE_ROWS = 1000;

export interface References {
  /** Storage key → the first row found holding it. */
  readonly byPath: Map<string, string>;
  /** Keys under oss/: in the browser's object store, not on this disk. */
  readonly direct: number;
}

const isKey = (path: string) => {
  try {
    return storagePathSegments(path).length >= 2;
  } catch {
    return false;
  }
};

function pathsOf(kind: RefColumn['kind'], value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return kind === 'html' ? pathsInHtml(value) : [...filePathsOf(value), ...pathsInHtml(value)];
}

/** Reads every file column of every table a page of rows at a time (a province's rows never all in memory). */
export async function referencedPaths(q: Queryable): Promise<References> {
  const byPath = new Map<string, string>();
  const directKeys = new Set<string>();
  for (const { table, columns } of REF_TABLES) {
    const key = ident(table.key);
    const item = columns.some((c) => c.kind === 'item');
    // A template value's content is a key only when its item is an upload (as file-refs.ts reads it).
    const itemKind = item
      ? `, (select "fFontType" from "TemplateItem" i where i."fTemplateItemId" = t."fTemplateItemId") as "__kind"`
      : '';
    const select = `select t.${key} as "__key", ${columns.map((c) => `t.${ident(c.wire)}`).join(', ')}${itemKind}
      from ${ident(table.name)} t where t.${key} > $1 order by t.${key} limit ${PAGE_ROWS}`;
    let after = '';
    for (;;) {
      const rows = await q.query(select, [after]);
      for (const row of rows) {
        const where = `${table.name}:${String(row.__key)}`;
        for (const c of columns) {
          if (c.kind === 'item' && !UPLOAD_INPUT_KINDS.includes(Number(row.__kind))) continue;
          for (const path of pathsOf(c.kind, row[c.wire])) {
            if (path.startsWith(OSS_PREFIX)) directKeys.add(path);
            else if (isKey(path) && !byPath.has(path)) byPath.set(path, where);
          }
        }
      }
      if (rows.length < PAGE_ROWS) break;
      after = String(rows[rows.length - 1]?.__key);
    }
  }
  return { byPath, direct: directKeys.size };
}
