import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { SERVER_ID } from '../../../db/ids.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * Course students and tutors. Demo course 1 (school 1): 14 students in classes 1 (8) and 2 (6); student 1 is
 * the `student` account; tutor 1 is `teacher` (张文博), tutor 4 is the enterprise `tutor` (杨帆), bound to
 * students 1, 2, 3 and 9. Course 2 is another course of school 1; course 5 belongs to school 2. (Seed
 * ordinals: the ids are demoId(entity, ordinal).)
 */
const COURSE = (n: number) => demoId('InternshipInfo', n);
const STUDENT = (n: number) => demoId('InternshipStudent', n);
const TUTOR = (n: number) => demoId('InternshipTutor', n);
const CLASS = (n: number) => demoId('Class', n);
const students = (...ns: number[]) => ns.map(STUDENT).sort();

let server: TestServer;
let admin: Client;
let teacher: Client;
let tutor: Client;
let student: Client;

beforeAll(async () => {
  server = await startTestServer();
  [admin, teacher, tutor, student] = await signInAs(server, 'admin', 'teacher', 'tutor', 'student');
}, 180_000);
afterAll(() => server?.close());

const roster = async (courseId = COURSE(1)) =>
  (await admin.GetInternshipStudentPageList({ fInternshipInfoId: courseId, pageSize: 500 })).List;
const newcomer = (mobile: string, extra: Record<string, unknown> = {}) => ({
  fInternshipInfoId: COURSE(1),
  fClassId: CLASS(1),
  cRealName: '新同学',
  cNumber: `99${mobile.slice(-6)}`,
  cMobile: mobile,
  ...extra,
});

describe('InternshipStudent_AddInternshipStudent', () => {
  it('adds the student with a new account linked by mobile', async () => {
    const row = await teacher.InternshipStudent_AddInternshipStudent(newcomer('13800001111'));
    expect(row).toMatchObject({
      fInternshipInfoId: COURSE(1),
      cClassName: '软件技术2201班',
      cRealName: '新同学',
    });
    expect(row.fUserId).toMatch(SERVER_ID);
    const account = await admin.GetAppUserModel({ fAppUserId: row.fUserId as string });
    expect(account).toMatchObject({
      cMobile: '13800001111',
      fSchoolId: demoId('School', 1),
      cRealName: '新同学',
    });
    // The school roster has them too, so the next mobile check finds them with their class.
    expect(await teacher.InternshipStudent_GetStudentModelByMobile({ cMobile: '13800001111' })).toMatchObject(
      {
        cRealName: '新同学',
        fAppDepartmentId: CLASS(1),
      },
    );
  });

  it.each([
    ['the same mobile', '13800001111'],
    ['the same mobile with +86', '+8613800001111'],
    ['the same mobile with 0086', '008613800001111'],
  ])('refuses %s in the same course and adds nothing', async (_case, mobile) => {
    const before = (await roster()).length;
    await expectRefused(
      teacher.InternshipStudent_AddInternshipStudent(newcomer(mobile)),
      409,
      '不能重复添加',
    );
    expect((await roster()).length).toBe(before);
  });

  it('refuses an existing student already in the course under another mobile form', async () => {
    const [me] = await roster();
    const before = (await roster()).length;
    await expectRefused(
      teacher.InternshipStudent_AddInternshipStudent(newcomer(`+86${me?.cMobile}`, { cRealName: '重复' })),
      409,
      '不能重复添加',
    );
    expect((await roster()).length).toBe(before);
  });

  it("refuses a class of another school, and a course the teacher doesn't tutor", async () => {
    const before = (await roster()).length;
    await expectRefused(
      teacher.InternshipStudent_AddInternshipStudent(newcomer('13800002222', { fClassId: CLASS(6) })),
      409,
      '所选班级不属于该实习课程所在学校',
    );
    expect((await roster()).length).toBe(before);
    await expectRefused(
      teacher.InternshipStudent_AddInternshipStudent(
        newcomer('13800002222', { fInternshipInfoId: COURSE(5), fClassId: CLASS(6) }),
      ),
      403,
    );
    expect((await roster(COURSE(5))).some((s) => s.cMobile === '13800002222')).toBe(false);
  });
});

describe('look-ups of the person and assignment dialogs', () => {
  it('the mobile check answers number, name and class; null for nobody; null outside the school', async () => {
    const me = (await roster()).find((s) => s.fInternshipStudentId === STUDENT(1));
    expect(
      await teacher.InternshipStudent_GetStudentModelByMobile({ cMobile: String(me?.cMobile) }),
    ).toMatchObject({
      cRealName: '刘子涵',
      cNumber: me?.cNumber,
      fAppDepartmentId: CLASS(1),
    });
    expect(await teacher.InternshipStudent_GetStudentModelByMobile({ cMobile: '13900000000' })).toBeNull();
    const other = (await roster(COURSE(5)))[0];
    expect(
      await teacher.InternshipStudent_GetStudentModelByMobile({ cMobile: String(other?.cMobile) }),
    ).toBeNull();
  });

  it('the class list has the classes with students in the course (pageNumber -1: all)', async () => {
    const page = await teacher.InternshipStudent_GetInternshipStudentClassList({
      fInternshipInfoId: COURSE(1),
    });
    expect(page.List.map((c) => [c.id, c.cDepartName])).toEqual([
      [CLASS(1), '软件技术2201班'],
      [CLASS(2), '软件技术2202班'],
    ]);
  });

  it("the class's students say which are bound to the tutor", async () => {
    const page = await teacher.InternshipStudent_GetVisibleInternshipStudentPageListInClassByTutorId({
      fInternshipInfoId: COURSE(1),
      fClassId: CLASS(1),
      fInternshipTutorId: TUTOR(4),
    });
    const bound = page.List.filter((s) => s.fIsBind === 1).map((s) => s.fInternshipStudentId);
    expect(bound.sort()).toEqual(students(1, 2, 3));
    expect(page.List.every((s) => s.fInternshipStudentId && s.cRealName)).toBe(true);
  });

  it('an enterprise tutor sees only the students bound to them', async () => {
    const page = await tutor.GetInternshipStudentPageList({ fInternshipInfoId: COURSE(1), pageSize: 100 });
    expect(page.List.map((s) => s.fInternshipStudentId).sort()).toEqual(students(1, 2, 3, 9));
  });

  it("lists show each student's tutors by kind", async () => {
    const me = await student.GetInternshipStudentModel({ fInternshipStudentId: STUDENT(1) });
    expect(me).toMatchObject({ cTeacherTutorName: '张文博', cCompanyTutorName: '杨帆' });
  });

  it("the teacher search finds the caller's school's teachers by name", async () => {
    const page = await teacher.InternshipTutor_GetTeacherListByRealName({ cRealName: '张' });
    expect(page.List.map((t) => t.cRealName)).toEqual(['张文博']);
    expect(page.List[0]?.fUserId).toMatch(SERVER_ID);
  });
});

