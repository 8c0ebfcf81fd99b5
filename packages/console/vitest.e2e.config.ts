import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

/*
 * The browser tests (e2e/*.e2e.ts): the real server in-process on PGlite serving the built console
 * (dist/, built by the `test` script first), driven in Debian's Chromium. Two files at a time: a file
 * alternates between its browser and its server, each waiting on the other, so one file keeps about one of
 * the two cores busy. Each server starts from the demo data seeded once for the run (the server's
 * test/seed-once.ts), so files share no rows. The report file of its own is counted by
 * scripts/test-summary.mjs beside the unit tests' console.json.
 */
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      include: ['e2e/**/*.e2e.ts'],
      globalSetup: [fileURLToPath(import.meta.resolve('@practice/server/test-seed-once'))],
      environment: 'node',
      maxWorkers: 2,
      // A worker's files share its modules (the server's and playwright's load once per worker, not per
      // file); each file still starts its own server and browser (e2e/harness.ts).
      isolate: false,
      testTimeout: 90_000,
      hookTimeout: 180_000,
      outputFile: { json: join(import.meta.dirname, '..', '..', 'test-results', 'console-e2e.json') },
    },
  }),
);
