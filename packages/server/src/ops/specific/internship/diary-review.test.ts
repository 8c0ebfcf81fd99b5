import { operations } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * Two-tutor diary review (issue 24 item 4). Demo course 1: student 1 (the `student` account) is bound to the
 * `teacher` (in-school) and the `tutor` (enterprise), so each of their diaries needs both verdicts. Their
 * week-22 diary awaits both, week 21 was passed by the teacher alone, week 20 was rejected by the teacher
 * after the tutor had sent back its first hand-in, week 23 is a draft.
 */
const COURSE = demoId('InternshipInfo', 1);
const STUDENT = demoId('InternshipStudent', 1);

let server: TestServer;
let teacher: Client;
let tutor: Client;
let student: Client;

beforeAll(async () => {
  server = await startTestServer();
  [teacher, tutor, student] = await signInAs(server, 'teacher', 'tutor', 'student');
}, 180_000);
afterAll(() => server?.close());

type Diary = Awaited<ReturnType<Client['GetInternshipDiaryModel']>>;
const ALL = { pageNumber: 1, pageSize: 500 } as const;

/** The student's diaries (as the teacher reads them), by a condition. */
async function studentDiary(test: (d: Diary) => boolean): Promise<Diary> {
  const list = (await teacher.GetInternshipDiaryPageList({ ...ALL, fInternshipStudentId: STUDENT })).List;
  const found = list.find(test);
  if (!found) throw new Error('the demo student has no such diary');
  return found;
}
const awaitingBoth = (d: Diary) => d.fStatus === 1 && d.fReview1Status === 1 && d.fReview2Status === 1;
let handedIn = 0;
/** A diary the student hands in now: it awaits both tutors. */
async function handIn(): Promise<Diary> {
  const draft = await studentDiary((d) => d.fStatus === 0);
  handedIn += 1;
  return student.AddInternshipDiary({
    fInternshipInfoId: COURSE,
    fInternshipStudentId: STUDENT,
    cDiaryName: `双导师批阅测试日志 ${handedIn}`,
    tDiaryDate: draft.tDiaryDate,
    fStatus: 1,
  });
}
const model = (d: Diary, as: Client = student) =>
  as.GetInternshipDiaryModel({ fInternshipDiaryId: d.fInternshipDiaryId });
const queueOf = async (as: Client) =>
  (await as.GetInternshipDiaryPageList({ ...ALL, fInternshipInfoId: COURSE, fAwaitingMyReview: 1 })).List.map(
    (d) => d.fInternshipDiaryId,
  );
const historyOf = async (d: Diary, as: Client = student) =>
  (await as.GetInternshipDiaryReviewPageList({ ...ALL, fInternshipDiaryId: d.fInternshipDiaryId })).List;

