import { formatCst } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Db, Queryable } from '../../../db/driver.js';
import { lockUntilCommit } from '../../../db/locks.js';
import { Params } from '../../../db/params.js';
import { ApiError } from '../../../http/errors.js';
import { HANDED_IN } from '../attendance/diary-quota.js';
import { figuresStatement, scopedStudents } from './figures.js';
import { ROLLUP_COUNT_TABLES, ROLLUP_COUNTS } from './rollup-tables.js';
import type { Term } from './scope.js';

/*
 * The statistics roll-up (issue 30): counting a province's 200 000 students, 4 million diaries and 10 million
 * sign-ins takes seconds to minutes, far over a dashboard's 300 ms, and even one school's thousand students
 * cost a pass over their diaries and sign-ins on every call. So the admins' reads (rollup-reads.ts) sum rows
 * computed beforehand, per term and school (rollup-tables.ts): the figures by course and class, the weekly
 * trend and the placements' companies and cities.
 *
 * The hourly job statistics.rollup (jobs/builtin.ts) computes every school's current term again; a term or a
 * school nobody has rolled up yet (a past term, a school created since) is computed when first read and kept.
 * Each read says when its figures were computed (数据更新于). Tutors' reads stay live: a tutor's few dozen
 * students are counted by index in milliseconds.
 */

/** The roll-up counts as the platform admin does: every school's students (scope.ts). */
const EVERY_SCHOOL: Caller = {
  userId: '',
  userName: '',
  realName: '',
  schoolId: null,
  roleIds: [],
  roles: ['platformAdmin'],
  kind: 'platformAdmin',
  mustChangePassword: false,
  token: '',
};

/**
 * Computes the term's counts of the schools as of `now`, in place of what they held, in one transaction;
 * answers how many schools were computed. Two processes rolling up one term wait for each other (an advisory
 * lock of the term), so that neither sees the other's half.
 */
export async function rollUp(
  db: Db,
  term: Term,
  asked: readonly string[],
  now: number,
  { onlyMissing = false } = {},
): Promise<number> {
  if (!asked.length) return 0;
  const computed = formatCst(now);
  const today = computed.slice(0, 10);
  return db.tx(async (q) => {
    await lockUntilCommit(q, `statistics:${term.from}:${term.to}`);
    // A read's roll-up that waited for another one counts only what that one left out.
    const schools = onlyMissing ? await missingOf(q, term, asked) : asked;
    if (!schools.length) return 0;
    const filter = { tTermStart: term.from, tTermEnd: term.to, schoolIds: schools };
    for (const table of ROLLUP_COUNT_TABLES) {
      await q.query(
        `delete from ${table} where term_start = $1 and term_end = $2 and school_id = any($3::text[])`,
        [term.from, term.to, schools],
      );
    }
    const figures = figuresStatement(EVERY_SCHOOL, filter, 'rollup', today);
    const p = new Params(figures.values);
    const [from, to] = [p.add(term.from), p.add(term.to)];
    await q.query(
      `insert into app_statistics_rollup (term_start, term_end, school_id, course_id, class_id, ${ROLLUP_COUNTS.join(', ')})
       select ${from}::text, ${to}::text, split_part(x.grp, '|', 1), split_part(x.grp, '|', 2), split_part(x.grp, '|', 3),
              ${ROLLUP_COUNTS.map((c) => `x.${c}`).join(', ')}
         from (${figures.sql}) x`,
      p.values,
    );
    await insertWeeks(q, term, schools, today);
    await insertPlaces(q, term, schools);
    await q.query(
      `insert into app_statistics_computed (term_start, term_end, school_id, computed_at, read_on)
       select $1, $2, unnest($3::text[]), $4, $5
       on conflict (term_start, term_end, school_id) do update set computed_at = excluded.computed_at`,
      [term.from, term.to, schools, computed, today],
    );
    return schools.length;
  });
}

/** Those of the schools the term has no roll-up of. */
async function missingOf(q: Queryable, term: Term, schools: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `select s.id from unnest($3::text[]) s(id)
      where not exists (select 1 from app_statistics_computed k
                         where k.term_start = $1 and k.term_end = $2 and k.school_id = s.id)`,
    [term.from, term.to, schools],
  );
  return rows.map((r) => r.id);
}

/** The scoped students (st) of the schools over the term, with their school: what the passes below read. */
function studentsOf(p: Params, term: Term, schools: readonly string[]) {
  const filter = { tTermStart: term.from, tTermEnd: term.to, schoolIds: schools };
  return `st as not materialized (${scopedStudents(EVERY_SCHOOL, p, filter, 'school')})`;
}

