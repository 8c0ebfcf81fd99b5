/**
 * A province on PostgreSQL (issue 30): 200 schools, 200 000 internship students, 4 million diaries and
 * 10 million sign-ins made in SQL (province-data.ts), then the reference server started on them as a child
 * process, and measured:
 *
 * 1. Each dashboard (GetSchoolDashboard, GetSchoolComparison, GetTutorDashboard, GetInternshipStatistics) as a
 *    school admin, the platform admin and a tutor: p50 and p95 at 10 concurrent callers (goal p95 < 300 ms).
 *    A dashboard the server does not answer yet (501) is printed as 'not built'. The admins' reads sum a
 *    roll-up: its job (statistics.rollup) is run and timed before the server starts, and a term not rolled up
 *    is asked once (computed and kept) and again (read back).
 * 2. The bureau's check and export for one school of 1 000 students, then for a school holding all 200 000
 *    (every course of the province moved to school 1 by one update: the dashboards above are measured on the
 *    province as it is, the export on the largest file it can make): time to the last byte and the server's
 *    peak RSS while it streams (goal < 30 s and < 300 MB).
 * 3. The upkeep of the indexes on writes: single-row inserts of diaries and sign-ins with every index, without
 *    the indexes beyond the catalogue's own (attendance's and the statistics' extra ones), and with only the
 *    primary key and unique indexes, each in a transaction rolled back (the indexes come back untouched).
 *
 * Its own database (bench_province, or PROVINCE_DB; dropped at the end), never `test`. Not a test and not in `npm test`:
 * it prints figures and fails only on wrong answers. PROVINCE_SCALE=0.1 makes a tenth of the province.
 */
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Unzip, UnzipInflate } from 'fflate';
import { createSession } from '../packages/server/src/auth/sessions.js';
import { prepareDatabase } from '../packages/server/src/boot/start.js';
import { nowText } from '../packages/server/src/db/dates.js';
import { type Db, openDb } from '../packages/server/src/db/driver.js';
import { createLocalStorage } from '../packages/server/src/files/local-storage.js';
import { registeredJobs } from '../packages/server/src/jobs/registry.js';
import { startJobs } from '../packages/server/src/jobs/runner.js';
import { ROLLUP_COUNT_TABLES } from '../packages/server/src/ops/specific/statistics/rollup-tables.js';
import { currentTerm } from '../packages/server/src/ops/specific/statistics/scope.js';
import { generateProvince, indexesOf, pid, scaleOf } from './province-data.js';
import { pathOf } from './server-setup.js';
import { percentile } from './stats.js';

const SCALE = Number(process.env.PROVINCE_SCALE ?? 1);
const HOST = process.env.PROVINCE_PG ?? 'postgres://postgres@127.0.0.1:5432';
// PROVINCE_DB names the database when two runs share a server.
const DATABASE = process.env.PROVINCE_DB ?? 'bench_province';
const CALLERS = 10;
const CALLS = Number(process.env.PROVINCE_CALLS ?? 200);
// PROVINCE_REUSE=1 measures on the province an earlier run kept (most of a run is making it), else makes it.
const REUSE = process.env.PROVINCE_REUSE === '1';
const KEEP = REUSE || process.env.PROVINCE_KEEP === '1';
const PORT = 12_000 + Math.floor(Math.random() * 2000) + 3000;

const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const wrong: string[] = [];

async function withAdmin(sql: string) {
  const admin = await openDb({ url: `${HOST}/postgres` });
  try {
    await admin.query(sql);
  } finally {
    await admin.close();
  }
}

