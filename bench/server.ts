/**
 * The reference server under load: a 20-row page list and a model read over HTTP on loopback (autocannon,
 * 50 connections), beside the same SQL statements issued directly through the server's own database handle
 * in the same run, on in-memory PGlite and on PostgreSQL (a fresh schema, dropped afterwards).
 *
 *   pnpm bench                            (from the root) the full run: 10 s per measurement, 3 rounds
 *   BENCH_QUICK=1 tsx server.ts           1 s at 10 connections, 1 round, 150 rows: the package's `test`
 *                                         script, so CI runs this code
 *   BENCH_SECONDS=5 BENCH_ROUNDS=1        shorter full runs; BENCH_PG=0 / BENCH_PGLITE=0 skip a database
 *   BENCH_VERBOSE=1                       every measurement, not only the medians
 *   BENCH_PROFILE=1                       a CPU profile of the server under HTTP load (server-profile.ts)
 *
 * Timings are printed, never asserted. A wrong answer (an HTTP status other than 200, an envelope Code other
 * than 200, a page without 20 rows, a model without its key, a statement answering the wrong number of rows)
 * fails the run.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { operationByName } from '@practice/sdk/contract';
import type { Caller } from '../packages/server/src/auth/caller.js';
import { callerByToken } from '../packages/server/src/auth/caller.js';
import type { Db, Queryable, Row } from '../packages/server/src/db/driver.js';
import { tableOf } from '../packages/server/src/db/tables.js';
import { visibleRow } from '../packages/server/src/ops/rows.js';
import { pageOfRows } from '../packages/server/src/ops/standard/page.js';
import { CpuProfile } from './server-profile.js';
import {
  type Account,
  type BenchServer,
  ENTITY,
  pathOf,
  postgresUrl,
  prepareData,
  startBenchServer,
} from './server-setup.js';
import { type Figures, type LoadJob, type LoadOutcome, type Query, rate } from './server-stats.js';
import { median, percentile } from './stats.js';

const QUICK = process.env.BENCH_QUICK === '1';
/**
 * Quick mode (CI: the code runs and answers right, its figures mean little) measures 1 s at 10 connections:
 * PGlite's page list takes over a second to answer at 50.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 1 : 10));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 1 : 3));
/** BENCH_VERBOSE=1 prints every measurement, not only the medians. */
const VERBOSE = process.env.BENCH_VERBOSE === '1';
/** BENCH_PROFILE=1 profiles the server's thread during the measured HTTP runs (server-profile.ts). */
const profiles = new Map<string, CpuProfile>(
  process.env.BENCH_PROFILE === '1' ? ['PGlite', 'PostgreSQL'].map((d) => [d, new CpuProfile()]) : [],
);
const WARMUP_SECONDS = QUICK ? 0.2 : 2;
const CONNECTIONS = QUICK ? 10 : 50;
const PAGE_SIZE = 20;
/** The goal on PostgreSQL: HTTP at least half the driver's rate, p99 under 50 ms. */
const GOAL = { ratio: 0.5, p99: 50 };
/** The goal on PGlite: calls served in arrival order, so HTTP p99 under 4x its p50. */
const PGLITE_TAIL = 4;
/** The mixed load: page reads on this many connections beside diary submissions on MIXED_WRITERS. */
const MIXED_READERS = QUICK ? 40 : 200;
const MIXED_WRITERS = QUICK ? 4 : 10;
const MIXED_SECONDS = QUICK ? 1.5 : SECONDS;

const PAGE_OP = `Get${ENTITY}PageList`;
const ADD_OP = `Add${ENTITY}`;
const MODEL_OP = `Get${ENTITY}Model`;
const table = tableOf(ENTITY);

type Variant = 'http' | 'driver' | 'driver+auth';
const VARIANTS: readonly Variant[] = ['driver', 'driver+auth', 'http'];

/** Wrong answers seen anywhere: any one fails the run. */
const problems: string[] = [];

// ---------------------------------------------------------------------------------------------------------
// The statements the handlers issue, captured from the server's own code

