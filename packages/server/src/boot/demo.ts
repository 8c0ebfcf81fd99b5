import { CREATOR } from '@practice/sdk/contract';
import { hashPassword } from '../auth/password.js';
import { nowText } from '../db/dates.js';
import type { Queryable, Row } from '../db/driver.js';
import { Params } from '../db/params.js';
import { ident, tableOf } from '../db/tables.js';
import { computeWarningsIn } from '../ops/specific/attendance/warnings.js';
import { demoData } from '../seed/demo.js';
import { roleId } from './grants.js';

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

/** scrypt runs on libuv's thread pool, four threads unless UV_THREADPOOL_SIZE says otherwise: more at once would only queue. */
const HASHES_AT_ONCE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/** Each password hashed on its own, so with a salt of its own; a few at a time. */
async function hashEach(passwords: readonly string[]): Promise<string[]> {
  const hashes: string[] = new Array(passwords.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < passwords.length; i = next++)
      hashes[i] = await hashPassword(passwords[i] as string);
  };
  await Promise.all(Array.from({ length: Math.min(HASHES_AT_ONCE, passwords.length) }, worker));
  return hashes;
}

/**
 * Writes the demo schools, people, courses and content (SPEC-realistic, see seed/) into an empty database.
 * Every account's password is hashed with its own salt, even where demo accounts share a password: one
 * hash per password would let one cracked hash (or one precomputed table) open them all. The hashing is
 * most of the seeding time, so it starts first and the tables without passwords are written meanwhile.
 * The dates follow `seedDay` (seed/demo/clock.ts), today's date in China unless a test pins another.
 */
/**
 * When the demo's warnings are raised: what the daily job (06:00) finds in its rows on the seeding day, or,
 * seeded earlier that day, what it finds now. Raised at a later hour, they would be dated in the future and
 * sort above every warning really raised until 06:00.
 */
export function warningRunOf(seedDay: string, now = nowText()): string {
  const daily = `${seedDay} 06:00:00`;
  return now.startsWith(seedDay) && now < daily ? now : daily;
}

export async function seedDemo(q: Queryable, seedDay = nowText().slice(0, 10)): Promise<number> {
  const data = demoData({ seedDay });
  const tables = data.tables.map(({ entity, rows }) => {
    const t = tableOf(entity);
    const passwords: { row: Row; wire: string; value: string }[] = [];
    const prepared = rows.map((input) => {
      const row: Row = {};
      for (const [wire, v] of Object.entries(input)) {
        const c = t.columnByWire.get(wire);
        if (v === undefined || (!c && wire !== CREATOR)) continue;
        if (c?.field.display === 'password' && typeof v === 'string') passwords.push({ row, wire, value: v });
        else row[wire] = v;
      }
      return row;
    });
    return { entity, prepared, passwords };
  });
  const passwords = tables.flatMap((t) => t.passwords);
  const hashing = hashEach(passwords.map((p) => p.value)).then((hashes) => {
    passwords.forEach((p, i) => {
      p.row[p.wire] = hashes[i];
    });
  });
  // Awaited below, after the other tables: a failure meanwhile must not count as an unhandled rejection.
  hashing.catch(() => undefined);
  let count = 0;
  const write = async ({ entity, prepared }: (typeof tables)[number]) => {
    // Many rows per statement: one round trip per hundred rows instead of one per row.
    for (let i = 0; i < prepared.length; i += SEED_BATCH) {
      count += await insertBatch(q, entity, prepared.slice(i, i + SEED_BATCH));
    }
  };
  // No table refers to another by a database constraint, so the accounts may come last.
  for (const t of tables.filter((x) => !x.passwords.length)) await write(t);
  await hashing;
  for (const t of tables.filter((x) => x.passwords.length)) await write(t);
  for (const { fAppUserId, role } of data.roleUsers) {
    await q.query('insert into app_role_user (role_id, user_id) values ($1, $2) on conflict do nothing', [
      roleId(role),
      fAppUserId,
    ]);
  }
  await computeWarningsIn(q, warningRunOf(seedDay));
  return count;
}
