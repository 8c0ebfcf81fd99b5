import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLateWork } from '../../../../test/late-work.js';
import { demoId } from '../../../seed/demo.js';
import {
  day,
  expectRefused,
  rowOf,
  type Sdk,
  signIn,
  startTestServer,
  studentsOf,
  type TestServer,
  userId,
} from './test-kit.js';

/*
 * A practice task's hand-in (SPEC 2.3 task-list): the rules hold on the server whatever the form sends.
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let server: TestServer;
let admin: Sdk;
let student: Sdk;
let other: Sdk;
let courseId: string;
let selectionId: string;
let otherSelectionId: string;
const SCHOOL_1 = demoId('School', 1);

async function task(start: number, end: number, name = `任务${Math.random().toString(36).slice(2, 6)}`) {
  const row = await admin.AddPracticeTask({
    cPracticeInfoId: courseId,
    cTaskName: name,
    tStartDate: `${day(start)} 00:00:00`,
    tEndDate: `${day(end)} 23:00:00`,
    cContent: '按要求提交',
  });
  return row.cPracticeTaskId;
}

const handIn = (sdk: Sdk, taskId: string, o: Record<string, unknown> = {}) =>
  sdk.AddPracticeStudentTask({
    cPracticeInfoId: courseId,
    cPracticeTaskId: taskId,
    cPracticeStudentId: selectionId,
    cContent: '本周完成了需求调研',
    ...o,
  });

beforeAll(async () => {
  server = await startTestServer();
  // This file's school takes no late work (late-hand-ins.test.ts has the school that does).
  await setLateWork(server, SCHOOL_1, { allowLate: false });
  admin = await signIn(server, 'school');
  student = await signIn(server, 'student');
  const [, second] = await studentsOf(server, SCHOOL_1);
  if (!second) throw new Error('the demo has one student in school 1');
  other = await signIn(server, second.userName);
  const teacher = await userId(server, 'teacher');
  const course = await admin.AddPracticeInfo({
    fSchoolId: SCHOOL_1,
    cPracticeName: '提交规则测试课程',
    fPracticeType: 2,
    fEvaluationType: 1,
    fTeacherUserId: teacher.id,
    tStartDate: day(-10),
    tEndDate: day(90),
  } as Parameters<Sdk['AddPracticeInfo']>[0]);
  courseId = course.cPracticeInfoId;
  await admin.AuthPracticeInfoIDS({ ids: [courseId] });
  const me = await userId(server, 'student');
  selectionId = (await admin.AddPracticeStudent({ cPracticeInfoId: courseId, fStudentUserId: me.id }))
    .cPracticeStudentId;
  otherSelectionId = (
    await admin.AddPracticeStudent({ cPracticeInfoId: courseId, fStudentUserId: second.id })
  ).cPracticeStudentId;
});

afterAll(() => server?.close());

describe('a practice hand-in', () => {
  it('is stamped with its time, pending review, and taken once per task', async () => {
    const taskId = await task(-1, 3);
    const row = await handIn(student, taskId);
    expect(row.tSubmitDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.fStatus).toBe(0);
    await expectRefused(handIn(student, taskId, { cContent: '再交一次' }), 409, /请勿重复提交/);
    const count = await server.db.query(
      'select count(*)::int as n from "PracticeStudentTask" where "cPracticeTaskId" = $1',
      [taskId],
    );
    expect(count[0]?.n).toBe(1);
  });

  it('needs text or a file', async () => {
    const taskId = await task(-1, 3);
    await expectRefused(handIn(student, taskId, { cContent: '   ' }), 400, '请填写提交内容或上传附件');
  });

  it('is refused before the task opens and after its deadline', async () => {
    await expectRefused(handIn(student, await task(2, 5)), 409, '任务尚未开始，不能提交');
    await expectRefused(
      handIn(student, await task(-5, -1)),
      409,
      `已超过提交截止时间（${day(-1)} 23:00），不能提交`,
    );
  });

  it('is refused on another student’s selection and on a selection not yet approved', async () => {
    const taskId = await task(-1, 3);
    await expectRefused(handIn(student, taskId, { cPracticeStudentId: otherSelectionId }), 403);
    await server.db.query('update "PracticeStudent" set "fStatus" = 0 where "cPracticeStudentId" = $1', [
      otherSelectionId,
    ]);
    await expectRefused(
      handIn(other, taskId, { cPracticeStudentId: otherSelectionId }),
      409,
      '选课尚未审核通过，不能提交任务',
    );
    await server.db.query('update "PracticeStudent" set "fStatus" = 1 where "cPracticeStudentId" = $1', [
      otherSelectionId,
    ]);
  });

  it('changed by the student goes back to review, and an approved one stays as it is', async () => {
    const taskId = await task(-1, 3);
    const row = await handIn(student, taskId);
    await server.db.query(
      `update "PracticeStudentTask" set "fStatus" = 2, "tSubmitDate" = '2020-01-01 00:00:00'
        where "cPracticeStudentTaskId" = $1`,
      [row.cPracticeStudentTaskId],
    );
    const changed = await student.EditPracticeStudentTask({
      cPracticeStudentTaskId: row.cPracticeStudentTaskId,
      cContent: '按评语修改后重新提交',
    });
    expect(changed.fStatus).toBe(0);
    expect(changed.tSubmitDate).not.toBe('2020-01-01 00:00:00');
    await expectRefused(
      student.EditPracticeStudentTask({ cPracticeStudentTaskId: row.cPracticeStudentTaskId, cContent: '' }),
      400,
      '请填写提交内容或上传附件',
    );
    await expectRefused(
      student.EditPracticeStudentTask({
        cPracticeStudentTaskId: row.cPracticeStudentTaskId,
        cPracticeTaskId: await task(-1, 3),
      }),
      409,
    );
    await admin.AuthPracticeStudentTaskIDS({ ids: [row.cPracticeStudentTaskId] });
    await expectRefused(
      student.EditPracticeStudentTask({ cPracticeStudentTaskId: row.cPracticeStudentTaskId, cContent: '改' }),
      409,
      '任务已审核通过，不能修改',
    );
    const stored = await rowOf(
      server,
      'PracticeStudentTask',
      'cPracticeStudentTaskId',
      row.cPracticeStudentTaskId,
    );
    expect(stored?.cContent).toBe('按评语修改后重新提交');
  });

  it('cannot be changed by the student after the deadline', async () => {
    const taskId = await task(-1, 3);
    const row = await handIn(student, taskId);
    await server.db.query(`update "PracticeTask" set "tEndDate" = $2 where "cPracticeTaskId" = $1`, [
      taskId,
      `${day(-1)} 23:00:00`,
    ]);
    await expectRefused(
      student.EditPracticeStudentTask({
        cPracticeStudentTaskId: row.cPracticeStudentTaskId,
        cContent: '迟交',
      }),
      409,
      `已超过提交截止时间（${day(-1)} 23:00），不能提交`,
    );
    expect(
      (await rowOf(server, 'PracticeStudentTask', 'cPracticeStudentTaskId', row.cPracticeStudentTaskId))
        ?.cContent,
    ).toBe(row.cContent);
  });
});