interface Statement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The statements fn issues, recorded on their way to the database. */
async function capture(db: Db, fn: (q: Queryable) => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const q: Queryable = {
    query: <T extends Row = Row>(sql: string, params: readonly unknown[] = []) => {
      seen.push({ sql, params: [...params] });
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  await fn(q);
  return seen;
}

const single = (name: string, statements: Statement[]): Statement => {
  if (statements.length !== 1) throw new Error(`${name} issued ${statements.length} statements, not one`);
  return statements[0] as Statement;
};

/** One user's two measured calls: the HTTP paths and, for the driver, the statements behind them. */
interface Case {
  readonly user: string;
  readonly account: Account;
  readonly caller: Caller;
  readonly query: Query;
  readonly paths: string[];
  readonly statements: Statement[];
  /** Rows each statement must answer. */
  readonly rows: number;
}

async function casesFor(db: Db, role: string, account: Account): Promise<Case[]> {
  const caller = await callerByToken(db, account.token);
  if (!caller) throw new Error(`${account.userName} has no caller`);
  // The query object exactly as the pipeline hands it to the handler: parsed by the operation's schema.
  const raw = { pageNumber: '1', pageSize: String(PAGE_SIZE) };
  const query = (operationByName.get(PAGE_OP)?.query?.parse(raw) ?? raw) as Record<string, unknown>;
  let keys: unknown[] = [];
  const page = single(
    'pageOfRows',
    await capture(db, async (q) => {
      keys = (await pageOfRows(q, table, caller, query)).List.map((r) => r[table.key]);
    }),
  );
  if (keys.length !== PAGE_SIZE)
    problems.push(`${role}: the first page has ${keys.length} rows, not ${PAGE_SIZE}`);
  const models: Statement[] = [];
  for (const key of keys)
    models.push(single('visibleRow', await capture(db, (q) => visibleRow(q, table, caller, key))));
  const base = { user: role, account, caller };
  return [
    {
      ...base,
      query: 'page',
      paths: [`${pathOf(PAGE_OP)}?pageNumber=1&pageSize=${PAGE_SIZE}`],
      statements: [page],
      rows: PAGE_SIZE,
    },
    {
      ...base,
      query: 'model',
      paths: keys.map((k) => `${pathOf(MODEL_OP)}?${table.key}=${String(k)}`),
      statements: models,
      rows: 1,
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------
// HTTP and the driver

/** The load generator process (server-load.ts), one job at a time. */
class LoadGenerator {
  private readonly child: ChildProcess = fork(new URL('./server-load.ts', import.meta.url), {
    stdio: 'inherit',
  });
  private waiting: ((m: { outcome?: LoadOutcome; outcomes?: LoadOutcome[]; error?: string }) => void) | null =
    null;
  constructor() {
    this.child.on('message', (m: { outcome?: LoadOutcome; error?: string }) => this.waiting?.(m));
    this.child.on('exit', (code) => this.waiting?.({ error: `the load generator exited (${code})` }));
  }
  run(job: LoadJob): Promise<LoadOutcome> {
    return this.runTogether([job]).then((outcomes) => outcomes[0] as LoadOutcome);
  }
  /** Several jobs at the same time (their connections side by side); one outcome each. */
  runTogether(jobs: LoadJob[]): Promise<LoadOutcome[]> {
    // NaN (no answers) crosses the IPC channel as null.
    const num = (x: number | null) => x ?? Number.NaN;
    const fix = (o: LoadOutcome) => ({
      ...o,
      seconds: num(o.seconds),
      rps: num(o.rps),
      p50: num(o.p50),
      p99: num(o.p99),
    });
    return new Promise((resolve, reject) => {
      this.waiting = ({ outcome, outcomes, error }) => {
        const all = outcomes ?? (outcome ? [outcome] : null);
        if (all) resolve(all.map(fix));
        else reject(new Error(error));
      };
      this.child.send(jobs.length === 1 ? { job: jobs[0] } : { jobs });
    });
  }
  close() {
    this.child.disconnect();
  }
}

async function overHttp(
  load: LoadGenerator,
  s: BenchServer,
  c: Case,
  seconds: number,
  label: string,
  profile: CpuProfile | null,
) {
  await profile?.start();
  const out = await load.run({
    url: s.url,
    paths: c.paths,
    token: c.account.token,
    connections: CONNECTIONS,
    seconds,
    query: c.query,
    pageSize: PAGE_SIZE,
    key: table.key,
  });
  await profile?.stop();
  await drain(s.db);
  // A request that times out (autocannon's 10 s) is slow, not wrong: reported, not failed.
  if (out.timeouts) console.log(`  ${label}: ${out.timeouts} requests timed out after 10 s`);
  if (out.non200 || out.badBodies || out.errors > out.timeouts) {
    problems.push(
      `${label}: ${out.non200} non-200, ${out.badBodies} wrong bodies, ${out.errors - out.timeouts} connection ` +
        `errors of ${out.requests} answers; ${out.samples.join(' | ')}`,
    );
  }
  return out;
}

/**
 * CONNECTIONS loops on the server's database handle, each issuing the case's statements one after another
 * for `seconds` (with 'driver+auth', preceded by the statement that authenticates an HTTP call: the
 * session and the caller), timing each.
 */
async function overDriver(
  db: Db,
  c: Case,
  withAuth: boolean,
  seconds: number,
  label: string,
): Promise<Figures> {
  const latencies: number[] = [];
  let wrong = 0;
  let next = 0;
  let first = Number.NaN;
  let last = Number.NaN;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const st = c.statements[next++ % c.statements.length] as Statement;
        const t0 = performance.now();
        if (withAuth) {
          if (!(await callerByToken(db, c.account.token))) wrong++;
        }
        const rows = await db.query(st.sql, st.params);
        last = performance.now();
        if (!latencies.length) first = last;
        latencies.push(last - t0);
        if (rows.length !== c.rows) wrong++;
      }
    }),
  );
  if (wrong) problems.push(`${label}: ${wrong} statements answered other than ${c.rows} rows`);
  latencies.sort((a, b) => a - b);
  return {
    ...rate(latencies.length, first, last),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/**
 * Waits until the server has finished what autocannon left behind: it stops with up to 50 requests still
 * being handled, and their statements must not run during the next measurement (nor after the pool is
 * closed). Quiet means a trivial statement answers at once twice in a row.
 */
async function drain(db: Db) {
  const until = performance.now() + 120_000;
  let quiet = 0;
  while (quiet < 2 && performance.now() < until) {
    const t0 = performance.now();
    await db.query('select 1');
    quiet = performance.now() - t0 < 5 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * One call of each case checked before any load, so that every case has a checked answer however slow; and
 * the statements it issued, recorded on the server's database handle, to show that the driver baseline is
 * the statement the handler issues (and what else the call costs).
 */
async function checkOnce(s: BenchServer, c: Case, database: string): Promise<string[]> {
  const issued: string[] = [];
  const query = s.db.query;
  s.db.query = <T extends Row = Row>(sql: string, params?: readonly unknown[]) => {
    issued.push(sql);
    return query<T>(sql, params);
  };
  try {
    const res = await fetch(`${s.url}${c.paths[0]}`, {
      headers: { authorization: `Bearer ${c.account.token}` },
    });
    const body = (await res.json().catch(() => null)) as {
      Code?: number;
      Content?: { List?: unknown[] } & Record<string, unknown>;
    } | null;
    const ok =
      res.status === 200 &&
      body?.Code === 200 &&
      (c.query === 'page'
        ? body.Content?.List?.length === PAGE_SIZE
        : typeof body.Content?.[table.key] === 'string');
    if (!ok)
      problems.push(`${database} ${c.user} ${c.query}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  } finally {
    s.db.query = query;
  }
  if (!issued.includes(c.statements[0]?.sql ?? '')) {
    console.log(`  note: the HTTP ${c.query} call did not issue the driver's statement: not comparable`);
  }
  return issued;
}

/** One side of the mixed load. */
interface MixedLine {
  readonly database: string;
  readonly side: 'page read' | 'diary write';
  readonly connections: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly timeouts: number;
}

/**
 * A class opening its diaries while others submit theirs: MIXED_READERS connections reading the teacher's
 * first page beside MIXED_WRITERS connections adding diaries (AddInternshipDiary as the platform admin, in
 * the course of an existing diary), at the same time, each side timed on its own.
 */
async function mixedLoad(
  load: LoadGenerator,
  s: BenchServer,
  database: string,
  page: Case,
  writer: Account,
  seconds: number,
): Promise<[LoadOutcome, LoadOutcome]> {
  const [row] = await s.db.query<{ course: string; student: string }>(
    `select "fInternshipInfoId" as course, "fInternshipStudentId" as student from "${ENTITY}"
      where "fInternshipStudentId" is not null order by 1, 2 limit 1`,
  );
  if (!row) throw new Error(`${database}: no diary to write beside`);
  const bodies = Array.from({ length: 64 }, (_, i) =>
    JSON.stringify({
      fInternshipInfoId: row.course,
      fInternshipStudentId: row.student,
      cDiaryName: `压测日记 ${i + 1}：今日工作记录`,
      tDiaryDate: new Date(Date.UTC(2026, 2, 2 + (i % 120))).toISOString().slice(0, 10),
      fWeek: 1 + (i % 18),
      fStatus: 1,
      cComment: null,
    }),
  );
  const common = { url: s.url, seconds, pageSize: PAGE_SIZE, key: table.key };
  const [reads, writes] = await load.runTogether([
    { ...common, paths: page.paths, token: page.account.token, connections: MIXED_READERS, query: 'page' },
    {
      ...common,
      paths: [pathOf(ADD_OP)],
      token: writer.token,
      connections: MIXED_WRITERS,
      query: 'model',
      bodies,
    },
  ]);
  await drain(s.db);
  for (const [side, out] of [
    ['page read', reads],
    ['diary write', writes],
  ] as const) {
    const o = out as LoadOutcome;
    if (o.timeouts) console.log(`  ${database} mixed ${side}: ${o.timeouts} requests timed out after 10 s`);
    if (o.non200 || o.badBodies || o.errors > o.timeouts) {
      problems.push(
        `${database} mixed ${side}: ${o.non200} non-200, ${o.badBodies} wrong bodies, ` +
          `${o.errors - o.timeouts} connection errors of ${o.requests} answers; ${o.samples.join(' | ')}`,
      );
    }
  }
  return [reads as LoadOutcome, writes as LoadOutcome];
}

// ---------------------------------------------------------------------------------------------------------
// One database

interface Line {
  readonly database: string;
  readonly user: string;
  readonly query: Query;
  readonly variant: Variant;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
}

async function benchDatabase(
  database: string,
  postgres: string | null,
  load: LoadGenerator,
): Promise<{ lines: Line[]; mixed: MixedLine[] }> {
  const t0 = performance.now();
  const s = await startBenchServer(postgres);
  try {
    const { admin, teacher } = await prepareData(s);
    const [total] = await s.db.query<{ n: number }>(`select count(*)::int as n from "${ENTITY}"`);
    console.log(
      `\n${database}: server up and filled in ${((performance.now() - t0) / 1000).toFixed(1)} s, ` +
        `${total?.n} ${ENTITY} rows`,
    );
    for (const note of s.notes) console.log(`  note: ${note}`);
    const cases = [...(await casesFor(s.db, 'admin', admin)), ...(await casesFor(s.db, 'teacher', teacher))];

    const measure = (
      c: Case,
      v: Variant,
      seconds: number,
      profile: CpuProfile | null = null,
    ): Promise<Figures> => {
      const label = `${database} ${c.user} ${c.query} ${v}`;
      if (v === 'http') return overHttp(load, s, c, seconds, label, profile);
      return overDriver(s.db, c, v === 'driver+auth', seconds, label);
    };
    for (const c of cases) {
      const issued = await checkOnce(s, c, database);
      const others = issued
        .filter((sql) => sql !== c.statements[0]?.sql)
        .map((sql) => `${sql.slice(0, 36)}…`);
      console.log(
        `  ${c.user} ${c.query}: an HTTP call issues ${issued.length} statements; besides the driver's: ${others.join(', ')}`,
      );
    }
    for (const c of cases) for (const v of VARIANTS) await measure(c, v, WARMUP_SECONDS);

    const figures = new Map<string, Figures[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of cases) {
        for (let k = 0; k < VARIANTS.length; k++) {
          const v = VARIANTS[(round + k) % VARIANTS.length] as Variant;
          const f = await measure(c, v, SECONDS, profiles.get(database) ?? null);
          const id = `${c.user} ${c.query} ${v}`;
          figures.set(id, [...(figures.get(id) ?? []), f]);
          if (VERBOSE) {
            console.log(
              `  round ${round + 1} ${id.padEnd(26)} ${f.requests} answers in ${f.seconds.toFixed(2)} s: ` +
                `${f.rps.toFixed(0)}/s, p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms`,
            );
          }
        }
      }
    }
    const lines: Line[] = [];
    for (const c of cases) {
      for (const variant of VARIANTS) {
        const fs = figures.get(`${c.user} ${c.query} ${variant}`) ?? [];
        lines.push({
          database,
          user: c.user,
          query: c.query,
          variant,
          rps: median(fs.map((f) => f.rps)),
          p50: median(fs.map((f) => f.p50)),
          p99: median(fs.map((f) => f.p99)),
        });
      }
    }
    // The mixed load last: its writes add rows that the measurements above must not see.
    const teacherPage = cases.find((c) => c.user === 'teacher' && c.query === 'page') as Case;
    const mixedRuns: [LoadOutcome, LoadOutcome][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      mixedRuns.push(await mixedLoad(load, s, database, teacherPage, admin, MIXED_SECONDS));
    }
    const mixed: MixedLine[] = (['page read', 'diary write'] as const).map((side, i) => {
      const fs = mixedRuns.map((r) => r[i] as LoadOutcome);
      return {
        database,
        side,
        connections: i ? MIXED_WRITERS : MIXED_READERS,
        rps: median(fs.map((f) => f.rps)),
        p50: median(fs.map((f) => f.p50)),
        p99: median(fs.map((f) => f.p99)),
        timeouts: fs.reduce((n, f) => n + f.timeouts, 0),
      };
    });
    if (database === 'PGlite') {
      const example = cases.find((c) => c.user === 'teacher' && c.query === 'page')?.statements[0];
      if (example) console.log(`  the teacher's page statement (pageOfRows):\n    ${example.sql}`);
    }
    return { lines, mixed };
  } finally {
    await drain(s.db).catch(() => {});
    await s.close();
  }
}

// ---------------------------------------------------------------------------------------------------------

const fixed = (x: number, d: number, w: number) => (Number.isFinite(x) ? x.toFixed(d) : '-').padStart(w);

function printTable(lines: readonly Line[]) {
  console.log(
    `\n${'database'.padEnd(11)}${'user'.padEnd(9)}${'query'.padEnd(7)}${'variant'.padEnd(13)}` +
      `${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'x driver'.padStart(10)}`,
  );
  for (const l of lines) {
    const driver = lines.find(
      (d) => d.database === l.database && d.user === l.user && d.query === l.query && d.variant === 'driver',
    );
    console.log(
      `${l.database.padEnd(11)}${l.user.padEnd(9)}${l.query.padEnd(7)}${l.variant.padEnd(13)}` +
        `${fixed(l.rps, 0, 8)}${fixed(l.p50, 2, 9)}${fixed(l.p99, 2, 9)}${fixed(l.rps / (driver?.rps ?? Number.NaN), 2, 10)}`,
    );
  }
}

function printMixed(mixed: readonly MixedLine[]) {
  if (!mixed.length) return;
  console.log(
    `\nMixed load: ${MIXED_READERS} connections reading the teacher's page beside ${MIXED_WRITERS} adding ` +
      `diaries (${ADD_OP}), at the same time\n` +
      `${'database'.padEnd(11)}${'side'.padEnd(13)}${'conns'.padStart(6)}${'req/s'.padStart(8)}` +
      `${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'timeouts'.padStart(10)}`,
  );
  for (const m of mixed) {
    console.log(
      `${m.database.padEnd(11)}${m.side.padEnd(13)}${String(m.connections).padStart(6)}${fixed(m.rps, 0, 8)}` +
        `${fixed(m.p50, 1, 10)}${fixed(m.p99, 1, 10)}${String(m.timeouts).padStart(10)}`,
    );
  }
}

const driverOf = (lines: readonly Line[], l: Line) =>
  lines.find(
    (d) => d.database === l.database && d.user === l.user && d.query === l.query && d.variant === 'driver',
  );

/** Which of the goals this run met (timings never fail the run). */
function verdicts(lines: readonly Line[], mixed: readonly MixedLine[]) {
  const met = (yes: boolean) => (yes ? 'met' : 'not met');
  const goals: [string, boolean | null][] = [];

  const pglite = lines.filter((l) => l.database === 'PGlite' && l.variant === 'http');
  if (pglite.length) {
    console.log(`\nGoal on PGlite (calls served in arrival order): HTTP p99 < ${PGLITE_TAIL}x its p50`);
    let all = true;
    for (const h of pglite) {
      const ok = h.p99 < PGLITE_TAIL * h.p50;
      all &&= ok;
      console.log(
        `  ${h.user.padEnd(8)} ${h.query.padEnd(6)} p50 ${h.p50.toFixed(1)} ms, p99 ${h.p99.toFixed(1)} ms ` +
          `(${(h.p99 / h.p50).toFixed(2)}x): ${met(ok)}`,
      );
    }
    goals.push(['PGlite p99 < 4x p50', all]);
  } else goals.push(['PGlite p99 < 4x p50', null]);

  const pg = lines.filter((l) => l.database === 'PostgreSQL' && l.variant === 'http');
  if (pg.length) {
    console.log(
      `\nGoal on PostgreSQL at ${CONNECTIONS} connections: HTTP >= ${GOAL.ratio * 100} % of the driver's rate, ` +
        `p99 < ${GOAL.p99} ms`,
    );
    let ratios = true;
    let tails = true;
    for (const h of pg) {
      const ratio = h.rps / (driverOf(lines, h)?.rps ?? Number.NaN);
      ratios &&= ratio >= GOAL.ratio;
      tails &&= h.p99 < GOAL.p99;
      console.log(
        `  ${h.user.padEnd(8)} ${h.query.padEnd(6)} ${(ratio * 100).toFixed(0).padStart(4)} % of the driver ` +
          `(${met(ratio >= GOAL.ratio)}), p99 ${h.p99.toFixed(1)} ms (${met(h.p99 < GOAL.p99)})`,
      );
    }
    goals.push([`PostgreSQL HTTP >= ${GOAL.ratio * 100} % of the driver`, ratios]);
    goals.push([`PostgreSQL p99 < ${GOAL.p99} ms`, tails]);
  } else {
    console.log('\nGoal (PostgreSQL): not measured, no PostgreSQL answered');
    goals.push(['PostgreSQL goals', null]);
  }

  // What authenticating costs: the driver's rate with the authenticating statement(s) over without.
  const auth = lines.filter((l) => l.variant === 'driver+auth');
  if (auth.length) {
    console.log('\nAuthentication (driver+auth rate over the driver alone; 1.00 = free)');
    for (const a of auth) {
      const ratio = a.rps / (driverOf(lines, a)?.rps ?? Number.NaN);
      console.log(`  ${a.database.padEnd(11)}${a.user.padEnd(9)}${a.query.padEnd(7)}${ratio.toFixed(2)}`);
    }
  }

  // Measured means both sides answered: a side without answers in the whole run has no p99.
  const answered = mixed.length > 0 && mixed.every((m) => Number.isFinite(m.p99));
  goals.push(['mixed load: p99 of page reads and of diary writes measured', mixed.length ? answered : null]);
  console.log('\nGoals of the issue in this run:');
  for (const [goal, ok] of goals) console.log(`  ${goal}: ${ok === null ? 'not measured' : met(ok)}`);
  console.log('  (timings are reported, never fail the run)');
}

async function main() {
  const postgres = process.env.BENCH_PG === '0' ? null : await postgresUrl();
  console.log(
    `server${QUICK ? ' (quick)' : ''}: node ${process.version}, ${cpus().length} cores, load ` +
      `${loadavg()[0]?.toFixed(1)}; ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${ROUNDS} ` +
      `round${ROUNDS > 1 ? 's (medians)' : ''}; ${PAGE_OP} (pageSize ${PAGE_SIZE}) and ${MODEL_OP}`,
  );
  const load = new LoadGenerator();
  const lines: Line[] = [];
  const mixed: MixedLine[] = [];
  const add = (r: { lines: Line[]; mixed: MixedLine[] }) => {
    lines.push(...r.lines);
    mixed.push(...r.mixed);
  };
  try {
    if (process.env.BENCH_PGLITE !== '0') add(await benchDatabase('PGlite', null, load));
    if (postgres) add(await benchDatabase('PostgreSQL', postgres, load));
    else
      console.log('\nPostgreSQL: skipped (no DATABASE_URL or TEST_DATABASE_URL, nothing on 127.0.0.1:5432)');
  } finally {
    load.close();
  }
  printTable(lines);
  printMixed(mixed);
  verdicts(lines, mixed);
  for (const [database, profile] of profiles) {
    const lines = profile.report();
    if (lines.length) console.log(`\n${database}: ${lines.join('\n')}`);
    profile.close();
  }
  console.log(
    `\nload average after the run: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  if (problems.length) {
    console.error(`\nWRONG ANSWERS (${problems.length}):`);
    for (const p of problems) console.error(`  ${p}`);
    process.exitCode = 1;
  }
}

await main();
