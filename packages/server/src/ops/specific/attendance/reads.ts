import {
  type AttendanceBoard,
  type AttendanceCalendar,
  type AttendanceExport,
  type AttendanceTodayModel,
  DEFAULT_FENCE_RADIUS_M,
  FencePosition,
  locationPoint,
  type SignInBrief,
  SignInKind,
  SignInSource,
} from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import { selectRows } from '../../rows.js';
import { textOf } from '../internship/today/own-rows.js';
import { dayFacts, dayRuleOf, monthDays, spanOf, studentDays, weekdayOf } from './days.js';
import { arriveByOf, leaveFromOf, ownInternship, photoRequired, ruleOf, ruleOn } from './rules.js';

/*
 * The attendance reads: the student's sign-in card, a month's calendar, a course's board for a day and its
 * month's export rows. Students of a course are read through the caller's row scope (auth/scope.ts), so an
 * enterprise tutor's board and export hold only the students bound to them, a teacher's their courses'.
 */

const brief = (r: Row): SignInBrief => ({
  fAttendanceSignInId: textOf(r.fAttendanceSignInId),
  fSignInKind: Number(r.fSignInKind) as SignInBrief['fSignInKind'],
  tSignInTime: textOf(r.tSignInTime),
  fDistance: r.fDistance == null ? null : Number(r.fDistance),
  fFencePosition: Number(r.fFencePosition) as SignInBrief['fFencePosition'],
  fSignInTiming: Number(r.fSignInTiming) as SignInBrief['fSignInTiming'],
  fIsMakeUp: Number(r.fSignInSource) === SignInSource.makeUp,
});

export async function todayModel(q: Queryable, me: Caller, course?: string): Promise<AttendanceTodayModel> {
  const day = nowText().slice(0, 10);
  let student: Row;
  try {
    student = await ownInternship(q, me, course, day);
  } catch (e) {
    // No internship at all is an empty card, not a refusal: the home page asks every student.
    if (course) throw e;
    return { tToday: day, course: null, signIns: [] };
  }
  const rule = await ruleOf(q, student.fInternshipInfoId);
  if (!ruleOn(rule)) return { tToday: day, course: null, signIns: [] };
  const id = textOf(student.fInternshipStudentId);
  const facts = (await dayFacts(q, [id], day, day)).get(id);
  const place = locationPoint(student.cWorkPlace);
  return {
    tToday: day,
    course: {
      fInternshipInfoId: textOf(student.fInternshipInfoId),
      fInternshipStudentId: id,
      cInternshipName: textOf(student.cInternshipName),
      fRadius: Number(rule.fRadius) || DEFAULT_FENCE_RADIUS_M,
      cArriveBy: arriveByOf(rule),
      cLeaveFrom: leaveFromOf(rule),
      fPhotoRequired: photoRequired(rule),
      fWorkDay: dayRuleOf(rule).workDays.has(weekdayOf(day)),
      workPlace: place ? { cPlace: place.place, fLatitude: place.lat, fLongitude: place.lng } : null,
      fOnLeave: facts?.leave.has(day) ?? false,
    },
    signIns: (facts?.signIns.get(day) ?? []).map(brief),
  };
}

async function courseOf(q: Queryable, id: unknown): Promise<Row | undefined> {
  const [row] = await q.query('select * from "InternshipInfo" where "fInternshipInfoId" = $1', [textOf(id)]);
  return row;
}

/** A month of one student's days (`student` already read through the caller's scope). */
export async function calendarOf(q: Queryable, student: Row, month: string): Promise<AttendanceCalendar> {
  const days = monthDays(month);
  const id = textOf(student.fInternshipStudentId);
  const [rule, course] = [
    await ruleOf(q, student.fInternshipInfoId),
    await courseOf(q, student.fInternshipInfoId),
  ];
  const facts = (await dayFacts(q, [id], days[0] as string, days.at(-1) as string)).get(id);
  const today = nowText().slice(0, 10);
  const d = studentDays(days, today, spanOf(student, course), dayRuleOf(rule), facts);
  return {
    fInternshipStudentId: id,
    cRealName: textOf(student.cRealName),
    cMonth: month,
    days: days.map((day, i) => ({
      tDate: day,
      cDayState: d.states[i] as AttendanceCalendar['days'][number]['cDayState'],
      tArrive: textOf(d.arrive(day)?.tSignInTime) || null,
      tLeave: textOf(d.leave(day)?.tSignInTime) || null,
      fOutside: d.outside(day),
    })),
    counts: d.counts,
  };
}

