import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSdk, type PracticeSdk } from '@practice/sdk';
import { inject } from 'vitest';
import './provided.js';
import { type RunningServer, startServer } from '../src/boot/start.js';
import type { FileData } from '../src/files/file-data.js';
import type { FileStorage } from '../src/files/storage.js';
import { fileStorage } from '../src/files/store-config.js';
import type { ServerConfig } from '../src/ops/context.js';
import { asSeededOn } from '../src/seed/demo/clock.js';
import {
  adminQuery,
  createSchema,
  databaseUrl,
  dropSchema,
  uniqueName,
  uniqueSchema,
  withSchema,
} from './database.js';
import { startTestBucket } from './s3rver.js';
import type { StoreKind } from './storage-backends.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The demo accounts (README): one per role, all with the same password. */
export const DEMO = {
  platformAdmin: 'admin',
  schoolAdmin: 'school',
  teacher: 'teacher',
  companyTutor: 'tutor',
  student: 'student',
} as const;
export const DEMO_PASSWORD = 'Demo@2026';

export interface TestServer extends RunningServer {
  readonly filesDir: string;
  /** What the server was started with (its store among them), for an app of a test's own beside it. */
  readonly config: ServerConfig;
  /** The server's file store: the local disk under filesDir, or the test's S3-protocol store. */
  readonly storage: FileStorage;
  /** Puts a file at a key of the test's choosing, on either store (not noted as anyone's upload). */
  put(path: string, content: string | FileData): Promise<void>;
}

/**
 * The built console the server serves: packages/console/dist, or CONSOLE_DIST when set, so that two
 * builds of the console can be tested side by side without one emptying the folder the other serves.
 */
export function consoleDist(): string {
  return process.env.CONSOLE_DIST ?? join(root, 'packages/console/dist');
}

/**
 * A date as the demo data is written ('2026-04-10', '2025-11-03 09:00:00') as the test servers hold it: moved
 * to the week of the run's seeding day (seed/demo/clock.ts). Tests naming a demo date name it through this.
 */
export const demoDate = (written: string): string => asSeededOn(inject('demoSeedDay'), written);

/** The seeded PGlite data of this run (test/seed-once.ts), read once per test process. */
let seededData: Blob | undefined;
const demoData = (): Blob => {
  seededData ??= new Blob([readFileSync(inject('demoDataDump'))]);
  return seededData;
};

/**
 * Where a test server's data lives: on PostgreSQL (TEST_DATABASE_URL, the suite's second run) a database
 * copied from the run's seeded template, or for a server without the demo data a schema of its own, so that
 * suites do not see each other's rows; else an in-memory PGlite, started from the run's seeded copy.
 */
async function testDatabase(demo: boolean) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { options: demo ? { initialData: demoData() } : {}, drop: async () => {} };
  if (demo) {
    const name = uniqueName('db');
    await adminQuery(url, `create database ${name} template ${inject('demoTemplateDatabase')}`);
    return {
      options: { databaseUrl: databaseUrl(url, name) },
      drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
    };
  }
  const schema = uniqueSchema();
  await createSchema(url, schema);
  return { options: { databaseUrl: withSchema(url, schema) }, drop: () => dropSchema(url, schema) };
}

/**
 * A real server on a loopback port, with the demo data unless told otherwise, on a database of its own
 * (testDatabase).
 */
export async function startTestServer(
  o: { demo?: boolean; apiPrefix?: string; store?: StoreKind; shutdownGraceMs?: number } = {},
): Promise<TestServer> {
  const filesDir = mkdtempSync(join(tmpdir(), 'practice-files-'));
  const demo = o.demo ?? true;
  const database = await testDatabase(demo);
  const bucket = o.store === 's3' ? await startTestBucket() : null;
  const config: ServerConfig = { filesDir, uploadMaxMb: 5, ...(bucket ? { store: bucket.settings } : {}) };
  const storage = fileStorage(config);
  const running = await startServer({
    ...database.options,
    demo,
    config,
    ...(o.shutdownGraceMs !== undefined ? { shutdownGraceMs: o.shutdownGraceMs } : {}),
    consoleDir: consoleDist(),
    openapiDir: join(root, 'openapi'),
    ...(o.apiPrefix ? { apiPrefix: o.apiPrefix } : {}),
  });
  return {
    ...running,
    filesDir,
    config,
    storage,
    put: async (path, content) => {
      await storage.write(path, typeof content === 'string' ? new TextEncoder().encode(content) : content);
    },
    close: async () => {
      await running.close();
      await bucket?.close();
      rmSync(filesDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** An SDK client against the test server, signed in when a user is given. */
export async function sdkFor(
  server: { url: string },
  userName?: string,
  password = DEMO_PASSWORD,
): Promise<PracticeSdk & { token: string | null }> {
  let token: string | null = null;
  const sdk = createSdk({ baseUrl: server.url, token: () => token });
  if (userName) {
    token = (await sdk.LoginCheck({ cUserName: userName, cPassword: password })).token;
  }
  return Object.assign(sdk, { token });
}
