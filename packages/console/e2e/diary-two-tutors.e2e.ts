import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickInQueue, review } from './diary-steps.js';
import { browserHarness, PHONE, signIn, snapper } from './harness.js';
import { button, expectToast, rowsOf } from './list-steps.js';
import { pageWidth } from './phone-checks.js';
import { goInApp, screen, waitForScreen } from './shell.js';

// Issue 24 item 4: a diary of a student with an in-school and an enterprise tutor, reviewed by both in their
// own 待批阅 queues. The in-school tutor passes it, the enterprise tutor (on a phone) rejects it, the student
// (on a phone) hands it in again, both pass it; the student reads both comments and the earlier verdicts.
// What the server stored is checked through the SDK at each step.
const h = browserHarness();

const COURSE_NAME = '2026届软件技术专业顶岗实习';
const DIARY = '库存预警模块联调';
const TEACHER_GROUP = '/practice/teacher-manage';
const STUDENT_LIST = screen('practice/student-manage/list').path;
const STUDENT_GROUP = STUDENT_LIST.slice(0, STUDENT_LIST.lastIndexOf('/'));
const ALL = { pageNumber: 1, pageSize: 999_999 };

const snap = snapper('diary-two-tutors');

type Sdk = Awaited<ReturnType<typeof sdkFor>>;

async function courseId(sdk: Sdk): Promise<string> {
  const page = await sdk.GetInternshipInfoPageList({
    pageNumber: 1,
    pageSize: 10,
    cInternshipName: COURSE_NAME,
  });
  const id = page.List.find((c) => c.cInternshipName === COURSE_NAME)?.fInternshipInfoId;
  if (!id) throw new Error(`no course ${COURSE_NAME}`);
  return id;
}

/** Opens the course's 实习日志 and its 待批阅 queue, and picks the diary in it. */
async function openQueue(page: Page, course: string): Promise<Locator> {
  const query = new URLSearchParams({ fInternshipInfoId: course, _pageHeader: COURSE_NAME });
  await goInApp(page, `${TEACHER_GROUP}/diaries?${query}`);
  await waitForScreen(page, `${TEACHER_GROUP}/diaries`);
  return pickInQueue(page, DIARY);
}

/** The student's 实习日志, from their course on 我的实习. */
async function studentDiaries(page: Page): Promise<Locator> {
  await goInApp(page, STUDENT_LIST);
  await waitForScreen(page, STUDENT_LIST);
  await rowsOf(page).first().getByRole('button', { name: '实习日志', exact: true }).click();
  await waitForScreen(page, `${STUDENT_GROUP}/diaries-student`);
  const view = page.getByTestId('main').locator('[data-entity], [data-screen]').filter({ visible: true });
  await view.getByRole('heading', { name: '实习日志' }).waitFor();
  return view;
}

const rowWith = (page: Page, text: string) => rowsOf(page).filter({ hasText: text }).first();

