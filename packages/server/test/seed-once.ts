import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './provided.js';
import { prepareDatabase } from '../src/boot/start.js';
import { nowText } from '../src/db/dates.js';
import { openDb } from '../src/db/driver.js';
import { openPglite } from '../src/db/pglite.js';
import { adminQuery, databaseUrl, uniqueName } from './database.js';

/*
 * A vitest global setup: the demo data is seeded once per run, and every test server that wants it starts
 * from a copy (test/harness.ts) instead of seeding its own. Seeding hashes a password per account and writes
 * every demo table, several seconds each time; copying takes a fraction of a second, and the copy is the
 * very database a seeding would make, since it is one. The seeding itself keeps its own tests (seed/).
 *
 * On PGlite the copy is the seeded data folder, dumped to a file; on PostgreSQL (TEST_DATABASE_URL) it is a
 * template database, which CREATE DATABASE ... TEMPLATE copies file by file.
 *
 * The data is seeded as of today, as a school's would be, and the day is given to the test files, so a test
 * naming a demo date moves it exactly as the seeding did (harness.ts demoDate), even across midnight.
 */

export default async function seedOnce(project: TestProject): Promise<() => Promise<void>> {
  const seedDay = nowText().slice(0, 10);
  project.provide('demoSeedDay', seedDay);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = uniqueName('seed');
    await adminQuery(url, `create database ${template}`);
    const db = await openDb({ url: databaseUrl(url, template) });
    try {
      await prepareDatabase(db, true, seedDay);
    } finally {
      await db.close();
    }
    project.provide('demoTemplateDatabase', template);
    return () => adminQuery(url, `drop database if exists ${template} with (force)`);
  }
  const db = await openPglite();
  const folder = mkdtempSync(join(tmpdir(), 'practice-seed-'));
  try {
    await prepareDatabase(db, true, seedDay);
    const dump = join(folder, 'demo.tar');
    writeFileSync(dump, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()));
    project.provide('demoDataDump', dump);
  } finally {
    await db.close();
  }
  return async () => rmSync(folder, { recursive: true, force: true });
}
