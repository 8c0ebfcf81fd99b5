/**
 * What the SDK's response validation (validateContent in packages/sdk/src/client/validate.ts) adds to
 * JSON.parse, for GetInternshipInfoPageList pages of 10 000, 100 000 and 999 999 rows.
 *
 *   pnpm bench                          (from the root) the full run, a minute or two
 *   BENCH_QUICK=1 tsx sdk-parse.ts      small counts: the package's `test` script, so CI runs this code
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
import { validatePagePrototype } from './validate-prototype.js';

const QUICK = process.env.BENCH_QUICK === '1';
const SIZES = QUICK
  ? [
      { rows: 10_000, reps: 3, warmups: 1 },
      { rows: 100_000, reps: 1, warmups: 0 },
    ]
  : [
      { rows: 10_000, reps: 31, warmups: 3 },
      { rows: 100_000, reps: 9, warmups: 1 },
    ];
/** Quick mode uses a smaller 'all' page: 999 999 rows take about 2 GB and a minute. */
const ALL_ROWS = QUICK ? 100_000 : 999_999;
const ALL_REPS = QUICK ? 1 : 3;
/** createSdk's DEFAULT_CHUNK_ROWS (not exported from create.ts). */
const CHUNK_ROWS = 5000;
const GOAL = 1.3;

const op = operationByName.get('GetInternshipInfoPageList') as OperationDef;
if (!op) throw new Error('GetInternshipInfoPageList is not in the catalogue');

/** One way of validating a parsed body; onStep gets the length of each stretch between yields. */
type Check = (body: unknown, onStep: (ms: number) => void) => Promise<unknown>;
const sdk =
  (mode: 'full' | 'envelope', operation = op): Check =>
  (body, onStep) =>
    validateContent(operation, body, { mode, chunkRows: CHUNK_ROWS, onStep });
const FULL = sdk('full');
const ENVELOPE = sdk('envelope');
const COMPILED = sdk('full', withRowSchema(op, compiledRow));
const PROTOTYPE: Check = (body, onStep) => validatePagePrototype(op, body, compiledRow, onStep);

const VARIANTS: { name: string; check?: Check }[] = [
  { name: '(a) JSON.parse' },
  { name: '(b) parse + full', check: FULL },
  { name: '(c) parse + envelope', check: ENVELOPE },
  { name: '(d) parse + full, z.compile(row) *', check: COMPILED },
  { name: '(e) parse + prototype validator *', check: PROTOTYPE },
];

const now = () => performance.now();
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const ms = (x: number) => x.toFixed(1).padStart(9);
const times = (x: number) => `${x.toFixed(2)}x`.padStart(7);

/** Collect before each timed run so one variant's garbage is not swept on the next one's clock. */
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

/** GC pauses on the performance.now() clock: how much of a long step was the collector, not the check. */
const gcPauses: [number, number][] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcPauses.push([e.startTime, e.startTime + e.duration]);
}).observe({ entryTypes: ['gc'] });
const gcWithin = (from: number, to: number) =>
  sum(gcPauses.map(([start, end]) => Math.max(0, Math.min(end, to) - Math.max(start, from))));

/**
 * Times one check of a parsed body. `first` is what runs before its first yield, in the caller's task;
 * `busy` leaves out the time spent idle in the yields.
 */
async function validate(body: unknown, check: Check) {
  const steps: number[] = [];
  const ends: number[] = [];
  const t0 = now();
  const done = check(body, (step) => {
    steps.push(step);
    ends.push(now());
  });
  const first = now() - t0;
  await done;
  const longest = steps.indexOf(Math.max(...steps));
  return {
    first,
    steps,
    longest: { ms: steps[longest] ?? 0, end: ends[longest] ?? 0 },
    wall: now() - t0,
    busy: first + sum(steps.slice(1)),
  };
}

async function parseAndValidate(text: string, check?: Check) {
  const t0 = now();
  const body = JSON.parse(text) as unknown;
  const parse = now() - t0;
  if (!check) return { wall: parse, validate: 0 };
  const v = await validate(body, check);
  return { wall: parse + v.wall, validate: v.wall };
}

