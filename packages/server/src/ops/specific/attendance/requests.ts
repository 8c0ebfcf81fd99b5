import {
  AttendanceRequestKind,
  AttendanceRequestStatus,
  enums,
  FencePosition,
  LEAVE_MAX_DAYS,
  MAKE_UP_MAX_DAYS_BACK,
  SignInKind,
  SignInSource,
  SignInTiming,
} from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { assertFileRefs } from '../../../files/file-refs.js';
import { badRequest, refused } from '../../../http/errors.js';
import { dayAfter } from '../../late-work.js';
import { visibleRow } from '../../rows.js';
import { textOf } from '../internship/today/own-rows.js';
import { insertOwn } from '../practice/shared.js';
import { dayRuleOf, daysFrom, weekdayOf } from './days.js';
import {
  arriveByOf,
  assertWithinInternship,
  leaveFromOf,
  ownInternship,
  ruleOf,
  ruleOn,
  SIGN_IN_OFF,
} from './rules.js';

/*
 * 请假 and 补签 (issue 29, part 3). The student asks for themself (their internship row is found by the
 * token's user); the student's in-school tutor or the school admin decides a pending request; the student may
 * withdraw it while it is pending. The decision and the sign-in an approved 补签 writes are one transaction.
 */

const requests = tableOf('AttendanceRequest');
const signIns = tableOf('AttendanceSignIn');

export const END_BEFORE_START = '结束日期不能早于开始日期';
export const LEAVE_TOO_LONG = `一次请假不能超过${LEAVE_MAX_DAYS}天，请分段申请`;
export const LEAVE_OVERLAPS = '该时段已有待审批或已批准的请假';
export const TOO_FAR_BACK = `只能申请最近${MAKE_UP_MAX_DAYS_BACK}天内的请假或补签`;
export const MAKE_UP_FUTURE = '不能为今天之后的日期补签';
export const MAKE_UP_REST_DAY = '该日不是上班日，无需补签';
export const MAKE_UP_SIGNED = '该日已有签到，无需补签';
export const MAKE_UP_PENDING = '该日已有待审批的补签申请';
export const NOT_DECIDER = '只有该学生的校内导师或学校管理员可以审批';
export const NOT_PENDING = '该申请已处理或已撤回，不能再审批或撤回';
export const NOT_OWN = '只能撤回自己的申请';

async function pendingOrApprovedLeave(q: Queryable, student: unknown, from: string, to: string) {
  const rows = await q.query(
    `select 1 from "AttendanceRequest" where "fInternshipStudentId" = $1 and "fRequestKind" = $2
      and "fRequestStatus" = any($3) and "tStartDate" <= $5 and "tEndDate" >= $4`,
    [
      textOf(student),
      AttendanceRequestKind.leave,
      [AttendanceRequestStatus.pending, AttendanceRequestStatus.approved],
      from,
      to,
    ],
  );
  return rows.length > 0;
}

export interface LeaveBody {
  fInternshipInfoId?: string;
  tStartDate: string;
  tEndDate: string;
  cReason: string;
  cAttachment?: string;
}

export async function askLeave(q: Queryable, me: Caller, b: LeaveBody): Promise<Row> {
  const today = nowText().slice(0, 10);
  if (b.tEndDate < b.tStartDate) throw badRequest(END_BEFORE_START);
  if (daysFrom(b.tStartDate, b.tEndDate).length > LEAVE_MAX_DAYS) throw badRequest(LEAVE_TOO_LONG);
  if (b.tStartDate < dayAfter(today, -MAKE_UP_MAX_DAYS_BACK)) throw refused(TOO_FAR_BACK);
  const student = await ownInternship(q, me, b.fInternshipInfoId, b.tStartDate);
  assertWithinInternship(student, b.tStartDate, '请假');
  if (await pendingOrApprovedLeave(q, student.fInternshipStudentId, b.tStartDate, b.tEndDate))
    throw refused(LEAVE_OVERLAPS);
  const values: Row = {
    ...ownerOf(student, me),
    fRequestKind: AttendanceRequestKind.leave,
    tStartDate: b.tStartDate,
    tEndDate: b.tEndDate,
    cReason: b.cReason,
    cAttachment: b.cAttachment ?? null,
    fRequestStatus: AttendanceRequestStatus.pending,
  };
  await assertFileRefs(q, requests, me, { cAttachment: values.cAttachment });
  return visibleRow(q, requests, me, await insertOwn(q, requests, me, values));
}

const ownerOf = (student: Row, me: Caller): Row => ({
  fInternshipInfoId: student.fInternshipInfoId,
  fInternshipStudentId: student.fInternshipStudentId,
  fStudentUserId: me.userId,
});

export interface MakeUpBody {
  fInternshipInfoId?: string;
  tDate: string;
  fSignInKind: number;
  cReason: string;
}

async function signedOn(q: Queryable, student: unknown, day: string, kind: number) {
  const rows = await q.query(
    `select 1 from "AttendanceSignIn" where "fInternshipStudentId" = $1 and "tSignInDate" = $2 and "fSignInKind" = $3`,
    [textOf(student), day, kind],
  );
  return rows.length > 0;
}

