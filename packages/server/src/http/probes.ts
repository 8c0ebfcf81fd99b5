/**
 * The load balancer's questions (README "Deployment"). /healthz: is the process up (200 while it runs, no
 * I/O, so a slow database never gets a live process restarted). /readyz: should it get traffic: 200 when the
 * database answers `select 1` and the file store answers (a stat of the folder, a HeadBucket), else 503 with
 * what failed, and 503 once it is shutting down so that the balancer stops sending before it goes.
 */
import type { Hono } from 'hono';
import type { Db } from '../db/driver.js';
import type { FileStorage } from '../files/index.js';

// A probe that hangs is worse than one that fails: the balancer's own timeout would hide which part hangs.
const PROBE_TIMEOUT_MS = 3000;

export interface Probes {
  /** Set when shutdown begins: /readyz answers 503 from then on. */
  draining: boolean;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A short reason, without a stack or a secret: the error's name and first line. */
const reasonOf = (error: unknown): string => {
  const e = error as { name?: string; message?: string; code?: string } | null;
  const text = [e?.name && e.name !== 'Error' ? e.name : '', e?.code ?? '', e?.message?.split('\n')[0] ?? '']
    .filter(Boolean)
    .join(': ');
  return (text || String(error)).slice(0, 200);
};

export function addProbes(app: Hono, db: Db, storage: FileStorage, probes: Probes): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (probes.draining) return c.json({ status: 'unavailable', reason: 'shutting down' }, 503);
    const [database, store] = await Promise.allSettled([
      within(db.query('select 1'), PROBE_TIMEOUT_MS),
      within(storage.check(), PROBE_TIMEOUT_MS),
    ]);
    const failed: Record<string, string> = {};
    if (database.status === 'rejected') failed.database = reasonOf(database.reason);
    if (store.status === 'rejected') failed.store = `${storage.kind}: ${reasonOf(store.reason)}`;
    if (Object.keys(failed).length) return c.json({ status: 'unavailable', ...failed }, 503);
    return c.json({ status: 'ok', database: db.kind, store: storage.kind });
  });
}
