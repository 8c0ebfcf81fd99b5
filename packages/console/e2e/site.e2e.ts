import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, SCREENSHOT_DIR, signIn, where } from './harness.js';
import { expectToast, fillDateTime, openScreen, PNG, rowsOf } from './list-steps.js';
import { tabPaths, waitForScreen } from './shell.js';

// Issue 6, /site: banners and news as the admins who run the portal. The tree filters by fType, the edit
// pages open in a tab of their own and close back to the list, and every message is SPEC §5, §8's.
const h = browserHarness();

/** A picture of a step worth looking at (the harness only keeps each test's end state). */
/** A picture mid-test; `settled` runs finite animations to their end first (a dialog that fades in). */
const snap = (page: Page, name: string, settled = false) =>
  page.screenshot({
    path: join(SCREENSHOT_DIR, `site--${name}.png`),
    ...(settled ? { animations: 'disabled' } : {}),
  });

/** The hidden file input of an upload field (its group bears the same name). */
const fileInput = (view: Locator, label: string) => view.locator(`input[type="file"][aria-label="${label}"]`);

const pickNode = (view: Locator, tree: string, node: string) =>
  view.getByRole('tree', { name: tree }).getByText(node, { exact: true }).click();

async function search(view: Locator, title: string) {
  const form = view.getByRole('form', { name: '查询条件' });
  await form.getByPlaceholder('请输入标题').fill(title);
  await form.getByRole('button', { name: '查询' }).click();
}

/**
 * Closes the toasts on show. They sit over the toolbar, and one under the pointer waits there (hovering pauses
 * it), so a click on a toolbar button could land on a toast instead.
 */
async function clearToasts(page: Page) {
  await page.mouse.move(5, 895);
  const closers = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: '关闭' });
  for (let i = 0; i < 10 && (await closers.count()) > 0; i++) {
    await closers
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
}

/** Selects the only row and presses one of the toolbar's buttons. */
async function onOnlyRow(page: Page, view: Locator, button: string) {
  await clearToasts(page);
  await expect.poll(() => rowsOf(page).count()).toBe(1);
  await rowsOf(page).first().getByRole('checkbox').check();
  await view.getByRole('button', { name: button, exact: true }).click();
}

async function deleteOnlyRow(page: Page, view: Locator) {
  await onOnlyRow(page, view, '删除');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expectToast(page, '删除成功! 即将刷新数据,请稍后...');
  await expect.poll(() => rowsOf(page).count()).toBe(0);
}

/** 上架 / 下架 or 发布 / 取消发布 on the only row, then its status tag. */
async function toggleStatus(page: Page, view: Locator, button: string, tag: string) {
  await onOnlyRow(page, view, button);
  await expectToast(page, `${button}成功! 即将刷新数据,请稍后...`);
  await rowsOf(page).first().getByText(tag, { exact: true }).waitFor();
}

