import type { ProgrammeFigures } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Queryable } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import {
  HANDED_IN,
  periodEndOf,
  periodStartOf,
  periodStep,
  QUOTA_RULE,
  STUDENT_END,
  STUDENT_START,
} from '../attendance/diary-quota.js';
import { type StatisticsFilter, studentConditions, type Term, termOf } from './scope.js';

/*
 * The programme's figures (the contract's programmeFigures) over the students a caller may count, whole or
 * by school, major, class or course. One statement: the scoped students once (st), then one grouped pass per
 * table (placements, agreements, policies, diaries, summaries, warnings), each an index lookup by student, and
 * the groups joined at the end. No loop per student: a province's 200 000 students are one hash join per table.
 *
 * What each figure counts, over the term (the filter's, else all time):
 * - 实习率: students whose 实习学生 row names a company, of the students;
 * - 对口率: placed students whose 岗位信息 says 对口, of the placed students;
 * - agreement: 已签 and 已通过, of the students; insurance: a passed policy covering `today`, of the students;
 * - diaries due: the rule's quota for every whole quota period of the student's internship within the term
 *   that has ended before today; handed in: the diaries dated in those periods, at most the quota each;
 * - diaries reviewed (通过 or 未通过), of the diaries handed in and dated in the term;
 * - summaries due: each student's course's summary tasks whose deadline is in the term and past; handed in:
 *   their completed summaries; reviewed: those of them graded;
 * - open warnings of the students.
 */

export type Grouping = 'school' | 'major' | 'class' | 'course';

/**
 * The roll-up's grain (rollup.ts): school, course and class in one key, '|' between them (ids never hold
 * it), so that one pass counts every row the roll-up keeps.
 */
export type Grain = Grouping | 'all' | 'rollup';

export interface FigureRow extends ProgrammeFigures {
  readonly cGroupId: string;
  readonly cGroupName: string;
  readonly fStudents: number;
}

/** Each grouping's key and name over s, i and c; a student without a major is counted under 未填写专业. */
const GROUPS: Record<Grain, { id: string; name: string; join?: string }> = {
  all: { id: `''`, name: `''` },
  rollup: {
    id: `i."fSchoolId" || '|' || s."fInternshipInfoId" || '|' || coalesce(s."fClassId", '')`,
    name: `''`,
  },
  school: {
    id: 'i."fSchoolId"',
    name: 'sc."cSchoolName"',
    join: 'left join "School" sc on sc."fSchoolId" = i."fSchoolId"',
  },
  major: {
    id: `coalesce(nullif(c."cMajor", ''), '')`,
    name: `coalesce(nullif(c."cMajor", ''), '未填写专业')`,
  },
  class: { id: 's."fClassId"', name: `coalesce(c."cClassName", '未分班')` },
  course: { id: 's."fInternshipInfoId"', name: 'i."cInternshipName"' },
};

/** The scoped students with what the figures need of them; `$today` and the term are parameters. */
export function scopedStudents(
  caller: Caller | null,
  p: Params,
  f: StatisticsFilter,
  grouping: Grain,
): string {
  const g = GROUPS[grouping];
  const where = studentConditions(caller, p, f);
  return `select s."fInternshipStudentId" sid, s."fInternshipInfoId" course, s."fClassId" class_id,
      ${g.id}::text grp, ${g.name}::text grp_name,
      (coalesce(s."fCompanyId", '') <> '' or coalesce(trim(s."cCompanyName"), '') <> '') placed,
      nullif(trim(s."cCompanyName"), '') company, c."cClassName" class_name,
      ${STUDENT_START}::date st_from, ${STUDENT_END}::date st_to, r."fDiaryQuota" quota,
      r."fDiaryQuotaPeriod" period
    from "InternshipStudent" s
    join "InternshipInfo" i on i."fInternshipInfoId" = s."fInternshipInfoId"
    left join "Class" c on c."fClassId" = s."fClassId"
    ${g.join ?? ''}
    left join "AttendanceRule" r on r."fInternshipInfoId" = s."fInternshipInfoId" and ${QUOTA_RULE}
    ${where.length ? `where ${where.join(' and ')}` : ''}`;
}

