import { CREATOR } from '@practice/sdk/contract';
import { hashPassword } from '../auth/password.js';
import type { Queryable, Row } from '../db/driver.js';
import { Params } from '../db/params.js';
import { ident, tableOf } from '../db/tables.js';
import { demoData } from '../seed/demo.js';
import { roleId } from './grants.js';

/** Identity sequences continue after the explicit ids that seeding wrote. */
async function bumpSequence(q: Queryable, entity: string) {
  const t = tableOf(entity);
  if (!t.numericKey) return;
  await q.query(
    `select setval(pg_get_serial_sequence($1, $2), greatest((select max(${ident(t.key)}) from ${ident(t.name)}), 1))`,
    [ident(t.name), t.key],
  );
}

const SEED_BATCH = 100;

async function insertBatch(q: Queryable, entity: string, rows: readonly Row[]): Promise<number> {
  if (!rows.length) return 0;
  const t = tableOf(entity);
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const p = new Params();
  const tuples = rows.map((r) => `(${cols.map((c) => p.add(r[c] ?? null)).join(', ')})`);
  await q.query(
    `insert into ${ident(t.name)} (${cols.map(ident).join(', ')}) values ${tuples.join(', ')}`,
    p.values,
  );
  return rows.length;
}

/** Writes the demo schools, people, courses and content (SPEC-realistic, see seed/) into an empty database. */
export async function seedDemo(q: Queryable): Promise<number> {
  const data = demoData();
  const hashes = new Map<string, Promise<string>>();
  const hashOnce = (pw: string) =>
    hashes.get(pw) ?? (hashes.set(pw, hashPassword(pw)).get(pw) as Promise<string>);
  let count = 0;
  for (const { entity, rows } of data.tables) {
    const t = tableOf(entity);
    const prepared: Row[] = [];
    for (const input of rows) {
      const row: Row = {};
      for (const [wire, v] of Object.entries(input)) {
        const c = t.columnByWire.get(wire);
        if (v === undefined || (!c && wire !== CREATOR)) continue;
        row[wire] = c?.field.display === 'password' && typeof v === 'string' ? await hashOnce(v) : v;
      }
      prepared.push(row);
    }
    // Many rows per statement: one round trip per hundred rows instead of one per row.
    for (let i = 0; i < prepared.length; i += SEED_BATCH) {
      count += await insertBatch(q, entity, prepared.slice(i, i + SEED_BATCH));
    }
    await bumpSequence(q, entity);
  }
  for (const { fAppUserId, role } of data.roleUsers) {
    await q.query('insert into app_role_user (role_id, user_id) values ($1, $2) on conflict do nothing', [
      roleId(role),
      fAppUserId,
    ]);
  }
  return count;
}
