import type { EntityDef, Field } from '@practice/sdk/contract';
import { entities, entityByName, joinCandidates, refTarget } from '@practice/sdk/contract';
import { z } from 'zod';
import { COMPUTED } from './computed.js';

/** Identifiers come from the catalogue, never from a request; quoting keeps the wire names' case. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export type ColumnType = 'integer' | 'double precision' | 'text';

export interface Column {
  readonly wire: string;
  readonly type: ColumnType;
  readonly field: Field;
}

/** One left join of a joined value's path: `alias` joins `table` on its key = `from`.`column`. */
export interface JoinHop {
  readonly alias: string;
  readonly table: string;
  readonly tableKey: string;
  readonly from: string;
  readonly fromColumn: string;
}

export interface Join {
  /** Wire name of the joined value on this entity's rows. */
  readonly wire: string;
  readonly hops: readonly JoinHop[];
  /** The last hop's column. */
  readonly column: string;
}

export interface Table {
  readonly entity: EntityDef;
  readonly name: string;
  readonly key: string;
  readonly columns: readonly Column[];
  readonly columnByWire: ReadonlyMap<string, Column>;
  readonly joins: readonly Join[];
  /** `select` list and `from` clause (alias t) that every read of this entity shares. */
  readonly selectSql: string;
  readonly fromSql: string;
}

const isNumber = (s: z.ZodType): boolean => s instanceof z.ZodNumber;
const isInt = (s: z.ZodType): boolean =>
  s instanceof z.ZodNumber && (s.format === 'safeint' || s.format === 'int32' || s.isInt === true);

function columnType(f: Field): ColumnType {
  if (f.enum) return f.enum.options.every((o) => typeof o.value === 'number') ? 'integer' : 'text';
  if (f.display === 'id' || f.display === 'ref') return 'text';
  if (isInt(f.schema)) return 'integer';
  if (isNumber(f.schema)) return 'double precision';
  return 'text';
}

const stored = (f: Field) => !f.joined;

const hasColumn = (e: EntityDef | undefined, wire: string) => {
  const f = e?.fields[wire];
  return !!f && stored(f) && !f.writeOnly;
};

/**
 * Where a joined value comes from: the declared path of refs, else the one ref field whose entity stores a
 * column of the same wire name (cSchoolName via fSchoolId -> School.cSchoolName). A string is a problem.
 */
export function resolveJoin(e: EntityDef, wire: string, f: Field, prefix = 'j'): Join | string {
  const source = f.joined ?? {};
  const column = source.field ?? wire;
  let path = source.via?.split('.');
  if (!path) {
    const candidates = joinCandidates(e, column);
    if (candidates.length !== 1) {
      return `${e.name}.${wire}: ${candidates.length ? 'several' : 'no'} ref fields can supply it`;
    }
    path = candidates;
  }
  const hops: JoinHop[] = [];
  let current: EntityDef = e;
  let from = 't';
  for (const step of path) {
    const target = entityByName.get(refTarget(current, step) ?? '');
    if (!target) return `${e.name}.${wire}: ${current.name}.${step} is not a ref field`;
    const alias = `${prefix}${hops.length}`;
    hops.push({ alias, table: target.name, tableKey: target.key, from, fromColumn: step });
    current = target;
    from = alias;
  }
  if (!hasColumn(current, column)) return `${e.name}.${wire}: ${current.name} has no column ${column}`;
  return { wire, hops, column };
}

/**
 * Joined values that follow the same refs share their joins (a diary's student name, number and class all
 * go through one InternshipStudent join): fewer joins make PostgreSQL's planning several times cheaper.
 */
function shareHops(joins: Join[]) {
  const aliasOf = new Map<string, string>();
  for (const [i, j] of joins.entries()) {
    const renamed = new Map<string, string>();
    const hops = j.hops.map((h) => {
      const from = renamed.get(h.from) ?? h.from;
      const key = `${from}.${h.fromColumn}>${h.table}`;
      const alias = aliasOf.get(key) ?? h.alias;
      aliasOf.set(key, alias);
      renamed.set(h.alias, alias);
      return { ...h, from, alias };
    });
    joins[i] = { ...j, hops };
  }
}

function buildTable(e: EntityDef): Table {
  const columns: Column[] = Object.entries(e.fields)
    .filter(([, f]) => stored(f))
    .map(([wire, field]) => ({ wire, field, type: columnType(field) }));
  const joins: Join[] = [];
  for (const [wire, f] of Object.entries(e.fields)) {
    if (!f.joined || f.joined.computed) continue;
    const j = resolveJoin(e, wire, f, `j${joins.length}_`);
    if (typeof j !== 'string') joins.push(j);
  }
  shareHops(joins);
  const last = (j: Join) => (j.hops[j.hops.length - 1] as JoinHop).alias;
  const computed = Object.entries(e.fields)
    .filter(([, f]) => f.joined?.computed)
    .map(([wire]) => {
      const sql = COMPUTED[e.name]?.[wire];
      if (!sql) throw new Error(`${e.name}.${wire} is computed but the server has no expression for it`);
      return `${sql} as ${ident(wire)}`;
    });
  const select = [
    ...columns.filter((c) => !c.field.writeOnly).map((c) => `t.${ident(c.wire)}`),
    ...joins.map((j) => `${last(j)}.${ident(j.column)} as ${ident(j.wire)}`),
    ...computed,
  ];
  const hops = [...new Map(joins.flatMap((j) => j.hops).map((h) => [h.alias, h])).values()];
  const from = [
    `${ident(e.name)} t`,
    ...hops.map(
      (h) =>
        `left join ${ident(h.table)} ${h.alias} on ${h.alias}.${ident(h.tableKey)} = ${h.from}.${ident(h.fromColumn)}`,
    ),
  ];
  return {
    entity: e,
    name: e.name,
    key: e.key,
    columns,
    columnByWire: new Map(columns.map((c) => [c.wire, c])),
    joins,
    selectSql: select.join(', '),
    fromSql: from.join(' '),
  };
}

export const tables: readonly Table[] = entities.map(buildTable);
export const tableByEntity: ReadonlyMap<string, Table> = new Map(tables.map((t) => [t.name, t]));

export function tableOf(entity: string): Table {
  const t = tableByEntity.get(entity);
  if (!t) throw new Error(`no table for entity ${entity}`);
  return t;
}

/** Joined fields that no ref can supply: they would always be empty, so the catalogue must say where. */
export function unresolvedJoins(): string[] {
  return entities.flatMap((e) =>
    Object.entries(e.fields)
      .filter(([, f]) => f.joined && !f.joined.computed)
      .map(([wire, f]) => resolveJoin(e, wire, f))
      .filter((j): j is string => typeof j === 'string'),
  );
}
