import { WarningStatus } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowText } from '../../../db/dates.js';
import { dayAfter } from '../../late-work.js';
import {
  SOFTWARE_COURSE as COURSE,
  insertRow,
  OWN_ROSTER_ROW as OWN,
  startSignedIn,
} from '../internship-fixture.js';
import { day, expectRefused, type Sdk, type TestServer, userId } from '../practice/test-kit.js';
import { computeWarnings } from './warnings.js';

/*
 * 预警 (issue 29, part 5): each kind rises when its cause appears, clears itself when the cause is gone, is
 * raised once however often the computation runs, and stays closed once a tutor closed it with a note.
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: TestServer;
let student: Sdk;
let teacher: Sdk;
let school: Sdk;

beforeAll(async () => {
  ({
    server,
    sdks: [student, teacher, school],
  } = await startSignedIn('student', 'teacher', 'school'));
});
afterAll(() => server?.close());

const run = () => computeWarnings(server.db, nowText());

async function warning(kind: string, subject: string) {
  const rows = await server.db.query(
    `select * from "AttendanceWarning" where "cWarningKind" = $1
       and ("fInternshipStudentId" = $2 or "fUserId" = $2) order by "tRaisedDate" desc, "fAttendanceWarningId" desc`,
    [kind, subject],
  );
  return rows[0];
}

const mondayOf = (d: string) => dayAfter(d, -((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7));
const lastWeek = dayAfter(mondayOf(day(0)), -7);

async function addDiary(student: string, date: string, status: number, created = `${date} 20:00:00`) {
  const [s] = await server.db.query('select * from "InternshipStudent" where "fInternshipStudentId" = $1', [
    student,
  ]);
  await insertRow(server.db, 'InternshipDiary', {
    fInternshipInfoId: s?.fInternshipInfoId,
    fInternshipStudentId: student,
    fStudentUserId: s?.fUserId,
    cDiaryName: '测试日志',
    tDiaryDate: date,
    fStatus: status,
    tCreateDate: created,
  });
}

/** Takes a student's tutors away (the cause of 未分配导师) and answers how to give them back as they were. */
async function unbindTutors(student: string): Promise<() => Promise<void>> {
  const saved = await server.db.query(
    'select * from "InternshipTutorStudent" where "fInternshipStudentId" = $1',
    [student],
  );
  await server.db.query('delete from "InternshipTutorStudent" where "fInternshipStudentId" = $1', [student]);
  return async () => {
    for (const b of saved) await insertRow(server.db, 'InternshipTutorStudent', b);
  };
}

