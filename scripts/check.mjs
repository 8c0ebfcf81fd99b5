// `npm test`'s stages (scripts/check-stages.mjs), one after another, each timed; at the end, the table of
// stages with their wall time against their budget, the slowest ten test files, and the one closing line for
// the whole workspace. A stage over its budget is marked, never failed: these machines are shared and noisy,
// so a time says where to look, not whether the code is right. A stage that fails stops the run.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { STAGES, TOTAL_BUDGET_S } from './check-stages.mjs';
import { slowestFiles, summarize } from './test-summary.mjs';

const root = join(import.meta.dirname, '..');
const results = join(root, 'test-results');

/** Runs a stage's command in a shell from the workspace root, its output streaming through. */
const run = (stage) =>
  new Promise((resolve) => {
    const started = performance.now();
    spawn(stage.run, { cwd: root, shell: true, stdio: 'inherit' }).on('close', (code) =>
      resolve({ stage, code, seconds: (performance.now() - started) / 1000 }),
    );
  });

/** m:ss */
const fmt = (seconds) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * What ran before this script, timed by the scripts that ran it: .ci/run's Chromium and fonts (CI only), and
 * the front door's install of pnpm and the workspace (scripts/front-door.sh).
 */
const BEFORE = [
  { name: 'CI setup: Chromium and fonts (.ci/run)', env: 'CHECK_CI_SETUP_SECONDS' },
  { name: 'install: pnpm and the workspace', env: 'CHECK_INSTALL_SECONDS' },
]
  .filter((b) => process.env[b.env])
  .map((b) => ({ name: b.name, seconds: Number(process.env[b.env]) }));

function printTable(done, totalSeconds) {
  const width = Math.max(...[...BEFORE, ...done.map((d) => d.stage)].map((s) => s.name.length));
  const line = (name, time, budget, mark = '') =>
    console.log(`${name.padEnd(width)}  ${time.padStart(6)}  ${budget.padStart(6)}  ${mark}`.trimEnd());
  const over = (seconds, budget) => (seconds > budget ? `over budget by ${fmt(seconds - budget)}` : '');
  console.log('\nStages (wall time and budget, m:ss):\n');
  line('stage', 'time', 'budget');
  for (const b of BEFORE) line(b.name, fmt(b.seconds), '');
  for (const d of done) {
    line(
      d.stage.name,
      fmt(d.seconds),
      fmt(d.stage.budget),
      d.code ? 'FAILED' : over(d.seconds, d.stage.budget),
    );
  }
  line('total', fmt(totalSeconds), fmt(TOTAL_BUDGET_S), over(totalSeconds, TOTAL_BUDGET_S));
}

const startedAt = performance.now();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const done = [];
for (const stage of STAGES) {
  console.log(`\n=== ${stage.name}\n`);
  const finished = await run(stage);
  done.push(finished);
  if (finished.code !== 0) break;
}

const before = BEFORE.reduce((sum, b) => sum + b.seconds, 0);
printTable(done, before + (performance.now() - startedAt) / 1000);
console.log('\nSlowest test files:\n');
for (const f of slowestFiles(results, 10)) console.log(`${fmt(f.seconds).padStart(6)}  ${f.file}`);
console.log('');
const failed = done.find((d) => d.code !== 0);
if (failed) {
  console.error(`stage failed: ${failed.stage.name} (exit ${failed.code})`);
  process.exit(1);
}
process.exit(summarize(results) ? 0 : 1);
