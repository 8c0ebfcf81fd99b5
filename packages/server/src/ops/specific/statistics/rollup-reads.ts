import type { SchoolDashboard } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Db, Queryable } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { forbidden } from '../../../http/errors.js';
import { type FigureRow, figureRow, type Grouping, NO_FIGURES } from './figures.js';
import { ensureRolledUp, everySchool } from './rollup.js';
import { ROLLUP_COUNTS } from './rollup-tables.js';
import type { StatisticsFilter, Term } from './scope.js';

/*
 * The school admins' and the platform admin's statistics, summed from the roll-up (rollup.ts): a school's
 * figures are a few hundred rows of it, the province's a few thousand, whatever the diaries and sign-ins
 * number. Each answer says when its figures were computed: the oldest roll-up among the schools it sums.
 * The names (schools, courses, classes, majors) are read as they are now.
 */

/** Each grouping's key and name over the roll-up r, its school sc, course i and class c (as figures.ts). */
const GROUPS: Record<Grouping | 'all', { id: string; name: string }> = {
  all: { id: `''`, name: `''` },
  school: { id: 'r.school_id', name: 'sc."cSchoolName"' },
  major: {
    id: `coalesce(nullif(c."cMajor", ''), '')`,
    name: `coalesce(nullif(c."cMajor", ''), '未填写专业')`,
  },
  class: { id: 'r.class_id', name: `coalesce(c."cClassName", '未分班')` },
  course: { id: 'r.course_id', name: 'i."cInternshipName"' },
};

/** A read's scope: the term and the schools it sums, each rolled up by the time the read runs. */
interface Scope {
  readonly term: Term;
  readonly schools: readonly string[];
  /** The oldest roll-up among the schools ('YYYY-MM-DD HH:mm:ss'). */
  readonly computed: string;
}

/** The schools an admin's read sums: a school admin's own, the one the platform admin asks for, or all. */
async function schoolsOf(q: Queryable, caller: Caller, f: StatisticsFilter): Promise<string[]> {
  if (caller.kind === 'schoolAdmin') {
    // Another school's id is refused in words rather than answered with the caller's own school's figures.
    if (f.fSchoolId && f.fSchoolId !== caller.schoolId) throw forbidden('不能查看其他学校的统计');
    return [caller.schoolId ?? ''];
  }
  if (caller.kind !== 'platformAdmin') throw forbidden();
  return f.fSchoolId ? [f.fSchoolId] : everySchool(q);
}

/** The read's scope, rolling up first any of its schools the term has no roll-up of. */
export async function rolledScope(
  db: Db,
  caller: Caller,
  f: StatisticsFilter,
  term: Term,
  now: number,
): Promise<Scope> {
  const schools = await schoolsOf(db, caller, f);
  return { term, schools, computed: await ensureRolledUp(db, term, schools, now) };
}

/** The conditions over a roll-up table (alias r) that keep the scope's term and schools. */
function inScope(p: Params, scope: Scope): string {
  return `r.term_start = ${p.add(scope.term.from)} and r.term_end = ${p.add(scope.term.to)}
      and r.school_id = any(${p.add(scope.schools)}::text[])`;
}

/** The programme's figures of the scope narrowed by the filter, by group, most students first. */
export async function rolledFigures(
  q: Queryable,
  scope: Scope,
  f: StatisticsFilter,
  grouping: Grouping | 'all',
): Promise<FigureRow[]> {
  const p = new Params();
  const where = [inScope(p, scope)];
  if (f.cMajor) where.push(`c."cMajor" = ${p.add(f.cMajor)}`);
  if (f.fClassId) where.push(`r.class_id = ${p.add(f.fClassId)}`);
  if (f.fInternshipInfoId) where.push(`r.course_id = ${p.add(f.fInternshipInfoId)}`);
  const g = GROUPS[grouping];
  const rows = await q.query<Record<string, unknown>>(
    `select ${g.id}::text grp, min(${g.name})::text grp_name, ${ROLLUP_COUNTS.map((c) => `sum(r.${c})::int ${c}`).join(', ')}
       from app_statistics_rollup r
       join "School" sc on sc."fSchoolId" = r.school_id
       left join "InternshipInfo" i on i."fInternshipInfoId" = r.course_id
       left join "Class" c on c."fClassId" = r.class_id
      where ${where.join(' and ')}
      group by 1 order by students desc, grp_name`,
    p.values,
  );
  return rows.map(figureRow);
}