/** The students of a course the caller sees, by name. */
export async function courseStudents(q: Queryable, me: Caller, course: unknown): Promise<Row[]> {
  const p = new Params();
  return selectRows(q, tableOf('InternshipStudent'), me, p, {
    where: [`t."fInternshipInfoId" = ${p.add(textOf(course))}`],
    order: 't."cNumber", t."fInternshipStudentId"',
  });
}

export async function boardOf(
  q: Queryable,
  me: Caller,
  course: Row,
  date?: string,
): Promise<AttendanceBoard> {
  const today = nowText().slice(0, 10);
  const day = date ?? today;
  const rule = await ruleOf(q, course.fInternshipInfoId);
  const dayRule = dayRuleOf(rule);
  const students = await courseStudents(q, me, course.fInternshipInfoId);
  const ids = students.map((s) => textOf(s.fInternshipStudentId));
  const facts = await dayFacts(q, ids, day, day);
  const rows = students
    .filter((s) => {
      const span = spanOf(s, course);
      return span.start <= day && (!span.end || day <= span.end);
    })
    .map((s) => {
      const f = facts.get(textOf(s.fInternshipStudentId));
      const signed = f?.signIns.get(day) ?? [];
      const arrive = signed.find((r) => Number(r.fSignInKind) === SignInKind.arrive) ?? signed[0];
      const outside = signed.some((r) => Number(r.fFencePosition) === FencePosition.outside);
      const state = f?.leave.has(day)
        ? 'leave'
        : signed.length
          ? outside
            ? 'outside'
            : 'signed'
          : dayRule.workDays.has(weekdayOf(day))
            ? 'notYet'
            : 'rest';
      return {
        fInternshipStudentId: textOf(s.fInternshipStudentId),
        cRealName: textOf(s.cRealName),
        cNumber: textOf(s.cNumber),
        cClassName: textOf(s.cClassName),
        cCompanyName: textOf(s.cCompanyName),
        cBoardState: state as AttendanceBoard['rows'][number]['cBoardState'],
        tArrive: textOf(arrive?.tSignInTime) || null,
        fDistance: arrive?.fDistance == null ? null : Number(arrive.fDistance),
      };
    });
  const count = (s: string) => rows.filter((r) => r.cBoardState === s).length;
  return {
    fInternshipInfoId: textOf(course.fInternshipInfoId),
    tDate: day,
    fWorkDay: dayRule.workDays.has(weekdayOf(day)),
    counts: {
      fTotal: rows.length,
      fSigned: count('signed') + count('outside'),
      fOutside: count('outside'),
      fNotYet: count('notYet'),
      fLeave: count('leave'),
    },
    rows,
  };
}

export async function exportOf(
  q: Queryable,
  me: Caller,
  course: Row,
  month: string,
): Promise<AttendanceExport> {
  const days = monthDays(month);
  const today = nowText().slice(0, 10);
  const dayRule = dayRuleOf(await ruleOf(q, course.fInternshipInfoId));
  const students = await courseStudents(q, me, course.fInternshipInfoId);
  const facts = await dayFacts(
    q,
    students.map((s) => textOf(s.fInternshipStudentId)),
    days[0] as string,
    days.at(-1) as string,
  );
  return {
    cInternshipName: textOf(course.cInternshipName),
    cMonth: month,
    dates: days,
    rows: students.map((s) => {
      const d = studentDays(
        days,
        today,
        spanOf(s, course),
        dayRule,
        facts.get(textOf(s.fInternshipStudentId)),
      );
      return {
        fInternshipStudentId: textOf(s.fInternshipStudentId),
        cRealName: textOf(s.cRealName),
        cNumber: textOf(s.cNumber),
        cClassName: textOf(s.cClassName),
        cCompanyName: textOf(s.cCompanyName),
        counts: d.counts,
        days: d.states,
      };
    }),
  };
}
