import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, PHONE, type Session, signIn, snapper } from './harness.js';
import {
  button,
  expectToast,
  exportList,
  fillDateTime,
  openScreen,
  rowsOf,
  searchList,
  typedDay,
} from './list-steps.js';
import { waitForScreen } from './shell.js';

// Issue 19 part 3: the innovation, career-planning and seminar areas, drawn by one set of views. A seminar
// goes from its teacher through the two-level review to a student who enrols, comments and watches, and
// back to the teacher who moderates the comment and sees who came.
const h = browserHarness({ width: 1440 });

const VIDEO = join(import.meta.dirname, '../../server/src/seed/stand-ins/video.mp4');
const TITLE = `校企协同育人研讨会${Date.now() % 100000}`;
const snap = snapper('cloud-lectures', { fullPage: false });

/** A local day `days` from now and an hour, as the kit's date-time picker takes them typed. */
const inDays = (days: number, hour: number) =>
  [typedDay(days), `${String(hour).padStart(2, '0')}:00:00`] as const;

/** The visible form page. */
const formOf = (page: Page) => page.getByTestId('main').locator('form').filter({ visible: true });

async function findLecture(page: Page, view: Locator) {
  await searchList(view, '请输入讲座标题', TITLE);
  await expect.poll(() => rowsOf(page).count()).toBe(1);
  return rowsOf(page).first();
}

async function review(session: Session, user: string, verdict: string) {
  const { page } = session;
  await signIn(session, user);
  const view = await openScreen(page, 'practice/cloud-seminar/list');
  const row = await findLecture(page, view);
  await row.getByRole('checkbox').check();
  await button(view, '审核通过').click();
  await expectToast(page, '审核通过成功! 即将刷新数据,请稍后...');
  await rowsOf(page).first().getByText(verdict, { exact: true }).waitFor();
}