/**
 * One pass over the scoped students' diaries dated in the term (dsum): per student and quota period (the
 * student's rule's, weeks when none), those handed in and those reviewed. The diaries figures sum it; the
 * quota sets it beside the whole periods due (below). `from` and `to` are the term's placeholders.
 */
const diarySums = (from: string, to: string) => `dsum as (
    select st.grp, st.sid, ${periodStartOf(`left(d."tDiaryDate", 10)::date`, 'coalesce(st.period, 1)')} p_start,
           (count(*) filter (where ${HANDED_IN}))::int handed,
           (count(*) filter (where d."fStatus" in (2, 3)))::int reviewed
      from st join "InternshipDiary" d on d."fInternshipStudentId" = st.sid
     where left(d."tDiaryDate", 10) between ${from} and ${to}
     group by st.grp, st.sid, 3),
  diaries as (select grp, sum(handed)::int handed, sum(reviewed)::int reviewed from dsum group by grp)`;

/**
 * The diaries due and handed in per group: every whole quota period of a student's internship within the
 * term that ended before today, the quota each, and the diaries dated in it (dsum), at most the quota each.
 */
function diaryQuotaSql(term: Term, p: Params, today: string): string {
  const from = `greatest(st.st_from, ${p.add(term.from)}::date)`;
  const to = `least(st.st_to, ${p.add(term.to)}::date, ${p.add(today)}::date - 1)`;
  return `windows as (
      select st.sid, st.grp, st.quota, st.period, ${from} w_from, ${to} w_to from st where st.quota is not null),
    periods as (
      select w.sid, w.grp, w.quota, g.p::date p_start from windows w
        cross join lateral generate_series(${periodStartOf('w.w_from', 'w.period')}, w.w_to, ${periodStep('w.period')}) g(p)
       where g.p::date >= w.w_from and ${periodEndOf('g.p::date', 'w.period')} <= w.w_to),
    quota as (
      select periods.grp, sum(periods.quota)::int due, sum(least(coalesce(dsum.handed, 0), periods.quota))::int handed
        from periods left join dsum using (sid, p_start) group by periods.grp)`;
}

/**
 * The figures' statement: one row per group, its counts under the names figureRow reads (grp, grp_name,
 * students, placed, matched, ...). The roll-up inserts it as it is; programmeFigures reads it.
 */
