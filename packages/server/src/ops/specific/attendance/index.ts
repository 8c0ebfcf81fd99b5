import { WarningStatus } from '@practice/sdk/contract';
import { nowText } from '../../../db/dates.js';
import { tableOf } from '../../../db/tables.js';
import { refused } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { signedIn } from '../../context.js';
import { onNoRow, onRow, onRowIfNamed } from '../../declared.js';
import { dayAfter } from '../../late-work.js';
import { visibleRow } from '../../rows.js';
import { textOf } from '../internship/today/own-rows.js';
import { fraudSignals } from './fraud.js';
import { boardOf, calendarOf, exportOf, todayModel } from './reads.js';
import { remindersOf } from './reminders.js';
import {
  askLeave,
  askMakeUp,
  decide,
  deciderRefusal,
  type LeaveBody,
  type MakeUpBody,
  NOT_OWN,
  pendingRefusal,
  withdraw,
} from './requests.js';
import { ownInternship } from './rules.js';
import { type SignInBody, signIn } from './sign-in.js';
import { computeWarnings } from './warnings.js';

/*
 * 考勤与预警 (issue 29): the handlers of the attendance groups. Every one declares its target (ops/declared.ts):
 * a student's calls act on their own internship row, found by the token's user; the staff's reads load the
 * course or the student through the row scope, and list the students the scope lets them see.
 */

type Body<T> = { body: T };

const OWN = 'the caller’s own internship row, found by the token’s user, never by the body';

const signInHandler = onNoRow(OWN, async (a, { body }) => signIn(a.q, signedIn(a), body as SignInBody));

const today = onNoRow(OWN, async (a, { query }) =>
  todayModel(a.q, signedIn(a), (query as { fInternshipInfoId?: string }).fInternshipInfoId),
);

/** Staff name the student; a student without a name reads their own running internship. */
const calendar = onRowIfNamed({
  target: {
    entity: 'InternshipStudent',
    access: 'read',
    key: (i) => (i.query as { fInternshipStudentId?: string }).fInternshipStudentId,
  },
  work: async (a, input, row) => {
    const { cMonth } = input.query as { cMonth: string };
    const me = signedIn(a);
    if (row) return calendarOf(a.q, row, cMonth);
    if (me.kind !== 'student') throw refused('请选择学生');
    const own = await ownInternship(a.q, me, undefined, `${cMonth}-15`);
    return calendarOf(a.q, own, cMonth);
  },
});

const courseTarget = {
  entity: 'InternshipInfo',
  access: 'read' as const,
  key: (i: { query?: unknown }) => (i.query as { fInternshipInfoId: string }).fInternshipInfoId,
};

const board = onRow({
  target: courseTarget,
  work: async (a, input, course) =>
    boardOf(a.q, signedIn(a), course, (input.query as { tDate?: string }).tDate),
});

const exportRows = onRow({
  target: courseTarget,
  work: async (a, input, course) =>
    exportOf(a.q, signedIn(a), course, (input.query as { cMonth: string }).cMonth),
});

const fraud = onRow({
  target: courseTarget,
  work: async (a, input, course) => {
    const q = input.query as { tStartDate?: string; tEndDate?: string };
    const to = q.tEndDate ?? nowText().slice(0, 10);
    const from = q.tStartDate ?? dayAfter(to, -30);
    if (to < from) throw refused('结束日期不能早于开始日期');
    return fraudSignals(a.q, signedIn(a), course.fInternshipInfoId, from, to);
  },
});

const leave = onNoRow(OWN, async (a, { body }) => askLeave(a.q, signedIn(a), body as LeaveBody));
const makeUp = onNoRow(OWN, async (a, { body }) => askMakeUp(a.q, signedIn(a), body as MakeUpBody));

const requestTarget = {
  entity: 'AttendanceRequest',
  access: 'read' as const,
  lock: true as const,
  key: (i: { body?: unknown }) => (i.body as { fAttendanceRequestId: string }).fAttendanceRequestId,
};

const decision = (approve: boolean) =>
  onRow({
    target: requestTarget,
    rule: async (me, row, a) => (await deciderRefusal(a.q, me, row)) ?? pendingRefusal(row),
    work: async (a, input, row) =>
      decide(a.q, signedIn(a), row, approve, (input as Body<{ cComment?: string }>).body.cComment),
  });

const withdrawHandler = onRow({
  target: requestTarget,
  rule: (me, row) => (textOf(row.fStudentUserId) === me?.userId ? pendingRefusal(row) : NOT_OWN),
  work: async (a, _input, row) => {
    await withdraw(a.q, row);
    return null;
  },
});

const runWarnings = onNoRow(
  'a computation over the caller’s school (every school for the platform admin), not one row',
  async (a) => {
    const me = signedIn(a);
    return computeWarnings(a.db, nowText(), me.kind === 'platformAdmin' ? undefined : (me.schoolId ?? ''));
  },
);

const closeWarning = onRow({
  target: {
    entity: 'AttendanceWarning',
    access: 'read',
    lock: true,
    key: (i) => (i.body as { fAttendanceWarningId: string }).fAttendanceWarningId,
  },
  rule: (_me, row) =>
    Number(row.fWarningStatus) === WarningStatus.open ? undefined : '该预警已消除或已关闭',
  work: async (a, input, row) => {
    const me = signedIn(a);
    await a.q.query(
      `update "AttendanceWarning" set "fWarningStatus" = 2, "fClosedUserId" = $2, "cCloseNote" = $3,
         "tClosedDate" = $4 where "fAttendanceWarningId" = $1`,
      [
        textOf(row.fAttendanceWarningId),
        me.userId,
        (input as Body<{ cCloseNote: string }>).body.cCloseNote,
        nowText(),
      ],
    );
    return visibleRow(a.q, tableOf('AttendanceWarning'), me, row.fAttendanceWarningId);
  },
});

const reminders = onNoRow('the caller’s own reminders, counted from their own rows and bindings', async (a) =>
  remindersOf(a.q, signedIn(a)),
);

export const attendanceHandlers: Record<string, Handler> = {
  SignInAttendance: signInHandler,
  GetAttendanceTodayModel: today,
  GetAttendanceCalendar: calendar,
  GetAttendanceBoard: board,
  GetAttendanceExportRows: exportRows,
  GetAttendanceFraudSignals: fraud,
  AddAttendanceLeave: leave,
  AddAttendanceMakeUp: makeUp,
  ApproveAttendanceRequest: decision(true),
  RefuseAttendanceRequest: decision(false),
  WithdrawAttendanceRequest: withdrawHandler,
  RunAttendanceWarnings: runWarnings,
  CloseAttendanceWarning: closeWarning,
  GetMyReminders: reminders,
};
