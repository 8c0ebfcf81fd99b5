import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, SCREENSHOT_DIR, signIn } from './harness.js';
import { button, expectToast, openScreen, rowsOf, searchList } from './list-steps.js';
import { tabPaths, waitForScreen } from './shell.js';

// Issue 17 items 3 and 4: the common resource library (upload with a label, review), tutorials (a video
// played in the page), school settings (each school admin their own school's) and a user's footprints.
const h = browserHarness({ width: 1280 });

const resourceName = `测试公共资源${Date.now() % 100000}`;

/** The visible form page of the common resource library. */
const formOf = (page: Page) =>
  page.getByTestId('main').locator('form[data-entity]').filter({ visible: true });

async function onOnlyRow(page: Page, view: Locator, name: string) {
  await expect.poll(() => rowsOf(page).count()).toBe(1);
  await rowsOf(page).first().getByRole('checkbox').check();
  await button(view, name).click();
}

/**
 * 成绩构成比例 is a table of score sheets and percents, never JSON: a total other than 100 is refused with
 * the server's own words, and the saved make-up is listed in words. 允许逾期提交 is a switch.
 */
async function editGradeWeights(page: Page) {
  const view = page.getByTestId('main');
  const editRow = async (name: string) => {
    const row = rowsOf(page).filter({ hasText: name });
    await row.getByRole('checkbox').check();
    await button(view, '编辑').click();
    const dialog = page.getByRole('dialog', { name: '编辑学校设置' });
    await dialog.waitFor();
    return { row, dialog };
  };
  const { row, dialog } = await editRow('review.weights');
  const weights = dialog.getByRole('table', { name: '设置值' });
  await expect.poll(() => weights.getByRole('textbox').count()).toBe(3);
  await weights.getByLabel('第1行百分比').fill('50');
  await dialog.getByTestId('weights-sum').getByText('合计 110%（须为100%）').waitFor();
  await dialog.getByRole('button', { name: '提交' }).click();
  await dialog.getByText('各评分表所占百分比之和必须为100，当前为110', { exact: true }).waitFor();
  await weights.getByRole('row').nth(3).getByRole('button', { name: '删除' }).click();
  await weights.getByLabel('第2行百分比').fill('50');
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'library-areas--grade-weights.png') });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '提交成功!');
  await row.getByText('企业导师评分表 50%、校内导师评分表 50%', { exact: true }).waitFor();
  await row.getByRole('checkbox').uncheck();

  const late = await editRow('handIn.allowLate');
  const allow = late.dialog.locator('input[aria-label="允许逾期提交"]');
  expect(await allow.isChecked()).toBe(true);
  await late.dialog.getByText('允许', { exact: true }).click();
  await late.dialog.getByText('不允许', { exact: true }).waitFor();
  await late.dialog.getByRole('button', { name: '取消' }).click();
}

describe('the common resource library as a teacher', () => {
  it('refuses an empty form, uploads a file with its labels, and lists it unreviewed', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.teacher);
    const view = await openScreen(page, 'practice/common-resource/list');
    // The theme label tree beside the table: 安全生产 lists that label's resources, and a new one takes it.
    await view.getByRole('tree', { name: '主题标签' }).getByText('安全生产', { exact: true }).click();
    await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);

    await button(view, '新增').click();
    await waitForScreen(page, '/practice/common-resource/common-resource-add');
    const form = formOf(page);
    await form.getByRole('heading', { name: '新增资源' }).waitFor();
    await button(form, '创建').click();
    await expectToast(page, '验证未通过, 提交失败');
    // Each field's message (a select's placeholder says the same words, hence visible only).
    for (const message of ['请输入资源名称', '请选择资源类型', '请上传资源文件']) {
      await form.getByText(message, { exact: true }).filter({ visible: true }).waitFor();
    }

    await form.getByLabel('资源名称').fill(`  ${resourceName} `);
    await form.getByLabel('资源类型').selectOption({ label: '实习资料' });
    const label = form.getByLabel('主题标签');
    await expect
      .poll(() => label.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text))
      .toBe('安全生产');
    // Staff upload for their own school: the only choice is taken for them.
    const school = form.getByLabel('所属学校');
    await expect
      .poll(() => school.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text))
      .toContain('华东理工');
    const file = join(tmpdir(), `${resourceName}.txt`);
    writeFileSync(file, '实习安全须知：进入车间须佩戴安全帽。');
    await form.locator('input[type="file"][aria-label="资源文件"]').setInputFiles(file);
    await expectToast(page, `${resourceName}.txt上传成功!`);
    await expect.poll(() => form.getByText('请上传资源文件', { exact: true }).count()).toBe(0);
    await button(form, '创建').click();
    await expectToast(page, '提交成功!');

    // Back on the list, the add page's tab closed; the new resource is there, not reviewed yet.
    await waitForScreen(page, '/practice/common-resource/list');
    expect(await tabPaths(page)).not.toContain('/practice/common-resource/common-resource-add');
    await searchList(view, '请输入资源名称', resourceName);
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    const row = rowsOf(page).first();
    await row.getByText('实习资料', { exact: true }).waitFor();
    // The review status is the reviewers' column: the server stored it unreviewed.
    const teacher = await sdkFor(h.server, DEMO.teacher);
    const stored = await teacher.GetCommonResourcePageList({
      pageNumber: 1,
      pageSize: 10,
      cResourceName: resourceName,
    });
    expect(stored.List.map((r) => [r.cResourceName, r.fStatus, r.cThemeLabelName, r.cSchoolName])).toEqual([
      [resourceName, 0, '安全生产', '华东理工职业技术学院'],
    ]);
    // Staff have no review buttons.
    expect(await button(view, '审核通过').count()).toBe(0);
  });
});

