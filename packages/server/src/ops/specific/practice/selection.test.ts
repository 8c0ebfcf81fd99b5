import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
 * Course selection (SPEC §4 "Practice registration: register and cancel"), through HTTP with the SDK: who
 * may select which course, when, how often, against how many seats, and that fStudentCount follows.
 */

// A real server per file; sign-ins hash passwords and imports parse in a worker, slow when suites share the CPU.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let server: TestServer;
let admin: Sdk;
let teacher: Sdk;
let student: Sdk;
let students: { id: string; userName: string }[];
/** A teacher of each school by school id: a course's responsible teacher teaches at its school. */
const teacherOf = new Map<string, string>();
/** Signed in once: each sign-in hashes a password, too slow to repeat inside a test under load. */
const clients: Sdk[] = [];

type CourseInput = Parameters<Sdk['AddPracticeInfo']>[0];

const [SCHOOL_1, SCHOOL_2, SCHOOL_3] = [1, 2, 3].map((n) => demoId('School', n)) as [string, string, string];

/** A course of the teacher's school (华东理工, school 1) unless told otherwise, approved unless told otherwise. */
async function course(o: Partial<CourseInput> & { approve?: boolean } = {}): Promise<string> {
  const { approve = true, ...fields } = o;
  const school = fields.fSchoolId ?? SCHOOL_1;
  const row = await admin.AddPracticeInfo({
    fSchoolId: SCHOOL_1,
    cPracticeName: `选课测试课程${Math.random().toString(36).slice(2, 7)}`,
    fPracticeType: 2,
    fEvaluationType: 1,
    tStartDate: day(30),
    tEndDate: day(120),
    tSelectStartDate: day(-3),
    tSelectEndDate: day(7),
    fTeacherUserId: teacherOf.get(school),
    ...fields,
  } as CourseInput);
  if (approve) await admin.AuthPracticeInfoIDS({ ids: [row.cPracticeInfoId] });
  return row.cPracticeInfoId;
}

const seats = async (id: string) =>
  (await rowOf(server, 'PracticeInfo', 'cPracticeInfoId', id))?.fStudentCount ?? 0;
const selectionsOf = (id: string) =>
  server.db.query('select * from "PracticeStudent" where "cPracticeInfoId" = $1', [id]);

beforeAll(async () => {
  server = await startTestServer();
  [admin, teacher, student] = await Promise.all([
    signIn(server, 'admin'),
    signIn(server, 'teacher'),
    signIn(server, 'student'),
  ]);
  students = await studentsOf(server, SCHOOL_1);
  teacherOf.set(SCHOOL_1, (await userId(server, 'teacher')).id);
  const [other] = await server.db.query(
    `select u."fAppUserId" from "AppUser" u join app_role_user ru on ru.user_id = u."fAppUserId"
       join "AppRole" r on r."fAppRoleId" = ru.role_id where r."cRoleCode" = 'teacher' and u."fSchoolId" = $1 limit 1`,
    [SCHOOL_2],
  );
  teacherOf.set(SCHOOL_2, String(other?.fAppUserId));
  clients.push(...(await Promise.all(students.slice(1, 14).map((s) => signIn(server, s.userName)))));
}, 120_000);
afterAll(() => server?.close());