/** The weekly trend shows at most this many weeks, the last ones of the term up to this week. */
const MAX_WEEKS = 26;

const count = (v: unknown) => Number(v ?? 0);

/** 学校看板 from the roll-up: the figures, open warnings by class, placements by company and city, weeks. */
export async function rolledDashboard(
  q: Queryable,
  scope: Scope,
  today: string,
): Promise<Omit<SchoolDashboard, 'tComputed'>> {
  const statement = (tail: (p: Params) => string): [string, unknown[]] => {
    const p = new Params();
    return [tail(p), p.values];
  };
  const places = (kind: string, shown: number) =>
    statement(
      (p) => `select r.name, sum(r.students)::int n from app_statistics_places r
        where ${inScope(p, scope)} and r.kind = '${kind}' group by r.name order by n desc, r.name limit ${shown}`,
    );
  const [[figures], byClass, byCompany, byCity, weekly] = await Promise.all([
    rolledFigures(q, scope, {}, 'all'),
    q.query<Record<string, unknown>>(
      ...statement(
        (p) => `select r.class_id, min(coalesce(c."cClassName", '未分班')) name, sum(r.warnings)::int n
          from app_statistics_rollup r left join "Class" c on c."fClassId" = r.class_id
         where ${inScope(p, scope)} group by r.class_id having sum(r.warnings) > 0
         order by n desc, name limit 20`,
      ),
    ),
    q.query<Record<string, unknown>>(...places('company', 10)),
    q.query<Record<string, unknown>>(...places('city', 20)),
    q.query<Record<string, unknown>>(...statement((p) => weeksSql(p, scope, today))),
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
    weekly: weekly.map((r) => ({
      tWeekStart: String(r.w),
      fDiaries: count(r.diaries),
      fReviewed: count(r.reviewed),
      fSignIns: count(r.sign_ins),
    })),
  };
}

/** The term's weeks up to this one (the last MAX_WEEKS), each with the roll-up's sums or none. */
function weeksSql(p: Params, scope: Scope, today: string): string {
  const [from, to, day] = [p.add(scope.term.from), p.add(scope.term.to), p.add(today)];
  return `with weeks as (
      select to_char(w, 'YYYY-MM-DD') w from generate_series(
        greatest(date_trunc('week', ${from}::date), date_trunc('week', least(${to}::date, ${day}::date)) - interval '${MAX_WEEKS - 1} weeks'),
        date_trunc('week', least(${to}::date, ${day}::date)), interval '1 week') w),
    sums as (select r.week w, sum(r.diaries)::int diaries, sum(r.reviewed)::int reviewed, sum(r.sign_ins)::int sign_ins
               from app_statistics_weekly r where ${inScope(p, scope)} group by r.week)
    select weeks.w, sums.diaries, sums.reviewed, sums.sign_ins from weeks left join sums using (w) order by weeks.w`;
}

/** 各校对比: each school's figures of the scope (every school), with when each was computed. */
export async function rolledComparison(q: Queryable, scope: Scope) {
  const [lines, computed] = await Promise.all([
    rolledFigures(q, scope, {}, 'school'),
    q.query<{ school_id: string; computed_at: string }>(
      `select school_id, computed_at from app_statistics_computed
        where term_start = $1 and term_end = $2 and school_id = any($3::text[])`,
      [scope.term.from, scope.term.to, scope.schools],
    ),
  ]);
  const at = new Map(computed.map((r) => [r.school_id, r.computed_at]));
  return lines.map(({ cGroupId, cGroupName, fStudents: _, ...figures }) => ({
    ...figures,
    fSchoolId: cGroupId,
    cSchoolName: cGroupName,
    tComputed: at.get(cGroupId) ?? scope.computed,
  }));
}
