import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import shared, { onNodeResolution } from '../../vitest.shared.js';

/*
 * The browser tests (e2e/*.e2e.ts): the real server in-process on PGlite serving the built console
 * (dist/, built by the `test` script first), driven in Debian's Chromium. Three files at a time: a journey
 * spends most of its time waiting (for an answer, an animation, a settled network), not computing; the whole
 * run took 16 minutes one file at a time on a busy machine and 11 three at a time on a busier one. Each
 * server starts from the demo data seeded once for the run (the server's test/seed-once.ts). The report
 * file of its own is counted by scripts/test-summary.mjs beside the unit tests' console.json.
 */

/** The walks of every screen (screens*.e2e.ts) take four times a journey: started last, they would run alone. */
class WalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const walk = (f: TestSpecification) => (/\/screens[^/]*\.e2e\.ts$/.test(f.moduleId) ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => walk(a) - walk(b));
  }
}

// The server runs in this process: its dependencies resolve as on Node (onNodeResolution).
export default onNodeResolution(
  mergeConfig(
    shared,
    defineConfig({
      test: {
        include: ['e2e/**/*.e2e.ts'],
        globalSetup: [fileURLToPath(import.meta.resolve('@practice/server/test-seed-once'))],
        environment: 'node',
        maxWorkers: 3,
        sequence: { sequencer: WalksFirst },
        // The files of a worker share its modules (the server's and playwright's load once per worker, not per
        // file); each file still starts its own server and browser (e2e/harness.ts).
        isolate: false,
        // A journey's timeout catches a hang, not a slow machine: each step already fails after 15 s (the
        // contexts' timeout, e2e/harness.ts). The longest journey takes about a minute on a quiet machine and
        // CI's shared one ran everything 2.3 times slower, past the 90 s this once was.
        testTimeout: 300_000,
        hookTimeout: 180_000,
        // expect.poll waits as long as a locator does (the contexts' 15 s, e2e/harness.ts), not vitest's 1 s:
        // under CI's load a screen took longer than that to come true. One that never does still fails.
        expect: { poll: { timeout: 15_000 } },
        outputFile: { json: join(import.meta.dirname, '..', '..', 'test-results', 'console-e2e.json') },
      },
    }),
  ),
);
