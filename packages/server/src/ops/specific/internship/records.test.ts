import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDate, startTestServer, type TestServer } from '../../../../test/harness.js';
import { SAMPLE_FILES, uploadedPath } from '../../../files/testing.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * Student records: who may file, see and review them. Demo course 1 (seed ordinals): student 1 is the
 * `student` account (user 21), student 4 (李欣怡) is not bound to the enterprise `tutor`; diary template 5
 * of the course's batch.
 */
const COURSE = (n: number) => demoId('InternshipInfo', n);
const STUDENT = (n: number) => demoId('InternshipStudent', n);
const USER = (n: number) => demoId('AppUser', n);
const DIARY_TEMPLATE = demoId('TemplateInfo', 5);

let server: TestServer;
let teacher: Client;
let tutor: Client;
let student: Client;

beforeAll(async () => {
  server = await startTestServer();
  [teacher, tutor, student] = await signInAs(server, 'teacher', 'tutor', 'student');
}, 180_000);
afterAll(() => server?.close());

const diary = (extra: Record<string, unknown> = {}) => ({
  fInternshipInfoId: COURSE(1),
  fInternshipStudentId: STUDENT(1),
  fTemplateInfoId: DIARY_TEMPLATE,
  cDiaryName: '测试日志',
  // The Monday of the demo week (seed/demo/clock.ts), week 24 of course 1: never after today.
  tDiaryDate: demoDate('2026-04-13'),
  fWeek: 24,
  ...extra,
});
const myDiaries = async () => (await student.GetInternshipDiaryPageList({ pageSize: 1 })).TotalCount;

