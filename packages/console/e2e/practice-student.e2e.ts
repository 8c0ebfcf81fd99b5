import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, PHONE, signIn, snapper } from './harness.js';
import { button, cellUnder, confirm, expectToast, openScreen, rowsOf } from './list-steps.js';
import { pageWidth } from './phone-checks.js';
import { waitForScreen } from './shell.js';

// Issue 17, the student side of practice courses (/practice/practice-info-student): one journey as
// `student` on a phone's width (select a course, be refused a full one, read and download a resource, hand
// in a task), then at a desktop's width the tutor's marks on a reviewed hand-in.
const h = browserHarness(PHONE);

const GROUP = 'practice/practice-info-student';
const ALL = { pageNumber: -1, pageSize: 10 } as const;
type Sdk = Awaited<ReturnType<typeof sdkFor>>;

const snap = snapper('practice-student');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const at = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The demo courses' selection windows are long past: two courses open for selection now, approved by the
 * school, one with seats and one whose single seat the teacher gave 陈思雨; and a task of the Web course
 * (the student's approved course) open for a week.
 */
async function arrange(teacher: Sdk, school: Sdk) {
  const web = (await teacher.GetPracticeInfoPageList({ ...ALL, cPracticeName: 'Web前端开发综合实践' }))
    .List[0];
  if (!web) throw new Error('no Web course in the demo data');
  const open = async (name: string, seats: number) => {
    const row = await teacher.AddPracticeInfo({
      fSchoolId: String(web.fSchoolId),
      cPracticeName: name,
      fPracticeType: 2,
      fEvaluationType: 1,
      fCourseType: 0,
      fMaxStudent: seats,
      tSelectStartDate: day(-1),
      tSelectEndDate: day(30),
      tStartDate: day(40),
      tEndDate: day(90),
    } as never);
    const id = String((row as { cPracticeInfoId: string }).cPracticeInfoId);
    await school.AuthPracticeInfoIDS({ ids: [id] } as never);
    return id;
  };
  const seated = await open('移动应用开发实践', 5);
  const full = await open('嵌入式系统综合实践', 1);
  const selections = await teacher.GetPracticeStudentPageList({
    ...ALL,
    cPracticeInfoId: web.cPracticeInfoId,
  });
  const other = selections.List.find((r) => r.cRealName === '陈思雨');
  if (!other) throw new Error('陈思雨 has not selected the Web course');
  await teacher.AddPracticeStudent({ cPracticeInfoId: full, fStudentUserId: other.fStudentUserId } as never);
  await teacher.AddPracticeTask({
    cPracticeInfoId: web.cPracticeInfoId,
    cTaskName: '移动端适配',
    tStartDate: at(-1),
    tEndDate: at(7),
    fFullScore: 100,
    cContent: '把活动报名页适配到手机，提交截图与说明。',
  } as never);
  return { seated, full };
}

/** The number in a row's 剩余名额 cell. */
const seatsShown = (view: Locator, row: Locator) => cellUnder(view, row, '剩余名额');

/** Opens one of a selected course's pages from its row on 已选课程. */
async function follow(page: Page, course: string, title: string, child: string): Promise<Locator> {
  await openScreen(page, `${GROUP}/course-list`);
  await rowsOf(page)
    .filter({ hasText: course })
    .first()
    .getByRole('button', { name: title, exact: true })
    .click();
  await waitForScreen(page, `/${GROUP}/${child}`);
  const view = page.getByTestId('main').locator('[data-entity], [data-screen]').filter({ visible: true });
  await view.getByRole('heading', { name: title }).waitFor();
  return view;
}

describe('the student’s practice courses', () => {
  it('selects a course, is refused a full one, downloads a resource and hands in a task', async () => {
    const { page } = h.session;
    const teacher = await sdkFor(h.server, DEMO.teacher);
    const { seated } = await arrange(teacher, await sdkFor(h.server, DEMO.schoolAdmin));
    const student = await sdkFor(h.server, DEMO.student);
    await signIn(h.session, DEMO.student);

    // 1. 选课 on a course with seats: the seats left go down, on the screen and on the server.
    const select = await openScreen(page, `${GROUP}/course-select`);
    const course = rowsOf(page).filter({ hasText: '移动应用开发实践' }).first();
    await course.waitFor();
    expect(await seatsShown(select, course)).toBe('5');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'course-select-390');
    await course.click();
    await button(select, '选课').click();
    await expectToast(page, '选课成功!');
    await expect.poll(() => seatsShown(select, course)).toBe('4');
    const model = await student.GetPracticeInfoModel({ cPracticeInfoId: seated });
    expect(model.fStudentCount).toBe(1);

    // 2. The single seat of the other course is taken: the server's refusal, in its words.
    h.session.allowErrors(/status of 409/);
    const full = rowsOf(page).filter({ hasText: '嵌入式系统综合实践' }).first();
    expect(await seatsShown(select, full)).toBe('已满');
    await full.click();
    await button(select, '选课').click();
    await page
      .getByText(/选课人数已满/)
      .first()
      .waitFor();
    await snap(page, 'course-select-full-390');

    // 3. 已选课程 lists the new course; the Java course's resources download and count.
    await openScreen(page, `${GROUP}/course-list`);
    await rowsOf(page).filter({ hasText: '移动应用开发实践' }).first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'course-list-390');
    const resources = await follow(page, 'Web前端开发综合实践', '课程资源', 'resource-list');
    const resource = rowsOf(page).first();
    await resource.waitFor();
    const count = async () => Number(await cellUnder(resources, resource, '下载次数'));
    const before = await count();
    await resource.click();
    const download = page.waitForEvent('download');
    download.catch(() => undefined);
    await button(resources, '下载').click();
    await confirm(page);
    expect((await download).suggestedFilename()).not.toBe('');
    await expectToast(page, '下载准备就绪!');
    await expect.poll(count).toBe(before + 1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'resource-list-390');

    // 4. 提交任务 offers the open task only and hands in text.
    const tasks = await follow(page, 'Web前端开发综合实践', '我的任务', 'task-list');
    await button(tasks, '提交任务').click();
    const form = page.getByRole('dialog');
    const pick = form.getByRole('combobox').first();
    const option = pick.locator('option', { hasText: '移动端适配' });
    await option.waitFor({ state: 'attached' });
    await expect(pick.locator('option').allTextContents()).resolves.not.toContainEqual(
      expect.stringMatching(/静态页面/),
    );
    await pick.selectOption({ label: (await option.textContent()) ?? '' });
    await form.getByRole('textbox').first().fill('已完成报名页的移动端适配，截图见附件。');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'task-add-390');
    await form.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '提交成功!');
    await rowsOf(page).filter({ hasText: '移动端适配' }).first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'task-list-390');

    // 5. At a desktop's width, a reviewed hand-in shows the tutor's comment and its per-item scores.
    await page.setViewportSize({ width: 1280, height: 900 });
    await follow(page, 'Web前端开发综合实践', '我的任务', 'task-list');
    const reviewed = rowsOf(page).filter({ hasText: '审核通过' }).first();
    await reviewed.waitFor();
    await reviewed
      .getByRole('button')
      .filter({ hasText: /^\d+(\.\d+)?$/ })
      .first()
      .click();
    const scores = page.getByRole('dialog', { name: '评分明细' });
    await scores.locator('[data-score-item]').first().waitFor();
    await scores.getByText(/^评语：/).waitFor();
    // The dialog's opening animation done, so the picture shows it as the student reads it.
    await scores.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await snap(page, 'task-scores-1280');
  });
});
