import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Workspace packages are read from source through the '@practice/source' export condition, so tests and
 * the dev server need no build step first. Vite's condition lists replace its defaults, hence the spread.
 */
export const SOURCE_CONDITION = '@practice/source';
export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

/**
 * For tests that run the server on Node (its own, and the console's browser tests, which start it in
 * process): a dependency's 'module' build is meant for bundlers and not Node's to load. The AWS SDK's is ES
 * modules whose imports name no file extension, which Node refuses; without 'module' each dependency
 * resolves as Node itself would resolve it.
 */
export function onNodeResolution<C extends UserConfig>(config: C): C {
  const conditions = [SOURCE_CONDITION, ...defaultServerConditions.filter((c) => c !== 'module')];
  return {
    ...config,
    ssr: { ...config.ssr, resolve: { ...config.ssr?.resolve, conditions } },
    environments: { ...config.environments, __vitest__: { resolve: { conditions } } },
  };
}

const root = dirname(fileURLToPath(import.meta.url));

/** One test worker per core (see maxWorkers below). */
const WORKERS = Math.max(2, availableParallelism());

// Each package also writes a JSON report, which scripts/test-summary.mjs adds up at the end of `npm test`;
// the server's second run on PostgreSQL writes its own.
const report = `${basename(process.cwd())}${process.env.TEST_DATABASE_URL ? '-postgres' : ''}.json`;
export default defineConfig({
  ...sourceResolve,
  // Vitest's own environment loads the global setup files (the server's seed-once), from source too.
  environments: { __vitest__: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } } },
  test: {
    // Many tests talk to a real server (a sign-in hashes a password): on a shared 2-core machine under load a
    // single such test can take longer than vitest's 5 s default without anything being wrong.
    testTimeout: 30_000,
    // Vitest's default keeps one core for its own process: one worker on these 2-core machines, which left
    // a core idle a third of the server suite's time (PGlite's queries run in the worker). One worker per
    // core took the server suite from 4:43 to 3:30 on a quiet machine.
    maxWorkers: WORKERS,
    reporters: ['default', 'json'],
    outputFile: { json: join(root, 'test-results', report) },
  },
});

/**
 * The test files in `dirs` of a package that replace a module with vi.mock. A package whose
 * files share their worker's modules (isolate: false, a second or so saved per file) runs these apart, each
 * with modules of its own: a module an earlier file loaded would otherwise keep the real import.
 */
export function filesThatMock(packageDir: string, dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(join(packageDir, dir), { recursive: true, encoding: 'utf8' }).map((f) =>
        join(packageDir, dir, f),
      ),
    )
    .filter((f) => /\.test\.tsx?$/.test(f))
    .filter((f) => readFileSync(f, 'utf8').includes('vi.mock('))
    .map((f) => relative(packageDir, f));
}