describe('diaries', () => {
  it('a student files diaries under their own roster row only, and nothing else is added', async () => {
    const before = await myDiaries();
    await expectRefused(student.AddInternshipDiary(diary({ fInternshipStudentId: STUDENT(4) })), 403);
    await expectRefused(
      student.AddInternshipDiary(diary({ fInternshipInfoId: COURSE(3) })),
      409,
      '实习学生不属于所选实习课程',
    );
    expect(await myDiaries()).toBe(before);
  });

  it('a student cannot review their own diary: no approval, no tutor comment', async () => {
    const before = await myDiaries();
    await expectRefused(student.AddInternshipDiary(diary({ fStatus: 2 })), 403, '无权填写“日志状态”');
    // The tutor's comment is refused too (reviewerOnly), not quietly dropped.
    await expectRefused(
      student.AddInternshipDiary(diary({ cComment: '自己写的批阅' })),
      403,
      '无权填写“导师批阅”',
    );
    expect(await myDiaries()).toBe(before);
    const row = await student.AddInternshipDiary(diary({ cComment: null }));
    expect(row).toMatchObject({ fStatus: 1, fStudentUserId: USER(21) });
    expect(row.cComment ?? null).toBeNull();
  });

  it('a diary its tutor passed is not edited by the student any more', async () => {
    const passed = (await student.GetInternshipDiaryPageList({ fStatus: 2, pageSize: 1 })).List[0];
    if (!passed) throw new Error('demo data has a passed diary');
    await expectRefused(
      student.EditInternshipDiary({ fInternshipDiaryId: passed.fInternshipDiaryId, cDiaryName: '改标题' }),
      409,
      '日志已审核通过',
    );
    expect(
      (await student.GetInternshipDiaryModel({ fInternshipDiaryId: passed.fInternshipDiaryId })).cDiaryName,
    ).toBe(passed.cDiaryName);
  });

  it('editing a rejected diary resubmits it; a student cannot reject or approve', async () => {
    const rejected = (await student.GetInternshipDiaryPageList({ fStatus: 3, pageSize: 1 })).List[0];
    if (!rejected) throw new Error('demo data has a rejected diary');
    const id = rejected.fInternshipDiaryId;
    // The edit form sends the row back as it is, status 3 included.
    await student.EditInternshipDiary({
      fInternshipDiaryId: id,
      fStatus: 3,
      cDiaryName: '第20周工作记录（已补充）',
    });
    expect(await student.GetInternshipDiaryModel({ fInternshipDiaryId: id })).toMatchObject({
      fStatus: 1,
      cDiaryName: '第20周工作记录（已补充）',
    });
    await expectRefused(
      student.EditInternshipDiary({ fInternshipDiaryId: id, fStatus: 3 }),
      403,
      '无权填写“日志状态”',
    );
    await expectRefused(
      student.EditInternshipDiary({ fInternshipDiaryId: id, fStatus: 2 }),
      403,
      '无权填写“日志状态”',
    );
    expect((await student.GetInternshipDiaryModel({ fInternshipDiaryId: id })).fStatus).toBe(1);
  });

  it('deleting a diary takes its items along; a passed diary is not deleted by its student', async () => {
    const draft = (await student.GetInternshipDiaryPageList({ fStatus: 0, pageSize: 1 })).List[0];
    if (!draft) throw new Error('demo data has a draft diary');
    const items = { fInternshipDiaryId: draft.fInternshipDiaryId, pageSize: 100 };
    expect((await student.GetInternshipDiaryItemPageList(items)).TotalCount).toBeGreaterThan(0);
    await student.DeleteInternshipDiaryIDS({ ids: [draft.fInternshipDiaryId] });
    expect((await teacher.GetInternshipDiaryItemPageList(items)).TotalCount).toBe(0);
    await expectRefused(
      teacher.GetInternshipDiaryModel({ fInternshipDiaryId: draft.fInternshipDiaryId }),
      404,
    );

    const passed = (await student.GetInternshipDiaryPageList({ fStatus: 2, pageSize: 1 })).List[0];
    await expectRefused(
      student.DeleteInternshipDiaryIDS({ ids: [passed?.fInternshipDiaryId as string] }),
      409,
      '已审核通过',
    );
    expect(
      (await student.GetInternshipDiaryModel({ fInternshipDiaryId: passed?.fInternshipDiaryId as string }))
        .fStatus,
    ).toBe(2);
  });

  it('a tutor reviews a diary', async () => {
    const pending = (
      await teacher.GetInternshipDiaryPageList({ fInternshipStudentId: STUDENT(1), fStatus: 1 })
    ).List[0];
    if (!pending) throw new Error('demo data has an unreviewed diary');
    await teacher.EditInternshipDiary({
      fInternshipDiaryId: pending.fInternshipDiaryId,
      fStatus: 2,
      cComment: '很好',
    });
    // Student 1 has both kinds of tutor: the diary passes once the enterprise tutor passes it too
    // (diary-review.test.ts); the wire's one comment says whose it is.
    await tutor.EditInternshipDiary({ fInternshipDiaryId: pending.fInternshipDiaryId, fStatus: 2 });
    expect(
      await student.GetInternshipDiaryModel({ fInternshipDiaryId: pending.fInternshipDiaryId }),
    ).toMatchObject({
      fStatus: 2,
      cReview1Comment: '很好',
      cComment: '校内导师：很好',
    });
  });

  it("an enterprise tutor cannot see an unbound student's diary, nor its items", async () => {
    const theirs = (await teacher.GetInternshipDiaryPageList({ fInternshipStudentId: STUDENT(4) })).List[0];
    if (!theirs) throw new Error('demo data has diaries of student 4');
    await expectRefused(
      tutor.GetInternshipDiaryModel({ fInternshipDiaryId: theirs.fInternshipDiaryId }),
      403,
    );
    const listed = await tutor.GetInternshipDiaryPageList({ fInternshipInfoId: COURSE(1), pageSize: 500 });
    expect(listed.List.some((d) => d.fInternshipStudentId === STUDENT(4))).toBe(false);
    expect(listed.TotalCount).toBeGreaterThan(0);
    const items = { fInternshipDiaryId: theirs.fInternshipDiaryId, pageSize: 100 };
    expect((await tutor.GetInternshipDiaryItemPageList(items)).TotalCount).toBe(0);
    expect((await teacher.GetInternshipDiaryItemPageList(items)).TotalCount).toBeGreaterThan(0);
    await expectRefused(
      tutor.EditInternshipDiary({ fInternshipDiaryId: theirs.fInternshipDiaryId, cComment: 'x' }),
      403,
    );
  });

  it('diary items take kind, order, course and owner from the template item and the diary', async () => {
    const own = await student.AddInternshipDiary(diary({ cDiaryName: '带内容的日志' }));
    const items = (
      await student.TemplateItem_GetTemplateItemPageList({ fTemplateInfoId: DIARY_TEMPLATE, pageSize: 100 })
    ).List;
    const work = items.find((i) => i.cTemplateItemName === '工作内容');
    if (!work) throw new Error('template 5 has 工作内容');
    const row = await student.AddInternshipDiaryItem({
      fInternshipDiaryId: own.fInternshipDiaryId,
      fTemplateItemId: work.fTemplateItemId,
      cContent: '完成接口联调',
    });
    expect(row).toMatchObject({
      fFontType: work.fFontType,
      fSort: work.fSort,
      fInternshipInfoId: COURSE(1),
      fStudentUserId: USER(21),
    });
    await expectRefused(
      student.AddInternshipDiaryItem({
        fInternshipDiaryId: own.fInternshipDiaryId,
        fTemplateItemId: work.fTemplateItemId,
      }),
      409,
      '该模板项已填写',
    );
    // An item of another of the school's templates.
    const [other] = (
      await student.TemplateItem_GetTemplateItemPageList({ fTemplateInfoId: demoId('TemplateInfo', 4) })
    ).List;
    await expectRefused(
      student.AddInternshipDiaryItem({
        fInternshipDiaryId: own.fInternshipDiaryId,
        fTemplateItemId: other?.fTemplateItemId as string,
      }),
      409,
      '模板项不属于该模板',
    );
    // A platform template's item: every school may read the platform's templates, but it is not this one's.
    await expectRefused(
      student.AddInternshipDiaryItem({
        fInternshipDiaryId: own.fInternshipDiaryId,
        fTemplateItemId: demoId('TemplateItem', 1),
      }),
      409,
      '模板项不属于该模板',
    );
    const theirs = (await teacher.GetInternshipDiaryPageList({ fInternshipStudentId: STUDENT(4) })).List[0];
    await expectRefused(
      student.AddInternshipDiaryItem({
        fInternshipDiaryId: theirs?.fInternshipDiaryId as string,
        fTemplateItemId: demoId('TemplateItem', 17),
      }),
      403,
    );
  });
});

