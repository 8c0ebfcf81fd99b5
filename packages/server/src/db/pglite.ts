import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './driver.js';
import { FairQueue } from './queue.js';
import { touchesSessions } from './session-stamp.js';

/**
 * Embedded PostgreSQL: one process owns the data folder, so a lock is a transaction. PGlite has one
 * connection; every call (a statement, a script, a whole transaction) waits its turn in one first-come,
 * first-served queue (db/queue.ts), holding the connection alone from start to end.
 */
export async function openPglite(
  dataDir?: string,
  initialData?: Blob,
): Promise<Db & { dumpDataDir(): Promise<Blob> }> {
  // A fresh clone has no data folder yet; PGlite creates only the last segment.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(initialData ? { loadDataDir: initialData } : {}),
  });
  const queue = new FairQueue();
  // The session stamp (db/session-stamp.ts): nothing but this queue writes the database, so counting the
  // jobs that wrote a caller's tables is enough. A job counts when it has finished (committed or not), before
  // its caller hears of it and before the next job starts.
  let stamp = 0;
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>, saw: (sql: string) => void): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      saw(sql);
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      saw(sql);
      await q.exec(sql);
    },
  });
  /** One job on the connection; wrote: whether it may have written a caller's tables. */
  const job = <T>(fn: (saw: (sql: string) => void) => Promise<T>) =>
    queue.run(async () => {
      let wrote = false;
      try {
        return await fn((sql) => {
          wrote ||= touchesSessions(sql);
        });
      } finally {
        if (wrote) stamp++;
      }
    });
  const tx = <T>(fn: (q: Queryable) => Promise<T>) => job((saw) => pg.transaction((t) => fn(wrap(t, saw))));
  return {
    kind: 'pglite',
    query: <T extends Row>(sql: string, params?: readonly unknown[]) =>
      job((saw) => wrap(pg, saw).query<T>(sql, params)),
    exec: (sql: string) => job((saw) => wrap(pg, saw).exec(sql)),
    tx,
    exclusive: tx,
    sessionStamp: async () => `pglite:${stamp}`,
    close: () => queue.run(() => pg.close()),
    /** The whole data folder as one uncompressed tar, for `initialData` (tests seed once, start many). */
    dumpDataDir: () => queue.run(() => pg.dumpDataDir('none')),
  };
}
