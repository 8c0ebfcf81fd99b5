/**
 * What the SDK's response validation (validateContent, packages/sdk/src/client/validate.ts) adds to
 * JSON.parse, for GetInternshipInfoPageList pages of 10 000, 100 000 and 999 999 ('all') rows.
 *
 *   pnpm bench                          (from the root) the full run, a minute or two
 *   BENCH_QUICK=1 tsx sdk-parse.ts      small counts: the package's `test` script, so CI runs this code
 *
 * Timings are printed, never asserted: a shared machine is too noisy to gate on. A wrong answer (a bad row
 * accepted, or reported at the wrong place) does fail the run.
 */
import { cpus, loadavg } from 'node:os';
import { deserialize, serialize } from 'node:v8';
import { z } from 'zod';
import { validateContent } from '../packages/sdk/src/client/validate.js';
import { operationByName } from '../packages/sdk/src/contract/catalogue.js';
import { InternshipInfo } from '../packages/sdk/src/contract/entities/internship/internship-info.js';
import type { OperationDef } from '../packages/sdk/src/contract/operation.js';
import { makeRow, pageText, prng } from './rows.js';
import { median } from './stats.js';

const QUICK = process.env.BENCH_QUICK === '1';
const SIZES = QUICK
  ? [
      { rows: 10_000, reps: 3 },
      { rows: 100_000, reps: 1 },
    ]
  : [
      { rows: 10_000, reps: 31 },
      { rows: 100_000, reps: 9 },
    ];
/** Quick mode uses a smaller 'all' page: 999 999 rows take about 2 GB and a minute. */
const ALL_ROWS = QUICK ? 100_000 : 999_999;
/** createSdk's default validateStepMs. */
const STEP_MS = 10;
const GOAL = 1.3;

const op = operationByName.get('GetInternshipInfoPageList') as OperationDef;
type Check = (body: unknown, onStep?: (ms: number) => void) => Promise<unknown>;
const sdk =
  (mode: 'full' | 'envelope'): Check =>
  (body, onStep) =>
    validateContent(op, body, { mode, stepMs: STEP_MS, ...(onStep ? { onStep } : {}) });
const VARIANTS: { name: string; check?: Check }[] = [
  { name: '(a) JSON.parse' },
  { name: '(b) parse + full validation', check: sdk('full') },
  { name: '(c) parse + envelope only', check: sdk('envelope') },
];

const now = () => performance.now();
const ms = (x: number) => x.toFixed(1).padStart(9);
const times = (x: number) => `${x.toFixed(2)}x`.padStart(7);
/** Collect before each timed run so one variant's garbage is not swept on the next one's clock. */
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

/** The SDK must reject a bad row, at its place, in full mode; otherwise the figures mean nothing. */
async function checkCorrectness() {
  const good = makeRow(0, prng(1));
  const List = [good, good, { ...good, fStatus: 9 }];
  const body = { Code: 200, Content: { List, PageIndex: 1, PageCount: 1, PageSize: 3, TotalCount: 3 } };
  const error = await sdk('full')(body).then(
    () => null,
    (e: { issues?: { path: string }[] }) => e,
  );
  if (error?.issues?.[0]?.path !== 'Content.List.2.fStatus')
    throw new Error('full validation missed a bad row');
  await sdk('full')({ ...body, Content: { ...body.Content, List: [good] } });
}

/** (a)-(c) on one page size, interleaved: each repetition runs every variant, in a rotating order. */
async function comparePage(rows: number, reps: number) {
  const text = pageText(rows);
  const wall = VARIANTS.map(() => [] as number[]);
  for (let rep = -1; rep < reps; rep++) {
    for (let k = 0; k < VARIANTS.length; k++) {
      const i = (rep + 1 + k) % VARIANTS.length;
      gc();
      const t0 = now();
      const body = JSON.parse(text) as unknown;
      await VARIANTS[i]?.check?.(body);
      if (rep >= 0) wall[i]?.push(now() - t0); // rep -1 warms up
    }
  }
  const base = median(wall[0] as number[]);
  return VARIANTS.map((v, i) => {
    const w = median(wall[i] as number[]);
    console.log(`${String(rows).padStart(7)}  ${v.name.padEnd(30)}${ms(w)} ms${times(w / base)}`);
    return w / base;
  });
}

