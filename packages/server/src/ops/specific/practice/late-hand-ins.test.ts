import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLateWork } from '../../../../test/late-work.js';
import { SAMPLE_FILES, uploadedPath } from '../../../files/testing.js';
import { demoId } from '../../../seed/demo.js';
import {
  day,
  expectRefused,
  rowOf,
  type Sdk,
  signIn,
  startTestServer,
  type TestServer,
  userId,
} from './test-kit.js';

/*
 * Deadlines of practice and training-camp hand-ins (late-work.ts): after its 截止时间 a student's hand-in is
 * refused naming the deadline, nothing stored; where the school takes late work it is stored with its days
 * late. A practice course of school 1 and the demo student's enrolled team 极客先锋队 (school 1).
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const SCHOOL_1 = demoId('School', 1);
let server: TestServer;
let admin: Sdk;
let student: Sdk;
let courseId: string;
let selectionId: string;
let projectId: string;
let teamId: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, student] = await Promise.all([signIn(server, 'admin'), signIn(server, 'student')]);
  const course = await admin.AddPracticeInfo({
    fSchoolId: SCHOOL_1,
    cPracticeName: '逾期规则测试课程',
    fPracticeType: 2,
    fEvaluationType: 1,
    fTeacherUserId: (await userId(server, 'teacher')).id,
    tStartDate: day(-30),
    tEndDate: day(90),
  } as Parameters<Sdk['AddPracticeInfo']>[0]);
  courseId = course.cPracticeInfoId;
  await admin.AuthPracticeInfoIDS({ ids: [courseId] });
  const me = await userId(server, 'student');
  selectionId = (await admin.AddPracticeStudent({ cPracticeInfoId: courseId, fStudentUserId: me.id }))
    .cPracticeStudentId;
  const [team] = await server.db.query<{ cProjectTeamId: string; cProjectInfoId: string }>(
    `select "cProjectTeamId", "cProjectInfoId" from "ProjectTeam" where "cTeamName" = '极客先锋队'`,
  );
  if (!team) throw new Error('the demo has the team 极客先锋队');
  [teamId, projectId] = [team.cProjectTeamId, team.cProjectInfoId];
});
afterAll(() => server?.close());

/** A task whose deadline was `end` days from today at 18:00 (negative: past). */
const practiceTask = async (end: number) =>
  (
    await admin.AddPracticeTask({
      cPracticeInfoId: courseId,
      cTaskName: `逾期任务${Math.random().toString(36).slice(2, 6)}`,
      tStartDate: `${day(-20)} 08:00:00`,
      tEndDate: `${day(end)} 18:00:00`,
      cContent: '按要求提交',
    })
  ).cPracticeTaskId;
const handIn = (sdk: Sdk, taskId: string) =>
  sdk.AddPracticeStudentTask({
    cPracticeInfoId: courseId,
    cPracticeTaskId: taskId,
    cPracticeStudentId: selectionId,
    cContent: '补交的实验报告',
  });
const count = async (table: string, column: string, id: string) =>
  (await server.db.query(`select count(*)::int as n from "${table}" where "${column}" = $1`, [id]))[0]?.n;

