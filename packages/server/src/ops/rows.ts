import type { EntityDef } from '@practice/sdk/contract';
import { isCourseItself } from '@practice/sdk/contract';
import type { Caller } from '../auth/caller.js';
import { type Access, COURSE_OWNERS_ONLY, scopeCondition } from '../auth/scope.js';
import { COMPUTED } from '../db/computed.js';
import type { Queryable, Row } from '../db/driver.js';
import { Params } from '../db/params.js';
import { ident, type Table, tableOf } from '../db/tables.js';
import { forbidden, notFound } from '../http/errors.js';

/** SQL for a wire name of an entity's rows: its column, the joined expression, or the computed one. */
export function expressionOf(t: Table, wire: string): string | null {
  if (t.columnByWire.has(wire)) return `t.${ident(wire)}`;
  // A computed value (the account's type) is searched by the same subquery that reads it.
  const computed = t.entity.fields[wire]?.joined?.computed ? COMPUTED[t.name]?.[wire] : undefined;
  if (computed) return computed;
  const j = t.joins.find((x) => x.wire === wire);
  if (!j) return null;
  const last = j.hops[j.hops.length - 1];
  return last ? `${last.alias}.${ident(j.column)}` : null;
}

/**
 * Oldest first, the order integer keys used to give: by creation time, the key breaking ties (ids are opaque
 * and the demo's are not ordered at all). For lists that have no order of their own (pickers, trees).
 */
export function creationOrder(t: Table, alias = 't'): string {
  const key = `${alias}.${ident(t.key)}`;
  return t.columnByWire.has('tCreateDate') ? `${alias}."tCreateDate" asc nulls last, ${key}` : key;
}

export interface Select {
  readonly where?: readonly string[];
  readonly order?: string;
  readonly limit?: number;
  readonly offset?: number;
  /** Add count(*) over () as "__total" to learn the total in the same statement. */
  readonly withTotal?: boolean;
  /** 'write' when the rows are about to be changed: shared platform rows are then left out. */
  readonly access?: Access;
}

/** Reads an entity's rows as the caller may see them, with joined names filled in. */
export async function selectRows(
  q: Queryable,
  t: Table,
  caller: Caller | null,
  p: Params,
  s: Select = {},
): Promise<Row[]> {
  const where = [...(s.where ?? [])];
  const scope = caller ? scopeCondition(t.entity, caller, p, 't', s.access) : null;
  if (scope) where.push(scope);
  const filtered = [
    where.length ? `where ${where.join(' and ')}` : '',
    s.order ? `order by ${s.order}` : '',
    s.limit !== undefined ? `limit ${Math.trunc(s.limit)}` : '',
    s.offset ? `offset ${Math.trunc(s.offset)}` : '',
  ].join(' ');
  if (s.withTotal && s.limit !== undefined) return q.query(pageSql(t, filtered, s.order), p.values);
  const total = s.withTotal ? ', count(*) over () as "__total"' : '';
  return q.query(`select ${t.selectSql}${total} from ${t.fromSql} ${filtered}`, p.values);
}

/**
 * One page with the total: the keys of the page are found first, then only those rows are joined to their
 * names. The count must see every matching row, and in a single select it drags every row's joins and wide
 * columns along before the limit applies; here it sees only keys, and PostgreSQL drops the left joins that
 * no condition names (a teacher's 20-row diary page: 20 rows joined instead of 256).
 */
function pageSql(t: Table, filtered: string, order: string | undefined): string {
  const key = ident(t.key);
  const keys = `select t.${key} as "__key", count(*) over () as "__total" from ${t.fromSql} ${filtered}`;
  return [
    `select ${t.selectSql}, "__page"."__total" from ${t.fromSql}`,
    `join (${keys}) "__page" on "__page"."__key" = t.${key}`,
    order ? `order by ${order}` : '',
  ].join(' ');
}

/** One row by key, as the caller may see it: 404 when absent, 403 when it exists outside their scope. */
export async function visibleRow(
  q: Queryable,
  t: Table,
  caller: Caller | null,
  id: unknown,
  access: Access = 'read',
): Promise<Row> {
  const p = new Params();
  const rows = await selectRows(q, t, caller, p, {
    where: [`t.${ident(t.key)} = ${p.add(String(id))}`],
    access,
  });
  if (rows[0]) return rows[0];
  const exists = await q.query(`select 1 from ${ident(t.name)} where ${ident(t.key)} = $1`, [String(id)]);
  throw exists.length ? forbidden(refusalOf(t, access, '无权访问该数据')) : notFound();
}

/** Why a row that exists is refused: a course itself says who may change it. */
const refusalOf = (t: Table, access: Access, otherwise: string) =>
  access === 'write' && isCourseItself(t.entity) ? COURSE_OWNERS_ONLY : otherwise;

/**
 * The rows every id names, as the caller may see them (write scope by default): nothing is changed unless
 * all of them are in scope (a refused call changes nothing). 404 when one is gone, 403 when one is outside.
 */
export async function visibleRows(
  q: Queryable,
  t: Table,
  caller: Caller | null,
  ids: readonly unknown[],
  access: Access = 'write',
): Promise<Row[]> {
  const keys = [...new Set(ids.map((id) => String(id)))];
  const p = new Params();
  const found = await selectRows(q, t, caller, p, {
    where: [`t.${ident(t.key)} = any(${p.add(keys)})`],
    access,
  });
  if (found.length === keys.length) return found;
  const existing = await q.query(
    `select count(*)::int as n from ${ident(t.name)} where ${ident(t.key)} = any($1)`,
    [keys],
  );
  throw (existing[0]?.n as number) === keys.length
    ? forbidden(refusalOf(t, access, '无权操作所选数据'))
    : notFound('所选数据不存在或已被删除');
}

/** The distinct keys of visibleRows: every id in scope, or the call is refused. */
export async function requireVisible(
  q: Queryable,
  t: Table,
  caller: Caller | null,
  ids: readonly unknown[],
  access: Access = 'write',
): Promise<unknown[]> {
  await visibleRows(q, t, caller, ids, access);
  return [...new Set(ids.map((id) => String(id)))];
}

export const entityTable = (e: EntityDef | undefined): Table => {
  if (!e) throw new Error('operation without an entity');
  return tableOf(e.name);
};

export async function countRows(
  q: Queryable,
  t: Table,
  caller: Caller | null,
  p: Params,
  where: readonly string[],
): Promise<number> {
  const all = [...where];
  const scope = caller ? scopeCondition(t.entity, caller, p) : null;
  if (scope) all.push(scope);
  const rows = await q.query(
    `select count(*)::int as n from ${t.fromSql}${all.length ? ` where ${all.join(' and ')}` : ''}`,
    p.values,
  );
  return Number(rows[0]?.n ?? 0);
}