/** Whether the database exists and holds a province of this many students (an earlier run's, kept). */
async function provinceMade(dbUrl: string, students: number): Promise<boolean> {
  const db = await openDb({ url: dbUrl }).catch(() => null);
  if (!db) return false;
  try {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int n from "InternshipStudent" where "fInternshipInfoId" in
         (select "fInternshipInfoId" from "InternshipInfo" where "cInternshipName" like '2026届岗位实习%')`,
    );
    return row?.n === students;
  } catch {
    return false;
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// The server, as a child process whose memory can be read

interface Child {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * The server as `npm start` runs it: bundled (packages/server/scripts/build.mjs) and started by plain Node.
 * Built here from the current sources, so the figures are never those of an older dist/.
 */
async function startChild(dbUrl: string): Promise<Child> {
  const b0 = performance.now();
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../packages/server/scripts/build.mjs', import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
  console.log(`\nserver built (packages/server/dist): ${ms(performance.now() - b0)}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'province-'));
  const child = fork(new URL('../packages/server/dist/main.js', import.meta.url), {
    execArgv: [],
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(PORT), DATA_DIR: dataDir, DEMO_DATA: 'false' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error('the server did not come up in a minute');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The process's resident memory now and at its peak (kB), from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Starts the peak over (Linux: writing 5 to clear_refs resets VmHWM to the current RSS). */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/**
 * The statistics' roll-up (jobs/builtin.ts statistics.rollup), claimed for this hour as the server's tick
 * would claim it: the server started next finds the period done, so the dashboards are not measured beside it.
 */
async function rollUp(db: Db): Promise<string> {
  const filesDir = mkdtempSync(join(tmpdir(), 'province-jobs-'));
  const jobs = startJobs({
    db,
    storage: createLocalStorage({ root: filesDir }),
    filesDir,
    jobs: registeredJobs().filter((j) => j.name === 'statistics.rollup'),
    tick: false,
  });
  try {
    const t0 = performance.now();
    const run = await jobs.run('statistics.rollup');
    if (!run.ran || run.outcome !== 'done') wrong.push(`the statistics' roll-up: ${JSON.stringify(run)}`);
    return `${ms(performance.now() - t0)}  (${run.ran ? run.detail : 'not run'})`;
  } finally {
    await jobs.stop(1000);
    rmSync(filesDir, { recursive: true, force: true });
  }
}

/** One call's time and answer, for a term not rolled up yet (computed, kept) and then read back. */
async function timedCall(
  url: string,
  token: string,
  name: string,
  query: Record<string, string>,
  expected: number[] = [],
) {
  const t0 = performance.now();
  const r = await get(url, token, name, query);
  const body = (await r.json()) as { Code?: unknown; Content?: unknown[] };
  if (body.Code !== 200 && !expected.includes(r.status))
    wrong.push(`${name} ${JSON.stringify(query)} answered ${r.status}`);
  return { elapsed: performance.now() - t0, lines: body.Content?.length ?? 0, status: r.status };
}

// ---------------------------------------------------------------------------------------------------------
// Calls

async function get(url: string, token: string, name: string, query: Record<string, string>) {
  const qs = new URLSearchParams(query).toString();
  return fetch(`${url}${pathOf(name)}${qs ? `?${qs}` : ''}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

type Latency = { p50: number; p95: number; calls: number } | 'not built' | string;

async function latency(
  url: string,
  token: string,
  name: string,
  query: Record<string, string>,
): Promise<Latency> {
  const first = await get(url, token, name, query);
  const body = (await first.json().catch(() => ({}))) as { Code?: unknown; Message?: string };
  if (first.status === 501) return 'not built';
  if (body.Code !== 200) return `answered ${first.status}: ${body.Message}`;
  // One round of the callers at once, not counted: the server's pool opens its connections and the call's
  // code is compiled, so that the first operation measured is not charged for what every later one finds done.
  await Promise.all(
    Array.from({ length: CALLERS }, () => get(url, token, name, query).then((r) => r.arrayBuffer())),
  );
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (next++ < CALLS) {
        const t0 = performance.now();
        const r = await get(url, token, name, query);
        await r.arrayBuffer();
        times.push(performance.now() - t0);
        if (!r.ok) wrong.push(`${name} answered ${r.status} under load`);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), calls: times.length };
}

/** Streams the export, counting the sheet's rows as it unzips, and watches the server's memory meanwhile. */
async function exportOf(child: Child, token: string, schoolId: string, cMonth: string) {
  resetPeak(child.pid);
  const before = memoryOf(child.pid);
  const t0 = performance.now();
  const r = await get(child.url, token, 'ExportBureauReport', { fSchoolId: schoolId, cMonth });
  if (!r.ok || !r.body) throw new Error(`ExportBureauReport answered ${r.status}`);
  let firstByte = 0;
  let bytes = 0;
  let rows = 0;
  let tail = '';
  const decoder = new TextDecoder();
  const unzip = new Unzip((file) => {
    if (file.name !== 'xl/worksheets/sheet1.xml') return;
    file.ondata = (_e, chunk) => {
      const text = tail + decoder.decode(chunk, { stream: true });
      rows += text.split('<row ').length - 1;
      // A '<row ' cut in two is counted with the next chunk; the 4 characters kept cannot hold a whole one.
      tail = text.slice(-4);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const reader = r.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    if (!firstByte) firstByte = performance.now() - t0;
    bytes += next.value.length;
    unzip.push(next.value);
  }
  unzip.push(new Uint8Array(0), true);
  const elapsed = performance.now() - t0;
  return { elapsed, firstByte, bytes, rows, before, after: memoryOf(child.pid) };
}

// ---------------------------------------------------------------------------------------------------------
// Index upkeep

async function insertRate(
  db: Db,
  table: 'InternshipDiary' | 'AttendanceSignIn',
  drop: readonly string[],
  n: number,
) {
  return db
    .tx(async (q) => {
      for (const name of drop) await q.query(`drop index "${name}"`);
      const t0 = performance.now();
      for (let i = 1; i <= n; i++) {
        const s = 1 + ((i * 7919) % 1000);
        if (table === 'InternshipDiary')
          await q.query(
            `insert into "InternshipDiary" ("fInternshipDiaryId", "fInternshipInfoId", "fInternshipStudentId",
             "fStudentUserId", "cDiaryName", "tDiaryDate", "fStatus", "tCreateDate")
           values (md5('upkeep-' || $1), ${pid('course', '1')}, ${pid('student', '$2::int')}, ${pid('user', '$2::int')},
             '本周周记', to_char(current_date, 'YYYY-MM-DD'), 1, to_char(now(), 'YYYY-MM-DD HH24:MI:SS'))`,
            [i, s],
          );
        else
          await q.query(
            `insert into "AttendanceSignIn" ("fAttendanceSignInId", "fInternshipInfoId", "fInternshipStudentId",
             "fStudentUserId", "fSignInKind", "tSignInDate", "tSignInTime", "fSignInSource", "fFencePosition",
             "fSignInTiming", "tCreateDate")
           values (md5('upkeep-' || $1), ${pid('course', '1')}, ${pid('student', '$2::int')}, ${pid('user', '$2::int')},
             3, to_char(current_date + $1::int, 'YYYY-MM-DD'), to_char(now(), 'YYYY-MM-DD HH24:MI:SS'), 1, 1, 0,
             to_char(now(), 'YYYY-MM-DD HH24:MI:SS'))`,
            [i, s],
          );
      }
      const rate = n / ((performance.now() - t0) / 1000);
      throw Object.assign(new Error('rollback'), { rate });
    })
    .catch((e: { rate?: number }) => {
      if (e.rate === undefined) throw e;
      return e.rate;
    });
}

async function upkeep(db: Db) {
  const n = SCALE < 1 ? 2000 : 5000;
  console.log(`\nindex upkeep: ${n} single-row inserts in one transaction (rolled back), rows a second`);
  for (const table of ['InternshipDiary', 'AttendanceSignIn'] as const) {
    const indexes = await indexesOf(db, table);
    // The catalogue indexes each ref column as "<table>_<column>" (migrate.ts); the rest are areas' own.
    const catalogue = (i: { name: string; def: string }) => /^[A-Za-z]+_f[A-Za-z0-9]+Id$/.test(i.name);
    const extra = indexes.filter((i) => !i.unique && !catalogue(i)).map((i) => i.name);
    const nonUnique = indexes.filter((i) => !i.unique).map((i) => i.name);
    const all = await insertRate(db, table, [], n);
    const noExtra = await insertRate(db, table, extra, n);
    const bare = await insertRate(db, table, nonUnique, n);
    console.log(`  ${table}: ${indexes.length} secondary indexes (${indexes.map((i) => i.name).join(', ')})`);
    console.log(`    every index                        ${all.toFixed(0).padStart(7)}/s`);
    console.log(
      `    without the extra ${String(extra.length).padEnd(2)} (${extra.join(', ') || 'none'})  ${noExtra.toFixed(0).padStart(7)}/s  every index costs ${(noExtra / all).toFixed(2)}x`,
    );
    console.log(
      `    primary key and unique only        ${bare.toFixed(0).padStart(7)}/s  every index costs ${(bare / all).toFixed(2)}x`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------

/** A school admin of school 1 and a tutor of its first class, made from the demo accounts; their tokens. */
async function accounts(db: Db) {
  const copyUser = async (from: string, userName: string) => {
    await db.query(
      `insert into "AppUser" select (jsonb_populate_record(u, jsonb_build_object('fAppUserId', md5($2), 'cUserName', $2,
         'fSchoolId', ${pid('school', '1')}, 'cMobile', '1550' || lpad((length($2) * 1000)::text, 7, '0')))).*
         from "AppUser" u where u."cUserName" = $1
       on conflict do nothing`,
      [from, userName],
    );
    await db.query(
      `insert into app_role_user (role_id, user_id) select ru.role_id, md5($2) from app_role_user ru
         join "AppUser" u on u."fAppUserId" = ru.user_id where u."cUserName" = $1
       on conflict do nothing`,
      [from, userName],
    );
    return (await db.query<{ id: string }>('select md5($1) id', [userName]))[0]?.id as string;
  };
  const schoolAdmin = await copyUser('school', 'pv_school_admin');
  const tutor = await copyUser('teacher', 'pv_tutor');
  await db.query(
    `update "InternshipTutor" set "fUserId" = $1 where "fInternshipTutorId" = ${pid('tutor-in', '1')}`,
    [tutor],
  );
  const [platform] = await db.query<{ id: string }>(
    `select "fAppUserId" id from "AppUser" where "cUserName" = 'admin'`,
  );
  return {
    schoolAdmin: await createSession(db, schoolAdmin),
    platform: await createSession(db, platform?.id as string),
    tutor: await createSession(db, tutor),
  };
}

function printLatency(who: string, name: string, l: Latency) {
  const line = `  ${who.padEnd(14)} ${name.padEnd(26)}`;
  if (typeof l === 'string') console.log(`${line} ${l}`);
  else
    console.log(
      `${line} p50 ${ms(l.p50)}  p95 ${ms(l.p95)}  (${l.calls} calls)${l.p95 > 300 ? '  over 300 ms' : ''}`,
    );
}

async function main() {
  const scale = scaleOf(SCALE);
  const dbUrl = `${HOST}/${DATABASE}`;
  const reused = REUSE && (await provinceMade(dbUrl, scale.students));
  if (!reused) {
    await withAdmin(`drop database if exists ${DATABASE}`);
    await withAdmin(`create database ${DATABASE}`);
    // A bulk load's session settings for every connection of the pool; the server's child inherits them too,
    // which changes nothing it measures (commits are not what these reads wait for).
    await withAdmin(`alter database ${DATABASE} set synchronous_commit = off`);
    await withAdmin(`alter database ${DATABASE} set maintenance_work_mem = '256MB'`);
  }
  const db = await openDb({ url: dbUrl });
  let child: Child | undefined;
  let movedBack: (() => Promise<void>) | undefined;
  try {
    const t0 = performance.now();
    await prepareDatabase(db, !reused);
    console.log(
      `province (scale ${SCALE}): ${scale.schools} schools, ${scale.students} students, ${scale.students * scale.diariesPerStudent} diaries, ${scale.students * scale.signInDaysPerStudent * 2} sign-ins${reused ? ' (made by an earlier run)' : ''}`,
    );
    console.log(`schema and demo accounts (the server's migrate): ${ms(performance.now() - t0)}`);
    const today = nowText().slice(0, 10);
    if (!reused) {
      const g0 = performance.now();
      await generateProvince(db, scale, today);
      console.log(`generated in ${((performance.now() - g0) / 1000).toFixed(1)} s`);
    }
    // A run before this one may have rolled up this hour and the term below: they are counted again here.
    await db.query(`delete from app_job_run where job = 'statistics.rollup'`);
    await db.query(`truncate app_statistics_computed, ${ROLLUP_COUNT_TABLES.join(', ')}`);
    const tokens = await accounts(db);
    console.log(`\nstatistics roll-up (statistics.rollup, every school, this term): ${await rollUp(db)}`);

    child = await startChild(dbUrl);
    console.log(`\nserver started (pid ${child.pid}), RSS ${mb(memoryOf(child.pid).rss)}`);
    const school1 = (await db.query<{ id: string }>(`select ${pid('school', '1')} id`))[0]?.id as string;
    const cMonth = today.slice(0, 7);
    console.log(`\ndashboards, ${CALLERS} concurrent callers:`);
    // 实习统计 as its screen asks: this school term, by class or school.
    const thisTerm = { tTermStart: currentTerm(today).from, tTermEnd: currentTerm(today).to };
    const cases: [string, string, string, Record<string, string>][] = [
      ['school admin', tokens.schoolAdmin, 'GetSchoolDashboard', {}],
      ['school admin', tokens.schoolAdmin, 'GetInternshipStatistics', { cGroupBy: 'class', ...thisTerm }],
      ['platform admin', tokens.platform, 'GetSchoolDashboard', { fSchoolId: school1 }],
      ['platform admin', tokens.platform, 'GetSchoolComparison', {}],
      ['platform admin', tokens.platform, 'GetInternshipStatistics', { cGroupBy: 'school', ...thisTerm }],
      ['tutor', tokens.tutor, 'GetTutorDashboard', {}],
      ['tutor', tokens.tutor, 'GetInternshipStatistics', { cGroupBy: 'class', ...thisTerm }],
      ['school admin', tokens.schoolAdmin, 'CheckBureauReport', { cMonth }],
    ];
    for (const [who, token, name, query] of cases)
      printLatency(who, name, await latency(child.url, token, name, query));
    // A term the job does not roll up (this term up to today): the first call counts it, the next reads it;
    // first one school's (its admin's dashboard), then every other school's (the comparison).
    const unrolled = { tTermStart: currentTerm(today).from, tTermEnd: today };
    const ownFirst = await timedCall(child.url, tokens.schoolAdmin, 'GetSchoolDashboard', unrolled);
    const ownAgain = await timedCall(child.url, tokens.schoolAdmin, 'GetSchoolDashboard', unrolled);
    console.log(
      `  school admin   GetSchoolDashboard of a term not rolled up: first call ${ms(ownFirst.elapsed)}, next ${ms(ownAgain.elapsed)}`,
    );
    // Every other school: the first call answers at once that they are being rolled up in the background
    // (503); the calls after it, once a second, answer when that is done.
    const askedAt = performance.now();
    const first = await get(child.url, tokens.platform, 'GetSchoolComparison', unrolled);
    await first.arrayBuffer();
    const firstAnswer = performance.now() - askedAt;
    if (first.status !== 503)
      wrong.push(`the comparison of a term not rolled up answered ${first.status}, not 503`);
    let done = await timedCall(child.url, tokens.platform, 'GetSchoolComparison', unrolled, [503]);
    while (done.status === 503) {
      await new Promise((r) => setTimeout(r, 1000));
      done = await timedCall(child.url, tokens.platform, 'GetSchoolComparison', unrolled, [503]);
    }
    const again = await timedCall(child.url, tokens.platform, 'GetSchoolComparison', unrolled);
    console.log(
      `  platform admin GetSchoolComparison of a term not rolled up: first call ${ms(firstAnswer)} (503, rolling up), done after ${ms(performance.now() - askedAt)}, next ${ms(again.elapsed)} (${done.lines} schools)`,
    );
    if (done.lines < scale.schools || again.lines !== done.lines) wrong.push('the comparison misses schools');

    const perSchool = await exportOf(child, tokens.schoolAdmin, school1, cMonth);
    const expectedOne = Math.ceil(scale.students / scale.schools);
    console.log(
      `\nbureau export, one school: ${perSchool.rows - 4} rows, ${ms(perSchool.elapsed)}, ${(perSchool.bytes / 1e6).toFixed(1)} MB`,
    );
    if (perSchool.rows - 4 !== expectedOne) wrong.push(`one school's export has ${perSchool.rows - 4} rows`);

    // The largest file: every course of the province under school 1 (each put back at the end).
    const schoolOfCourse = await db.query<{ id: string; school: string }>(
      `select "fInternshipInfoId" id, "fSchoolId" school from "InternshipInfo" where "cInternshipName" like '2026届岗位实习%'`,
    );
    movedBack = async () => {
      await db.query(
        `update "InternshipInfo" i set "fSchoolId" = x.school from jsonb_to_recordset($1::jsonb) x(id text, school text)
          where i."fInternshipInfoId" = x.id`,
        [JSON.stringify(schoolOfCourse)],
      );
    };
    await db.query(
      `update "InternshipInfo" set "fSchoolId" = $1 where "cInternshipName" like '2026届岗位实习%'`,
      [school1],
    );
    const big = await exportOf(child, tokens.platform, school1, cMonth);
    console.log(`bureau export, school 1 holding every student (goal under 30 s and 300 MB):`);
    console.log(`  rows         ${big.rows - 4}`);
    console.log(`  first byte   ${ms(big.firstByte)}`);
    console.log(
      `  last byte    ${ms(big.elapsed)}  (${((big.rows - 4) / (big.elapsed / 1000)).toFixed(0)} rows/s)`,
    );
    console.log(`  file         ${(big.bytes / 1e6).toFixed(1)} MB`);
    console.log(`  server RSS   ${mb(big.before.rss)} before, peak ${mb(big.after.peak)} while streaming`);
    if (big.rows - 4 < scale.students) wrong.push(`the province's export has ${big.rows - 4} rows`);
    const c0 = performance.now();
    const check = await get(child.url, tokens.platform, 'CheckBureauReport', { fSchoolId: school1, cMonth });
    const checked = (await check.json()) as { Content: { fRows: number; gaps: unknown[] } };
    console.log(
      `\nbureau check, school 1 holding every student: ${checked.Content.fRows} rows, ${checked.Content.gaps.length} with gaps, ${ms(performance.now() - c0)}`,
    );
    if (checked.Content.fRows !== big.rows - 4) wrong.push('the check and the export count different rows');

    await child.stop();
    child = undefined;
    await upkeep(db);
  } finally {
    await child?.stop();
    await movedBack?.();
    await db.close();
    // PROVINCE_KEEP=1 (or PROVINCE_REUSE=1) leaves the database for a look at its plans, or the next run.
    if (!KEEP) await withAdmin(`drop database if exists ${DATABASE}`);
  }
  if (wrong.length) {
    console.error(`\nwrong answers:\n${wrong.join('\n')}`);
    process.exit(1);
  }
}

await main();
