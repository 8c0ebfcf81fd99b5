/**
 * Lighthouse (mobile emulation, simulated slow 4G and a mid-range phone's CPU, its defaults) on the
 * student's home page and diary list, signed in, against the sign-in page measured in the same run as the
 * baseline, each as two visits:
 *
 * - first visit: Lighthouse's own reset before each run empties the browser's cache (and V8's compiled code
 *   with it), as a student's first visit after a new release finds it; the token stays, since local storage
 *   is not among the storage types Lighthouse clears;
 * - return visit: the page loaded twice beforehand, so that its files and their compiled code are cached, as
 *   a student's daily visit finds them.
 *
 * Prints the medians of performance, accessibility and best practices (0-100; the goal is 90 and up), of
 * the page's LCP, TBT, FCP and CLS, and of LCP as a ratio to the baseline's in the same visit. Never fails
 * on a score: scores move with the machine's load. Five runs of each (their median about halves a score's
 * spread, Lighthouse's variability notes find); BENCH_QUICK=1 runs each once. It also prints the browser's
 * version, the machine's load average over the run and Lighthouse's benchmark index of this CPU: blocking
 * time is taken in wall time, so a busy machine multiplies it (the README's lighthouse section).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startConsoleServer } from './console-server.js';
import { signInAsStudent } from './sign-in.js';
import { median } from './stats.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const ROUNDS = process.env.BENCH_QUICK === '1' ? 1 : 5;
const DEBUG_PORT = 9333;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** The pages measured: the public sign-in page is the baseline, the student's two daily pages the subject. */
const PAGES = [
  { name: '登录页 (baseline)', path: '/login', signedIn: false },
  { name: '学生首页', path: '/index', signedIn: true },
  { name: '实习日志', path: '/practice/student-manage/diaries-student', signedIn: true },
] as const;

interface Sample {
  /** Lighthouse's measure of this CPU's speed at the moment of the run (higher is faster). */
  benchmarkIndex: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

/** The browser's own version line (Debian's launcher script may complain on stderr: not ours to print). */
const chromiumVersion = () =>
  execFileSync(CHROMIUM_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();

/** The two states of the browser's cache a page is measured in (the header). */
const VISITS = [
  { name: 'first visit', cached: false },
  { name: 'return visit', cached: true },
] as const;

/**
 * BENCH_LIGHTHOUSE_THROTTLING=devtools loads the page under Chromium's own throttling (the same slow 4G and
 * 4x CPU, applied as it loads) and reports what the page did, where Lighthouse's default simulates the load
 * from an unthrottled one (Lantern). The simulation is the score's; the throttled load shows a change that
 * the simulation's model of the page does not (a request moved earlier beside others).
 */
const THROTTLING = process.env.BENCH_LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

async function measure(url: string, cached: boolean): Promise<Sample> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: cached,
    throttlingMethod: THROTTLING,
  });
  const lhr = result?.lhr;
  // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each page's last report, for the audits behind a score.
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports && lhr)
    writeFileSync(
      join(reports, `${basename(new URL(url).pathname)}-${cached ? 'return' : 'first'}.json`),
      JSON.stringify(lhr),
    );
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A signed-in page that sent the browser to the sign-in page would be measured as that page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
  };
}

// BENCH_LIGHTHOUSE_DIST=<folder> measures a build made beforehand instead of building the console: two
// builds measured in alternate runs make an A/B of one change (the README's lighthouse section).
const dist = process.env.BENCH_LIGHTHOUSE_DIST;
if (!dist) await build({ root: join(root, 'packages/console'), logLevel: 'warn' });
const server = await startConsoleServer(dist);
// The default context (a persistent one) is the one Lighthouse's new tabs open in: they share its storage.
const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-profile-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  headless: true,
  locale: 'zh-CN',
});
try {
  const page = await browser.newPage();
  await signInAsStudent(page, server.url);
  const token = await page.evaluate(() => localStorage.getItem('token'));

  // The one-minute load average sampled before each page: how busy the cores were (the run adds about one).
  const loads: number[] = [];
  const results: { name: string; cached: boolean; samples: Sample[] }[] = [];
  for (const visit of VISITS) {
    for (const target of PAGES) {
      const samples: Sample[] = [];
      // The sign-in page sends a signed-in visitor on: measure it signed out, then sign back in by the token.
      await page.evaluate(
        (t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')),
        target.signedIn ? token : null,
      );
      const url = `${server.url}${target.path}`;
      // Twice: Chromium keeps a script's compiled code from its second run on.
      if (visit.cached)
        for (let load = 0; load < 2; load++) await page.goto(url, { waitUntil: 'networkidle' });
      for (let round = 0; round < ROUNDS; round++) {
        loads.push(loadavg()[0] ?? Number.NaN);
        samples.push(await measure(url, visit.cached));
      }
      results.push({ name: `${target.name}, ${visit.name}`, cached: visit.cached, samples });
    }
  }

  const indexes = results.flatMap((r) => r.samples.map((s) => s.benchmarkIndex));
  console.log(
    `\n${chromiumVersion()}; ${availableParallelism()} cores, one-minute load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} during the run; Lighthouse benchmark index median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))})`,
  );
  if (Math.max(...loads) > availableParallelism())
    console.log(
      'The load exceeded the cores: blocking times are wall time, and other work on the machine stretches them.',
    );
  console.log(
    `\nLighthouse ${ROUNDS === 1 ? '(one run each)' : `(median of ${ROUNDS})`}, mobile emulation, ${THROTTLING === 'devtools' ? "Chromium's own throttling" : 'simulated throttling'}, scores out of 100`,
  );
  console.log(
    'page'.padEnd(30),
    ...CATEGORIES.map((c) => c.padStart(15)),
    'LCP ms'.padStart(9),
    'TBT ms'.padStart(8),
    'FCP ms'.padStart(8),
    'CLS'.padStart(6),
    'LCP vs baseline'.padStart(16),
  );
  for (const { name, cached, samples } of results) {
    const lcp = median(samples.map((s) => s.lcp));
    const baseline = results.find((r) => r.cached === cached);
    const baseLcp = median(baseline?.samples.map((s) => s.lcp) ?? []);
    console.log(
      name.padEnd(30),
      ...CATEGORIES.map((c) => String(median(samples.map((s) => s.scores[c]))).padStart(15)),
      String(Math.round(lcp)).padStart(9),
      String(Math.round(median(samples.map((s) => s.tbt)))).padStart(8),
      String(Math.round(median(samples.map((s) => s.fcp)))).padStart(8),
      median(samples.map((s) => s.cls))
        .toFixed(3)
        .padStart(6),
      `${(lcp / baseLcp).toFixed(2)}x`.padStart(16),
    );
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}
