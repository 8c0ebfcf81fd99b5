/**
 * What the SDK's response validation (validateContent in packages/sdk/src/client/validate.ts) adds to
 * JSON.parse, for GetInternshipInfoPageList pages of 10 000, 100 000 and 999 999 rows.
 *
 *   pnpm bench                        (from the root) full run, a few minutes
 *   BENCH_QUICK=1 tsx sdk-parse.ts    small counts: the package's `test` script, so CI runs the code
 *
 * Timings are printed, never asserted: a shared machine is too noisy to gate on. Wrong answers (a checker
 * that accepts a bad row, a prototype that reports a different error) do fail the run.
 */
import { cpus, loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { deserialize, serialize } from 'node:v8';
import { validateContent } from '../packages/sdk/src/client/validate.js';
import { operationByName } from '../packages/sdk/src/contract/catalogue.js';
import { InternshipInfo } from '../packages/sdk/src/contract/entities/internship/internship-info.js';
import type { OperationDef } from '../packages/sdk/src/contract/operation.js';
import { checkRow, compiledRow, sampleRows, withRowSchema } from './row-check.js';
import { makeRow, pageText, prng } from './rows.js';

const QUICK = process.env.BENCH_QUICK === '1';
const SIZES = QUICK
  ? [
      { rows: 10_000, reps: 3, warmups: 1 },
      { rows: 100_000, reps: 1, warmups: 0 },
    ]
  : [
      { rows: 10_000, reps: 15, warmups: 3 },
      { rows: 100_000, reps: 5, warmups: 1 },
    ];
/** Quick mode uses a smaller 'all' page: 999 999 rows need about 2 GB and a minute. */
const ALL_ROWS = QUICK ? 100_000 : 999_999;
const ALL_REPS = QUICK ? 1 : 3;
/** createSdk's DEFAULT_CHUNK_ROWS (not exported from create.ts). */
const CHUNK_ROWS = 5000;
const GOAL = 1.3;

const op: OperationDef = operationByName.get('GetInternshipInfoPageList') as OperationDef;
if (!op) throw new Error('GetInternshipInfoPageList is not in the catalogue');
const compiledOp = withRowSchema(op, compiledRow);

type Mode = 'full' | 'envelope';
const VARIANTS: { name: string; mode?: Mode; op: OperationDef }[] = [
  { name: '(a) JSON.parse', op },
  { name: '(b) parse + full', mode: 'full', op },
  { name: '(c) parse + envelope', mode: 'envelope', op },
  { name: '(d) parse + full, z.compile(row) *', mode: 'full', op: compiledOp },
];

const now = () => performance.now();
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
/** GC pauses on the performance.now() clock: how much of a long step was the collector, not the check. */
const gcPauses: [number, number][] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcPauses.push([e.startTime, e.startTime + e.duration]);
}).observe({ entryTypes: ['gc'] });
const gcWithin = (from: number, to: number) =>
  sum(gcPauses.map(([start, end]) => Math.max(0, Math.min(end, to) - Math.max(start, from))));

/** Collect before each timed run so one variant's garbage is not swept on the next one's clock. */
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const ms = (x: number) => x.toFixed(1).padStart(9);
const times = (x: number) => `${x.toFixed(2)}x`.padStart(7);

/**
 * Times validateContent on a parsed body. `first` is what runs before its first yield, in the caller's
 * task (the page-shape pass and the first chunk); `busy` leaves out the time spent idle in the yields.
 */
async function validate(body: unknown, mode: Mode, operation: OperationDef) {
  const steps: number[] = [];
  const ends: number[] = [];
  const t0 = now();
  const done = validateContent(operation, body, {
    mode,
    chunkRows: CHUNK_ROWS,
    onStep: (step) => {
      steps.push(step);
      ends.push(now());
    },
  });
  const first = now() - t0;
  await done;
  return { first, steps, ends, wall: now() - t0, busy: first + sum(steps.slice(1)) };
}

async function parseAndValidate(text: string, mode: Mode | undefined, operation: OperationDef) {
  const t0 = now();
  const body = JSON.parse(text) as unknown;
  const parse = now() - t0;
  if (!mode) return { wall: parse, busy: parse };
  const v = await validate(body, mode, operation);
  return { wall: parse + v.wall, busy: parse + v.busy };
}