describe('a diary reviewed by both tutors', () => {
  it('is passed by one, rejected by the other, handed in again and passed by both', async () => {
    const teacherPage = h.session;
    const teacher = await sdkFor(h.server, DEMO.teacher);
    const tutor = await sdkFor(h.server, DEMO.companyTutor);
    const student = await sdkFor(h.server, DEMO.student);
    const course = await courseId(teacher);
    const mine = (await student.GetInternshipDiaryPageList({ ...ALL, cDiaryName: DIARY })).List[0];
    if (!mine) throw new Error(`the demo student has no diary ${DIARY}`);
    const id = mine.fInternshipDiaryId;
    const stored = () => student.GetInternshipDiaryModel({ fInternshipDiaryId: id });
    const awaiting = async (sdk: Sdk) =>
      (
        await sdk.GetInternshipDiaryPageList({ ...ALL, fInternshipInfoId: course, fAwaitingMyReview: 1 })
      ).List.some((d) => d.fInternshipDiaryId === id);
    expect(await stored()).toMatchObject({ fStatus: 1, fReview1Status: 1, fReview2Status: 1 });
    expect([await awaiting(teacher), await awaiting(tutor)]).toEqual([true, true]);

    // The in-school tutor passes it from their queue: it waits for the enterprise tutor still.
    await signIn(teacherPage, DEMO.teacher);
    let queue = await openQueue(teacherPage.page, course);
    await review(teacherPage.page, queue, DIARY, '通过', '联调过程记录完整。');
    expect(await stored()).toMatchObject({ fStatus: 1, fReview1Status: 2, fReview2Status: 1 });
    expect([await awaiting(teacher), await awaiting(tutor)]).toEqual([false, true]);

    // The enterprise tutor, on a phone, sees the in-school verdict and rejects it.
    const tutorPage = await h.openPage(PHONE);
    await signIn(tutorPage, DEMO.companyTutor);
    queue = await openQueue(tutorPage.page, course);
    const verdicts = queue.getByRole('list', { name: '导师批阅' });
    await verdicts.getByText('联调过程记录完整。', { exact: true }).waitFor();
    await verdicts.getByText('已通过', { exact: true }).waitFor();
    expect(await pageWidth(tutorPage.page)).toBeLessThanOrEqual(390);
    await snap(tutorPage.page, 'tutor-queue-390');
    await review(tutorPage.page, queue, DIARY, '不通过', '请补充幂等校验的具体实现方式。');
    expect(await stored()).toMatchObject({ fStatus: 3, fReview1Status: 2, fReview2Status: 3 });

    // The student, on a phone, reads both comments and hands the diary in again.
    const studentPage = await h.openPage(PHONE);
    await signIn(studentPage, DEMO.student);
    const diaries = await studentDiaries(studentPage.page);
    const row = rowWith(studentPage.page, DIARY);
    await row.getByText('审核未通过', { exact: true }).first().waitFor();
    await row.getByRole('checkbox').check();
    await button(diaries, '编辑').click();
    const edit = studentPage.page.getByRole('dialog', { name: '修改日志' });
    const comments = edit.getByRole('list', { name: '导师批阅' });
    await comments.getByText('联调过程记录完整。', { exact: true }).waitFor();
    await comments.getByText('请补充幂等校验的具体实现方式。', { exact: true }).waitFor();
    await snap(studentPage.page, 'student-rejected-390');
    await edit
      .getByRole('textbox', { name: /收获与体会/ })
      .fill('消费者以消息ID做幂等键，写入Redis并设置过期时间，重复消息直接丢弃。');
    await button(edit, '提交').click();
    await expectToast(studentPage.page, '提交成功!');
    await row.getByText('未审核', { exact: true }).first().waitFor();
    expect(await stored()).toMatchObject({
      fStatus: 1,
      fReview1Status: 1,
      fReview2Status: 1,
      cComment: null,
    });
    const history = await student.GetInternshipDiaryReviewPageList({ ...ALL, fInternshipDiaryId: id });
    expect(history.List.map((r) => [r.fRound, r.fReviewerType, r.fStatus]).sort()).toEqual([
      [1, 1, 2],
      [1, 2, 3],
    ]);

    // Both pass the new hand-in, each from their own queue.
    queue = await openQueue(teacherPage.page, course);
    await queue.getByRole('list', { name: '批阅记录' }).getByText('请补充幂等校验的具体实现方式。').waitFor();
    await review(teacherPage.page, queue, DIARY, '通过', '补充后清楚了。');
    queue = await openQueue(tutorPage.page, course);
    await review(tutorPage.page, queue, DIARY, '通过', '幂等方案可行。');
    expect(await stored()).toMatchObject({
      fStatus: 2,
      cComment: '校内导师：补充后清楚了。\n企业导师：幂等方案可行。',
    });

    // The student reads both comments and the first hand-in's verdicts.
    await studentDiaries(studentPage.page);
    await row.getByText('审核通过', { exact: true }).first().waitFor();
    await row.getByRole('button', { name: DIARY, exact: true }).click();
    const view = studentPage.page.getByRole('dialog', { name: '查看日志' });
    const now = view.getByRole('list', { name: '导师批阅' });
    await now.getByText('补充后清楚了。', { exact: true }).waitFor();
    await now.getByText('幂等方案可行。', { exact: true }).waitFor();
    const past = view.getByRole('list', { name: '批阅记录' });
    await past.getByText('第1次提交 · 校内导师', { exact: true }).waitFor();
    await past.getByText('第1次提交 · 企业导师', { exact: true }).waitFor();
    await past.getByText('请补充幂等校验的具体实现方式。', { exact: true }).waitFor();
    expect(await pageWidth(studentPage.page)).toBeLessThanOrEqual(390);
    await snap(studentPage.page, 'student-passed-390');
  });
});