describe('materials', () => {
  it('a student resubmits a rejected item but cannot pass it; a passed material is closed to them', async () => {
    // 李欣怡 (student 4) signs in with her student number; her insurance photo was sent back (3).
    const [li] = await signInAs(server, '2211010104');
    const material = (await li.GetInternshipStudentMaterialPageList({})).List[0];
    expect(material?.fStatus).toBe(3);
    const items = await li.GetInternshipStudentMaterialItemPageList({
      fInternshipStudentMaterialId: material?.fInternshipStudentMaterialId as string,
      pageSize: 50,
    });
    const rejected = items.List.find((i) => i.fStatus === 3);
    if (!rejected) throw new Error('demo data has a rejected material item');
    const key = { fInternshipStudentMaterialItemId: rejected.fInternshipStudentMaterialItemId };
    await expectRefused(
      li.EditInternshipStudentMaterialItem({ ...key, fStatus: 2 }),
      403,
      '无权填写“审核状态”',
    );
    // A file field takes what its writer uploaded (files/file-refs.ts).
    const photo = await uploadedPath(li, '保险单.png', SAMPLE_FILES.png);
    await li.EditInternshipStudentMaterialItem({ ...key, fStatus: 3, cContent: photo });
    expect(await li.GetInternshipStudentMaterialItemModel(key)).toMatchObject({
      fStatus: 1,
      cContent: photo,
    });

    const own = (await student.GetInternshipStudentMaterialPageList({})).List[0];
    expect(own?.fStatus).toBe(2);
    const ownItem = (
      await student.GetInternshipStudentMaterialItemPageList({
        fInternshipStudentMaterialId: own?.fInternshipStudentMaterialId as string,
      })
    ).List[0];
    await expectRefused(
      student.EditInternshipStudentMaterialItem({
        fInternshipStudentMaterialItemId: ownItem?.fInternshipStudentMaterialItemId as string,
        cContent: '改',
      }),
      409,
      '已审核通过',
    );
  });
});

describe('interviews', () => {
  it("are the calling tutor's by default, and only about students the tutor may see", async () => {
    const row = await teacher.AddInternshipInterview({
      fInternshipInfoId: COURSE(1),
      fInternshipStudentId: STUDENT(2),
      cTitle: '电话回访',
      tInterviewDate: '2026-04-15 10:00:00',
      cContent: '了解近况',
    });
    expect(row).toMatchObject({
      fInternshipTutorId: demoId('InternshipTutor', 1),
      cTutorName: '张文博',
      fStudentUserId: USER(22),
    });
    await expectRefused(
      tutor.AddInternshipInterview({
        fInternshipInfoId: COURSE(1),
        fInternshipStudentId: STUDENT(4),
        cTitle: '越权访谈',
        tInterviewDate: '2026-04-15 10:00:00',
        cContent: '内容',
      }),
      403,
    );
  });
});

