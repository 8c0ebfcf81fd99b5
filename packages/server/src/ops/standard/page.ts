import type { Caller } from '../../auth/caller.js';
import { normalizeDate, rangeEnd } from '../../db/dates.js';
import type { Queryable, Row } from '../../db/driver.js';
import { Params } from '../../db/params.js';
import { ident, type Table } from '../../db/tables.js';
import { badRequest } from '../../http/errors.js';
import { countRows, expressionOf, selectRows } from '../rows.js';

/** pageSize 999999 ("全部") and pageNumber -1 (class and school pickers) both mean every row (SPEC §9). */
export const ALL_ROWS = 999_999;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE conditions of a page query: date ranges and per-column search values. A range whose start lies
 * after its end is refused, not answered with an empty list that reads as "no such rows".
 */
export function filters(t: Table, query: Record<string, unknown>, p: Params): string[] {
  const where: string[] = [];
  for (const wire of t.entity.ranges) {
    const expr = expressionOf(t, wire);
    const begin = query[`${wire}Begin`];
    const end = query[`${wire}End`];
    const from = typeof begin === 'string' && begin ? normalizeDate(begin, true) : null;
    const to = typeof end === 'string' && end ? rangeEnd(end) : null;
    if (from && to && from > to) {
      throw badRequest(`${t.entity.fields[wire]?.label ?? wire}的开始不能晚于结束`);
    }
    if (expr && from) where.push(`${expr} >= ${p.add(from)}`);
    if (expr && to) where.push(`${expr} <= ${p.add(to)}`);
  }
  for (const [wire, f] of Object.entries(t.entity.fields)) {
    const value = query[wire];
    const expr = expressionOf(t, wire);
    if (!f.searchable || value === undefined || value === null || value === '' || !expr) continue;
    if (typeof value === 'number') where.push(`${expr} = ${p.add(value)}`);
    else if (f.ref || f.display === 'id') where.push(`${expr}::text = ${p.add(String(value))}`);
    else where.push(`${expr}::text ilike ${p.add(`%${escapeLike(String(value))}%`)}`);
  }
  return where;
}

/** Without a sort of its own an entity lists its newest rows first, by creation time (ids are not ordered). */
const CREATED = 'tCreateDate';

export function orderBy(t: Table, query: Record<string, unknown>): string {
  const requested = typeof query.sortName === 'string' ? query.sortName : undefined;
  const fallback =
    t.entity.defaultSort ?? (t.columnByWire.has(CREATED) ? { field: CREATED, order: 'desc' } : undefined);
  const sort = requested && t.entity.sortable.includes(requested) ? requested : fallback?.field;
  const dir = (requested ? query.sortOrder : fallback?.order) === 'asc' ? 'asc' : 'desc';
  const expr = sort ? expressionOf(t, sort) : null;
  const key = `t.${ident(t.key)}`;
  // The key breaks ties so that paging never shows a row twice or skips one; the ids the server issues begin
  // with their time (db/migrate.ts NEW_ID_SQL), so rows created in the same second stay in creation order.
  const order = expr && expr !== key ? `${expr} ${dir} nulls last, ${key} ${dir}` : `${key} ${dir}`;
  const pinned = t.entity.pinned ? expressionOf(t, t.entity.pinned) : null;
  return pinned ? `coalesce(${pinned}, 0) desc, ${order}` : order;
}

export interface PageResult {
  List: Row[];
  PageIndex: number;
  PageCount: number;
  PageSize: number;
  TotalCount: number;
}

export async function pageOfRows(
  q: Queryable,
  t: Table,
  caller: Caller | null,
  query: Record<string, unknown>,
  extraWhere: (p: Params) => string[] = () => [],
): Promise<PageResult> {
  const pageNumber = Number(query.pageNumber ?? 1);
  const pageSize = Number(query.pageSize ?? 10);
  const all = pageNumber === -1 || pageSize >= ALL_ROWS;
  const page = all ? 1 : Math.max(1, pageNumber);
  const p = new Params();
  const where = [...filters(t, query, p), ...extraWhere(p)];
  const order = orderBy(t, query);
  const rows = await selectRows(q, t, caller, p, {
    where,
    order,
    withTotal: true,
    ...(all ? {} : { limit: pageSize, offset: (page - 1) * pageSize }),
  });
  let total = Number(rows[0]?.__total ?? 0);
  if (!rows.length && page > 1) {
    // Past the last page the window count has no row to ride on: count separately.
    const cp = new Params();
    total = await countRows(q, t, caller, cp, [...filters(t, query, cp), ...extraWhere(cp)]);
  }
  for (const r of rows) delete r.__total;
  const size = all ? Math.max(total, 1) : pageSize;
  return {
    List: rows,
    PageIndex: page,
    PageCount: Math.max(1, Math.ceil(total / size)),
    PageSize: all ? total : pageSize,
    TotalCount: total,
  };
}
