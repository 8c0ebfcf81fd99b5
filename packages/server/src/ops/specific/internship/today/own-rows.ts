import type { Caller } from '../../../../auth/caller.js';
import type { Queryable, Row } from '../../../../db/driver.js';
import { Params } from '../../../../db/params.js';
import { ident, tableOf } from '../../../../db/tables.js';
import { selectRows } from '../../../rows.js';

/*
 * Every list of 今日待办 starts from rows read through the caller's compiled row scope (auth/scope.ts) and,
 * on top of it, the caller's own column: the scope alone already keeps a student to their own rows, the
 * column says which of those are "mine" (a student's team hand-ins are their team's, not another team's).
 */

/** The caller's rows of `entity` whose `ownColumn` is the caller, with `where` added (`p` its parameters). */
export function ownRows(
  q: Queryable,
  me: Caller,
  entity: string,
  ownColumn: string,
  extra: (p: Params) => readonly string[] = () => [],
): Promise<Row[]> {
  const p = new Params();
  const where = [`t.${ident(ownColumn)} = ${p.add(me.userId)}`, ...extra(p)];
  return selectRows(q, tableOf(entity), me, p, { where });
}

/** Rows of `entity` whose `column` is one of `ids`, read through the caller's row scope. */
export function scopedRowsIn(
  q: Queryable,
  me: Caller,
  entity: string,
  column: string,
  ids: readonly unknown[],
  extra: (p: Params) => readonly string[] = () => [],
): Promise<Row[]> {
  if (!ids.length) return Promise.resolve([]);
  const p = new Params();
  const where = [`t.${ident(column)} = any(${p.add(ids.map(String))})`, ...extra(p)];
  return selectRows(q, tableOf(entity), me, p, { where });
}

/** A stored value as text ('' for none). */
export const textOf = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