describe('summaries', () => {
  const summaryOf = async (client: Client, studentId: string, status?: 0 | 1) =>
    (await client.GetInternshipSummaryPageList({ fInternshipStudentId: studentId, fStatus: status })).List[0];

  it('a new summary has no grade until a tutor gives one', async () => {
    const added = await student.AddInternshipSummary({
      fInternshipInfoId: COURSE(1),
      fInternshipStudentId: STUDENT(1),
      fInternshipSummaryTaskId: demoId('InternshipSummaryTask', 2),
      cTitle: '待评分的总结',
    });
    expect(added.fGrade ?? null).toBeNull();
    // The task takes one summary per student: the hand-in tests below make theirs.
    await server.db.query('delete from "InternshipSummary" where "fInternshipSummaryId" = $1', [
      added.fInternshipSummaryId,
    ]);
  });

  it('a student cannot grade, not even their own summary', async () => {
    const own = await summaryOf(student, STUDENT(1));
    if (!own) throw new Error('the demo student has a summary');
    await expectRefused(
      student.GiveInternshipSummaryGrade({ fInternshipSummaryId: own.fInternshipSummaryId, fGrade: 12 }),
      403,
    );
    expect(
      (await student.GetInternshipSummaryModel({ fInternshipSummaryId: own.fInternshipSummaryId })).fGrade,
    ).toBe(own.fGrade);
  });

  it('a tutor grades a submitted summary; a draft is refused and stays ungraded', async () => {
    const submitted = await summaryOf(teacher, STUDENT(2), 1);
    await teacher.GiveInternshipSummaryGrade({
      fInternshipSummaryId: submitted?.fInternshipSummaryId as string,
      fGrade: 11,
      cComment: '结构清晰',
    });
    expect(
      await teacher.GetInternshipSummaryModel({
        fInternshipSummaryId: submitted?.fInternshipSummaryId as string,
      }),
    ).toMatchObject({ fGrade: 11, cComment: '结构清晰' });
    const draft = (await teacher.GetInternshipSummaryPageList({ fInternshipInfoId: COURSE(1), fStatus: 0 }))
      .List[0];
    if (!draft) throw new Error('demo data has a draft summary');
    await expectRefused(
      teacher.GiveInternshipSummaryGrade({ fInternshipSummaryId: draft.fInternshipSummaryId, fGrade: 9 }),
      409,
      '尚未提交',
    );
    expect(
      (await teacher.GetInternshipSummaryModel({ fInternshipSummaryId: draft.fInternshipSummaryId }))
        .fGrade ?? null,
    ).toBeNull();
  });

  it('a student hands in the file of their own summary (complete); not of anyone else', async () => {
    const draft = await student.AddInternshipSummary({
      fInternshipInfoId: COURSE(1),
      fInternshipStudentId: STUDENT(1),
      fInternshipSummaryTaskId: demoId('InternshipSummaryTask', 2),
      cTitle: '毕业总结',
    });
    expect(draft.fStatus).toBe(0);
    const handedIn = await uploadedPath(student, '毕业总结.pdf', SAMPLE_FILES.pdf);
    await student.UpdateInternshipSummaryFile({ ...draft, cFilePath: handedIn });
    expect(
      await student.GetInternshipSummaryModel({ fInternshipSummaryId: draft.fInternshipSummaryId }),
    ).toMatchObject({ fStatus: 1, cFilePath: handedIn });
    const other = await summaryOf(teacher, STUDENT(2));
    await expectRefused(
      student.UpdateInternshipSummaryFile({ ...(other as typeof draft), cFilePath: 'x/y.pdf' }),
      403,
    );
    expect(
      (
        await teacher.GetInternshipSummaryModel({
          fInternshipSummaryId: other?.fInternshipSummaryId as string,
        })
      ).cFilePath,
    ).toBe(other?.cFilePath);
  });

  it('one summary per student and task', async () => {
    await expectRefused(
      student.AddInternshipSummary({
        fInternshipInfoId: COURSE(1),
        fInternshipStudentId: STUDENT(1),
        fInternshipSummaryTaskId: demoId('InternshipSummaryTask', 2),
        cTitle: '再来一份',
      }),
      409,
      '已提交过该总结任务的总结',
    );
  });
});
