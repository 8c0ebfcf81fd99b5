import type { Queryable, Row } from '../db/driver.js';
import { type Table, tableOf } from '../db/tables.js';
import type { OpContext, OpInput } from '../ops/context.js';
import { type Change, inputChanges, snapshot, snapshotChanges } from './changes.js';
import { auditKindOf, recordAudit } from './record.js';

/**
 * Off only for the audit benchmark's same-run baseline (bench/audit.ts), in its own process: no request,
 * setting or environment variable reaches it.
 */
let recording = true;
export const recordAuditForBenchmark = (on: boolean) => {
  recording = on;
};

/** The keys a call's answer names: an added row's id, or the row itself. */
function keysOfResult(t: Table | undefined, result: unknown): string[] {
  if (typeof result === 'string' && result) return [result];
  if (t && result && typeof result === 'object' && !Array.isArray(result)) {
    const key = (result as Row)[t.key];
    if (key !== undefined && key !== null) return [String(key)];
  }
  return [];
}

/**
 * An add's row as its answer carries it, when that answer holds every stored column (a handler answers the
 * row it has just read back, as the last act of its work): the after of the entry without reading the row
 * again, a round trip that cost every add about 5 % of its throughput (bench/audit.ts). An answer that
 * leaves a column out (an account's, without its password) is read again.
 */
function answeredRow(t: Table, named: readonly string[], result: unknown): Map<string, Row> | undefined {
  if (named.length || !result || typeof result !== 'object' || Array.isArray(result)) return undefined;
  const row = result as Row;
  const key = row[t.key];
  if (key === undefined || key === null || !t.columns.every((c) => c.wire in row)) return undefined;
  return new Map([[String(key), row]]);
}

const schoolOf = (t: Table | undefined, rows: Iterable<Row>) => {
  const column = t?.entity.rows.school;
  if (!column) return undefined;
  for (const r of rows) if (r[column]) return r[column];
  return undefined;
};

/**
 * Runs a write and records it in its transaction `q`: the stored rows of `t` named by `keys` before and after
 * (a row added: after only, found by the id the call answers), or the input when no field of them changed
 * (the effect lies in rows under them). Reads, and calls the log leaves out, pass straight through.
 */
export async function auditedWrite(
  q: Queryable,
  ctx: OpContext,
  input: OpInput,
  t: Table | undefined,
  keys: readonly unknown[],
  work: () => Promise<unknown>,
): Promise<unknown> {
  const kind = auditKindOf(ctx.op);
  if (!kind || !recording) return work();
  const rowsToo = t && kind !== 'export';
  const named = keys.map(String);
  const before = rowsToo ? await snapshot(q, t, named) : new Map<string, Row>();
  const result = await work();
  const touched = named.length ? named : keysOfResult(t, result);
  const after = rowsToo
    ? (answeredRow(t, named, result) ?? (await snapshot(q, t, touched)))
    : new Map<string, Row>();
  let changes: Change[] = t ? snapshotChanges(t, before, after) : [];
  if (!changes.length) changes = inputChanges(t, input.body ?? input.query);
  await recordAudit(q, ctx, {
    kind,
    op: ctx.op,
    entity: t?.name,
    ids: touched,
    changes,
    school: schoolOf(t, [...before.values(), ...after.values()]),
  });
  return result;
}

/**
 * The audit of a declared handler (ops/declared.ts): about its target, except an add under a parent (a diary
 * under its internship student), which is about the row it adds.
 */
export function audited(
  a: OpContext & { readonly q: Queryable },
  input: OpInput,
  target: { readonly entity: string; readonly keys: readonly unknown[] } | undefined,
  work: () => Promise<unknown>,
): Promise<unknown> {
  const adds = a.op.kind === 'add' && a.table !== undefined && a.table.name !== target?.entity;
  const t = target && !adds ? tableOf(target.entity) : a.table;
  return auditedWrite(a.q, a, input, t, adds ? [] : (target?.keys ?? []), work);
}