describe('computeWarnings', () => {
  it('raises nothing twice', async () => {
    await run();
    const before = await server.db.query('select count(*)::int n from "AttendanceWarning"');
    const again = await run();
    expect(again.fRaised).toBe(0);
    expect(await server.db.query('select count(*)::int n from "AttendanceWarning"')).toEqual(before);
  });

  it('warns of a student with no tutor, and clears it once one is assigned', async () => {
    const restore = await unbindTutors(OWN);
    await run();
    expect(await warning('noTutor', OWN)).toMatchObject({
      fWarningStatus: WarningStatus.open,
      fWarningLevel: 2,
    });
    await restore();
    await run();
    const cleared = await warning('noTutor', OWN);
    expect(cleared).toMatchObject({ fWarningStatus: WarningStatus.cleared });
    expect(cleared?.tClearedDate).toBeTruthy();
  });

  it('warns of working days without a sign-in, and clears it when the student signs in', async () => {
    // The demo's 张宇航 stopped signing in the week before the demo's week; leave excuses nothing here.
    const [stopped] = await server.db.query(
      `select "fInternshipStudentId", "fUserId" from "InternshipStudent" where "fInternshipInfoId" = $1 and "cRealName" = '张宇航'`,
      [COURSE],
    );
    const id = String(stopped?.fInternshipStudentId);
    await server.db.query(
      `delete from "AttendanceSignIn" where "fInternshipStudentId" = $1 and "tSignInDate" >= $2`,
      [id, day(-20)],
    );
    await run();
    const raised = await warning('noSignIn', id);
    expect(raised).toMatchObject({ fWarningStatus: WarningStatus.open, fWarningLevel: 3 });
    expect(raised?.cReason).toMatch(/^已连续\d+个工作日未签到$/);
    await insertRow(server.db, 'AttendanceSignIn', {
      fInternshipInfoId: COURSE,
      fInternshipStudentId: id,
      fStudentUserId: stopped?.fUserId,
      fSignInKind: 1,
      tSignInDate: day(-1),
      tSignInTime: `${day(-1)} 08:30:00`,
      fSignInSource: 1,
    });
    await run();
    expect(
      (
        await server.db.query(
          'select "fWarningStatus" from "AttendanceWarning" where "fAttendanceWarningId" = $1',
          [raised?.fAttendanceWarningId],
        )
      )[0],
    ).toEqual({ fWarningStatus: WarningStatus.cleared });
  });

  it('warns of last week’s diaries below the quota, and clears it when they are handed in', async () => {
    await server.db.query(
      `update "AttendanceRule" set "fDiaryQuota" = 3, "fDiaryQuotaPeriod" = 1 where "fInternshipInfoId" = $1`,
      [COURSE],
    );
    await server.db.query(
      `update "InternshipDiary" set "tDiaryDate" = $2 where "fInternshipStudentId" = $1 and left("tDiaryDate", 10) between $2 and $3`,
      [OWN, dayAfter(lastWeek, -30), dayAfter(lastWeek, 6)],
    );
    await run();
    const raised = await warning('diaryQuota', OWN);
    expect(raised).toMatchObject({
      fWarningStatus: WarningStatus.open,
      cReason: '上周提交日志0篇，要求3篇',
      fWarningLevel: 2,
    });
    for (const d of [0, 1, 2]) await addDiary(OWN, dayAfter(lastWeek, d), 2);
    expect((await run()).fCleared).toBeGreaterThan(0);
    expect((await warning('diaryQuota', OWN))?.fWarningStatus).toBe(WarningStatus.cleared);
  });

  it('warns of a summary past its deadline, and clears it when the summary is handed in', async () => {
    const task = await insertRow(
      server.db,
      'InternshipSummaryTask',
      { fInternshipInfoId: COURSE, cTaskName: '中期实习总结', tEndDate: day(-3) },
      'fInternshipSummaryTaskId',
    );
    await run();
    expect(await warning('summaryOverdue', OWN)).toMatchObject({
      fWarningStatus: WarningStatus.open,
      cReason: '实习总结「中期实习总结」已逾期3天未提交',
    });
    await insertRow(server.db, 'InternshipSummary', {
      fInternshipSummaryTaskId: task,
      fInternshipInfoId: COURSE,
      fInternshipStudentId: OWN,
      cTitle: '中期总结',
      fStatus: 1,
    });
    await run();
    expect((await warning('summaryOverdue', OWN))?.fWarningStatus).toBe(WarningStatus.cleared);
  });

  it('warns a tutor of diaries waiting too long, which a tutor closes with a note and which stays closed', async () => {
    const tutorId = (await userId(server, 'teacher')).id;
    await server.db.query(
      `update "InternshipDiary" set "fStatus" = 2 where "fStatus" = 1 and "fInternshipInfoId" = $1`,
      [COURSE],
    );
    await run();
    expect((await warning('reviewBacklog', tutorId))?.fWarningStatus ?? WarningStatus.cleared).toBe(
      WarningStatus.cleared,
    );
    await addDiary(OWN, day(-10), 1, `${day(-10)} 20:00:00`);
    await run();
    const raised = await warning('reviewBacklog', tutorId);
    expect(raised).toMatchObject({
      fWarningStatus: WarningStatus.open,
      cReason: '1篇日志待批阅超过3天',
      fWarningTarget: 2,
    });

    const closed = await teacher.CloseAttendanceWarning({
      fAttendanceWarningId: String(raised?.fAttendanceWarningId),
      cCloseNote: '已与学生沟通，本周内批阅',
    });
    expect(closed).toMatchObject({
      fWarningStatus: WarningStatus.closed,
      cCloseNote: '已与学生沟通，本周内批阅',
    });
    await run();
    expect((await warning('reviewBacklog', tutorId))?.fAttendanceWarningId).toBe(
      raised?.fAttendanceWarningId,
    );
    await expectRefused(
      teacher.CloseAttendanceWarning({
        fAttendanceWarningId: String(raised?.fAttendanceWarningId),
        cCloseNote: '再关一次',
      }),
      403,
      '该预警已消除或已关闭',
    );
  });
});

describe('warnings and reminders through the API', () => {
  it('runs on demand for the school admin’s school, and shows a student only their own warnings', async () => {
    const result = await school.RunAttendanceWarnings({});
    expect(result.fOpen).toBeGreaterThan(0);
    const mine = await student.GetAttendanceWarningPageList({ pageSize: 999 });
    const me = await userId(server, 'student');
    expect(mine.List.every((w) => w.fUserId === me.id)).toBe(true);
    await expectRefused(student.RunAttendanceWarnings({}), 403);
  });

  it('is computed by the daily job, once a day across the processes', async () => {
    const restore = await unbindTutors(OWN);
    await server.db.query(`delete from "AttendanceWarning" where "cWarningKind" = 'noTutor'`);
    // Tomorrow: today's period was run by the server's first tick.
    const tomorrow = Date.now() + 24 * 60 * 60 * 1000;
    const ran = await server.runJob('attendance.warnings', tomorrow);
    expect(ran).toMatchObject({ ran: true, outcome: 'done' });
    expect(ran.ran && ran.detail).toMatch(/^新增 [1-9]\d* 条，消除 \d+ 条，未处理 \d+ 条$/);
    expect(await warning('noTutor', OWN)).toMatchObject({ fWarningStatus: WarningStatus.open });
    expect(await server.runJob('attendance.warnings', tomorrow)).toMatchObject({ ran: false });
    await restore();
    await run();
  });

  it('gives the student and the tutor the notice box’s lines', async () => {
    await server.db.query(`update "AttendanceRule" set "fDiaryQuota" = 9 where "fInternshipInfoId" = $1`, [
      COURSE,
    ]);
    const lines = (await student.GetMyReminders({})).map((r) => r.cText);
    expect(lines.some((l) => /^本周还差 \d+ 篇日志$/.test(l))).toBe(true);
    await server.db.query(
      `update "InternshipDiary" set "fStatus" = 1 where "fInternshipStudentId" = $1 and "tDiaryDate" = $2`,
      [OWN, day(-10)],
    );
    const tutorLines = (await teacher.GetMyReminders({})).map((r) => r.cText);
    expect(tutorLines.some((l) => /^\d+ 篇日志待批阅超过 3 天$/.test(l))).toBe(true);
  });
});