/** Fails the run if a checker disagrees with the row schema, or a prototype changes what errors say. */
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
    const same =
      !sample.valid ||
      JSON.stringify(compiledRow.parse(sample.row)) === JSON.stringify(row.parse(sample.row));
    if (!same) throw new Error('z.compile(row) parses a row differently');
  }
  const content = { List: [good, { ...good, fStatus: 9 }], PageIndex: 1, PageCount: 1, PageSize: 2 };
  const badPages = [
    { Code: 200, Content: { ...content, TotalCount: 2 } },
    { Code: 200, Content: content },
  ];
  for (const badPage of badPages) {
    const [b, d, e] = await Promise.all(
      [FULL, COMPILED, PROTOTYPE].map((check) =>
        check(badPage, () => {}).then(
          () => 'accepted',
          (error: { issues?: unknown }) => JSON.stringify(error.issues),
        ),
      ),
    );
    if (b === 'accepted' || b !== d || b !== e)
      throw new Error(`bad page: validateContent says ${b}, (d) ${d}, (e) ${e}`);
  }
}

/** (a)-(e) on one page size, interleaved: each repetition runs every variant, in a rotating order. */
async function comparePage(rows: number, reps: number, warmups: number) {
  const text = pageText(rows);
  for (let w = 0; w < warmups; w++) for (const v of VARIANTS) await parseAndValidate(text, v.check);
  const wall = VARIANTS.map(() => [] as number[]);
  const part = VARIANTS.map(() => [] as number[]);
  for (let rep = 0; rep < reps; rep++) {
    for (let k = 0; k < VARIANTS.length; k++) {
      const i = (rep + k) % VARIANTS.length;
      gc();
      const r = await parseAndValidate(text, VARIANTS[i]?.check);
      wall[i]?.push(r.wall);
      part[i]?.push(r.validate);
    }
  }
  const base = median(wall[0] as number[]);
  const ratios = VARIANTS.map((v, i) => {
    const w = median(wall[i] as number[]);
    const p = median(part[i] as number[]);
    console.log(
      `${String(rows).padStart(7)}  ${v.name.padEnd(36)}${ms(w)}${times(w / base)}${v.check ? ms(p) + times(p / base) : ''}`,
    );
    return w / base;
  });
  return { text, ratios };
}

/** Why (b) costs what it does: each row check alone on a parsed page, beside JSON.parse, per row. */
function rowCheckCost(text: string, rows: number, reps: number) {
  const list = (JSON.parse(text) as { Content: { List: unknown[] } }).Content.List;
  const row = InternshipInfo.schemas.row;
  const each = (check: (r: unknown) => boolean) => () => {
    for (const r of list) if (!check(r)) throw new Error('a generated row was rejected');
  };
  const runs: [string, () => void][] = [
    ['JSON.parse of the page', () => JSON.parse(text)],
    ['zod row.safeParse (what (b) runs per row)', each((r) => row.safeParse(r).success)],
    ['z.compile(row).safeParse', each((r) => compiledRow.safeParse(r).success)],
    ['hand-written checkRow (row-check.ts)', each(checkRow)],
  ];
  const us = runs.map(() => [] as number[]);
  for (let rep = 0; rep <= reps; rep++) {
    for (let k = 0; k < runs.length; k++) {
      const i = (rep + k) % runs.length;
      gc();
      const t = now();
      runs[i]?.[1]();
      if (rep > 0) us[i]?.push(((now() - t) * 1000) / rows); // rep 0 warms up
    }
  }
  const parse = median(us[0] as number[]);
  console.log(`\nPer row on the ${rows}-row page, median of ${reps}:      us/row  x JSON.parse`);
  runs.forEach(([name], i) => {
    const x = median(us[i] as number[]);
    console.log(`  ${name.padEnd(44)}${x.toFixed(2).padStart(7)}${times(x / parse)}`);
  });
}