/** Per school and week of the term up to this one: diaries handed in and reviewed (dated that week), sign-ins. */
async function insertWeeks(q: Queryable, term: Term, schools: readonly string[], today: string) {
  const p = new Params();
  const students = studentsOf(p, term, schools);
  // Whole weeks, Monday to Sunday, from the one that holds the term's first day to the one that holds today
  // (or the term's last day): the weeks the dashboard draws (rollup-reads.ts). Each parameter is placed once
  // per use, so that each has one type.
  const from = `to_char(date_trunc('week', ${p.add(term.from)}::date), 'YYYY-MM-DD')`;
  const last = `to_char(date_trunc('week', least(${p.add(term.to)}::date, ${p.add(today)}::date)) + interval '6 days', 'YYYY-MM-DD')`;
  const [start, end] = [p.add(term.from), p.add(term.to)];
  await q.query(
    `with ${students},
      diaries as (
        select st.grp school, date_trunc('week', left(d."tDiaryDate", 10)::date)::date w,
               (count(*) filter (where ${HANDED_IN}))::int handed, (count(*) filter (where d."fStatus" in (2, 3)))::int reviewed
          from st join "InternshipDiary" d on d."fInternshipStudentId" = st.sid
         where left(d."tDiaryDate", 10) between ${from} and ${last}
         group by 1, 2),
      sign_ins as (
        select st.grp school, date_trunc('week', a."tSignInDate"::date)::date w, count(*)::int n
          from st join "AttendanceSignIn" a on a."fInternshipStudentId" = st.sid
         where a."tSignInDate" between ${from} and ${last}
         group by 1, 2)
     insert into app_statistics_weekly (term_start, term_end, school_id, week, diaries, reviewed, sign_ins)
     select ${start}::text, ${end}::text, school, to_char(w, 'YYYY-MM-DD'), coalesce(diaries.handed, 0),
            coalesce(diaries.reviewed, 0), coalesce(sign_ins.n, 0)
       from diaries full join sign_ins using (school, w)`,
    p.values,
  );
}

/** Per school: the placed students by company (as 实习学生 names it) and by city (as 岗位信息 gives it). */
async function insertPlaces(q: Queryable, term: Term, schools: readonly string[]) {
  const p = new Params();
  const students = studentsOf(p, term, schools);
  const [start, end] = [p.add(term.from), p.add(term.to)];
  await q.query(
    `with ${students}
     insert into app_statistics_places (term_start, term_end, school_id, kind, name, students)
     select ${start}::text, ${end}::text, grp, 'company', company, count(*)::int from st
      where st.placed and st.company is not null group by grp, company
     union all
     select ${start}::text, ${end}::text, st.grp, 'city', pl."cCity", count(*)::int from st
       join "InternshipPlacement" pl on pl."fInternshipStudentId" = st.sid
      where coalesce(trim(pl."cCity"), '') <> '' group by st.grp, pl."cCity"`,
    p.values,
  );
}

/** Every school's id: what the job and the platform admin's reads roll up. */
export async function everySchool(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ id: string }>(`select "fSchoolId" id from "School" order by 1`);
  return rows.map((r) => r.id);
}

/**
 * A read that lacks more schools than this (the platform's first read of a term: minutes at a province's
 * scale) rolls them up in the background and answers that it is doing so; fewer are rolled up before it
 * answers (a school of 1 000 students: about a second).
 */
const ROLLED_UP_INLINE = 10;

/** The terms this process is rolling up in the background for a read, so that reads do not pile up. */
const inBackground = new Set<string>();

/**
 * Rolls up those of the schools that have no roll-up of the term yet, so that a read finds every school it
 * sums; a school rolled up before keeps its figures until the job computes them again. Answers when the
 * oldest of them was computed, and notes the day the term was read (once a day), which keeps it among the
 * terms the job refreshes (termsToRefresh). One statement when all is there, as on almost every read.
 */
export async function ensureRolledUp(db: Db, term: Term, schools: readonly string[], now: number) {
  const today = formatCst(now).slice(0, 10);
  const known = () =>
    db.query<{ school_id: string; computed_at: string; read_on: string }>(
      `select school_id, computed_at, read_on from app_statistics_computed
        where term_start = $1 and term_end = $2 and school_id = any($3::text[])`,
      [term.from, term.to, schools],
    );
  let rows = await known();
  const there = new Set(rows.map((r) => r.school_id));
  const missing = schools.filter((id) => !there.has(id));
  if (missing.length > ROLLED_UP_INLINE) {
    const key = `${term.from}:${term.to}`;
    if (!inBackground.has(key)) {
      inBackground.add(key);
      rollUp(db, term, missing, now, { onlyMissing: true })
        .catch((error) => console.error('统计汇总失败:', error))
        .finally(() => inBackground.delete(key));
    }
    throw new ApiError(503, `该学期有 ${missing.length} 所学校的统计数据正在汇总，请稍后刷新`);
  }
  if (missing.length) {
    await rollUp(db, term, missing, now, { onlyMissing: true });
    rows = await known();
  }
  if (rows.some((r) => r.read_on < today)) {
    await db.query(
      `update app_statistics_computed set read_on = $4
        where term_start = $1 and term_end = $2 and school_id = any($3::text[]) and read_on < $4`,
      [term.from, term.to, schools, today],
    );
  }
  return rows.reduce((oldest, r) => (!oldest || r.computed_at < oldest ? r.computed_at : oldest), '');
}

/** A term read within this many days is computed again by the hourly job, as the current one is. */
const KEPT_FRESH_DAYS = 7;

/**
 * What the hourly job computes: every school's current term, and each other term with the schools someone
 * read it for in the last week (a past term looked back on, a term of the statistics screen's own dates).
 */
export async function termsToRefresh(q: Queryable, current: Term, now: number) {
  const since = formatCst(now - KEPT_FRESH_DAYS * 86_400_000).slice(0, 10);
  const read = await q.query<{ term_start: string; term_end: string; schools: string[] }>(
    `select term_start, term_end, array_agg(school_id order by school_id) schools from app_statistics_computed
      where read_on >= $1 and not (term_start = $2 and term_end = $3)
      group by term_start, term_end order by term_start, term_end`,
    [since, current.from, current.to],
  );
  return [
    { term: current, schools: await everySchool(q) },
    ...read.map((r) => ({ term: { from: r.term_start, to: r.term_end }, schools: r.schools })),
  ];
}
