import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './driver.js';

/** Embedded PostgreSQL: one process owns the data folder, so a lock is a transaction. */
export async function openPglite(dataDir?: string): Promise<Db> {
  // A fresh clone has no data folder yet; PGlite creates only the last segment.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const root = wrap(pg);
  const tx = <T>(fn: (q: Queryable) => Promise<T>) => pg.transaction((t) => fn(wrap(t)));
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    tx,
    exclusive: tx,
    close: () => pg.close(),
  };
}