/** The 'all' page: how long the main thread is blocked at a stretch, with the default chunk size. */
async function allPage() {
  let text = pageText(ALL_ROWS);
  const chars = text.length;
  const keys = [
    'parse',
    'envelope',
    'first',
    'longest',
    'gc',
    'step',
    'wall',
    'busy',
    'eLongest',
    'eWall',
  ] as const;
  const runs: Record<(typeof keys)[number], number>[] = [];
  let steps = 0;
  let body: unknown;
  for (let rep = 0; rep < ALL_REPS; rep++) {
    body = undefined; // one parsed copy at a time
    gc();
    const t0 = now();
    body = JSON.parse(text);
    const parse = now() - t0;
    const envelope = (await validate(body, ENVELOPE)).first;
    const full = await validate(body, FULL);
    await new Promise((resolve) => setTimeout(resolve, 10)); // lets the observer deliver the last GC entries
    const proto = await validate(body, PROTOTYPE);
    steps = full.steps.length;
    runs.push({
      parse,
      envelope,
      first: full.first,
      longest: full.longest.ms,
      gc: gcWithin(full.longest.end - full.longest.ms, full.longest.end),
      step: median(full.steps),
      wall: full.wall,
      busy: full.busy,
      eLongest: Math.max(proto.first, ...proto.steps),
      eWall: proto.wall,
    });
  }
  // A worker that parses and validates must still post the rows back, and the main thread pays for that.
  text = '';
  gc();
  const bytes = serialize(body);
  const t1 = now();
  deserialize(bytes);
  const cloneIn = now() - t1;

  const med = (key: (typeof keys)[number]) => median(runs.map((r) => r[key]));
  const worst = Math.max(...runs.map((r) => r.longest));
  const quick = QUICK ? ' (QUICK mode: smaller than the real 999 999-row page)' : '';
  console.log(`\n'all' page: ${ALL_ROWS} rows${quick}, ${(chars / 1e6).toFixed(0)} M chars of JSON,`);
  console.log(`chunkRows ${CHUNK_ROWS}, median of ${ALL_REPS} runs`);
  const lines: [string, number, string][] = [
    ['JSON.parse of the body', med('parse'), 'one blocking step that no chunking avoids in the main'],
    ['', Number.NaN, 'thread; a worker can take it off the main thread'],
    ['full: longest onStep', med('longest'), `of ${steps} steps (median step ${med('step').toFixed(1)} ms),`],
    ['', Number.NaN, `${med('gc').toFixed(1)} ms of it GC; worst in all runs ${worst.toFixed(1)} ms`],
    ['full: first step', med('first'), 'page-shape pass over all rows + chunk 1: before any yield,'],
    ['', Number.NaN, 'and onStep reports only the chunk-1 part of it'],
    ['envelope: its one step', med('envelope'), 'the page-shape pass alone, never chunked'],
    ['full: total', med('wall'), `busy ${med('busy').toFixed(1)} ms, the rest idle in yields`],
    ['(e) prototype: longest step', med('eLongest'), `total ${med('eWall').toFixed(1)} ms`],
    ['v8.deserialize of the parsed page', cloneIn, 'what posting the parsed rows from a worker costs'],
  ];
  for (const [label, x, note] of lines)
    console.log(`  ${label.padEnd(34)}${Number.isNaN(x) ? ' '.repeat(12) : `${ms(x)} ms`}  ${note}`);
}

async function main() {
  const gcNote = 'gc' in globalThis ? 'yes' : 'no (run with --expose-gc)';
  console.log(
    `sdk-parse${QUICK ? ' QUICK mode' : ''}: node ${process.version}, ${cpus().length} cores, ` +
      `load ${loadavg()[0]?.toFixed(1)}, gc between runs: ${gcNote}`,
  );
  await checkCorrectness();
  console.log(
    'correctness: row checkers agree on good and bad rows; (d) and (e) report the same errors as (b)',
  );
  console.log('\nGetInternshipInfoPageList, medians of the whole run and of its validation part alone:');
  console.log(`   rows  ${'variant'.padEnd(36)}    whole  x parse   valid.  x parse`);
  let tenK = Number.NaN;
  let last = { text: '', rows: 0 };
  for (const { rows, reps, warmups } of SIZES) {
    const { text, ratios } = await comparePage(rows, reps, warmups);
    if (rows === 10_000) tenK = ratios[1] as number;
    last = { text, rows };
  }
  console.log('  * prototypes in bench/ (row-check.ts, validate-prototype.ts), not what the SDK does today');
  const verdict = tenK <= GOAL ? 'met' : 'NOT met';
  console.log(
    `\nGoal: full validation of 10 000 rows within ${GOAL}x JSON.parse: ${tenK.toFixed(2)}x, ${verdict}`,
  );
  console.log('(timings are reported, never fail the run)');
  rowCheckCost(last.text, last.rows, QUICK ? 1 : 5);
  last = { text: '', rows: 0 };
  await allPage();
  console.log(`\npeak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

await main();