export function figuresStatement(
  caller: Caller | null,
  f: StatisticsFilter,
  grouping: Grain,
  today: string,
  { fewStudents = false } = {},
): { sql: string; values: unknown[] } {
  const p = new Params();
  const students = scopedStudents(caller, p, f, grouping);
  const term = termOf(f);
  const quota = diaryQuotaSql(term, p, today);
  const [from, to, day] = [p.add(term.from), p.add(term.to), p.add(today)];
  // A tutor's few dozen students are found once (materialized): planning their joins into each of the
  // eight passes cost more than counting them (about 12 ms against 4 at a province's scale). A school's or
  // the province's are written into each pass, so that each finds its rows by index or in one hash join.
  const sql = `with st as ${fewStudents ? 'materialized' : 'not materialized'} (${students}),
    base as (select grp, min(grp_name) grp_name, count(*)::int students, (count(*) filter (where placed))::int placed
               from st group by grp),
    matched as (select st.grp, count(*)::int n from st join "InternshipPlacement" pl on pl."fInternshipStudentId" = st.sid
                 where st.placed and pl."fMajorMatch" = 1 group by st.grp),
    agreed as (select st.grp, count(distinct st.sid)::int n from st
                 join "InternshipAgreement" a on a."fInternshipStudentId" = st.sid
                where a."fAgreementStatus" = 1 and a."fReviewStatus" = 1 group by st.grp),
    insured as (select st.grp, count(distinct st.sid)::int n from st
                  join "InternshipInsurance" n on n."fInternshipStudentId" = st.sid
                 where n."fReviewStatus" = 1 and left(n."tStartDate", 10) <= ${day} and left(n."tEndDate", 10) >= ${day}
                 group by st.grp),
    ${diarySums(from, to)},
    ${quota},
    summaries as (select st.grp, count(*)::int due, (count(m."fInternshipSummaryId") filter (where m."fStatus" = 1))::int handed,
                         (count(*) filter (where m."fStatus" = 1 and m."fGrade" is not null))::int graded
                    from st join "InternshipSummaryTask" t on t."fInternshipInfoId" = st.course
                    left join "InternshipSummary" m on m."fInternshipStudentId" = st.sid
                         and m."fInternshipSummaryTaskId" = t."fInternshipSummaryTaskId"
                   where left(t."tEndDate", 10) between ${from} and ${to} and left(t."tEndDate", 10) < ${day}
                   group by st.grp),
    warnings as (select st.grp, count(*)::int n from st join "AttendanceWarning" w on w."fInternshipStudentId" = st.sid
                  where w."fWarningStatus" = 0 group by st.grp)
    select base.*, coalesce(matched.n, 0) matched, coalesce(agreed.n, 0) agreed, coalesce(insured.n, 0) insured,
           coalesce(diaries.handed, 0) diaries_handed, coalesce(diaries.reviewed, 0) diaries_reviewed,
           coalesce(quota.due, 0) quota_due, coalesce(quota.handed, 0) quota_handed,
           coalesce(summaries.due, 0) summaries_due, coalesce(summaries.handed, 0) summaries_handed,
           coalesce(summaries.graded, 0) summaries_graded, coalesce(warnings.n, 0) warnings
      from base left join matched using (grp) left join agreed using (grp) left join insured using (grp)
      left join diaries using (grp) left join quota using (grp) left join summaries using (grp)
      left join warnings using (grp)`;
  return { sql, values: p.values };
}

/** The figures counted live, most students first: a tutor's reads and the roll-up's check in the tests. */
export async function programmeFigures(
  q: Queryable,
  caller: Caller | null,
  f: StatisticsFilter,
  grouping: Grouping | 'all',
  today: string,
): Promise<FigureRow[]> {
  const fewStudents = caller?.kind === 'teacher' || caller?.kind === 'companyTutor';
  const { sql, values } = figuresStatement(caller, f, grouping, today, { fewStudents });
  const rows = await q.query<Record<string, unknown>>(
    `${sql} order by base.students desc, base.grp_name`,
    values,
  );
  return rows.map(figureRow);
}

const n = (v: unknown) => Number(v ?? 0);
const ratio = (count: unknown, total: unknown) => ({ fCount: n(count), fTotal: n(total) });

/** A row of figuresStatement's columns (or their sums, under the same names) as the contract's figures. */
export function figureRow(r: Record<string, unknown>): FigureRow {
  return {
    cGroupId: String(r.grp ?? ''),
    cGroupName: String(r.grp_name ?? ''),
    fStudents: n(r.students),
    placement: ratio(r.placed, r.students),
    majorMatch: ratio(r.matched, r.placed),
    agreement: ratio(r.agreed, r.students),
    insurance: ratio(r.insured, r.students),
    diarySubmission: ratio(r.quota_handed, r.quota_due),
    diaryReview: ratio(r.diaries_reviewed, r.diaries_handed),
    summarySubmission: ratio(r.summaries_handed, r.summaries_due),
    summaryReview: ratio(r.summaries_graded, r.summaries_handed),
    fOpenWarnings: n(r.warnings),
  };
}

/** The figures of no students: what a scope without students reads. */
export const NO_FIGURES: ProgrammeFigures = figureRow({});