/** Fails the run if a checker disagrees with the row schema, or the prototype changes what errors say. */
async function checkCorrectness() {
  const row = InternshipInfo.schemas.row;
  const good = makeRow(0, prng(1));
  const checkers: [string, (r: unknown) => boolean][] = [
    ['row schema', (r) => row.safeParse(r).success],
    ['z.compile(row)', (r) => compiledRow.safeParse(r).success],
    ['checkRow', checkRow],
  ];
  for (const sample of sampleRows(good)) {
    for (const [name, check] of checkers) {
      if (check(sample.row) !== sample.valid)
        throw new Error(`${name} ${sample.valid ? 'rejects' : 'accepts'} ${JSON.stringify(sample.row)}`);
    }
    if (
      sample.valid &&
      JSON.stringify(compiledRow.parse(sample.row)) !== JSON.stringify(row.parse(sample.row))
    )
      throw new Error('z.compile(row) parses a row differently');
  }
  const page = { Code: 200, Content: { List: [good, { ...good, fStatus: 9 }], PageIndex: 1, PageCount: 1 } };
  const badPage = { ...page, Content: { ...page.Content, PageSize: 2, TotalCount: 2 } };
  const issuesOf = (operation: OperationDef) =>
    validate(badPage, 'full', operation).then(
      () => 'accepted',
      (e: { issues?: unknown }) => JSON.stringify(e.issues),
    );
  const [real, prototype] = [await issuesOf(op), await issuesOf(compiledOp)];
  if (real === 'accepted' || real !== prototype)
    throw new Error(`bad page: validateContent says ${real}, the prototype ${prototype}`);
}

/** (a)-(d) on one page size, interleaved: each repetition runs every variant, in a rotating order. */
async function comparePage(rows: number, reps: number, warmups: number) {
  const text = pageText(rows);
  for (let w = 0; w < warmups; w++) for (const v of VARIANTS) await parseAndValidate(text, v.mode, v.op);
  const wall = VARIANTS.map(() => [] as number[]);
  const busy = VARIANTS.map(() => [] as number[]);
  for (let rep = 0; rep < reps; rep++) {
    for (let k = 0; k < VARIANTS.length; k++) {
      const i = (rep + k) % VARIANTS.length;
      const v = VARIANTS[i] as (typeof VARIANTS)[number];
      gc();
      const r = await parseAndValidate(text, v.mode, v.op);
      wall[i]?.push(r.wall);
      busy[i]?.push(r.busy);
    }
  }
  const base = median(wall[0] as number[]);
  const ratios = VARIANTS.map((v, i) => {
    const w = median(wall[i] as number[]);
    const b = median(busy[i] as number[]);
    console.log(
      `${String(rows).padStart(7)}  ${v.name.padEnd(36)}${ms(w)}${times(w / base)}${ms(b)}${times(b / base)}`,
    );
    return w / base;
  });
  return { text, ratios };
}

/** Why (b) costs what it does: the row check alone, per row, on an already parsed page. */
function rowCheckCost(text: string, rows: number, reps: number) {
  const t0 = now();
  const list = (JSON.parse(text) as { Content: { List: unknown[] } }).Content.List;
  const parsePerRow = ((now() - t0) * 1000) / rows;
  const row = InternshipInfo.schemas.row;
  const checkers: [string, (r: unknown) => boolean][] = [
    ['zod row.safeParse (what (b) runs per row)', (r) => row.safeParse(r).success],
    ['z.compile(row).safeParse', (r) => compiledRow.safeParse(r).success],
    ['hand-written checkRow (row-check.ts)', checkRow],
  ];
  const runs = checkers.map(() => [] as number[]);
  for (let rep = 0; rep < reps + 1; rep++) {
    for (let k = 0; k < checkers.length; k++) {
      const i = (rep + k) % checkers.length;
      const check = (checkers[i] as (typeof checkers)[number])[1];
      gc();
      const t = now();
      for (const r of list) if (!check(r)) throw new Error('a generated row was rejected');
      if (rep > 0) runs[i]?.push(((now() - t) * 1000) / rows); // rep 0 warms up
    }
  }
  console.log(`\nRow check alone on the ${rows}-row page (median of ${reps}), microseconds per row:`);
  console.log(
    `  ${'JSON.parse of the page, per row (one run)'.padEnd(44)}${parsePerRow.toFixed(2).padStart(7)}`,
  );
  checkers.forEach(([name], i) => {
    const us = median(runs[i] as number[]);
    console.log(`  ${name.padEnd(44)}${us.toFixed(2).padStart(7)}  ${(us / parsePerRow).toFixed(2)}x parse`);
  });
}