describe('the school admin', () => {
  it('approves the teacher’s resource', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.schoolAdmin);
    const view = await openScreen(page, 'practice/common-resource/list');
    await view.getByRole('tree', { name: '主题标签' }).getByText('全部', { exact: true }).click();
    await searchList(view, '请输入资源名称', resourceName);
    await rowsOf(page).first().getByText('未审核', { exact: true }).waitFor();
    await onOnlyRow(page, view, '审核通过');
    await expectToast(page, '审核通过成功! 即将刷新数据,请稍后...');
    await rowsOf(page).first().getByText('审核通过', { exact: true }).waitFor();
  });

  it('sees and edits only their own school’s settings', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.schoolAdmin);
    await openScreen(page, 'practice/school-settings/list');
    await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
    // Every row is their school's, so the 学校 column, which would repeat it, starts hidden.
    expect(await page.getByRole('columnheader', { name: '学校', exact: true }).count()).toBe(0);
    const listed = await (await sdkFor(h.server, DEMO.schoolAdmin)).GetSchoolSettingPageList({
      pageNumber: 1,
      pageSize: 100,
    });
    expect(listed.List.filter((r) => r.cSchoolName !== '华东理工职业技术学院')).toEqual([]);
    await editGradeWeights(page);

    // The server is the gate: another school's row is neither listed, nor read, nor written.
    const admin = await sdkFor(h.server, DEMO.platformAdmin);
    const all = await admin.GetSchoolSettingPageList({ pageNumber: 1, pageSize: 100 });
    const other = all.List.find((r) => !String(r.cSchoolName ?? '').includes('华东理工'));
    if (!other) throw new Error('no other school’s setting in the demo data');
    const school = await sdkFor(h.server, DEMO.schoolAdmin);
    const asked = await school.GetSchoolSettingPageList({
      pageNumber: 1,
      pageSize: 100,
      fSchoolId: other.fSchoolId,
    });
    expect(asked.List.filter((r) => r.fSchoolId === other.fSchoolId)).toEqual([]);
    await expect(
      school.GetSchoolSettingModel({ fSchoolSettingId: other.fSchoolSettingId }),
    ).rejects.toThrow();
    await expect(
      school.EditSchoolSetting({
        fSchoolSettingId: other.fSchoolSettingId,
        fSchoolId: other.fSchoolId,
        cSettingName: other.cSettingName,
        cSettingKey: other.cSettingKey,
        cSettingValue: '被改写',
      }),
    ).rejects.toThrow();
  });
});

const VIDEO = join(import.meta.dirname, '../../server/src/seed/stand-ins/video.mp4');
const VIDEO_TUTORIAL = '实习日志填写';

async function findTutorial(page: Page, view: Locator) {
  await view.getByRole('tree', { name: '教程分类' }).getByText('全部', { exact: true }).click();
  await searchList(view, '请输入教程标题', VIDEO_TUTORIAL);
  await expect.poll(() => rowsOf(page).count()).toBe(1);
}

describe('the platform admin', () => {
  it('replaces a video tutorial’s video, refusing a file that is not a video', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    const view = await openScreen(page, 'practice/tutorial/list');
    await findTutorial(page, view);
    await onOnlyRow(page, view, '编辑');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('教程标题').waitFor();
    const input = dialog.locator('input[type="file"][aria-label="教程视频"]');
    // One file only: a second is refused until the demo's video is removed; then a text file is refused
    // as a video.
    await input.setInputFiles(VIDEO);
    await expectToast(page, '只能上传1个文件, 请先取消已选择或已上传文件');
    await dialog.getByRole('group', { name: '教程视频' }).getByRole('button', { name: '删除' }).click();
    const notVideo = join(tmpdir(), '说明.txt');
    writeFileSync(notVideo, 'not a video');
    await input.setInputFiles(notVideo);
    await expectToast(page, '只能上传视频文件(mp4, webm)');
    await input.setInputFiles(VIDEO);
    await expectToast(page, 'video.mp4上传成功!');
    await button(dialog, '提交').click();
    await expectToast(page, '提交成功!');
  });
});

describe('a student', () => {
  it('plays a video tutorial in the page', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.student);
    const view = await openScreen(page, 'practice/tutorial/list');
    await findTutorial(page, view);
    await rowsOf(page).first().getByRole('button', { name: '播放' }).click();
    const video = page.getByRole('dialog').locator('video');
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  });

  it('sees their footprints, newest first, each a link back', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.student);
    await openScreen(page, 'practice/cloud-my-history/list');
    await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
    const link = rowsOf(page).first().getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^\/practice\/cloud-[\w-]+\/list\?c\w+Id=/);
    const dates = await rowsOf(page).evaluateAll((rows) =>
      rows.map((r) => (r.textContent ?? '').match(/\d{4}[-/]\d{2}[-/]\d{2} [\d:]{8}/)?.[0] ?? ''),
    );
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

// The demo video a tutorial plays, as shipped with the seed's stand-ins (kept small).
it('ships a small demo video', () => {
  const video = readFileSync(VIDEO);
  expect(video.length).toBeLessThan(100_000);
  expect(video.subarray(4, 8).toString('latin1')).toBe('ftyp');
});