async function exportPage(page: Page, view: Locator) {
  await clearToasts(page);
  const download = page.waitForEvent('download');
  await view.getByRole('button', { name: '导出', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expectToast(page, '导出成功!');
}

describe('banners as the school admin', () => {
  it('filters by position, creates with an image, edits keeping it, lists, exports and deletes', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.schoolAdmin);
    const view = await openScreen(page, 'site/banner');

    // The tree starts on 首页 (the first position); 招聘页 and 全部 filter the table by fType.
    await expect.poll(() => rowsOf(page).count()).toBe(3);
    await pickNode(view, '广告位置', '招聘页');
    await rowsOf(page).first().getByText('名企实习岗位火热招聘中').waitFor();
    await expect.poll(() => rowsOf(page).count()).toBe(2);
    await pickNode(view, '广告位置', '全部');
    await expect.poll(() => rowsOf(page).count()).toBe(7);
    // Each row shows its picture, served from the stored path.
    await expect.poll(() => rowsOf(page).first().getByRole('img').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await snap(page, 'banner-list');

    // 新增 under 新闻 opens the form page with that position.
    await pickNode(view, '广告位置', '新闻');
    await expect.poll(() => rowsOf(page).count()).toBe(2);
    await view.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/site/banner-manage');
    expect(where(page)).toBe('/site/banner-manage?fType=2');
    const form = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
    await form.getByRole('heading', { name: '编辑广告' }).waitFor();
    expect(await form.getByLabel('广告位置').inputValue()).toBe('2');
    await form.getByText('建议尺寸 1920*400', { exact: false }).waitFor();

    // Nothing typed: 验证未通过, 提交失败 and each field's message.
    await form.getByRole('button', { name: '创建', exact: true }).click();
    await expectToast(page, '验证未通过, 提交失败');
    await form.getByText('请输入标题', { exact: true }).waitFor();
    await form.getByText('请上传横幅图片', { exact: true }).waitFor();
    // The picture is marked required like the typed fields.
    await form.getByRole('group', { name: '横幅图片' }).getByText('*', { exact: true }).waitFor();

    // A file the banner rules refuse, then the PNG.
    const bad = join(tmpdir(), 'banner-notes.txt');
    writeFileSync(bad, 'not a picture');
    await fileInput(form, '横幅图片').setInputFiles(bad);
    await expectToast(page, '只能上传 gif, jpeg, jpg, png, svg 格式的文件!');
    const picture = join(tmpdir(), '测试横幅.png');
    writeFileSync(picture, PNG);
    await fileInput(form, '横幅图片').setInputFiles(picture);
    await expectToast(page, '测试横幅.png上传成功!');
    await form.getByRole('img', { name: '横幅图片预览' }).waitFor();
    // The upload took the picture's message away; the title's stays until the title changes.
    await expect.poll(() => form.getByText('请上传横幅图片', { exact: true }).count()).toBe(0);
    expect(await form.getByText('请输入标题', { exact: true }).count()).toBe(1);
    await snap(page, 'banner-manage');

    const title = `测试横幅${Date.now() % 100000}`;
    await form.getByLabel('标题').fill(`  ${title} `);
    await form.getByLabel('链接地址').fill('/site/news');
    await form.getByLabel('排序').fill('9');
    await form.getByRole('button', { name: '创建', exact: true }).click();
    await expectToast(page, '提交成功!');

    // Back on the list, the form's tab closed, the new banner under 新闻, not listed yet.
    await waitForScreen(page, '/site/banner');
    expect(await tabPaths(page)).not.toContain('/site/banner-manage');
    await expect.poll(() => rowsOf(page).count()).toBe(3);
    await search(view, title);
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    const row = rowsOf(page).first();
    await row.getByText(title, { exact: true }).waitFor();
    await row.getByText('未上架', { exact: true }).waitFor();
    const thumbnail = row.getByRole('img');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    const storedSrc = await thumbnail.getAttribute('src');
    expect(storedSrc).toContain(encodeURIComponent('测试横幅.png'));

    // 编辑: the banner loads (its query carries the id the server issued, as it is); setting the picture
    // aside without uploading keeps it.
    const banners = await (await sdkFor(h.server, DEMO.schoolAdmin)).GetGatewayAdvertisementInfoPageList({
      pageNumber: 1,
      pageSize: 10,
      cTitle: title,
    });
    const bannerId = banners.List.find((b) => b.cTitle === title)?.fAdvertisementInfoId;
    if (!bannerId) throw new Error(`no banner ${title}`);
    await onOnlyRow(page, view, '编辑');
    await page.waitForURL((u) => u.pathname === '/site/banner-manage');
    expect(where(page)).toBe(`/site/banner-manage?fAdvertisementInfoId=${bannerId}`);
    await expect.poll(() => form.getByLabel('标题').inputValue()).toBe(title);
    // Pressed from the keyboard, as a keyboard user does. In two CI runs the mouse click found this button
    // shown and then, for 15 s, got no box for it from Chromium, while the page was as it should be (the
    // harness's report: this address and tab, the form shown); the cause is not found.
    await form.getByRole('button', { name: '删除', exact: true }).press('Enter');
    await form.getByText('未上传新图片时保留原图').waitFor();
    await form.getByLabel('标题').fill(`${title}改`);
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, '提交成功!');
    await waitForScreen(page, '/site/banner');
    await search(view, `${title}改`);
    await rowsOf(page).first().getByText(`${title}改`, { exact: true }).waitFor();
    expect(await rowsOf(page).first().getByRole('img').getAttribute('src')).toBe(storedSrc);

    await toggleStatus(page, view, '上架', '已上架');
    await toggleStatus(page, view, '下架', '未上架');
    await exportPage(page, view);
    await deleteOnlyRow(page, view);
  });
});

