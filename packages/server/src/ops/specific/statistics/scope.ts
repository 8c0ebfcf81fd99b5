import { schoolTermOf } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { tutoredStudents } from '../../../auth/scope.js';
import type { Params } from '../../../db/params.js';
import { forbidden } from '../../../http/errors.js';

/*
 * Which internship students a statistics read counts: the caller's scope narrowed by the filters. The platform
 * admin counts every school (or the one asked for), a school admin their own school, a tutor (in school or in
 * a company) only the students bound to them (InternshipTutorStudent), whatever courses they run; a student
 * counts nobody. The aliases are s (InternshipStudent), i (its course) and c (its class).
 */

export interface StatisticsFilter {
  readonly fSchoolId?: string | undefined;
  /** The schools a roll-up counts (rollup.ts); never from a caller's query. */
  readonly schoolIds?: readonly string[] | undefined;
  readonly cMajor?: string | undefined;
  readonly fClassId?: string | undefined;
  readonly fInternshipInfoId?: string | undefined;
  readonly tTermStart?: string | undefined;
  readonly tTermEnd?: string | undefined;
}

/** A term as two days; an open end is the far past or future, so the comparisons stay plain text ones. */
export interface Term {
  readonly from: string;
  readonly to: string;
}

export const termOf = (f: StatisticsFilter): Term => ({
  from: f.tTermStart ?? '0001-01-01',
  to: f.tTermEnd ?? '9999-12-31',
});

/** The SQL conditions over s, i and c that keep the students the caller may count under the filters. */
export function studentConditions(caller: Caller | null, p: Params, f: StatisticsFilter): string[] {
  const where: string[] = [];
  if (!caller) throw forbidden();
  if (caller.kind === 'schoolAdmin') where.push(`i."fSchoolId" = ${p.add(caller.schoolId ?? '')}`);
  else if (caller.kind === 'teacher' || caller.kind === 'companyTutor') {
    where.push(`s."fInternshipStudentId" in (${tutoredStudents(p.add(caller.userId))})`);
  } else if (caller.kind !== 'platformAdmin') throw forbidden('学生不能查看统计');
  if (f.fSchoolId) where.push(`i."fSchoolId" = ${p.add(f.fSchoolId)}`);
  if (f.schoolIds) where.push(`i."fSchoolId" = any(${p.add(f.schoolIds)}::text[])`);
  if (f.cMajor) where.push(`c."cMajor" = ${p.add(f.cMajor)}`);
  if (f.fClassId) where.push(`s."fClassId" = ${p.add(f.fClassId)}`);
  if (f.fInternshipInfoId) where.push(`s."fInternshipInfoId" = ${p.add(f.fInternshipInfoId)}`);
  // The term: courses that run on some day of it.
  if (f.tTermStart) where.push(`coalesce(left(i."tEndDate", 10), '9999-12-31') >= ${p.add(f.tTermStart)}`);
  if (f.tTermEnd) where.push(`left(i."tStartDate", 10) <= ${p.add(f.tTermEnd)}`);
  return where;
}

/** A term given with its end before its start is refused in the words of every date range. */
export function termRefusal(f: StatisticsFilter): string | undefined {
  return f.tTermStart && f.tTermEnd && f.tTermEnd < f.tTermStart ? '结束日期不能早于开始日期' : undefined;
}

/** The term a dashboard shows when none is asked for: the school term that holds today. */
export function currentTerm(today: string): Term {
  const term = schoolTermOf(today);
  return { from: term.tTermStart, to: term.tTermEnd };
}