export async function askMakeUp(q: Queryable, me: Caller, b: MakeUpBody): Promise<Row> {
  const today = nowText().slice(0, 10);
  if (b.tDate > today) throw badRequest(MAKE_UP_FUTURE);
  if (b.tDate < dayAfter(today, -MAKE_UP_MAX_DAYS_BACK)) throw refused(TOO_FAR_BACK);
  const student = await ownInternship(q, me, b.fInternshipInfoId, b.tDate);
  const rule = await ruleOf(q, student.fInternshipInfoId);
  if (!ruleOn(rule)) throw refused(SIGN_IN_OFF);
  assertWithinInternship(student, b.tDate, '补签');
  if (!dayRuleOf(rule).workDays.has(weekdayOf(b.tDate))) throw refused(MAKE_UP_REST_DAY);
  if (await signedOn(q, student.fInternshipStudentId, b.tDate, b.fSignInKind)) throw refused(MAKE_UP_SIGNED);
  const pending = await q.query(
    `select 1 from "AttendanceRequest" where "fInternshipStudentId" = $1 and "fRequestKind" = $2
      and "fRequestStatus" = $3 and "tStartDate" = $4 and "fSignInKind" = $5`,
    [
      student.fInternshipStudentId,
      AttendanceRequestKind.makeUp,
      AttendanceRequestStatus.pending,
      b.tDate,
      b.fSignInKind,
    ],
  );
  if (pending.length) throw refused(MAKE_UP_PENDING);
  const values: Row = {
    ...ownerOf(student, me),
    fRequestKind: AttendanceRequestKind.makeUp,
    tStartDate: b.tDate,
    tEndDate: b.tDate,
    fSignInKind: b.fSignInKind,
    cReason: b.cReason,
    fRequestStatus: AttendanceRequestStatus.pending,
  };
  return visibleRow(q, requests, me, await insertOwn(q, requests, me, values));
}

/**
 * Who may decide: the school admin (their school, by the scope that loaded the row), the platform admin, or
 * a teacher bound to the student as an in-school tutor (内部导师, fType 1) of the course.
 */
export async function deciderRefusal(q: Queryable, me: Caller | null, row: Row): Promise<string | undefined> {
  if (!me) return NOT_DECIDER;
  if (me.kind === 'platformAdmin' || me.kind === 'schoolAdmin') return undefined;
  const bound = await q.query(
    `select 1 from "InternshipTutorStudent" ts
       join "InternshipTutor" t on t."fInternshipTutorId" = ts."fInternshipTutorId"
      where ts."fInternshipStudentId" = $1 and t."fUserId" = $2 and t."fType" = $3`,
    [textOf(row.fInternshipStudentId), me.userId, enums.TutorType.inSchool],
  );
  return bound.length ? undefined : NOT_DECIDER;
}

export const pendingRefusal = (row: Row) =>
  Number(row.fRequestStatus) === AttendanceRequestStatus.pending ? undefined : NOT_PENDING;

export async function decide(
  q: Queryable,
  me: Caller,
  row: Row,
  approve: boolean,
  comment?: string,
): Promise<Row> {
  const now = nowText();
  await q.query(
    `update "AttendanceRequest" set "fRequestStatus" = $2, "cComment" = $3, "fDecidedUserId" = $4,
       "tDecidedDate" = $5 where "fAttendanceRequestId" = $1`,
    [
      textOf(row.fAttendanceRequestId),
      approve ? AttendanceRequestStatus.approved : AttendanceRequestStatus.refused,
      comment ?? null,
      me.userId,
      now,
    ],
  );
  if (approve && Number(row.fRequestKind) === AttendanceRequestKind.makeUp) await writeMakeUp(q, me, row);
  return visibleRow(q, requests, me, row.fAttendanceRequestId);
}

/** The sign-in an approved 补签 makes: at the rule's time of that kind, with no place, marked 补签. */
async function writeMakeUp(q: Queryable, me: Caller, row: Row): Promise<void> {
  const day = textOf(row.tStartDate).slice(0, 10);
  const kind = Number(row.fSignInKind) || SignInKind.arrive;
  // Signed meanwhile (on the phone, late): the day is not missing and nothing is written twice.
  if (await signedOn(q, row.fInternshipStudentId, day, kind)) return;
  const rule = await ruleOf(q, row.fInternshipInfoId);
  const time = kind === SignInKind.leave ? leaveFromOf(rule) : arriveByOf(rule);
  await insertOwn(q, signIns, me, {
    fInternshipInfoId: row.fInternshipInfoId,
    fInternshipStudentId: row.fInternshipStudentId,
    fStudentUserId: row.fStudentUserId,
    fSignInKind: kind,
    tSignInDate: day,
    tSignInTime: `${day} ${time}:00`,
    fFencePosition: FencePosition.unknown,
    fSignInTiming: SignInTiming.onTime,
    fSignInSource: SignInSource.makeUp,
    fAttendanceRequestId: row.fAttendanceRequestId,
  });
}

export async function withdraw(q: Queryable, row: Row): Promise<void> {
  await q.query(`update "AttendanceRequest" set "fRequestStatus" = $2 where "fAttendanceRequestId" = $1`, [
    textOf(row.fAttendanceRequestId),
    AttendanceRequestStatus.withdrawn,
  ]);
}
