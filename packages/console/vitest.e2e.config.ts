import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared, { onNodeResolution } from '../../vitest.shared.js';

/*
 * The browser tests (e2e/*.e2e.ts): the real server in-process on PGlite serving the built console
 * (dist/, built by the `test` script first), driven in Debian's Chromium. One file at a time: Chromium's
 * renderers keep both cores busy on their own (two files side by side took 19 minutes against 15 for one
 * after the other). Each server starts from the demo data seeded once for the run (the server's
 * test/seed-once.ts). The report file of its own is counted by
 * scripts/test-summary.mjs beside the unit tests' console.json.
 */
// The server runs in this process: its dependencies resolve as on Node (onNodeResolution).
export default onNodeResolution(
  mergeConfig(
    shared,
    defineConfig({
      test: {
        include: ['e2e/**/*.e2e.ts'],
        globalSetup: [fileURLToPath(import.meta.resolve('@practice/server/test-seed-once'))],
        environment: 'node',
        fileParallelism: false,
        // The files share one worker's modules (the server's and playwright's load once, not per file); each
        // still starts its own server and browser (e2e/harness.ts).
        isolate: false,
        testTimeout: 90_000,
        hookTimeout: 180_000,
        outputFile: { json: join(import.meta.dirname, '..', '..', 'test-results', 'console-e2e.json') },
      },
    }),
  ),
);
