import type { Queryable, Row } from '../db/driver.js';
import { ident, type Table } from '../db/tables.js';

/** One changed field of an audit entry, in the short keys the stored JSON uses. */
export interface Change {
  /** Wire name. */
  readonly f: string;
  /** Its label, as the forms show it. */
  readonly l: string;
  /** Before and after: null for a row added or removed. */
  readonly b: unknown;
  readonly a: unknown;
}

/** What a secret's value is written as: that it changed, never what it is. */
export const SECRET = '******';

/** A value longer than this (a diary's rich text) is kept cut, with the length it had. */
const LONGEST = 2000;

/** The stored list's limit: well inside the json field's 100 000 characters that the SDK's row schema allows. */
const STORED_MAX = 60_000;

const SECRET_NAME = /pass(word)?|pwd|token|secret|salt|hash|accesskey/i;

function isSecret(t: Table | undefined, wire: string): boolean {
  const f = t?.entity.fields[wire];
  return SECRET_NAME.test(wire) || f?.display === 'password' || f?.writeOnly === true;
}

function kept(value: unknown, longest = LONGEST): unknown {
  if (typeof value !== 'string' || value.length <= longest) return value ?? null;
  return `${value.slice(0, longest)}…（共 ${value.length} 字）`;
}

/**
 * The changes as stored: whole when they fit, else with every value cut shorter, and at last only as many
 * as fit with a final entry saying how many more there were (a batch delete of many long rows).
 */
export function storedChanges(changes: readonly Change[]): string | null {
  if (!changes.length) return null;
  const whole = JSON.stringify(changes);
  if (whole.length <= STORED_MAX) return whole;
  const cut = changes.map((c) => ({ ...c, b: kept(c.b, 100), a: kept(c.a, 100) }));
  const fitting: Change[] = [];
  let size = 2;
  for (const c of cut) {
    size += JSON.stringify(c).length + 1;
    if (size > STORED_MAX - 200) break;
    fitting.push(c);
  }
  const left = cut.length - fitting.length;
  if (left) fitting.push({ f: '…', l: `另有 ${left} 项变更未记录内容`, b: null, a: null });
  return JSON.stringify(fitting);
}

/** The stored rows of a table by key, as they are now in this transaction: the audit's before and after. */
export async function snapshot(q: Queryable, t: Table, keys: readonly unknown[]): Promise<Map<string, Row>> {
  if (!keys.length) return new Map();
  const rows = await q.query(`select * from ${ident(t.name)} where ${ident(t.key)} = any($1)`, [
    keys.map(String),
  ]);
  return new Map(rows.map((r) => [String(r[t.key]), r]));
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a) === String(b);

/**
 * The fields of one row that differ between before and after (a row added has no before, a removed one no
 * after), keys and creation stamps left out, secrets as SECRET.
 */
export function rowChanges(t: Table, before: Row | undefined, after: Row | undefined): Change[] {
  const out: Change[] = [];
  for (const c of t.columns) {
    if (c.wire === t.key) continue;
    const b = before?.[c.wire] ?? null;
    const a = after?.[c.wire] ?? null;
    if (same(b, a)) continue;
    const secret = isSecret(t, c.wire);
    out.push({
      f: c.wire,
      l: c.field.label,
      b: secret && b !== null ? SECRET : kept(b),
      a: secret && a !== null ? SECRET : kept(a),
    });
  }
  return out;
}

/** The changes of every row named, before and after: one list, each change prefixed by its row when several. */
export function snapshotChanges(
  t: Table,
  before: ReadonlyMap<string, Row>,
  after: ReadonlyMap<string, Row>,
): Change[] {
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  return keys.flatMap((key) =>
    rowChanges(t, before.get(key), after.get(key)).map((c) =>
      keys.length > 1 ? { ...c, f: `${key}.${c.f}` } : c,
    ),
  );
}

/**
 * A call's input as changes, for a write whose effect is not one row of its target (a review form saved under
 * a student, an invitation answered): the values the call sent, as after, secrets as SECRET.
 */
export function inputChanges(t: Table | undefined, body: unknown): Change[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.entries(body as Row)
    .filter(([, v]) => v !== undefined)
    .map(([wire, v]) => ({
      f: wire,
      l: t?.entity.fields[wire]?.label ?? wire,
      b: null,
      a: isSecret(t, wire) ? SECRET : kept(typeof v === 'object' && v !== null ? JSON.stringify(v) : v),
    }));
}
