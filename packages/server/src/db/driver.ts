/**
 * The one database surface the server uses: parameterised SQL ($1, $2, ...) on PostgreSQL or on embedded
 * PGlite, which speak the same dialect. No ORM: tables are derived from the contract catalogue at run time,
 * so a typed schema layer would restate what the catalogue already says.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters in one round trip (schema scripts). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: everything or nothing. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs fn while holding a cluster-wide lock (migrations and seeding from several processes). */
  exclusive<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * A value that changes whenever anything a signed-in caller is made of may have changed (a session ended,
   * an account frozen, renamed, moved or deleted, a role granted or taken away), read after this call was
   * made: every such change committed before the call is reflected in it, whichever process made it. Cached
   * callers are kept while it stays the same (auth/caller.ts); null or absent (a handle on an open transaction,
   * ops/delegate.ts): keep none. See db/session-stamp.ts.
   */
  sessionStamp?(): Promise<string | null>;
}

export interface DbOptions {
  /** postgres://... selects PostgreSQL; otherwise PGlite. */
  readonly url?: string | undefined;
  /** PGlite data folder; absent means in memory (tests). */
  readonly dataDir?: string | undefined;
  /**
   * PGlite only: start from a data folder that an earlier PGlite dumped (its `dumpDataDir`). The tests seed
   * the demo data once and start each of their many servers from that copy (test/seed-once.ts).
   */
  readonly initialData?: Blob | undefined;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.url) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.url);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(options.dataDir, options.initialData);
}
