import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { COURSE_OWNERS_ONLY } from '../../../auth/scope.js';
import { COURSES } from '../../../seed/demo/internship-courses.js';
import { CLASSES, classNamed } from '../../../seed/demo/schools.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * Courses: the school rule, closing and recovering, and what a closed course still takes. Demo data (seed
 * ordinals): school 1 (华东理工) with course 1 tutored by `teacher`; school 2's course 5.
 */
const SCHOOL_1 = demoId('School', 1);
const COURSE = (n: number) => demoId('InternshipInfo', n);
const BATCH = (n: number) => demoId('TemplateBatchInfo', n);

let server: TestServer;
let admin: Client;
let school: Client;
let teacher: Client;
let student: Client;

beforeAll(async () => {
  server = await startTestServer();
  [admin, school, teacher, student] = await signInAs(server, 'admin', 'school', 'teacher', 'student');
}, 180_000);
afterAll(() => server?.close());

const course = (extra: Record<string, unknown> = {}) => ({
  fSchoolId: SCHOOL_1,
  cInternshipName: '测试实习课程',
  tStartDate: '2025-01-06',
  tEndDate: '2026-12-31',
  ...extra,
});
const courseCount = async () => (await admin.GetInternshipInfoPageList({ pageSize: 1 })).TotalCount;

describe('adding a course needs a school (SPEC §5)', () => {
  it.each([
    ['platform admin', () => admin],
    ['school admin', () => school],
  ])('%s: the 全部学校 choice (0) is refused and nothing is added', async (_who, client) => {
    const before = await courseCount();
    await expectRefused(client().AddInternshipInfo(course({ fSchoolId: '0' })), 409, '请先选择学校');
    expect(await courseCount()).toBe(before);
  });

  it('a chosen school is accepted', async () => {
    const row = await admin.AddInternshipInfo(course({ cInternshipName: '有学校的课程' }));
    expect(row).toMatchObject({ fSchoolId: SCHOOL_1, cSchoolName: '华东理工职业技术学院', fStatus: 1 });
  });

  it("another school's template batch is refused", async () => {
    const before = await courseCount();
    await expectRefused(
      admin.AddInternshipInfo(course({ fTemplateBatchInfoId: BATCH(4) })),
      409,
      '所选模板批次不属于该学校',
    );
    expect(await courseCount()).toBe(before);
  });

  it('the platform batch (no school) may be used by any school', async () => {
    const row = await admin.AddInternshipInfo(course({ fTemplateBatchInfoId: BATCH(1) }));
    expect(row.fTemplateBatchInfoId).toBe(BATCH(1));
  });
});

describe('who changes a course (issue 24)', () => {
  const read = (id: string) => admin.GetInternshipInfoModel({ fInternshipInfoId: id });

  it('its tutor, who did not create it, may neither edit nor delete it; nothing changes', async () => {
    const before = await read(COURSE(1));
    await expectRefused(
      teacher.EditInternshipInfo({ fInternshipInfoId: COURSE(1), cInternshipName: '导师改名' }),
      403,
      COURSE_OWNERS_ONLY,
    );
    await expectRefused(teacher.DeleteInternshipInfoIDS({ ids: [COURSE(1)] }), 403, COURSE_OWNERS_ONLY);
    expect(await read(COURSE(1))).toEqual(before);
    // The tutor still reads the course; running it (closing, recovering) stays theirs.
    expect((await teacher.GetInternshipInfoModel({ fInternshipInfoId: COURSE(1) })).fInternshipInfoId).toBe(
      COURSE(1),
    );
  });

  it('its creator and the school admin may', async () => {
    const mine = await teacher.AddInternshipInfo(course({ cInternshipName: '导师自建课程' }));
    const id = mine.fInternshipInfoId;
    // The row names its creator, so the console offers 编辑 and 删除 on it to them (and the admins) alone.
    const teacherId = (
      await server.db.query('select "fAppUserId" from "AppUser" where "cUserName" = $1', ['teacher'])
    )[0]?.fAppUserId;
    expect((await read(id)).cCreateUserId).toBe(teacherId);
    expect((await read(COURSE(1))).cCreateUserId).not.toBe(teacherId);
    await teacher.EditInternshipInfo({ fInternshipInfoId: id, cInternshipName: '导师自建课程（修订）' });
    expect((await read(id)).cInternshipName).toBe('导师自建课程（修订）');
    const { cInternshipName } = await read(COURSE(1));
    await school.EditInternshipInfo({ fInternshipInfoId: COURSE(1), cInternshipName });
    await teacher.DeleteInternshipInfoIDS({ ids: [id] });
  });
});