/** Why full validation costs what it does: per row, zod's parser against its compiled validator. */
function rowCost(rows: number) {
  const list = (JSON.parse(pageText(rows)) as { Content: { List: unknown[] } }).Content.List;
  const row = InternshipInfo.schemas.row;
  const compiled = z.compile(row) as unknown as { validate(v: unknown): boolean };
  const per = (fn: () => void) => {
    gc();
    const t = now();
    fn();
    return ((now() - t) * 1000) / rows;
  };
  const text = JSON.stringify({ List: list });
  const runs: [string, () => void][] = [
    ['JSON.parse', () => JSON.parse(text)],
    [
      'row.safeParse (zod parser, copies the row)',
      () => {
        for (const r of list) row.safeParse(r);
      },
    ],
    [
      'z.compile(row).validate (what the SDK runs)',
      () => {
        for (const r of list) compiled.validate(r);
      },
    ],
  ];
  console.log(`\nPer row, ${rows} rows:`);
  for (const [name, fn] of runs) {
    per(fn);
    console.log(
      `  ${name.padEnd(46)}${median([per(fn), per(fn), per(fn)])
        .toFixed(2)
        .padStart(7)} us`,
    );
  }
}

/** The 'all' page: how long the main thread is blocked at a stretch. */
async function allPage() {
  let text = pageText(ALL_ROWS);
  const chars = text.length;
  gc();
  let t0 = now();
  const body = JSON.parse(text) as unknown;
  const parse = now() - t0;
  text = '';
  const steps: number[] = [];
  t0 = now();
  const pending = sdk('full')(body, (step) => steps.push(step));
  const beforeFirstYield = now() - t0;
  await pending;
  const total = now() - t0;
  gc();
  const bytes = serialize(body);
  t0 = now();
  deserialize(bytes);
  const clone = now() - t0;

  const quick = QUICK ? ' (quick mode: smaller than the real 999 999-row page)' : '';
  console.log(`\n'all' page: ${ALL_ROWS} rows${quick}, ${(chars / 1e6).toFixed(0)} M chars of JSON`);
  const lines: [string, number, string][] = [
    ['JSON.parse of the body', parse, 'one blocking step no chunking avoids; a worker can take it off'],
    ['validation: longest step', Math.max(...steps), `of ${steps.length} steps, budget ${STEP_MS} ms each`],
    ['validation: before the first yield', beforeFirstYield, 'page fields and the first stretch of rows'],
    ['validation: total', total, 'including time idle in the yields'],
    ['v8.deserialize of the parsed page', clone, 'what posting parsed rows back from a worker would cost'],
  ];
  for (const [label, x, note] of lines) console.log(`  ${label.padEnd(36)}${ms(x)} ms  ${note}`);
}

async function main() {
  console.log(
    `sdk-parse${QUICK ? ' (quick)' : ''}: node ${process.version}, ${cpus().length} cores, ` +
      `load ${loadavg()[0]?.toFixed(1)}, gc between runs: ${'gc' in globalThis ? 'yes' : 'no'}`,
  );
  await checkCorrectness();
  console.log('correctness: full validation rejects a bad row at its place\n');
  console.log(`   rows  ${'variant'.padEnd(30)}   median  x parse`);
  let tenK = Number.NaN;
  for (const { rows, reps } of SIZES) {
    const ratios = await comparePage(rows, reps);
    if (rows === 10_000) tenK = ratios[1] as number;
  }
  const verdict = tenK <= GOAL ? 'met' : 'not met';
  console.log(
    `\nGoal: full validation of 10 000 rows within ${GOAL}x JSON.parse: ${tenK.toFixed(2)}x, ${verdict}`,
  );
  console.log('(timings are reported, never fail the run)');
  rowCost(QUICK ? 10_000 : 100_000);
  await allPage();
  console.log(`\npeak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

await main();