describe('a seminar', () => {
  it('is created with a video and a file, reviewed twice, attended, and moderated', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.teacher);
    let view = await openScreen(page, 'practice/cloud-seminar/list');
    await button(view, '新增').click();
    await waitForScreen(page, '/practice/cloud-seminar/edit');
    let form = formOf(page);
    await form.getByRole('heading', { name: '编辑研讨会' }).waitFor();
    await button(form, '创建').click();
    await expectToast(page, '验证未通过, 提交失败');
    await form.getByText('请输入讲座标题', { exact: true }).filter({ visible: true }).waitFor();
    await form.getByLabel('讲座标题').fill(TITLE);
    await form.getByLabel('开放范围').selectOption({ label: '全平台' });
    await form.getByPlaceholder('请输入主讲人', { exact: true }).fill('张文博');
    await fillDateTime(form, '开始时间', ...inDays(10, 14));
    await fillDateTime(form, '结束时间', ...inDays(10, 16));
    await fillDateTime(form, '报名截止时间', ...inDays(9, 18));
    await form.getByLabel('人数上限').fill('60');
    await form.getByLabel('讲座地点').fill('华东理工职业技术学院行政楼第三会议室');
    await expect
      .poll(() => form.getByLabel('所属学校').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text))
      .toContain('华东理工');
    await snap(page, 'edit');
    await button(form, '创建').click();
    await expectToast(page, '提交成功!');
    await waitForScreen(page, '/practice/cloud-seminar/list');
    let row = await findLecture(page, view);
    await row.getByText('未审核', { exact: true }).waitFor();
    // Not passed yet: a student neither lists it nor reads it by a direct call.
    const student = await sdkFor(h.server, DEMO.student);
    const seen = await student.GetCloudSeminarPageList({ pageNumber: 1, pageSize: 999999, cTitle: TITLE });
    expect(seen.List).toHaveLength(0);

    // A recording, uploaded and played in the page.
    await row.getByRole('button', { name: '视频', exact: true }).click();
    await waitForScreen(page, '/practice/cloud-seminar/edit-video');
    view = page.getByTestId('main').locator('[data-entity="CloudSeminarVideo"]').filter({ visible: true });
    await button(view, '上传视频').click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('视频标题').fill('研讨会全程录像');
    await dialog.getByLabel('排序').fill('1');
    await dialog.locator('input[type="file"][aria-label="视频文件"]').setInputFiles(VIDEO);
    await expectToast(page, 'video.mp4上传成功!');
    await button(dialog, '提交').click();
    await expectToast(page, '提交成功!');
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await rowsOf(page).first().getByRole('button', { name: '播放' }).click();
    await page.getByRole('dialog').locator('video').waitFor();
    await snap(page, 'edit-video');
    await page.keyboard.press('Escape');

    // A teaching file on its edit page.
    view = await openScreen(page, 'practice/cloud-seminar/list');
    row = await findLecture(page, view);
    await row.getByRole('button', { name: '文件', exact: true }).click();
    await waitForScreen(page, '/practice/cloud-seminar/teach-file-list');
    view = page
      .getByTestId('main')
      .locator('[data-entity="CloudSeminarTeachFile"]')
      .filter({ visible: true });
    await button(view, '上传').click();
    await waitForScreen(page, '/practice/cloud-seminar/teach-file-edit');
    form = formOf(page);
    await form.getByLabel('文件名称').fill('校企协同育人研讨议程');
    const file = join(tmpdir(), '研讨议程.txt');
    writeFileSync(file, '一、主旨报告；二、分组研讨；三、总结交流。');
    await form.locator('input[type="file"][aria-label="文件"]').setInputFiles(file);
    await expectToast(page, '研讨议程.txt上传成功!');
    // The upload's loading notice goes once the upload ends (it has no time limit of its own).
    await page.getByText('文件上传中, 请稍后...').waitFor({ state: 'hidden' });
    await snap(page, 'teach-file-edit');
    await button(form, '创建').click();
    await expectToast(page, '提交成功!');
    await waitForScreen(page, '/practice/cloud-seminar/teach-file-list');
    await rowsOf(page).first().getByText('校企协同育人研讨议程').waitFor();
    await snap(page, 'teach-file-list');

    // The school admin first, then the platform admin.
    const school = await h.openPage();
    h.session.allowErrors(/409|Conflict/);
    school.allowErrors(/409|Conflict/);
    await review(school, DEMO.schoolAdmin, '学校管理员审核通过');
    const platform = await h.openPage();
    await review(platform, DEMO.platformAdmin, '平台管理员审核通过');

    // A student enrols, comments and watches.
    const learner = await h.openPage(PHONE);
    const lp = learner.page;
    await signIn(learner, DEMO.student);
    view = await openScreen(lp, 'practice/cloud-seminar/list');
    // Students' lists hold passed lectures only (the server's lectures.ts): finding it says it passed review.
    // The phone's card shows what a student acts on, not the review state.
    row = await findLecture(lp, view);
    expect(await row.getByRole('button', { name: '评论', exact: true }).count()).toBe(0);
    await row.getByRole('checkbox').check();
    await button(view, '报名').click();
    await expectToast(lp, '报名成功!');
    await rowsOf(lp).first().getByRole('checkbox').check();
    await button(view, '评论').click();
    dialog = lp.getByRole('dialog');
    await button(dialog, '发表评论').click();
    await dialog.getByText('请输入评论内容', { exact: true }).waitFor();
    await dialog.getByLabel('评论内容').fill('双导师制的分工讲得很清楚，想了解企业导师的考核办法。');
    await button(dialog, '发表评论').click();
    await expectToast(lp, '提交成功!');
    await dialog.getByText('待公开').waitFor();
    await snap(lp, 'student-comment');
    await dialog.getByRole('button', { name: '取消' }).click();
    await rowsOf(lp).first().getByRole('button', { name: '观看' }).click();
    const video = lp.getByRole('dialog').locator('video');
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await snap(lp, 'student-watch');
    await lp.keyboard.press('Escape');
    // 观看 is offered only where there is a recording: an open seminar not held yet has none.
    const upcoming = (await student.GetCloudSeminarPageList({ pageNumber: 1, pageSize: 999999 })).List.find(
      (l) => [0, 2].includes(Number(l.fStatus)) && l.fVideoCount === 0,
    );
    expect(upcoming, 'a seminar open to students without a recording').toBeDefined();
    await searchList(view, '请输入讲座标题', String(upcoming?.cTitle));
    const bare = rowsOf(lp)
      .filter({ hasText: String(upcoming?.cTitle) })
      .first();
    await bare.waitFor();
    expect(await bare.getByRole('button', { name: '观看' }).count()).toBe(0);
    // The phone's page never scrolls sideways (only the table does).
    expect(await lp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The teacher makes the comment public, then takes it back, and sees who came.
    view = await openScreen(page, 'practice/cloud-seminar/list');
    row = await findLecture(page, view);
    await row.getByRole('button', { name: '评论', exact: true }).click();
    await waitForScreen(page, '/practice/cloud-seminar/comment-list');
    view = page.getByTestId('main').locator('[data-entity="CloudSeminarComment"]').filter({ visible: true });
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await rowsOf(page).first().getByText('刘子涵').waitFor();
    for (const [action, state] of [
      ['公开', '已公开'],
      ['取消公开', '未公开'],
    ] as const) {
      await rowsOf(page).first().getByRole('checkbox').check();
      await button(view, action).click();
      await expectToast(page, `${action}成功! 即将刷新数据,请稍后...`);
      await rowsOf(page).first().getByText(state, { exact: true }).waitFor();
    }
    await snap(page, 'comment-list');

    for (const [link, path, entity] of [
      ['观众', 'viewer-list', 'CloudPlaybackViewer'],
      ['报名', 'enrollment-list', 'CloudSeminarEnrollment'],
    ] as const) {
      view = await openScreen(page, 'practice/cloud-seminar/list');
      row = await findLecture(page, view);
      await row.getByRole('button', { name: link, exact: true }).click();
      await waitForScreen(page, `/practice/cloud-seminar/${path}`);
      view = page.getByTestId('main').locator(`[data-entity="${entity}"]`).filter({ visible: true });
      await expect.poll(() => rowsOf(page).count()).toBe(1);
      await rowsOf(page).first().getByText('刘子涵').waitFor();
      await snap(page, path);
    }
    expect(await exportList(page, view)).toMatch(/报名名单.*\.xlsx$/);
    // One journey through four signed-in people: longer than the default when the machine is busy.
  }, 180_000);
});

describe('the three lecture areas', () => {
  it('show their demo lectures to each role, reviewers with their buttons', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.schoolAdmin);
    for (const area of ['cloud-innovation', 'cloud-careerPlanning', 'cloud-seminar']) {
      const view = await openScreen(page, `practice/${area}/list`);
      await expect.poll(() => rowsOf(page).count()).toBe(10);
      await view.getByText(/共 \d+ 条/).waitFor();
      expect(await button(view, '审核通过').count()).toBe(1);
      await snap(page, `${area}-school-admin`);
    }
    const learner = await h.openPage(PHONE);
    await signIn(learner, DEMO.student);
    // (The journey above shows a student the seminars.)
    for (const area of ['cloud-innovation', 'cloud-careerPlanning']) {
      const view = await openScreen(learner.page, `practice/${area}/list`);
      await expect.poll(() => rowsOf(learner.page).count()).toBeGreaterThan(3);
      // Students see passed lectures only, and no review buttons.
      const states = await rowsOf(learner.page).evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
      expect(states.filter((t) => t.includes('未审核') || t.includes('未通过'))).toEqual([]);
      expect(await button(view, '审核通过').count()).toBe(0);
      await snap(learner.page, `${area}-student`);
    }
  });
});
