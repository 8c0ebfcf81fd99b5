import pg from 'pg';
import type { Db, Queryable, Row } from './driver.js';

// Dates, numerics and bigints arrive as text: the catalogue stores wire dates as text already, and
// counts (bigint) are read as numbers below where they are small by construction.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Any lock key works as long as every server process uses the same one. */
const MIGRATION_LOCK = 7_304_202_611;

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL ?? 20) });
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
    });
  return {
    kind: 'postgres',
    query: wrap(pool).query,
    exec: wrap(pool).exec,
    tx,
    exclusive: (fn) =>
      tx(async (q) => {
        await q.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        return fn(q);
      }),
    close: () => pool.end(),
  };
}