describe('closing and recovering a course', () => {
  let courseId: string;
  let studentId: string;
  const diary = (title: string) => ({
    fInternshipInfoId: courseId,
    fInternshipStudentId: studentId,
    cDiaryName: title,
    tDiaryDate: '2026-04-10',
  });
  const diaryCount = async () =>
    (await student.GetInternshipDiaryPageList({ fInternshipInfoId: courseId, pageSize: 1 })).TotalCount;

  beforeAll(async () => {
    courseId = (await admin.AddInternshipInfo(course({ cInternshipName: '关闭测试课程' }))).fInternshipInfoId;
    // The demo student joins it: linked to their account by mobile.
    const me = await student.GetInternshipStudentModel({
      fInternshipStudentId: demoId('InternshipStudent', 1),
    });
    const added = await admin.InternshipStudent_AddInternshipStudent({
      fInternshipInfoId: courseId,
      fClassId: demoId('Class', 1),
      cRealName: me.cRealName,
      cNumber: me.cNumber,
      cMobile: me.cMobile,
    });
    studentId = added.fInternshipStudentId;
    expect(added.fUserId).toBe(me.fUserId);
  });

  it('a teacher who neither tutors nor created the course cannot close it, and it stays open', async () => {
    await expectRefused(teacher.CloseInternshipInfoIDS({ ids: [courseId] }), 403);
    expect((await admin.GetInternshipInfoModel({ fInternshipInfoId: courseId })).fInternshipStatus).not.toBe(
      2,
    );
  });

  it('a closed course takes no more diaries from its students; recovering reopens it', async () => {
    await student.AddInternshipDiary(diary('关闭前的日志'));
    await admin.CloseInternshipInfoIDS({ ids: [courseId] });
    expect((await admin.GetInternshipInfoModel({ fInternshipInfoId: courseId })).fInternshipStatus).toBe(2);

    const before = await diaryCount();
    await expectRefused(student.AddInternshipDiary(diary('关闭后的日志')), 409, '该实习课程已结束');
    expect(await diaryCount()).toBe(before);

    await admin.RecoverInternshipInfoIDS({ ids: [courseId] });
    // The start date has passed: the course is back in its internship stage.
    expect((await admin.GetInternshipInfoModel({ fInternshipInfoId: courseId })).fInternshipStatus).toBe(1);
    await student.AddInternshipDiary(diary('恢复后的日志'));
    expect(await diaryCount()).toBe(before + 1);
  });

  it('recovering a course that was never closed leaves its stage alone', async () => {
    const id = (await admin.AddInternshipInfo(course({ tStartDate: '2099-01-01', tEndDate: '2099-06-30' })))
      .fInternshipInfoId;
    await admin.RecoverInternshipInfoIDS({ ids: [id] });
    expect((await admin.GetInternshipInfoModel({ fInternshipInfoId: id })).fInternshipStatus ?? 0).toBe(0);
    await admin.CloseInternshipInfoIDS({ ids: [id] });
    await admin.RecoverInternshipInfoIDS({ ids: [id] });
    // Before its start date a recovered course is in preparation again.
    expect((await admin.GetInternshipInfoModel({ fInternshipInfoId: id })).fInternshipStatus).toBe(0);
  });
});

describe('rows filed under a course alone', () => {
  const rows = async (table: string) =>
    Number((await server.db.query(`select count(*)::int as n from "${table}"`))[0]?.n);

  it("a school admin cannot file references or summary tasks under another school's course", async () => {
    const before = [await rows('InternshipReference'), await rows('InternshipSummaryTask')];
    const reference = { cFileName: '资料', cFilePath: 'default/references/cFilePath/1---资料.pdf' };
    await expectRefused(school.AddInternshipReference({ fInternshipInfoId: COURSE(5), ...reference }), 403);
    await expectRefused(
      school.AddInternshipSummaryTask({
        fInternshipInfoId: COURSE(5),
        cTaskName: '越权任务',
        tEndDate: '2026-06-30',
      }),
      403,
    );
    expect([await rows('InternshipReference'), await rows('InternshipSummaryTask')]).toEqual(before);
    const own = await school.AddInternshipSummaryTask({
      fInternshipInfoId: COURSE(1),
      cTaskName: '本校任务',
      tEndDate: '2026-06-30',
    });
    expect(own.fInternshipInfoId).toBe(COURSE(1));
  });
});

describe('course pickers', () => {
  it("a course's classes are its school's", async () => {
    const page = await teacher.InternshipInfo_GetClassPageList({
      fInternshipInfoId: COURSE(COURSES.software.id),
      pageNumber: -1,
    });
    // Every class the course's school declares, and none of another school's.
    const schoolClasses = CLASSES.filter((c) => c.school === COURSES.software.school).map((c) =>
      demoId('Class', c.fClassId),
    );
    const first = classNamed('软件技术2201班');
    expect(schoolClasses).toContain(demoId('Class', first.fClassId));
    expect(page.List.map((c) => c.id).sort()).toEqual(schoolClasses.sort());
    // Found by its id: the list's order is the server's, not the declaration's.
    expect(page.List.find((c) => c.id === demoId('Class', first.fClassId))).toMatchObject({
      cDepartName: first.name,
    });
  });

  it('a school admin is offered their own school only; the platform admin every school', async () => {
    expect((await school.InternshipInfo_GetSchoolPageList({})).List.map((s) => s.id)).toEqual([SCHOOL_1]);
    expect((await admin.InternshipInfo_GetSchoolPageList({})).TotalCount).toBe(3);
  });
});
