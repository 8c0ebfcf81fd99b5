import { AttendanceSwitch, DEFAULT_ARRIVE_BY, DEFAULT_LEAVE_FROM, PhotoRule } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { refused } from '../../../http/errors.js';
import { textOf } from '../internship/today/own-rows.js';

/*
 * The course's 签到规则 and the caller's own internship row. A student is always the caller: the row is found
 * by the token's user, so no body can sign in or ask leave for another student.
 */

export const NOT_IN_COURSE = '你没有参加该实习课程';
export const NO_INTERNSHIP = '你当前没有进行中的实习，不能签到或申请';
export const SIGN_IN_OFF = '该实习课程未开启签到';

export async function ruleOf(q: Queryable, course: unknown): Promise<Row | undefined> {
  const [rule] = await q.query('select * from "AttendanceRule" where "fInternshipInfoId" = $1', [
    textOf(course),
  ]);
  return rule;
}

export const ruleOn = (rule: Row | undefined): rule is Row =>
  !!rule && Number(rule.fEnabled) === AttendanceSwitch.on;
export const arriveByOf = (rule: Row | undefined) => textOf(rule?.cArriveBy) || DEFAULT_ARRIVE_BY;
export const leaveFromOf = (rule: Row | undefined) => textOf(rule?.cLeaveFrom) || DEFAULT_LEAVE_FROM;
export const photoRequired = (rule: Row | undefined) => Number(rule?.fPhotoRule) === PhotoRule.required;

/**
 * The caller's internship row (with its course's dates, school and name) in the course named, or, with none
 * named, the one whose course takes sign-ins and runs on `day` (the latest started). Refused in Chinese when
 * there is none.
 */
export async function ownInternship(
  q: Queryable,
  me: Caller,
  course: string | undefined,
  day: string,
): Promise<Row> {
  const rows = await q.query(
    `select s.*, i."cInternshipName", i."fSchoolId", i."tStartDate" as "tCourseStart",
            i."tEndDate" as "tCourseEnd", r."fEnabled" as "fRuleEnabled"
       from "InternshipStudent" s
       join "InternshipInfo" i on i."fInternshipInfoId" = s."fInternshipInfoId"
       left join "AttendanceRule" r on r."fInternshipInfoId" = s."fInternshipInfoId"
      where s."fUserId" = $1 and ($2::text is null or s."fInternshipInfoId" = $2)
      order by i."tStartDate" desc`,
    [me.userId, course ?? null],
  );
  if (course && !rows.length) throw refused(NOT_IN_COURSE);
  if (course) return rows[0] as Row;
  const within = (r: Row) => {
    const start = (textOf(r.tStartDate) || textOf(r.tCourseStart)).slice(0, 10);
    const end = (textOf(r.tEndDate) || textOf(r.tCourseEnd)).slice(0, 10);
    return start <= day && (!end || day <= end);
  };
  const running = rows.find((r) => Number(r.fRuleEnabled) === AttendanceSwitch.on && within(r));
  const row = running ?? rows.find(within) ?? rows[0];
  if (!row) throw refused(NO_INTERNSHIP);
  return row;
}

/** Refuses a day outside the student's internship, in the words of what was asked. */
export function assertWithinInternship(row: Row, day: string, what: string): void {
  const start = (textOf(row.tStartDate) || textOf(row.tCourseStart)).slice(0, 10);
  const end = (textOf(row.tEndDate) || textOf(row.tCourseEnd)).slice(0, 10);
  if (start && day < start) throw refused(`实习${start}才开始，不能${what}`);
  if (end && day > end) throw refused(`实习已于${end}结束，不能${what}`);
}
