import type { SchoolDashboard } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Queryable } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { HANDED_IN } from '../attendance/diary-quota.js';
import { NO_FIGURES, programmeFigures, scopedStudents } from './figures.js';
import type { StatisticsFilter, Term } from './scope.js';

/*
 * 学校看板 (issue 30, part 2): the programme's figures over the caller's school (or the platform's), with the
 * breakdowns the charts draw. Each breakdown is one grouped statement over the same scoped students, written
 * into it (not materialized) so that a school's few thousand students are looked up by index in the
 * province's diaries and sign-ins rather than the tables scanned.
 */

/** The weekly trend shows at most this many weeks, the last ones of the term up to this week. */
const MAX_WEEKS = 26;

const count = (v: unknown) => Number(v ?? 0);

export async function schoolDashboard(
  q: Queryable,
  caller: Caller,
  f: StatisticsFilter,
  term: Term,
  today: string,
): Promise<SchoolDashboard> {
  const termed = { ...f, tTermStart: term.from, tTermEnd: term.to };
  const [figures] = await programmeFigures(q, caller, termed, 'all', today);
  const breakdown: Breakdown = async (select) => {
    const p = new Params();
    const students = scopedStudents(caller, p, termed, 'all');
    const tail = typeof select === 'string' ? select : select(p);
    return q.query<Record<string, unknown>>(`with st as not materialized (${students}) ${tail}`, p.values);
  };
  const [byClass, byCompany, byCity, weekly] = await Promise.all([
    breakdown(`select st.class_id, min(st.class_name) name, count(*)::int n from st
        join "AttendanceWarning" w on w."fInternshipStudentId" = st.sid and w."fWarningStatus" = 0
       group by st.class_id order by n desc, name limit 20`),
    breakdown(`select st.company name, count(*)::int n from st where st.placed and st.company is not null
       group by st.company order by n desc, name limit 10`),
    breakdown(`select pl."cCity" name, count(*)::int n from st
        join "InternshipPlacement" pl on pl."fInternshipStudentId" = st.sid
       where coalesce(trim(pl."cCity"), '') <> '' group by pl."cCity" order by n desc, name limit 20`),
    weeklyTrend(breakdown, term, today),
  ]);
  return {
    figures: figures ?? NO_FIGURES,
    warningsByClass: byClass.map((r) => ({
      fClassId: String(r.class_id ?? ''),
      cName: String(r.name ?? '未分班'),
      fCount: count(r.n),
    })),
    byCompany: byCompany.map((r) => ({ cName: String(r.name), fCount: count(r.n) })),
    byCity: byCity.map((r) => ({ cName: String(r.name), fCount: count(r.n) })),
    weekly,
  };
}

/** A statement over the scoped students (st), given whole or built once their parameters are placed. */
type Breakdown = (select: string | ((p: Params) => string)) => Promise<Record<string, unknown>[]>;

/** The term's weeks up to this one (the last MAX_WEEKS): diaries handed in and reviewed, sign-ins. */
async function weeklyTrend(breakdown: Breakdown, term: Term, today: string) {
  const rows = await breakdown((p) => {
    const [from, to, day] = [p.add(term.from), p.add(term.to), p.add(today)];
    return `, weeks as (
        select generate_series(
          greatest(date_trunc('week', ${from}::date), date_trunc('week', least(${to}::date, ${day}::date)) - interval '${MAX_WEEKS - 1} weeks'),
          date_trunc('week', least(${to}::date, ${day}::date)), interval '1 week')::date w),
      span as (select min(w) w_from, max(w) + 6 w_to from weeks),
      diaries as (
        select date_trunc('week', left(d."tDiaryDate", 10)::date)::date w,
               (count(*) filter (where ${HANDED_IN}))::int handed, (count(*) filter (where d."fStatus" in (2, 3)))::int reviewed
          from st join "InternshipDiary" d on d."fInternshipStudentId" = st.sid, span
         where left(d."tDiaryDate", 10) between to_char(span.w_from, 'YYYY-MM-DD') and to_char(span.w_to, 'YYYY-MM-DD')
         group by 1),
      signins as (
        select date_trunc('week', a."tSignInDate"::date)::date w, count(*)::int n
          from st join "AttendanceSignIn" a on a."fInternshipStudentId" = st.sid, span
         where a."tSignInDate" between to_char(span.w_from, 'YYYY-MM-DD') and to_char(span.w_to, 'YYYY-MM-DD')
         group by 1)
      select to_char(weeks.w, 'YYYY-MM-DD') w, coalesce(diaries.handed, 0) handed, coalesce(diaries.reviewed, 0) reviewed,
             coalesce(signins.n, 0) signins
        from weeks left join diaries using (w) left join signins using (w) order by weeks.w`;
  });
  return rows.map((r) => ({
    tWeekStart: String(r.w),
    fDiaries: count(r.handed),
    fReviewed: count(r.reviewed),
    fSignIns: count(r.signins),
  }));
}
