import { type Db, openDb } from '../src/db/driver.js';

/** A schema or database name no other suite (or process) uses. */
export const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
export const uniqueSchema = () => uniqueName('t');

/** A bare database for a suite: a fresh PostgreSQL schema on the PostgreSQL run, else in-memory PGlite. */
export async function openTestDb(): Promise<{ db: Db; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = uniqueSchema();
  if (url) await createSchema(url, schema);
  const db = await openDb({ url: url ? withSchema(url, schema) : undefined });
  return {
    db,
    close: async () => {
      await db.close();
      if (url) await dropSchema(url, schema);
    },
  };
}

/** search_path through libpq's options parameter: every pooled connection lands in the schema. */
export function withSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/** The same server and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on a connection of its own (CREATE and DROP DATABASE take no transaction). */
export async function adminQuery(url: string, sql: string) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
export const createSchema = (url: string, schema: string) =>
  adminQuery(url, `create schema if not exists ${schema}`);
export const dropSchema = (url: string, schema: string) =>
  adminQuery(url, `drop schema if exists ${schema} cascade`);
