import { AttendanceRequestStatus, EARTH_RADIUS_M, SignInSource } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SOFTWARE_COURSE as COURSE,
  OWN_ROSTER_ROW as OWN,
  rosterRow,
  signInAsRosterStudent,
  startSignedIn,
} from '../internship-fixture.js';
import { day, expectRefused, type Sdk, signIn, type TestServer, userId } from '../practice/test-kit.js';
import { raw, signIn as signInRaw } from '../system/test-client.js';
import { NOT_DECIDER, NOT_PENDING } from './requests.js';
import { SIGN_IN_OFF } from './rules.js';

/*
 * 考勤 (issue 29) end to end on the demo: the demo `student` (刘子涵, software course) signs in for themself
 * whatever the body says, inside or outside the fence by the server's own distance, once a day per kind;
 * leave and make-up requests follow their approval rules; tutors read only the students their scope gives.
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

const WORK = { lat: 31.2058, lng: 121.5907 };
const north = (m: number) => ({
  fLatitude: WORK.lat + ((m / EARTH_RADIUS_M) * 180) / Math.PI,
  fLongitude: WORK.lng,
});

let server: TestServer;
let student: Sdk;
let teacher: Sdk;
let tutor: Sdk;
let school: Sdk;

beforeAll(async () => {
  ({
    server,
    sdks: [student, teacher, tutor, school],
  } = await startSignedIn('student', 'teacher', 'tutor', 'school'));
  // Today's sign-ins are the test's: every day is a working day, never late nor early, no photo asked.
  await server.db.query(
    `update "AttendanceRule" set "cWorkDays" = '1,2,3,4,5,6,7', "cArriveBy" = '23:59', "cLeaveFrom" = '00:00',
       "fEnabled" = 1, "fRadius" = 500, "fPhotoRule" = 0 where "fInternshipInfoId" = $1`,
    [COURSE],
  );
  await server.db.query(
    `update "InternshipStudent" set "cWorkPlace" = $2 where "fInternshipStudentId" = $1`,
    [OWN, `上海市浦东新区张江路368号汇智大厦,${WORK.lat},${WORK.lng}`],
  );
  await server.db.query(`delete from "AttendanceSignIn" where "tSignInDate" >= $1`, [day(0)]);
});
afterAll(() => server?.close());

const body = (m: number, kind: 1 | 2 | 3 = 1) => ({
  fSignInKind: kind,
  ...north(m),
  cDeviceId: 'test-phone-1',
});

describe('signing in', () => {
  it('stores the caller as the student, whatever the body names, and the fence by the server’s distance', async () => {
    const other = rosterRow(2);
    const row = await student.SignInAttendance({ ...body(499), fInternshipStudentId: other } as never);
    expect(row).toMatchObject({
      fInternshipStudentId: OWN,
      fDistance: 499,
      fFencePosition: 1,
      fSignInKind: 1,
    });
    const [stored] = await server.db.query(
      'select * from "AttendanceSignIn" where "fAttendanceSignInId" = $1',
      [row.fAttendanceSignInId],
    );
    expect(stored?.fStudentUserId).toBe((await userId(server, 'student')).id);
  });

  it('refuses a second 上班 on one day, and takes 外出 more than once', async () => {
    await expectRefused(student.SignInAttendance(body(10)), 409, /今天已签到上班（\d\d:\d\d），不能重复签到/);
    const out = await student.SignInAttendance(body(501, 3));
    expect(out).toMatchObject({ fDistance: 501, fFencePosition: 2 });
    await student.SignInAttendance(body(502, 3));
  });

  it('lets two racing 下班 taps land once', async () => {
    const results = await Promise.allSettled([1, 2, 3].map(() => student.SignInAttendance(body(20, 2))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await server.db.query(
      `select 1 from "AttendanceSignIn" where "fInternshipStudentId" = $1 and "tSignInDate" = $2 and "fSignInKind" = 2`,
      [OWN, day(0)],
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses bad coordinates in Chinese and staff altogether', async () => {
    const token = async (u: string) => (await signInRaw(server.url, u)).token;
    const bad = await raw(server.url, 'SignInAttendance', {
      token: await token('student'),
      body: { ...body(0), fLatitude: 91 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json?.Message).toMatch(/纬度应在-90到90之间/);
    const staff = await raw(server.url, 'SignInAttendance', { token: await token('teacher'), body: body(0) });
    expect(staff.status).toBe(403);
  });

  it('refuses when the course takes no sign-ins', async () => {
    await server.db.query(`update "AttendanceRule" set "fEnabled" = 0 where "fInternshipInfoId" = $1`, [
      COURSE,
    ]);
    try {
      await expectRefused(
        student.SignInAttendance({ ...body(0, 3), fInternshipInfoId: COURSE }),
        409,
        SIGN_IN_OFF,
      );
      expect((await student.GetAttendanceTodayModel({})).course).toBeNull();
    } finally {
      await server.db.query(`update "AttendanceRule" set "fEnabled" = 1 where "fInternshipInfoId" = $1`, [
        COURSE,
      ]);
    }
  });

  it('shows the card of today with the workplace and what was signed', async () => {
    const today = await student.GetAttendanceTodayModel({});
    expect(today.course).toMatchObject({
      fInternshipStudentId: OWN,
      fRadius: 500,
      workPlace: { fLatitude: WORK.lat },
    });
    expect(today.signIns.map((s) => s.fSignInKind).sort()).toEqual([1, 2, 3, 3]);
  });
});

describe('leave and make-up', () => {
  it('is decided once by the student’s in-school tutor, with a comment; approved leave is excused', async () => {
    const leave = await student.AddAttendanceLeave({
      tStartDate: day(1),
      tEndDate: day(2),
      cReason: '家中有事',
    });
    expect(leave).toMatchObject({
      fRequestStatus: AttendanceRequestStatus.pending,
      fInternshipStudentId: OWN,
    });
    await expectRefused(
      student.AddAttendanceLeave({ tStartDate: day(2), tEndDate: day(3), cReason: '再请一天' }),
      409,
      '该时段已有待审批或已批准的请假',
    );
    const approved = await teacher.ApproveAttendanceRequest({
      fAttendanceRequestId: leave.fAttendanceRequestId,
      cComment: '同意',
    });
    expect(approved).toMatchObject({ fRequestStatus: AttendanceRequestStatus.approved, cComment: '同意' });
    await expectRefused(
      teacher.RefuseAttendanceRequest({
        fAttendanceRequestId: leave.fAttendanceRequestId,
        cComment: '改主意',
      }),
      403,
      NOT_PENDING,
    );
    const month = day(1).slice(0, 7);
    const calendar = await student.GetAttendanceCalendar({ cMonth: month });
    expect(calendar.days.find((d) => d.tDate === day(1))?.cDayState).toBe('leave');
  });

  it('is not decided by the enterprise tutor nor by a teacher who does not tutor the student', async () => {
    const leave = await student.AddAttendanceLeave({ tStartDate: day(5), tEndDate: day(5), cReason: '体检' });
    await expectRefused(
      tutor.ApproveAttendanceRequest({ fAttendanceRequestId: leave.fAttendanceRequestId }),
      403,
    );
    // 赵思远 tutors the course's later students, not the demo student.
    const [other] = await server.db.query(
      `select u."cUserName" from "InternshipTutor" t join "AppUser" u on u."fAppUserId" = t."fUserId"
        where t."fInternshipInfoId" = $1 and t."cRealName" = '赵思远'`,
      [COURSE],
    );
    const stranger = await signIn(server, String(other?.cUserName));
    await expectRefused(
      stranger.ApproveAttendanceRequest({ fAttendanceRequestId: leave.fAttendanceRequestId }),
      403,
      NOT_DECIDER,
    );
    const bare = await raw(server.url, 'RefuseAttendanceRequest', {
      token: (await signInRaw(server.url, 'school')).token,
      body: { fAttendanceRequestId: leave.fAttendanceRequestId },
    });
    expect(bare.status).toBe(400);
    expect(bare.json?.Message).toMatch(/审批意见/);
    const refused = await school.RefuseAttendanceRequest({
      fAttendanceRequestId: leave.fAttendanceRequestId,
      cComment: '体检请安排在周末',
    });
    expect(refused.fRequestStatus).toBe(AttendanceRequestStatus.refused);
  });

  it('writes the made-up sign-in when a 补签 is approved, marked 补签', async () => {
    await server.db.query(
      `delete from "AttendanceSignIn" where "fInternshipStudentId" = $1 and "tSignInDate" = $2`,
      [OWN, day(-1)],
    );
    const ask = await student.AddAttendanceMakeUp({ tDate: day(-1), fSignInKind: 1, cReason: '手机没电' });
    await expectRefused(
      student.AddAttendanceMakeUp({ tDate: day(-1), fSignInKind: 1, cReason: '再来' }),
      409,
    );
    await expectRefused(
      student.AddAttendanceMakeUp({ tDate: day(2), fSignInKind: 1, cReason: '预先补签' }),
      400,
      '不能为今天之后的日期补签',
    );
    await teacher.ApproveAttendanceRequest({ fAttendanceRequestId: ask.fAttendanceRequestId });
    const rows = await server.db.query(
      `select * from "AttendanceSignIn" where "fInternshipStudentId" = $1 and "tSignInDate" = $2 and "fSignInKind" = 1`,
      [OWN, day(-1)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fSignInSource: SignInSource.makeUp,
      fAttendanceRequestId: ask.fAttendanceRequestId,
    });
  });

  it('may be withdrawn by its student while pending, by no one else', async () => {
    const ask = await student.AddAttendanceLeave({ tStartDate: day(9), tEndDate: day(9), cReason: '面试' });
    const classmate = await signInAsRosterStudent(server, rosterRow(2));
    await expectRefused(
      classmate.WithdrawAttendanceRequest({ fAttendanceRequestId: ask.fAttendanceRequestId }),
      403,
    );
    await student.WithdrawAttendanceRequest({ fAttendanceRequestId: ask.fAttendanceRequestId });
    await expectRefused(
      student.WithdrawAttendanceRequest({ fAttendanceRequestId: ask.fAttendanceRequestId }),
      403,
      NOT_PENDING,
    );
    await expectRefused(
      teacher.ApproveAttendanceRequest({ fAttendanceRequestId: ask.fAttendanceRequestId }),
      403,
      NOT_PENDING,
    );
  });
});

describe('what tutors and the school read', () => {
  it('gives a student only their own calendar, whichever student the query names', async () => {
    const month = day(0).slice(0, 7);
    expect((await student.GetAttendanceCalendar({ cMonth: month })).fInternshipStudentId).toBe(OWN);
    await expectRefused(
      student.GetAttendanceCalendar({ cMonth: month, fInternshipStudentId: rosterRow(2) }),
      403,
    );
    const seen = await teacher.GetAttendanceCalendar({ cMonth: month, fInternshipStudentId: OWN });
    expect(seen.days).toHaveLength(
      Number(new Date(Number(month.slice(0, 4)), Number(month.slice(5)), 0).getDate()),
    );
  });

  it('gives the enterprise tutor only the students bound to them', async () => {
    const board = await tutor.GetAttendanceBoard({ fInternshipInfoId: COURSE });
    const bound = await server.db.query(
      `select ts."fInternshipStudentId" from "InternshipTutorStudent" ts
         join "InternshipTutor" t on t."fInternshipTutorId" = ts."fInternshipTutorId"
         join "AppUser" u on u."fAppUserId" = t."fUserId" where u."cUserName" = 'tutor' and ts."fInternshipInfoId" = $1`,
      [COURSE],
    );
    expect(board.rows.map((r) => r.fInternshipStudentId).sort()).toEqual(
      bound.map((b) => b.fInternshipStudentId).sort(),
    );
    const page = await tutor.GetAttendanceSignInPageList({ pageSize: 999 });
    const allowed = new Set(bound.map((b) => b.fInternshipStudentId));
    expect(page.List.length).toBeGreaterThan(0);
    expect(page.List.every((r) => allowed.has(r.fInternshipStudentId))).toBe(true);
  });

  it('counts the board and the month for the teacher, and names the scripted and shared-phone patterns', async () => {
    const board = await teacher.GetAttendanceBoard({ fInternshipInfoId: COURSE });
    expect(board.counts.fTotal).toBe(board.rows.length);
    expect(board.rows.find((r) => r.fInternshipStudentId === OWN)?.cBoardState).toBe('outside');
    const month = day(-7).slice(0, 7);
    const sheet = await teacher.GetAttendanceExportRows({ fInternshipInfoId: COURSE, cMonth: month });
    expect(sheet.rows.length).toBeGreaterThan(0);
    expect(sheet.rows[0]?.days).toHaveLength(sheet.dates.length);
    const signals = await teacher.GetAttendanceFraudSignals({
      fInternshipInfoId: COURSE,
      tStartDate: day(-60),
    });
    const kinds = new Set(signals.map((s) => s.cSignalKind));
    expect([...kinds].sort()).toEqual(['outsideFence', 'sameCoordinates', 'sameSecond', 'sharedDevice']);
    const scripted = signals.filter((s) => s.cSignalKind === 'sameSecond').map((s) => s.cRealName);
    expect(scripted).toContain('吴俊杰');
  });

  it('never shows another school’s course', async () => {
    const [other] = await server.db.query(
      `select "fInternshipInfoId" from "InternshipInfo" where "fSchoolId" <> (select "fSchoolId" from "AppUser" where "cUserName" = 'school') limit 1`,
    );
    await expectRefused(
      school.GetAttendanceBoard({ fInternshipInfoId: String(other?.fInternshipInfoId) }),
      403,
    );
    const page = await school.GetAttendanceRequestPageList({ pageSize: 999 });
    const courses = new Set(page.List.map((r) => r.fInternshipInfoId));
    expect(courses.has(String(other?.fInternshipInfoId))).toBe(false);
  });
});

describe('the course’s sign-in rule', () => {
  it('is one per course, refused in words naming the course', async () => {
    const res = await raw(server.url, 'AddAttendanceRule', {
      token: (await signInRaw(server.url, 'school')).token,
      body: {
        fInternshipInfoId: COURSE,
        fEnabled: 1,
        fRadius: 300,
        cWorkDays: '1,2,3,4,5',
        cArriveBy: '08:30',
        cLeaveFrom: '17:00',
        fPhotoRule: 1,
        fDiaryQuotaPeriod: 1,
        fDiaryQuota: 1,
      },
    });
    expect([res.status, res.json?.Message]).toEqual([400, '该实习课程已有签到规则']);
  });

  it('refuses a malformed 上班日 or time in Chinese', async () => {
    const token = (await signInRaw(server.url, 'school')).token;
    const [rule] = await server.db.query(
      'select "fAttendanceRuleId" from "AttendanceRule" where "fInternshipInfoId" = $1',
      [COURSE],
    );
    for (const [body, message] of [
      [{ cWorkDays: '1,8' }, /上班日格式不正确/],
      [{ cWorkDays: '1,1,2' }, /上班日不能重复/],
      [{ cArriveBy: '25:00' }, /上班签到截止时间格式应为HH:mm/],
      [{ fRadius: 10 }, /围栏半径不能小于50米/],
    ] as const) {
      const res = await raw(server.url, 'EditAttendanceRule', {
        token,
        body: { fAttendanceRuleId: rule?.fAttendanceRuleId, ...body },
      });
      expect(res.status).toBe(400);
      expect(res.json?.Message).toMatch(message);
    }
  });
});