describe('binding students to tutors', () => {
  const countOf = async (tutorId: string) =>
    (await admin.GetInternshipTutorModel({ fInternshipTutorId: tutorId })).fStudentCount;
  const bindings = async () =>
    (await admin.GetInternshipTutorStudentPageList({ fInternshipTutorId: TUTOR(4), pageSize: 500 }))
      .TotalCount;

  it('refuses a student of another course, binding nobody', async () => {
    const before = await bindings();
    const otherCourse = (await roster(COURSE(2)))[0]?.fInternshipStudentId as string;
    const body = { fInternshipTutorId: TUTOR(4), InternshipStudentIds: [STUDENT(5), otherCourse] };
    await expectRefused(
      admin.InternshipTutorStudent_AddInternshipTutorStudentList(body),
      409,
      '所选学生与导师不在同一实习课程',
    );
    // The teacher does not tutor course 2: that student is not theirs to see at all.
    await expectRefused(teacher.InternshipTutorStudent_AddInternshipTutorStudentList(body), 403);
    expect(await bindings()).toBe(before);
  });

  it('adds bindings (twice is once) and keeps the count', async () => {
    expect(await countOf(TUTOR(4))).toBe(4);
    await teacher.InternshipTutorStudent_AddInternshipTutorStudentList({
      fInternshipTutorId: TUTOR(4),
      InternshipStudentIds: [STUDENT(5), STUDENT(6)],
    });
    await teacher.InternshipTutorStudent_AddInternshipTutorStudentList({
      fInternshipTutorId: TUTOR(4),
      InternshipStudentIds: [STUDENT(5)],
    });
    expect(await countOf(TUTOR(4))).toBe(6);
    expect(await bindings()).toBe(6);
    // Adding never unbinds: the dialog works a class at a time.
    const tutored = await tutor.GetInternshipStudentPageList({ fInternshipInfoId: COURSE(1), pageSize: 100 });
    expect(tutored.List.map((s) => s.fInternshipStudentId).sort()).toEqual(students(1, 2, 3, 5, 6, 9));
  });

  it('the standard add refuses a pair bound already; delete recounts', async () => {
    await expectRefused(
      admin.AddInternshipTutorStudent({
        fInternshipInfoId: COURSE(1),
        fInternshipTutorId: TUTOR(4),
        fInternshipStudentId: STUDENT(5),
      }),
      409,
      '该学生已分配给该导师',
    );
    const rows = await admin.GetInternshipTutorStudentPageList({
      fInternshipTutorId: TUTOR(4),
      fInternshipStudentId: STUDENT(6),
    });
    await admin.DeleteInternshipTutorStudentIDS({ ids: rows.List.map((r) => r.fInternshipTutorStudentId) });
    expect(await countOf(TUTOR(4))).toBe(5);
  });

  it('a student adds their own enterprise tutor and is bound to them, and only themself', async () => {
    const tutors = async () =>
      (await admin.GetInternshipTutorPageList({ fInternshipInfoId: COURSE(1), pageSize: 100 })).TotalCount;
    const before = await tutors();
    await expectRefused(
      student.AddCompanyTutorBindStudent({
        fInternshipInfoId: COURSE(1),
        cRealName: '周企业',
        cMobile: '13700003333',
        InternshipStudentIds: [STUDENT(2)],
      }),
      403,
      '学生只能为自己添加企业导师',
    );
    expect(await tutors()).toBe(before);
    const row = await student.AddCompanyTutorBindStudent({
      fInternshipInfoId: COURSE(1),
      cRealName: '周企业',
      cMobile: '13700003333',
      cCompanyName: '上海汇智软件科技有限公司',
    });
    expect(row).toMatchObject({ fType: 2, fStudentCount: 1, cRealName: '周企业' });
    expect(row.fUserId).toMatch(SERVER_ID);
    expect(
      (await student.GetInternshipStudentModel({ fInternshipStudentId: STUDENT(1) })).cCompanyTutorName,
    ).toBe('杨帆、周企业');
  });

  it('a tutor joins a course once (by mobile)', async () => {
    const existing = await admin.GetInternshipTutorModel({ fInternshipTutorId: TUTOR(1) });
    await expectRefused(
      admin.AddInternshipTutor({
        fInternshipInfoId: COURSE(1),
        fType: 1,
        cRealName: existing.cRealName,
        cMobile: existing.cMobile,
      }),
      409,
      '该导师已在本实习课程中',
    );
  });
});