describe('RegisterPracticeStudent', () => {
  it('selects an open course once, pending review, and counts the seat', async () => {
    const id = await course({ fMaxStudent: 5 });
    const row = await student.RegisterPracticeStudent({
      cPracticeInfoId: id,
      cSelectReason: '对前端开发感兴趣',
    });
    expect(row).toMatchObject({
      cPracticeInfoId: id,
      fStatus: 0,
      fRegistrationStatus: 1,
      cSelectReason: '对前端开发感兴趣',
    });
    expect(row.cRealName).toBeTruthy();
    expect(await seats(id)).toBe(1);
    await expectRefused(
      student.RegisterPracticeStudent({ cPracticeInfoId: id }),
      409,
      '你已报名该课程，请勿重复报名',
    );
    expect(await selectionsOf(id)).toHaveLength(1);
    expect(await seats(id)).toBe(1);
  });

  it.each([
    ['an unapproved course', { approve: false }, 409, '该课程未审核通过，暂不能选课'],
    ['before the window opens', { tSelectStartDate: day(2) }, 409, '选课尚未开始'],
    ['after the window closes', { tSelectStartDate: day(-9), tSelectEndDate: day(-1) }, 409, '选课已截止'],
    ['another school’s own course', { fSchoolId: SCHOOL_2 }, 403, '该课程未向你所在的学校开放'],
    [
      'a multi-school course not listing the school',
      { fSchoolId: SCHOOL_2, fPracticeType: 3, cOpenSchoolIds: JSON.stringify([SCHOOL_2, SCHOOL_3]) },
      403,
      '该课程未向你所在的学校开放',
    ],
  ] as const)('refuses %s and changes nothing', async (_, o, code, message) => {
    const id = await course(o as Partial<CourseInput>);
    await expectRefused(student.RegisterPracticeStudent({ cPracticeInfoId: id }), code, message);
    expect(await selectionsOf(id)).toHaveLength(0);
    expect(await seats(id)).toBe(0);
  });

  it('lets a student select whole-platform and listed multi-school courses of other schools, and lists them', async () => {
    const platform = await course({ fSchoolId: SCHOOL_2, fPracticeType: 1 });
    const listed = await course({
      fSchoolId: SCHOOL_2,
      fPracticeType: 3,
      cOpenSchoolIds: JSON.stringify([SCHOOL_2, SCHOOL_1]),
    });
    const hidden = await course({ fSchoolId: SCHOOL_2, fPracticeType: 2 });
    const page = await student.GetPracticeInfoPageList({ pageNumber: 1, pageSize: 999999 });
    const ids = page.List.map((r) => r.cPracticeInfoId);
    expect(ids).toEqual(expect.arrayContaining([platform, listed]));
    expect(ids).not.toContain(hidden);
    await student.RegisterPracticeStudent({ cPracticeInfoId: platform });
    await student.RegisterPracticeStudent({ cPracticeInfoId: listed });
    expect(await seats(platform)).toBe(1);
    expect((await student.GetPracticeInfoModel({ cPracticeInfoId: listed })).cPracticeInfoId).toBe(listed);
  });

  it('gives a 3-seat course to exactly 3 of 10 students registering at once', async () => {
    const id = await course({ fMaxStudent: 3 });
    const ten = clients.slice(0, 10);
    const results = await Promise.allSettled(
      ten.map((c) => c.RegisterPracticeStudent({ cPracticeInfoId: id })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.flatMap((r) =>
      r.status === 'rejected' ? [r.reason as { detail?: string }] : [],
    );
    expect(refusals.map((e) => e.detail)).toEqual(Array(7).fill('选课人数已满'));
    expect(await selectionsOf(id)).toHaveLength(3);
    expect(await seats(id)).toBe(3);
  });
});

describe('CancelRegisterPracticeStudent', () => {
  it('withdraws a pending selection and frees the seat', async () => {
    const id = await course({ fMaxStudent: 1 });
    await student.RegisterPracticeStudent({ cPracticeInfoId: id });
    await student.CancelRegisterPracticeStudent({ cPracticeInfoId: id });
    expect(await selectionsOf(id)).toHaveLength(0);
    expect(await seats(id)).toBe(0);
    await expectRefused(
      student.CancelRegisterPracticeStudent({ cPracticeInfoId: id }),
      404,
      '你尚未报名该课程',
    );
  });

  it('refuses to withdraw an approved selection', async () => {
    const id = await course();
    const row = await student.RegisterPracticeStudent({ cPracticeInfoId: id });
    await teacher.AuthPracticeStudentIDS({ ids: [row.cPracticeStudentId] });
    await expectRefused(
      student.CancelRegisterPracticeStudent({ cPracticeInfoId: id }),
      409,
      '选课已审核通过，不能取消报名',
    );
    expect((await selectionsOf(id))[0]).toMatchObject({ fStatus: 1 });
    expect(await seats(id)).toBe(1);
  });

  it('lets a rejected student withdraw and select again', async () => {
    const id = await course();
    const row = await student.RegisterPracticeStudent({ cPracticeInfoId: id });
    await teacher.UnAuthPracticeStudentIDS({ ids: [row.cPracticeStudentId] });
    await expectRefused(student.RegisterPracticeStudent({ cPracticeInfoId: id }), 409, /未通过审核/);
    await student.CancelRegisterPracticeStudent({ cPracticeInfoId: id });
    await student.RegisterPracticeStudent({ cPracticeInfoId: id });
    expect(await seats(id)).toBe(1);
  });
});

describe('the staff side keeps fStudentCount in step', () => {
  it('rejecting frees a seat; approving it back on a full course is refused and changes nothing', async () => {
    const id = await course({ fMaxStudent: 2 });
    const [a, b, c] = clients.slice(10, 13);
    const first = await (a as Sdk).RegisterPracticeStudent({ cPracticeInfoId: id });
    await (b as Sdk).RegisterPracticeStudent({ cPracticeInfoId: id });
    await teacher.UnAuthPracticeStudentIDS({ ids: [first.cPracticeStudentId] });
    expect(await seats(id)).toBe(1);
    await (c as Sdk).RegisterPracticeStudent({ cPracticeInfoId: id });
    expect(await seats(id)).toBe(2);
    await expectRefused(teacher.AuthPracticeStudentIDS({ ids: [first.cPracticeStudentId] }), 409, /名额已满/);
    expect(
      await rowOf(server, 'PracticeStudent', 'cPracticeStudentId', first.cPracticeStudentId),
    ).toMatchObject({
      fStatus: 2,
    });
    expect(await seats(id)).toBe(2);
  });

  it('adds a student directly as approved, once, and deletes with the count following', async () => {
    const id = await course({ fMaxStudent: 10 });
    const target = students[20] as { id: string };
    const added = await teacher.AddPracticeStudent({ cPracticeInfoId: id, fStudentUserId: target.id });
    expect(added).toMatchObject({ fStatus: 1, fSchoolId: SCHOOL_1 });
    expect(await seats(id)).toBe(1);
    await expectRefused(
      teacher.AddPracticeStudent({ cPracticeInfoId: id, fStudentUserId: target.id }),
      409,
      '该学生已在课程名单中',
    );
    await expectRefused(
      teacher.EditPracticeStudent({
        cPracticeStudentId: added.cPracticeStudentId,
        fStudentUserId: students[21]?.id,
      }),
      409,
    );
    await teacher.DeletePracticeStudentIDS({ ids: [added.cPracticeStudentId] });
    expect(await seats(id)).toBe(0);
  });

  it('is the course’s staff’s: a student cannot add or review selections', async () => {
    const id = await course();
    await expectRefused(
      student.AddPracticeStudent({ cPracticeInfoId: id, fStudentUserId: students[0]?.id as string }),
      403,
    );
  });
});

describe('FinishPracticeInfoIDS', () => {
  it('ends an approved course once and closes selection', async () => {
    const id = await course();
    await teacher.FinishPracticeInfoIDS({ ids: [id] });
    expect(await rowOf(server, 'PracticeInfo', 'cPracticeInfoId', id)).toMatchObject({ fPracticeStatus: 3 });
    await expectRefused(teacher.FinishPracticeInfoIDS({ ids: [id] }), 409, /已结束$/);
    await expectRefused(
      student.RegisterPracticeStudent({ cPracticeInfoId: id }),
      409,
      '该课程已结束，不能选课',
    );
  });

  it('refuses a selection holding an unapproved course and finishes none of it', async () => {
    const approved = await course();
    const draft = await course({ approve: false, cPracticeName: '未审核的课程' });
    await expectRefused(
      admin.FinishPracticeInfoIDS({ ids: [approved, draft] }),
      409,
      '课程「未审核的课程」未审核通过，不能结束',
    );
    expect((await rowOf(server, 'PracticeInfo', 'cPracticeInfoId', approved))?.fPracticeStatus).not.toBe(3);
  });
});