describe('news as the platform admin', () => {
  it('creates with the editor, previews, edits, publishes, unpublishes, searches and deletes', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    const view = await openScreen(page, 'site/news');
    await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
    await snap(page, 'news-list');
    await pickNode(view, '新闻类型', '通知公告');
    await view.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/site/news-manage');
    expect(where(page)).toBe('/site/news-manage?fType=2');
    const editor = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
    await editor.getByRole('heading', { name: '编辑新闻' }).waitFor();

    // SPEC §5's messages for an empty form.
    await editor.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, '验证未通过, 提交失败');
    for (const message of ['请输入标题', '请输入摘要', '请输入排序(数字)', '请输入新闻发布时间']) {
      await editor.getByText(message, { exact: true }).waitFor();
    }

    const title = `测试新闻${Date.now() % 100000}`;
    await editor.getByPlaceholder('请输入标题').fill(title);
    // A message goes as soon as its field changes; the others wait.
    await expect.poll(() => editor.getByText('请输入标题', { exact: true }).count()).toBe(0);
    expect(await editor.getByText('请输入摘要', { exact: true }).count()).toBe(1);
    await editor.getByPlaceholder('请输入摘要').fill('测试摘要');
    await editor.getByPlaceholder('请输入排序(数字)').fill('3');
    await fillDateTime(editor, '发布时间', '2026/05/01', '09:30:00');
    await editor.getByRole('textbox', { name: '新闻内容' }).fill('第一段正文');
    const cover = join(tmpdir(), '封面.png');
    writeFileSync(cover, PNG);
    await fileInput(editor, '封面图片').setInputFiles(cover);
    await expectToast(page, '封面.png上传成功!');

    // 预览效果 shows the item as the portal would.
    await editor.getByRole('button', { name: '预览效果' }).click();
    const preview = page.getByRole('dialog', { name: '预览效果' });
    await preview.getByText(title).waitFor();
    await preview.getByText('第一段正文').waitFor();
    // The dialog fades in: the picture shows it opened.
    await snap(page, 'news-preview', true);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    await editor.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, '提交成功!');
    await waitForScreen(page, '/site/news');
    expect(await tabPaths(page)).not.toContain('/site/news-manage');
    await search(view, title);
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await rowsOf(page).first().getByText('未发布', { exact: true }).waitFor();

    // 编辑 loads the item through its view model and saves the change.
    await onOnlyRow(page, view, '编辑');
    await page.waitForURL((u) => u.pathname === '/site/news-manage');
    await expect.poll(() => editor.getByPlaceholder('请输入标题').inputValue()).toBe(title);
    expect(await editor.getByPlaceholder('请输入摘要').inputValue()).toBe('测试摘要');
    await editor.getByRole('img', { name: '封面图片预览' }).waitFor();
    await snap(page, 'news-manage-edit');
    await editor.getByPlaceholder('请输入排序(数字)').fill('abc');
    await editor.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, '验证未通过, 提交失败');
    await editor.getByPlaceholder('请输入排序(数字)').fill('4');
    await editor.getByPlaceholder('请输入摘要').fill('修改后的摘要');
    await editor.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, '提交成功!');
    await waitForScreen(page, '/site/news');
    await search(view, title);
    await rowsOf(page).first().getByText('修改后的摘要').waitFor();

    await toggleStatus(page, view, '发布', '已发布');
    await toggleStatus(page, view, '取消发布', '未发布');
    await exportPage(page, view);
    await deleteOnlyRow(page, view);
  });
});
