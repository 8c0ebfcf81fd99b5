/**
 * 考勤 under load (issue 29), on PostgreSQL only (the test database as the other benchmarks use it, in a fresh
 * schema dropped afterwards; skipped when none answers):
 *
 * 1. The 08:28 burst: 5 000 students, made in SQL, each signing in 上班 once (every 10th twice, a double
 *    tap) as fast as `WIDTH` phones at a time get answers; answers per second, p50 and p99, and the rows
 *    counted afterwards: 5 000 sign-ins, not one lost nor doubled, every double tap refused.
 * 2. computeWarnings over 50 000 generated students (50 courses of 1 000, ten working days of sign-ins,
 *    diaries, tutors, a summary deadline): the first run, which raises, and a second, which must raise
 *    nothing.
 *
 * Not a test: it prints figures and fails only on wrong answers. BENCH_QUICK=1 makes it small.
 */
import { fork } from 'node:child_process';
import { createSession } from '../packages/server/src/auth/sessions.js';
import { roleId } from '../packages/server/src/boot/grants.js';
import { nowText } from '../packages/server/src/db/dates.js';
import type { Db } from '../packages/server/src/db/driver.js';
import { computeWarnings } from '../packages/server/src/ops/specific/attendance/warnings.js';
import type { BurstOutcome } from './attendance-load.js';
import { pathOf, postgresUrl, startBenchServer } from './server-setup.js';
import { percentile } from './stats.js';

