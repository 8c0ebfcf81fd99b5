import { AgreementStatus, enums, PlacementReview } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import { refused } from '../../../http/errors.js';
import { textOf } from '../internship/today/own-rows.js';

/*
 * THE RULE of issue 30: a student is set to 实习阶段 (InternshipStudent.fInternshipStatus 1) only with a
 * 三方协议 that is 已签 and 已通过, or with the school admin's recorded exception (cExemptReason). Every path
 * that sets the stage asks here: the roster's edit (and /table/doEdit, which runs it), the person dialog's
 * add, the user import's enrolment. A new roster row has no agreement yet, so it starts in 准备阶段 even in
 * a course already in its 实习阶段, and moves on when its agreement passes or is exempted (startIfReady).
 */

const { internship, preparation } = enums.InternshipStage;

/** The refusal naming the students (at most five by name) who may not start. */
export const mayNotStart = (names: readonly string[]) => {
  const shown = names
    .slice(0, 5)
    .map((n) => `「${n}」`)
    .join('、');
  const more = names.length > 5 ? `等${names.length}名学生` : '';
  return `学生${shown}${more}的三方协议尚未签订并通过审核，不能设为实习阶段；如确需先行上岗，请由学校管理员登记未签协议例外`;
};

/** The refusal of a change that would leave a started student without the agreement that let them start. */
export const mustKeepAgreement = (name: string) =>
  `学生「${name}」已在实习阶段，其三方协议须保持已签并通过审核；如需更正协议，请先由学校管理员登记未签协议例外，或将其调回准备阶段`;

/** The agreement (as stored, or as a change would leave it) lets its student start: READY below, in words. */
export const letsStart = (agreement: Row | null | undefined): boolean =>
  !!agreement &&
  ((Number(agreement.fAgreementStatus) === AgreementStatus.signed &&
    Number(agreement.fReviewStatus) === PlacementReview.passed) ||
    textOf(agreement.cExemptReason) !== '');

/**
 * Refuses a change to a student's agreement (the school's review, an edit, a delete: `after` is the
 * agreement as the change leaves it, null when gone) that leaves a student already in 实习阶段 with one that
 * would not let them start: the rule holds after the start too.
 */
export async function assertKeepsStart(q: Queryable, studentId: unknown, after: Row | null): Promise<void> {
  if (studentId == null || letsStart(after)) return;
  const [student] = await q.query<{ cRealName: string; fInternshipStatus: number | null }>(
    `select "cRealName", "fInternshipStatus" from "InternshipStudent" where "fInternshipStudentId" = $1`,
    [String(studentId)],
  );
  if (student && Number(student.fInternshipStatus) === internship)
    throw refused(mustKeepAgreement(student.cRealName));
}

/** SQL: the agreement lets its student start. */
const READY = `(a."fAgreementStatus" = ${AgreementStatus.signed} and a."fReviewStatus" = ${PlacementReview.passed})
   or coalesce(btrim(a."cExemptReason"), '') <> ''`;

/** Refuses when any of these roster rows may not start (no agreement, not signed and passed, no exception). */
export async function assertMayStart(q: Queryable, studentIds: readonly unknown[]): Promise<void> {
  if (!studentIds.length) return;
  const blocked = await q.query<{ cRealName: string }>(
    `select s."cRealName" from "InternshipStudent" s
       left join "InternshipAgreement" a on a."fInternshipStudentId" = s."fInternshipStudentId"
      where s."fInternshipStudentId" = any($1) and not coalesce(${READY}, false)
      order by s."cNumber", s."fInternshipStudentId"`,
    [studentIds.map(String)],
  );
  if (blocked.length) throw refused(mayNotStart(blocked.map((b) => b.cRealName)));
}

/**
 * The stage a new roster row gets: the one asked for, else its course's, but never 实习阶段 (it has no
 * agreement yet). Asking for 实习阶段 outright is refused, naming the student.
 */
export function firstStage(asked: unknown, courseStage: unknown, name: string): number {
  if (Number(asked) === internship) throw refused(mayNotStart([name]));
  if (asked !== undefined && asked !== null) return Number(asked);
  const stage = Number(courseStage ?? preparation);
  return stage === internship ? preparation : stage;
}

/**
 * A student waiting in 准备阶段 in a course already in its 实习阶段 starts once the agreement lets them: the
 * school's pass of a signed agreement, or its recorded exception.
 */
export async function startIfReady(q: Queryable, studentId: unknown): Promise<void> {
  await q.query(
    `update "InternshipStudent" s set "fInternshipStatus" = ${internship}
       from "InternshipInfo" i, "InternshipAgreement" a
      where s."fInternshipStudentId" = $1 and i."fInternshipInfoId" = s."fInternshipInfoId"
        and a."fInternshipStudentId" = s."fInternshipStudentId"
        and coalesce(s."fInternshipStatus", ${preparation}) = ${preparation}
        and i."fInternshipStatus" = ${internship} and (${READY})`,
    [String(studentId)],
  );
}
