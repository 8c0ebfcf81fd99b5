import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COURSE_OWNERS_ONLY } from '../../../auth/scope.js';
import { demoId, otherSchool } from '../../../seed/demo.js';
import {
  day,
  expectRefused,
  type Sdk,
  signIn,
  startTestServer,
  type TestServer,
  userId,
} from './test-kit.js';

/*
 * A practice course's own rules on Add and Edit: the schools a multi-school course is open to, and who may be
 * its responsible teacher.
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let server: TestServer;
let teacher: Sdk;
let school: Sdk;
const SCHOOL_1 = demoId('School', 1);
type CourseInput = Parameters<Sdk['AddPracticeInfo']>[0];

const course = (o: Partial<CourseInput>, by = teacher) =>
  by.AddPracticeInfo({
    fSchoolId: SCHOOL_1,
    cPracticeName: `开放范围测试${Math.random().toString(36).slice(2, 6)}`,
    fPracticeType: 2,
    fEvaluationType: 1,
    tStartDate: day(10),
    tEndDate: day(60),
    ...o,
  } as CourseInput);

beforeAll(async () => {
  server = await startTestServer();
  [teacher, school] = await Promise.all([signIn(server, 'teacher'), signIn(server, 'school')]);
});

afterAll(() => server?.close());

describe('a practice course', () => {
  it('offers a teacher every school of the platform for a multi-school course', async () => {
    const page = await teacher.PracticeInfo_GetSchoolPageList({ pageNumber: -1, pageSize: 10 });
    expect(page.List.map((s) => s.id)).toEqual(expect.arrayContaining([SCHOOL_1, otherSchool.fSchoolId]));
  });

  it('open to several schools names at least one other existing school', async () => {
    await expectRefused(course({ fPracticeType: 3 }), 400, '请选择开放学校');
    await expectRefused(
      course({ fPracticeType: 3, cOpenSchoolIds: JSON.stringify([SCHOOL_1]) }),
      400,
      '请选择开放学校',
    );
    await expectRefused(
      course({ fPracticeType: 3, cOpenSchoolIds: JSON.stringify(['no-such-school']) }),
      400,
      '开放学校不存在或已被删除',
    );
    await expectRefused(course({ fPracticeType: 3, cOpenSchoolIds: '{not json' }), 400, '开放学校格式不正确');
    const open = await course({ fPracticeType: 3, cOpenSchoolIds: JSON.stringify([otherSchool.fSchoolId]) });
    expect(JSON.parse(String(open.cOpenSchoolIds))).toEqual([otherSchool.fSchoolId]);
    // Made a one-school course, it keeps no list.
    const edited = await teacher.EditPracticeInfo({
      cPracticeInfoId: open.cPracticeInfoId,
      fPracticeType: 2,
    });
    expect(edited.cOpenSchoolIds ?? null).toBeNull();
  });

  it('has a teacher of its own school as the responsible teacher', async () => {
    const me = await userId(server, 'teacher');
    const own = await course({ fTeacherUserId: me.id });
    expect(own.fTeacherUserId).toBe(me.id);
    const student = await userId(server, 'student');
    await expectRefused(course({ fTeacherUserId: student.id }), 400, '负责教师须为本校教师');
  });
});

describe('who changes a practice course (issue 24)', () => {
  it('its responsible teacher, who did not create it, manages its students but not the course', async () => {
    const me = await userId(server, 'teacher');
    const made = await course({ cPracticeName: '学校开设的实践课程', fTeacherUserId: me.id }, school);
    const id = made.cPracticeInfoId;
    const read = () => school.GetPracticeInfoModel({ cPracticeInfoId: id });
    const before = await read();
    await expectRefused(
      teacher.EditPracticeInfo({ cPracticeInfoId: id, cPracticeName: '导师改名' }),
      403,
      COURSE_OWNERS_ONLY,
    );
    await expectRefused(teacher.DeletePracticeInfoIDS({ ids: [id] }), 403, COURSE_OWNERS_ONLY);
    expect(await read()).toEqual(before);
    const student = await userId(server, 'student');
    const added = await teacher.AddPracticeStudent({ cPracticeInfoId: id, fStudentUserId: student.id });
    await teacher.DeletePracticeStudentIDS({ ids: [added.cPracticeStudentId] });
    // Its creator (the school admin) may.
    await school.EditPracticeInfo({ cPracticeInfoId: id, cPracticeName: '学校开设的实践课程（修订）' });
    await school.DeletePracticeInfoIDS({ ids: [id] });
  });
});
