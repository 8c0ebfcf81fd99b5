/**
 * Who uploaded what (table app_upload, db/migrate.ts): the server makes every stored name, so it can say for
 * each stored path which account put it there. A path written into a row must be the writer's own upload
 * (file-refs.ts), and a fresh upload is readable by its uploader before any row references it
 * (file-readers.ts). The table also remembers which rows were last found holding a file (`refs`), so that
 * the /files check looks at those first; a remembered row is always checked again, never trusted.
 */
import type { Queryable } from '../db/driver.js';
import type { FileStorage } from './storage.js';

export interface Uploader {
  readonly userId: string;
  readonly schoolId: string | null;
}

/** Notes `path` as uploaded by `by`. Stored names are unique (a random uid), so a second note is a no-op. */
export async function recordUpload(q: Queryable, path: string, by: Uploader): Promise<void> {
  await q.query(
    `insert into app_upload (path, user_id, school_id) values ($1, $2, $3)
       on conflict (path) do update set user_id = coalesce(app_upload.user_id, excluded.user_id),
         school_id = coalesce(app_upload.school_id, excluded.school_id)`,
    [path, by.userId, by.schoolId],
  );
}

/**
 * A storage whose saves are noted as `by`'s: uploads, and what the server generates for a caller (batch
 * zips, exports) that only they may then fetch at /files. A file the ledger could not note is removed again.
 */
export function recordingStorage(storage: FileStorage, q: Queryable, by: Uploader): FileStorage {
  return {
    ...storage,
    async save(input) {
      const stored = await storage.save(input);
      try {
        await recordUpload(q, stored.path, by);
      } catch (error) {
        await storage.remove(stored.path);
        throw error;
      }
      return stored;
    },
  };
}

/** Those of `paths` that `userId` uploaded: one indexed statement for any number of paths. */
export async function uploadedBy(
  q: Queryable,
  userId: string,
  paths: readonly string[],
): Promise<Set<string>> {
  if (!paths.length) return new Set();
  const rows = await q.query<{ path: string }>(
    'select path from app_upload where path = any($1) and user_id = $2',
    [[...paths], userId],
  );
  return new Set(rows.map((r) => r.path));
}

export interface LedgerEntry {
  /** Null for files no one uploaded through this server (the seed's samples, files older than the ledger). */
  readonly userId: string | null;
  /** 'Entity:id' of rows last found holding the file. */
  readonly refs: readonly string[];
}

export async function ledgerEntry(q: Queryable, path: string): Promise<LedgerEntry | null> {
  const [row] = await q.query<{ user_id: string | null; refs: string[] | null }>(
    'select user_id, refs from app_upload where path = $1',
    [path],
  );
  return row ? { userId: row.user_id, refs: row.refs ?? [] } : null;
}

/** Replaces the remembered rows of `path` (adding the path, uploader unknown, if it has no entry yet). */
export async function rememberRefs(q: Queryable, path: string, refs: readonly string[]): Promise<void> {
  await q.query(
    `insert into app_upload (path, refs) values ($1, $2)
       on conflict (path) do update set refs = excluded.refs`,
    [path, [...refs]],
  );
}
