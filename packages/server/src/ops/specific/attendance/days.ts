import {
  type AttendanceCounts,
  type AttendanceDayStateValue,
  AttendanceRequestKind,
  AttendanceRequestStatus,
  FencePosition,
  SignInKind,
  SignInSource,
  SignInTiming,
  workDaysOf,
} from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import { dayAfter } from '../../late-work.js';
import { textOf } from '../internship/today/own-rows.js';

/*
 * A student's days as every attendance read counts them (calendar, board, export, warnings' wording): one
 * state per day, excused leave apart from absence. Read in bulk for many students at once (a course's
 * export is one query for its sign-ins and one for its leave), then worked out here per day.
 */

/** ISO weekday of a 'YYYY-MM-DD' day: 1 Monday … 7 Sunday. */
export const weekdayOf = (day: string): number => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 400; d = dayAfter(d, 1)) out.push(d);
  return out;
}

/** The first and last day of a 'YYYY-MM' month. */
export function monthDays(month: string): string[] {
  const first = `${month}-01`;
  const next = dayAfter(`${month}-28`, 4).slice(0, 7);
  return daysFrom(first, dayAfter(`${next}-01`, -1));
}

export interface StudentSpan {
  readonly fInternshipStudentId: string;
  /** The student's own internship dates, else the course's. */
  readonly start: string;
  readonly end: string;
}

/** A student's sign-ins and approved leave over the days asked for. */
export interface DayFacts {
  readonly signIns: Map<string, Row[]>;
  readonly leave: Set<string>;
}

/** Sign-ins and approved leave of many students over [from, to], keyed by student. */
export async function dayFacts(
  q: Queryable,
  students: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, DayFacts>> {
  const out = new Map<string, DayFacts>(
    students.map((s) => [s, { signIns: new Map<string, Row[]>(), leave: new Set<string>() }]),
  );
  if (!students.length) return out;
  const signIns = await q.query(
    `select * from "AttendanceSignIn" where "fInternshipStudentId" = any($1)
      and "tSignInDate" >= $2 and "tSignInDate" <= $3 order by "tSignInTime"`,
    [students, from, to],
  );
  for (const r of signIns) {
    const facts = out.get(textOf(r.fInternshipStudentId));
    const day = textOf(r.tSignInDate);
    facts?.signIns.set(day, [...(facts.signIns.get(day) ?? []), r]);
  }
  const leaves = await q.query(
    `select "fInternshipStudentId", "tStartDate", "tEndDate" from "AttendanceRequest"
      where "fInternshipStudentId" = any($1) and "fRequestKind" = $2 and "fRequestStatus" = $3
        and "tStartDate" <= $5 and "tEndDate" >= $4`,
    [students, AttendanceRequestKind.leave, AttendanceRequestStatus.approved, from, to],
  );
  for (const l of leaves) {
    const facts = out.get(textOf(l.fInternshipStudentId));
    const first = textOf(l.tStartDate) < from ? from : textOf(l.tStartDate);
    const last = textOf(l.tEndDate) > to ? to : textOf(l.tEndDate);
    for (const d of daysFrom(first, last)) facts?.leave.add(d);
  }
  return out;
}

export interface DayRule {
  readonly workDays: Set<number>;
}

export const dayRuleOf = (rule: Row | undefined): DayRule => ({ workDays: workDaysOf(rule?.cWorkDays) });

const arriveOf = (rows: readonly Row[]) => rows.find((r) => Number(r.fSignInKind) === SignInKind.arrive);
const leaveOf = (rows: readonly Row[]) => rows.find((r) => Number(r.fSignInKind) === SignInKind.leave);

/**
 * The state of one day. Leave excuses a working day; a signed day is 迟到 when its 上班 was late and 补签
 * when an approved make-up wrote it; today without a sign-in is not yet missing.
 */
export function dayState(
  day: string,
  today: string,
  span: StudentSpan,
  rule: DayRule,
  facts: DayFacts | undefined,
): AttendanceDayStateValue {
  if (day < span.start || (span.end && day > span.end)) return 'outside';
  const rows = facts?.signIns.get(day) ?? [];
  const arrive = arriveOf(rows);
  if (facts?.leave.has(day) && !arrive) return 'leave';
  if (rows.length) {
    if (arrive && Number(arrive.fSignInSource) === SignInSource.makeUp) return 'makeUp';
    if (arrive && Number(arrive.fSignInTiming) === SignInTiming.late) return 'late';
    return 'signed';
  }
  if (!rule.workDays.has(weekdayOf(day))) return 'rest';
  if (day >= today) return 'future';
  return 'missing';
}

export interface StudentDays {
  readonly states: AttendanceDayStateValue[];
  readonly counts: AttendanceCounts;
  readonly arrive: (day: string) => Row | undefined;
  readonly leave: (day: string) => Row | undefined;
  readonly outside: (day: string) => boolean;
}

const isOutside = (rows: readonly Row[]) =>
  rows.some((r) => Number(r.fFencePosition) === FencePosition.outside);

/** The states of `days` and their counts. */
export function studentDays(
  days: readonly string[],
  today: string,
  span: StudentSpan,
  rule: DayRule,
  facts: DayFacts | undefined,
): StudentDays {
  const states = days.map((d) => dayState(d, today, span, rule, facts));
  const count = (...s: AttendanceDayStateValue[]) => states.filter((x) => s.includes(x)).length;
  const rowsOf = (d: string) => facts?.signIns.get(d) ?? [];
  return {
    states,
    counts: {
      fWorkDays: days.filter(
        (d, i) => rule.workDays.has(weekdayOf(d)) && !['outside', 'future'].includes(states[i] as string),
      ).length,
      fSigned: count('signed', 'late', 'makeUp'),
      fLate: count('late'),
      fEarly: days.filter((d) => Number(leaveOf(rowsOf(d))?.fSignInTiming) === SignInTiming.early).length,
      fMissing: count('missing'),
      fLeave: count('leave'),
      fMakeUp: count('makeUp'),
      fOutside: days.filter((d) => isOutside(rowsOf(d))).length,
    },
    arrive: (d) => arriveOf(rowsOf(d)),
    leave: (d) => leaveOf(rowsOf(d)),
    outside: (d) => isOutside(rowsOf(d)),
  };
}

/** The student's span: their own internship dates, else their course's. */
export const spanOf = (student: Row, course: Row | undefined): StudentSpan => ({
  fInternshipStudentId: textOf(student.fInternshipStudentId),
  start: (textOf(student.tStartDate) || textOf(course?.tStartDate)).slice(0, 10),
  end: (textOf(student.tEndDate) || textOf(course?.tEndDate)).slice(0, 10),
});
