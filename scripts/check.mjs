// `npm test`'s stages (scripts/check-stages.mjs), each timed; at the end, the table of stages with their wall
// time against their budget, the slowest ten test files, and the one closing line for the whole workspace.
// A stage over its budget is marked, never failed: these machines are shared and noisy, so a time says
// where to look, not whether the code is right. A stage that fails stops the run, as `&&` did.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { STAGES, TOTAL_BUDGET_S } from './check-stages.mjs';
import { slowestFiles, summarize } from './test-summary.mjs';

const root = join(import.meta.dirname, '..');
const results = join(root, 'test-results');
const logs = join(results, 'stage-logs');

/** Runs one command in a shell from the workspace root; output streams, or goes to a log when `quiet`. */
function run(stage, quiet) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(stage.run, {
      cwd: root,
      shell: true,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...stage.env },
    });
    let log;
    if (quiet) {
      log = join(logs, `${stage.name.replace(/[^\w.-]+/g, '-')}.log`);
      const out = createWriteStream(log);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('close', (code) => resolve({ stage, code, log, seconds: (performance.now() - started) / 1000 }));
  });
}

/** A step is a stage or stages side by side; side by side, each writes a log printed when it ends. */
async function runStep(step) {
  const together = Array.isArray(step) ? step : [step];
  if (together.length === 1) {
    console.log(`\n=== ${together[0].name}\n`);
    return [await run(together[0], false)];
  }
  console.log(`\n=== ${together.map((s) => s.name).join(' | ')} (side by side)\n`);
  return Promise.all(
    together.map(async (stage) => {
      const done = await run(stage, true);
      console.log(`\n=== ${stage.name}: output\n`);
      process.stdout.write(readFileSync(done.log, 'utf8'));
      return done;
    }),
  );
}

const fmt = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

function printTable(done, before) {
  const width = Math.max(...done.map((d) => d.stage.name.length), 'install (before this script)'.length);
  const line = (name, time, budget, mark = '') =>
    console.log(`${name.padEnd(width)}  ${time.padStart(7)}  ${budget.padStart(7)}  ${mark}`);
  console.log('\nStages (wall time, m:ss; stages side by side share one row each):\n');
  line('stage', 'time', 'budget');
  if (before !== undefined) line('install (before this script)', fmt(before), '');
  for (const d of done) {
    const over = d.seconds > d.stage.budget ? `over budget by ${fmt(d.seconds - d.stage.budget)}` : '';
    line(d.stage.name, fmt(d.seconds), fmt(d.stage.budget), d.code ? 'FAILED' : over);
  }
  const total = (before ?? 0) + (performance.now() - startedAt) / 1000;
  const over = total > TOTAL_BUDGET_S ? `over budget by ${fmt(total - TOTAL_BUDGET_S)}` : '';
  line('total', fmt(total), fmt(TOTAL_BUDGET_S), over);
}

const startedAt = performance.now();
rmSync(results, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
const done = [];
let failed;
for (const step of STAGES) {
  const finished = await runStep(step);
  done.push(...finished);
  failed = finished.find((d) => d.code !== 0);
  if (failed) break;
}

// Seconds the front door spent installing before this script ran (scripts/front-door.sh measures them).
const installSeconds = process.env.CHECK_INSTALL_SECONDS
  ? Number(process.env.CHECK_INSTALL_SECONDS)
  : undefined;
printTable(done, installSeconds);
console.log('\nSlowest test files:\n');
for (const f of slowestFiles(results, 10)) console.log(`${fmt(f.seconds).padStart(6)}  ${f.file}`);
console.log('');
if (failed) {
  console.error(`stage failed: ${failed.stage.name} (exit ${failed.code})`);
  process.exit(1);
}
process.exit(summarize(results) ? 0 : 1);