describe('two-tutor diary review', () => {
  it('keeps each tutor’s verdict apart and passes the diary only when both passed it', async () => {
    const diary = await handIn();
    expect(awaitingBoth(diary)).toBe(true);
    await teacher.EditInternshipDiary({
      fInternshipDiaryId: diary.fInternshipDiaryId,
      fStatus: 2,
      cComment: '思路清楚',
    });
    const me = await model(diary);
    expect(me).toMatchObject({
      fStatus: 1,
      fReview1Status: 2,
      cReview1Comment: '思路清楚',
      cReview1UserName: '张文博',
      fReview2Status: 1,
      cReview2Comment: null,
      cComment: '校内导师：思路清楚',
    });
    expect(me.tReview1Date).toBeTruthy();
    await tutor.EditInternshipDiary({
      fInternshipDiaryId: diary.fInternshipDiaryId,
      fStatus: 2,
      cComment: '按时完成',
    });
    expect(await model(diary)).toMatchObject({
      fStatus: 2,
      fReview1Status: 2,
      fReview2Status: 2,
      cReview2Comment: '按时完成',
      cReview2UserName: '杨帆',
      cComment: '校内导师：思路清楚\n企业导师：按时完成',
    });
  });

  it('rejects the diary when one tutor rejects it, whatever the other said', async () => {
    const diary = await handIn();
    await tutor.EditInternshipDiary({
      fInternshipDiaryId: diary.fInternshipDiaryId,
      fStatus: 3,
      cComment: '请补充问题',
    });
    expect((await model(diary)).fStatus).toBe(3);
    await teacher.EditInternshipDiary({ fInternshipDiaryId: diary.fInternshipDiaryId, fStatus: 2 });
    expect(await model(diary)).toMatchObject({ fStatus: 3, fReview1Status: 2, fReview2Status: 3 });
  });

  it('refuses a tutor the other tutor’s verdict and comment, and writes nothing', async () => {
    const diary = await handIn();
    const id = diary.fInternshipDiaryId;
    await expectRefused(
      tutor.EditInternshipDiary({ fInternshipDiaryId: id, fReview1Status: 2 }),
      403,
      '只有校内导师可以填写“校内导师审核”',
    );
    await expectRefused(
      teacher.EditInternshipDiary({ fInternshipDiaryId: id, fStatus: 2, cReview2Comment: '替企业导师写' }),
      403,
      '只有企业导师可以填写“企业导师批阅”',
    );
    // Nor may the student write either verdict.
    await expectRefused(
      student.EditInternshipDiary({ fInternshipDiaryId: id, fReview2Status: 2 }),
      403,
      '无权填写“企业导师审核”',
    );
    expect(await model(diary)).toMatchObject({
      fStatus: 1,
      fReview1Status: 1,
      fReview2Status: 1,
      cComment: null,
    });
    // Their own columns, named as such, are theirs.
    await tutor.EditInternshipDiary({ fInternshipDiaryId: id, fReview2Status: 2, cReview2Comment: '可以' });
    expect(await model(diary)).toMatchObject({ fStatus: 1, fReview2Status: 2, cComment: '企业导师：可以' });
  });

  it('refuses a verdict on a draft', async () => {
    const draft = await studentDiary((d) => d.fStatus === 0);
    await expectRefused(
      teacher.EditInternshipDiary({ fInternshipDiaryId: draft.fInternshipDiaryId, fStatus: 2 }),
      409,
      '该日志尚未提交，不能批阅',
    );
    expect(await model(draft)).toMatchObject({ fStatus: 0, fReview1Status: null });
  });

  it('queues a diary for each tutor until that tutor has given a verdict', async () => {
    const passedByTeacher = await studentDiary((d) => d.fStatus === 1 && d.fReview1Status === 2);
    const waiting = await handIn();
    const [teachers, tutors] = [await queueOf(teacher), await queueOf(tutor)];
    expect(teachers).toContain(waiting.fInternshipDiaryId);
    expect(tutors).toContain(waiting.fInternshipDiaryId);
    expect(teachers).not.toContain(passedByTeacher.fInternshipDiaryId);
    expect(tutors).toContain(passedByTeacher.fInternshipDiaryId);
    await tutor.EditInternshipDiary({ fInternshipDiaryId: passedByTeacher.fInternshipDiaryId, fStatus: 2 });
    expect(await queueOf(tutor)).not.toContain(passedByTeacher.fInternshipDiaryId);
    // Every queued diary is handed in and still lacks the caller's verdict.
    for (const id of await queueOf(teacher)) {
      const d = await teacher.GetInternshipDiaryModel({ fInternshipDiaryId: id });
      expect(d.fStatus).toBe(1);
      expect(d.fReview1Status ?? 1).toBe(1);
    }
  });

  it('a resubmission clears the verdicts into a history the student and both tutors read', async () => {
    const rejected = await studentDiary((d) => d.fStatus === 3 && d.fReview1Status === 3);
    const before = await historyOf(rejected);
    expect(before.map((h) => [h.fRound, h.fReviewerType, h.fStatus])).toEqual([[1, 2, 3]]);
    // The edit form sends the row back, the rejection included: that hands it in again.
    await student.EditInternshipDiary({
      fInternshipDiaryId: rejected.fInternshipDiaryId,
      fStatus: 3,
      cDiaryName: '第20周工作记录（已补充）',
    });
    expect(await model(rejected)).toMatchObject({
      fStatus: 1,
      fReview1Status: 1,
      fReview2Status: 1,
      cReview1Comment: null,
      fReview1UserId: null,
      cComment: null,
    });
    for (const reader of [student, teacher, tutor]) {
      const rows = await historyOf(rejected, reader);
      expect(rows.map((h) => [h.fRound, h.fReviewerType, h.fStatus])).toEqual([
        [2, 1, 3],
        [1, 2, 3],
      ]);
      expect(rows[0]).toMatchObject({ cComment: rejected.cReview1Comment, cReviewUserName: '张文博' });
    }
    // Both pass the new hand-in.
    await teacher.EditInternshipDiary({ fInternshipDiaryId: rejected.fInternshipDiaryId, fStatus: 2 });
    await tutor.EditInternshipDiary({ fInternshipDiaryId: rejected.fInternshipDiaryId, fStatus: 2 });
    expect((await model(rejected)).fStatus).toBe(2);
  });

  it('a resubmission on the production one-call save keeps the history too', async () => {
    // The seeded week-22 diary, every item filled in: the one-call save checks the required ones.
    const diary = await studentDiary((d) => awaitingBoth(d) && d.cDiaryName === '库存预警模块联调');
    await teacher.EditInternshipDiary({
      fInternshipDiaryId: diary.fInternshipDiaryId,
      fStatus: 3,
      cComment: '请重写',
    });
    await student.EditInternshipDiaryItemList({
      fInternshipDiaryId: diary.fInternshipDiaryId,
      cDiaryName: diary.cDiaryName,
      tDiaryDate: diary.tDiaryDate,
      fInternshipStudentId: STUDENT,
      fInternshipInfoId: COURSE,
      fSubmitType: 1,
    });
    expect(await model(diary)).toMatchObject({ fStatus: 1, fReview1Status: 1, cComment: null });
    expect((await historyOf(diary)).map((h) => [h.fReviewerType, h.fStatus, h.cComment])).toEqual([
      [1, 3, '请重写'],
    ]);
  });

  it('deleting a diary takes its review history with it', async () => {
    const diary = await handIn();
    const id = diary.fInternshipDiaryId;
    await teacher.EditInternshipDiary({ fInternshipDiaryId: id, fStatus: 3, cComment: '请重写' });
    await student.EditInternshipDiary({ fInternshipDiaryId: id, cDiaryName: '重写后的日志' });
    expect(await historyOf(diary)).toHaveLength(1);
    await student.DeleteInternshipDiaryIDS({ ids: [id] });
    const left = await server.db.query(
      'select count(*)::int as n from "InternshipDiaryReview" where "fInternshipDiaryId" = $1',
      [id],
    );
    expect(Number(left[0]?.n)).toBe(0);
  });

  it('a student with only an in-school tutor has the diary passed by that tutor alone', async () => {
    const list = (await teacher.GetInternshipDiaryPageList({ ...ALL, fInternshipInfoId: COURSE, fStatus: 1 }))
      .List;
    const single = list.find((d) => d.fIsNeedDiaryReview1 === 1 && d.fIsNeedDiaryReview2 === 0);
    if (!single) throw new Error('demo course 1 has a student without an enterprise tutor');
    await teacher.EditInternshipDiary({
      fInternshipDiaryId: single.fInternshipDiaryId,
      fStatus: 2,
      cComment: '很好',
    });
    expect(
      await teacher.GetInternshipDiaryModel({ fInternshipDiaryId: single.fInternshipDiaryId }),
    ).toMatchObject({
      fStatus: 2,
      fReview2Status: null,
      cComment: '校内导师：很好',
    });
  });

  it('a school admin, no tutor of the student, gives the school’s (in-school) verdict', async () => {
    const [school] = await signInAs(server, 'school');
    const diary = await handIn();
    await school.EditInternshipDiary({
      fInternshipDiaryId: diary.fInternshipDiaryId,
      fStatus: 3,
      cComment: '格式不规范',
    });
    expect(await model(diary)).toMatchObject({
      fStatus: 3,
      fReview1Status: 3,
      fReview2Status: 1,
      cComment: '校内导师：格式不规范',
    });
  });

  it('refuses the verdict of a tutor the student does not have (their side is not needed)', async () => {
    const diary = await handIn();
    // Student 1 loses their in-school tutor binding (the teacher still tutors the course).
    const unbind = `from "InternshipTutorStudent" ts using "InternshipTutor" tt
       where ts."fInternshipTutorId" = tt."fInternshipTutorId" and tt."fType" = 1 and ts."fInternshipStudentId" = $1`;
    const saved = await server.db.query(`select ts.* ${unbind.replace('using', ', ')}`, [STUDENT]);
    await server.db.query(`delete ${unbind}`, [STUDENT]);
    try {
      await expectRefused(
        teacher.EditInternshipDiary({ fInternshipDiaryId: diary.fInternshipDiaryId, fStatus: 2 }),
        409,
        '该学生没有校内导师，日志无需校内导师批阅',
      );
      expect(await model(diary)).toMatchObject({ fStatus: 1, fReview1Status: 1 });
    } finally {
      for (const row of saved) {
        const cols = Object.keys(row);
        await server.db.query(
          `insert into "InternshipTutorStudent" (${cols.map((c) => `"${c}"`).join(', ')})
           values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
          Object.values(row),
        );
      }
    }
  });

  it('the history is the server’s: only read calls exist, and a student reads their own diaries’ only', async () => {
    const names = operations.map((o) => o.name).filter((n) => n.includes('InternshipDiaryReview'));
    expect(names.sort()).toEqual(['GetInternshipDiaryReviewModel', 'GetInternshipDiaryReviewPageList']);
    const mine = (await student.GetInternshipDiaryReviewPageList({ ...ALL })).List;
    expect(mine.length).toBeGreaterThan(0);
    const own = new Set(
      (await student.GetInternshipDiaryPageList({ ...ALL })).List.map((d) => d.fInternshipDiaryId),
    );
    expect(mine.every((h) => own.has(h.fInternshipDiaryId))).toBe(true);
  });
});
