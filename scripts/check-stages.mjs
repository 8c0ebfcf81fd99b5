// The stages of `npm test` in their order, each with its budget in seconds (a fresh clone on the 2-core
// machine, with some room for a busy one). They run one after another: each of the heavy ones keeps both
// cores busy, and the browser tests, which would have room beside them, are the ones a slowed machine
// makes flaky. Every package keeps its own `test` script for a run of that package alone; the stages below
// run the same steps, split so that each one's time shows.
const pnpm = (pkg, script) => `pnpm --filter @practice/${pkg} run ${script}`;

/** The whole run's budget, the setup and install before the stages included. */
export const TOTAL_BUDGET_S = 25 * 60;

export const STAGES = [
  { name: 'lint', run: 'biome check .', budget: 15 },
  { name: 'type check', run: 'pnpm -r run typecheck', budget: 90 },
  { name: 'contract check', run: 'pnpm run contract:check', budget: 15 },
  { name: 'sdk: unit tests', run: pnpm('sdk', 'test:unit'), budget: 30 },
  { name: 'sdk: build, package check, smoke', run: pnpm('sdk', 'test:package'), budget: 40 },
  { name: 'server: suite on PGlite', run: pnpm('server', 'test:pglite'), budget: 240 },
  { name: 'server: database suite on PostgreSQL', run: pnpm('server', 'test:postgres'), budget: 240 },
  { name: 'ui-kit: unit tests and stories in Chromium', run: pnpm('ui-kit', 'test:unit'), budget: 120 },
  { name: 'ui-kit: Storybook build and check', run: pnpm('ui-kit', 'test:storybook'), budget: 120 },
  { name: 'ui-kit: build, package check', run: pnpm('ui-kit', 'test:package'), budget: 40 },
  { name: 'console: unit tests', run: pnpm('console', 'test:unit'), budget: 90 },
  { name: 'console: build and /login budget', run: pnpm('console', 'test:build'), budget: 90 },
  { name: 'console: browser tests', run: pnpm('console', 'test:e2e'), budget: 720 },
  { name: 'benchmarks (quick)', run: 'pnpm --filter @practice/bench run test', budget: 120 },
];