/** The 'all' page: how long the main thread is blocked at a stretch, with the default chunk size. */
async function allPage() {
  let text = pageText(ALL_ROWS);
  const chars = text.length;
  const runs: Record<
    'parse' | 'envelope' | 'first' | 'longest' | 'longestGc' | 'step' | 'wall' | 'busy',
    number
  >[] = [];
  let steps = 0;
  let body: unknown;
  for (let rep = 0; rep < ALL_REPS; rep++) {
    body = undefined; // one parsed copy at a time
    gc();
    const t0 = now();
    body = JSON.parse(text);
    const parse = now() - t0;
    const envelope = (await validate(body, 'envelope', op)).first;
    const full = await validate(body, 'full', op);
    await new Promise((resolve) => setTimeout(resolve, 10)); // lets the observer record the last GC entries
    const j = full.steps.indexOf(Math.max(...full.steps));
    const longestGc = gcWithin((full.ends[j] as number) - (full.steps[j] as number), full.ends[j] as number);
    steps = full.steps.length;
    const { first, wall, busy } = full;
    runs.push({
      parse,
      envelope,
      first,
      longest: full.steps[j] as number,
      longestGc,
      step: median(full.steps),
      wall,
      busy,
    });
  }
  // A worker that parses and validates must still post the rows back, and the main thread pays for that.
  text = '';
  gc();
  const bytes = serialize(body);
  const t1 = now();
  deserialize(bytes);
  const cloneIn = now() - t1;

  const med = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
  const worst = Math.max(...runs.map((r) => r.longest));
  const quick = QUICK ? ' (quick mode: smaller than the real 999 999-row page)' : '';
  console.log(
    `\n'all' page: ${ALL_ROWS} rows${quick}, ${(chars / 1e6).toFixed(0)} M chars of JSON, ` +
      `chunkRows ${CHUNK_ROWS}, median of ${ALL_REPS}`,
  );
  const lines: [string, number, string][] = [
    ['JSON.parse of the body', med('parse'), 'one blocking step no chunking avoids in the main thread'],
    ['', Number.NaN, '(a worker can take it off the main thread)'],
    [
      'longest onStep (full mode)',
      med('longest'),
      `of ${steps} steps; median step ${med('step').toFixed(1)} ms`,
    ],
    [
      '',
      Number.NaN,
      `GC pauses inside it ${med('longestGc').toFixed(1)} ms; worst step of all runs ${worst.toFixed(1)} ms`,
    ],
    ['full mode: first step', med('first'), 'page-shape pass over every row + chunk 1, before any yield'],
    [
      'envelope mode: its one step',
      med('envelope'),
      'the page-shape pass alone: never chunked, not in onStep',
    ],
    ['full mode: total', med('wall'), `busy ${med('busy').toFixed(1)} ms, the rest idle in yields`],
    ['v8.deserialize of the parsed page', cloneIn, 'what posting the rows back from a worker costs'],
  ];
  for (const [label, x, note] of lines)
    console.log(`  ${label.padEnd(34)}${Number.isNaN(x) ? ' '.repeat(12) : `${ms(x)} ms`}  ${note}`);
}

async function main() {
  console.log(
    `sdk-parse: ${QUICK ? 'QUICK mode, ' : ''}node ${process.version}, ${cpus().length} cores, ` +
      `load ${loadavg()[0]?.toFixed(1)}, gc between runs: ${'gc' in globalThis ? 'yes' : 'no (run with --expose-gc)'}`,
  );
  await checkCorrectness();
  console.log(
    'correctness: the three row checkers agree on good and bad rows; (d) reports the same issues as (b)',
  );
  console.log(
    `\nGetInternshipInfoPageList, medians; busy = wall minus time idle in validateContent's yields`,
  );
  console.log(`   rows  ${'variant'.padEnd(36)}  wall ms  x parse  busy ms  x parse`);
  let tenK = Number.NaN;
  let last = { text: '', rows: 0 };
  for (const { rows, reps, warmups } of SIZES) {
    const { text, ratios } = await comparePage(rows, reps, warmups);
    if (rows === 10_000) tenK = ratios[1] as number;
    last = { text, rows };
  }
  console.log('  * (d) is a prototype (bench/row-check.ts), not what the SDK does today');
  console.log(
    `\nGoal: full validation of 10 000 rows within ${GOAL}x JSON.parse: ${tenK.toFixed(2)}x, ` +
      `${tenK <= GOAL ? 'met' : 'NOT met'} (timings never fail the run)`,
  );
  rowCheckCost(last.text, last.rows, QUICK ? 1 : 5);
  last = { text: '', rows: 0 };
  await allPage();
  console.log(`\npeak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

await main();
