import pg from 'pg';
import type { Db, Queryable, Row } from './driver.js';
import { FairQueue } from './queue.js';
import { freshRead, READ_SESSION_STAMP } from './session-stamp.js';

// Dates, numerics and bigints arrive as text: the catalogue stores wire dates as text already, and
// counts (bigint) are read as numbers below where they are small by construction.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Any lock key works as long as every server process uses the same one. */
const MIGRATION_LOCK = 7_304_202_611;

export async function openPostgres(url: string): Promise<Db> {
  const size = Number(process.env.DB_POOL ?? 20);
  // Statements and transactions take the pool's connections in the order their calls arrived (db/queue.ts);
  // one connection more is kept for the session stamp, read beside them (db/session-stamp.ts).
  const queue = new FairQueue(size);
  const pool = new pg.Pool({ connectionString: url, max: size + 1 });
  pool.on('error', (e) => console.error('数据库连接错误', e.message));
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await c.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  async function withClient<T>(fn: (c: pg.PoolClient) => Promise<T>) {
    const client = await pool.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  }
  const tx = <T>(fn: (q: Queryable) => Promise<T>) =>
    queue.run(() =>
      withClient(async (c) => {
        await c.query('begin');
        try {
          const out = await fn(wrap(c));
          await c.query('commit');
          return out;
        } catch (e) {
          await c.query('rollback');
          throw e;
        }
      }),
    );
  // One read of the stamp row serves every call that arrives while it is under way (db/session-stamp.ts).
  const sessionStamp = freshRead(async () => {
    const { rows } = await pool.query<{ stamp: string }>(READ_SESSION_STAMP);
    // No stamp row (a database the migration has not reached): nothing may be cached.
    return rows[0] ? `postgres:${rows[0].stamp}` : null;
  });
  return {
    kind: 'postgres',
    sessionStamp,
    query: <T extends Row>(sql: string, params?: readonly unknown[]) =>
      queue.run(() => wrap(pool).query<T>(sql, params)),
    exec: (sql: string) => queue.run(() => wrap(pool).exec(sql)),
    tx,
    exclusive: (fn) =>
      tx(async (q) => {
        await q.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        return fn(q);
      }),
    close: () => pool.end(),
  };
}