const QUICK = process.env.BENCH_QUICK === '1';
const STUDENTS = QUICK ? 300 : 5000;
const WARNING_STUDENTS = QUICK ? 2000 : 50_000;
const PER_COURSE = 1000;
const WIDTH = 64;
const DOUBLE_EVERY = 10;

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Columns of a table, for copying a template row with some of them replaced. */
async function columnsOf(db: Db, table: string): Promise<string[]> {
  const rows = await db.query<{ c: string }>(
    `select column_name c from information_schema.columns where table_schema = current_schema() and table_name = $1
      order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.c);
}

/** Inserts `count` copies of the row `where` picks, each column in `set` replaced by its SQL (g: 1..count). */
async function copies(db: Db, table: string, where: string, count: number, set: Record<string, string>) {
  const cols = await columnsOf(db, table);
  const values = cols.map((c) => set[c] ?? `t."${c}"`);
  await db.query(
    `insert into "${table}" (${cols.map((c) => `"${c}"`).join(', ')})
     select ${values.join(', ')} from (select * from "${table}" where ${where} limit 1) t, generate_series(1, ${count}) g`,
  );
}

async function burstStudents(db: Db, course: string): Promise<string[]> {
  await copies(db, 'AppUser', `"cUserName" = 'student'`, STUDENTS, {
    fAppUserId: `md5('bench-user-' || g)`,
    cUserName: `'bench_student_' || g`,
    cRealName: `'压测学生' || g`,
    cMobile: `'1990' || lpad(g::text, 7, '0')`,
    cNumber: `'B' || lpad(g::text, 8, '0')`,
  });
  await db.query(
    `insert into app_role_user (role_id, user_id) select $1, md5('bench-user-' || g) from generate_series(1, $2) g`,
    [roleId('student'), STUDENTS],
  );
  await copies(db, 'InternshipStudent', `"fInternshipInfoId" = '${course}'`, STUDENTS, {
    fInternshipStudentId: `md5('bench-is-' || g)`,
    fUserId: `md5('bench-user-' || g)`,
    cRealName: `'压测学生' || g`,
    cMobile: `'1990' || lpad(g::text, 7, '0')`,
    cNumber: `'B' || lpad(g::text, 8, '0')`,
    cWorkPlace: `'上海市浦东新区张江路368号汇智大厦,31.2058,121.5907'`,
    tStartDate: `'2000-01-01'`,
    tEndDate: `'2999-12-31'`,
  });
  // Every day a working day and no one late: the burst measures the call, not the rule.
  await db.query(
    `update "AttendanceRule" set "fEnabled" = 1, "cWorkDays" = '1,2,3,4,5,6,7', "cArriveBy" = '23:59', "fPhotoRule" = 0
      where "fInternshipInfoId" = $1`,
    [course],
  );
  const tokens: string[] = [];
  for (let i = 1; i <= STUDENTS; i += 100) {
    const batch = Array.from({ length: Math.min(100, STUDENTS - i + 1) }, (_, k) => i + k);
    const ids = await db.query<{ id: string }>(`select md5('bench-user-' || g) id from unnest($1::int[]) g`, [
      batch,
    ]);
    tokens.push(...(await Promise.all(ids.map((r) => createSession(db, r.id)))));
  }
  return tokens;
}

function runBurst(url: string, tokens: string[]): Promise<BurstOutcome> {
  const child = fork(new URL('./attendance-load.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m as BurstOutcome));
    child.once('exit', (code) => code !== 0 && reject(new Error(`the load process exited with ${code}`)));
    child.send({ url, path: pathOf('SignInAttendance'), tokens, doubleEvery: DOUBLE_EVERY, width: WIDTH });
  });
}

async function burst(db: Db, url: string, course: string): Promise<string[]> {
  const wrong: string[] = [];
  const setupStarted = performance.now();
  const tokens = await burstStudents(db, course);
  console.log(`${STUDENTS} students and sessions made in SQL: ${ms(performance.now() - setupStarted)}`);
  const out = await runBurst(url, tokens);
  const sorted = [...out.latencies].sort((a, b) => a - b);
  const doubles = Math.ceil(STUDENTS / DOUBLE_EVERY);
  console.log(`sign-in burst: ${out.latencies.length} taps (${doubles} double taps), ${WIDTH} at a time`);
  console.log(
    `  elapsed      ${ms(out.elapsedMs)}  (${(out.latencies.length / (out.elapsedMs / 1000)).toFixed(0)} answers/s)`,
  );
  console.log(`  p50          ${ms(percentile(sorted, 0.5))}`);
  console.log(`  p99          ${ms(percentile(sorted, 0.99))}`);
  console.log(`  max          ${ms(sorted.at(-1) ?? 0)}`);
  console.log(`  answers      ${JSON.stringify(out.codes)}`);
  const [rows] = await db.query<{ n: number; students: number; doubled: number }>(
    `with mine as (select * from "AttendanceSignIn" where "tSignInDate" = $1
        and "fInternshipStudentId" in (select md5('bench-is-' || g) from generate_series(1, $2) g))
     select (select count(*)::int from mine) n,
            (select count(distinct "fInternshipStudentId")::int from mine) students,
            (select count(*)::int from (select 1 from mine group by "fInternshipStudentId", "fSignInKind"
               having count(*) > 1) d) doubled`,
    [nowText().slice(0, 10), STUDENTS],
  );
  console.log(`  stored       ${rows?.n} sign-ins of ${rows?.students} students, ${rows?.doubled} doubled`);
  if (rows?.n !== STUDENTS) wrong.push(`${rows?.n} sign-ins stored for ${STUDENTS} students`);
  if (rows?.doubled) wrong.push(`${rows?.doubled} doubled sign-ins`);
  if ((out.codes['200/200'] ?? 0) !== STUDENTS) wrong.push(`${out.codes['200/200'] ?? 0} taps answered 200`);
  if ((out.codes['200/409'] ?? 0) + (out.codes['409/409'] ?? 0) !== doubles)
    wrong.push('not every double tap refused');
  if (out.elapsedMs > 60_000) wrong.push(`the burst took ${ms(out.elapsedMs)}, over 60 s`);
  return wrong;
}

/** 50 courses of 1 000 students of the demo school, with what each warning reads, made in SQL. */
async function warningStudents(db: Db, template: string): Promise<void> {
  const courses = Math.ceil(WARNING_STUDENTS / PER_COURSE);
  const today = nowText().slice(0, 10);
  await copies(db, 'InternshipInfo', `"fInternshipInfoId" = '${template}'`, courses, {
    fInternshipInfoId: `md5('bench-course-' || g)`,
    cInternshipName: `'压测实习' || g`,
    fStatus: '2',
    fInternshipStatus: '1',
  });
  await db.query(
    `insert into "AttendanceRule" ("fInternshipInfoId", "fEnabled", "fRadius", "cWorkDays", "cArriveBy", "cLeaveFrom",
       "fPhotoRule", "fDiaryQuotaPeriod", "fDiaryQuota", "fReviewDays")
     select md5('bench-course-' || g), 1, 500, '1,2,3,4,5', '09:00', '17:30', 0, 1, 1, 3 from generate_series(1, $1) g`,
    [courses],
  );
  await db.query(
    `insert into "InternshipStudent" ("fInternshipStudentId", "fInternshipInfoId", "fUserId", "cRealName", "cNumber",
       "cMobile", "cWorkPlace", "tStartDate", "tEndDate", "fInternshipStatus")
     select md5('bench-ws-' || g), md5('bench-course-' || (1 + (g - 1) / ${PER_COURSE})), md5('bench-wu-' || g),
            '预警学生' || g, 'W' || lpad(g::text, 8, '0'), '1980' || lpad(g::text, 7, '0'),
            '上海市浦东新区张江路368号,31.2058,121.5907', to_char($1::date - 120, 'YYYY-MM-DD'), '2999-12-31', 1
       from generate_series(1, $2) g`,
    [today, WARNING_STUDENTS],
  );
  // Ten calendar days of 上班 for nine students in ten; the tenth has stopped.
  await db.query(
    `insert into "AttendanceSignIn" ("fInternshipInfoId", "fInternshipStudentId", "fStudentUserId", "fSignInKind",
       "tSignInDate", "tSignInTime", "fSignInSource", "fFencePosition", "fSignInTiming")
     select md5('bench-course-' || (1 + (g - 1) / ${PER_COURSE})), md5('bench-ws-' || g), md5('bench-wu-' || g), 1,
            to_char($1::date - d, 'YYYY-MM-DD'), to_char($1::date - d, 'YYYY-MM-DD') || ' 08:20:00', 1, 1, 0
       from generate_series(1, $2) g, generate_series(1, 10) d
      where g % 10 <> 0 and extract(isodow from $1::date - d) < 6`,
    [today, WARNING_STUDENTS],
  );
  // A diary last week for seven in ten, handed in and waiting for review since then.
  await db.query(
    `insert into "InternshipDiary" ("fInternshipInfoId", "fInternshipStudentId", "fStudentUserId", "cDiaryName",
       "tDiaryDate", "fStatus", "tCreateDate")
     select md5('bench-course-' || (1 + (g - 1) / ${PER_COURSE})), md5('bench-ws-' || g), md5('bench-wu-' || g), '周记',
            to_char(date_trunc('week', $1::date)::date - 5, 'YYYY-MM-DD'), 1,
            to_char(date_trunc('week', $1::date)::date - 5, 'YYYY-MM-DD') || ' 20:00:00'
       from generate_series(1, $2) g where g % 10 < 7`,
    [today, WARNING_STUDENTS],
  );
  // One in-school tutor a course, bound to all but one student in twenty.
  await db.query(
    `insert into "InternshipTutor" ("fInternshipTutorId", "fInternshipInfoId", "fUserId", "fType", "cRealName", "cMobile")
     select md5('bench-tutor-' || g), md5('bench-course-' || g), md5('bench-tutor-user-' || g), 1, '压测导师' || g,
            '1970' || lpad(g::text, 7, '0') from generate_series(1, $1) g`,
    [courses],
  );
  await db.query(
    `insert into "InternshipTutorStudent" ("fInternshipInfoId", "fInternshipTutorId", "fInternshipStudentId")
     select md5('bench-course-' || (1 + (g - 1) / ${PER_COURSE})), md5('bench-tutor-' || (1 + (g - 1) / ${PER_COURSE})),
            md5('bench-ws-' || g) from generate_series(1, $1) g where g % 20 <> 0`,
    [WARNING_STUDENTS],
  );
  // A summary due five days ago, handed in by six in ten.
  await db.query(
    `insert into "InternshipSummaryTask" ("fInternshipSummaryTaskId", "fInternshipInfoId", "cTaskName", "tEndDate")
     select md5('bench-task-' || g), md5('bench-course-' || g), '中期总结', to_char($1::date - 5, 'YYYY-MM-DD')
       from generate_series(1, $2) g`,
    [today, courses],
  );
  await db.query(
    `insert into "InternshipSummary" ("fInternshipSummaryTaskId", "fInternshipInfoId", "fInternshipStudentId", "cTitle", "fStatus")
     select md5('bench-task-' || (1 + (g - 1) / ${PER_COURSE})), md5('bench-course-' || (1 + (g - 1) / ${PER_COURSE})),
            md5('bench-ws-' || g), '中期总结', 1 from generate_series(1, $1) g where g % 10 < 6`,
    [WARNING_STUDENTS],
  );
  await db.query('analyze');
}

async function warnings(db: Db, template: string): Promise<string[]> {
  const wrong: string[] = [];
  const started = performance.now();
  await warningStudents(db, template);
  console.log(
    `\n${WARNING_STUDENTS} students for the warnings made in SQL: ${ms(performance.now() - started)}`,
  );
  for (const label of ['first run (raises)', 'second run (nothing new)']) {
    const t0 = performance.now();
    const run = await computeWarnings(db, nowText());
    console.log(`computeWarnings, ${label}: ${ms(performance.now() - t0)}  ${JSON.stringify(run)}`);
    if (label.startsWith('second') && run.fRaised !== 0) wrong.push(`the second run raised ${run.fRaised}`);
    if (label.startsWith('first') && run.fRaised === 0) wrong.push('the first run raised nothing');
  }
  const kinds = await db.query(
    `select "cWarningKind" kind, count(*)::int n from "AttendanceWarning" where "fWarningStatus" = 0 group by 1 order by 1`,
  );
  console.log(`open warnings by kind: ${kinds.map((k) => `${k.kind} ${k.n}`).join(', ')}`);
  return wrong;
}

async function main() {
  const postgres = await postgresUrl();
  if (!postgres) {
    console.log(
      'attendance: no PostgreSQL answers (DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432): skipped',
    );
    return;
  }
  const server = await startBenchServer(postgres);
  const wrong: string[] = [];
  try {
    const [course] = await server.db.query<{ id: string }>(
      `select i."fInternshipInfoId" id from "InternshipInfo" i join "InternshipStudent" s using ("fInternshipInfoId")
         join "AppUser" u on u."fAppUserId" = s."fUserId" where u."cUserName" = 'student' limit 1`,
    );
    if (!course) throw new Error('the demo student has no internship');
    console.log(
      `attendance on PostgreSQL (${QUICK ? 'quick' : 'full'}), ${server.notes.join('; ') || 'demo data'}`,
    );
    wrong.push(...(await burst(server.db, server.url, course.id)));
    wrong.push(...(await warnings(server.db, course.id)));
  } finally {
    await server.close();
  }
  if (wrong.length) {
    console.error(`\nwrong answers:\n${wrong.join('\n')}`);
    process.exit(1);
  }
}

await main();