describe('a practice task hand-in after its deadline', () => {
  it('is refused naming the deadline where the school takes no late work, and nothing is stored', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: false });
    const taskId = await practiceTask(-3);
    await expectRefused(handIn(student, taskId), 409, `已超过提交截止时间（${day(-3)} 18:00），不能提交`);
    expect(await count('PracticeStudentTask', 'cPracticeTaskId', taskId)).toBe(0);
  });

  it('is stored with its days late where the school takes late work; on time it is 0', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: true });
    expect((await handIn(student, await practiceTask(-3))).fLateDays).toBe(3);
    expect((await handIn(student, await practiceTask(2))).fLateDays).toBe(0);
  });

  it('counts a student’s change after the deadline as a late hand-in', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: true });
    const taskId = await practiceTask(2);
    const row = await handIn(student, taskId);
    await server.db.query('update "PracticeTask" set "tEndDate" = $2 where "cPracticeTaskId" = $1', [
      taskId,
      `${day(-2)} 18:00:00`,
    ]);
    await setLateWork(server, SCHOOL_1, { allowLate: false });
    const edit = () =>
      student.EditPracticeStudentTask({
        cPracticeStudentTaskId: row.cPracticeStudentTaskId,
        cContent: '改过',
      });
    await expectRefused(edit(), 409, `已超过提交截止时间（${day(-2)} 18:00），不能提交`);
    const stored = await rowOf(
      server,
      'PracticeStudentTask',
      'cPracticeStudentTaskId',
      row.cPracticeStudentTaskId,
    );
    expect(stored).toMatchObject({ cContent: '补交的实验报告', fLateDays: 0 });
    await setLateWork(server, SCHOOL_1, { allowLate: true });
    expect((await edit()).fLateDays).toBe(2);
  });

  it('recorded by staff (work handed in on paper) is taken and still counted late', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: false });
    expect((await handIn(admin, await practiceTask(-4))).fLateDays).toBe(4);
  });

  it('is never set by the writer', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: true });
    const row = await student.AddPracticeStudentTask({
      cPracticeInfoId: courseId,
      cPracticeTaskId: await practiceTask(-1),
      cPracticeStudentId: selectionId,
      cContent: '补交',
      fLateDays: 0,
    } as Parameters<Sdk['AddPracticeStudentTask']>[0]);
    expect(row.fLateDays).toBe(1);
  });
});

describe('a team task hand-in after its deadline', () => {
  const projectTask = async (end: number) =>
    (
      await admin.AddProjectTask({
        cProjectInfoId: projectId,
        cTaskName: `逾期团队任务${Math.random().toString(36).slice(2, 6)}`,
        fTaskType: 2,
        tStartDate: `${day(-20)} 08:00:00`,
        tEndDate: `${day(end)} 18:00:00`,
        cContent: '提交方案',
      })
    ).cProjectTaskId;
  const teamHandIn = (taskId: string) =>
    student.AddProjectTeamTask({
      cProjectInfoId: projectId,
      cProjectTaskId: taskId,
      cProjectTeamId: teamId,
      cContent: '团队方案说明',
    });

  it('is refused naming the deadline where the school takes no late work, and nothing is stored', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: false });
    const taskId = await projectTask(-2);
    await expectRefused(teamHandIn(taskId), 409, `已超过提交截止时间（${day(-2)} 18:00），不能提交`);
    expect(await count('ProjectTeamTask', 'cProjectTaskId', taskId)).toBe(0);
  });

  it('is stored with its days late where the school takes late work, also when a member reworks it', async () => {
    await setLateWork(server, SCHOOL_1, { allowLate: true });
    const late = await teamHandIn(await projectTask(-5));
    expect(late.fLateDays).toBe(5);
    const taskId = await projectTask(3);
    const row = await teamHandIn(taskId);
    expect(row.fLateDays).toBe(0);
    await server.db.query('update "ProjectTask" set "tEndDate" = $2 where "cProjectTaskId" = $1', [
      taskId,
      `${day(-1)} 18:00:00`,
    ]);
    await setLateWork(server, SCHOOL_1, { allowLate: false });
    const rework = () =>
      student.EditProjectTeamTask({ cProjectTeamTaskId: row.cProjectTeamTaskId, cContent: '补充数据库设计' });
    const path = await uploadedPath(student, '方案.txt', SAMPLE_FILES.txt);
    const file = () =>
      student.EditProjectTeamTaskFile({ cProjectTeamTaskId: row.cProjectTeamTaskId, cFilePath: path });
    const refusal = `已超过提交截止时间（${day(-1)} 18:00），不能提交`;
    await expectRefused(rework(), 409, refusal);
    await expectRefused(file(), 409, refusal);
    expect(
      await rowOf(server, 'ProjectTeamTask', 'cProjectTeamTaskId', row.cProjectTeamTaskId),
    ).toMatchObject({
      cContent: '团队方案说明',
      fLateDays: 0,
    });
    await setLateWork(server, SCHOOL_1, { allowLate: true });
    expect((await rework()).fLateDays).toBe(1);
    await file();
    expect(
      await rowOf(server, 'ProjectTeamTask', 'cProjectTeamTaskId', row.cProjectTeamTaskId),
    ).toMatchObject({
      cFilePath: path,
      fLateDays: 1,
    });
  });
});
