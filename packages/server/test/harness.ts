import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSdk, type PracticeSdk } from '@practice/sdk';
import { type RunningServer, startServer } from '../src/boot/start.js';
import { createSchema, dropSchema, uniqueSchema, withSchema } from './database.js';

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
}

/**
 * The built console the server serves: packages/console/dist, or CONSOLE_DIST when set, so that two
 * builds of the console can be tested side by side without one emptying the folder the other serves.
 */
export function consoleDist(): string {
  return process.env.CONSOLE_DIST ?? join(root, 'packages/console/dist');
}

/**
 * A real server on a loopback port: PostgreSQL when TEST_DATABASE_URL is set (the suite's second run), else an
 * in-memory PGlite. On PostgreSQL each server gets a schema of its own so that suites do not see each
 * other's rows.
 */
export async function startTestServer(o: { demo?: boolean; apiPrefix?: string } = {}): Promise<TestServer> {
  const filesDir = mkdtempSync(join(tmpdir(), 'practice-files-'));
  const url = process.env.TEST_DATABASE_URL;
  const schema = uniqueSchema();
  const databaseUrl = url ? withSchema(url, schema) : undefined;
  if (url) await createSchema(url, schema);
  const running = await startServer({
    databaseUrl,
    demo: o.demo ?? true,
    config: { filesDir, uploadMaxMb: 5 },
    consoleDir: consoleDist(),
    openapiDir: join(root, 'openapi'),
    ...(o.apiPrefix ? { apiPrefix: o.apiPrefix } : {}),
  });
  return {
    ...running,
    filesDir,
    close: async () => {
      await running.close();
      rmSync(filesDir, { recursive: true, force: true });
      if (url) await dropSchema(url, schema);
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
