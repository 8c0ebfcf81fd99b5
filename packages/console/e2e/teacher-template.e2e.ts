import { DEMO } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn, snapper, where } from './harness.js';
import { button, expectToast, openScreen, rowsOf } from './list-steps.js';
import { waitForScreen } from './shell.js';

// Issue 15, /practice/teacher-template as the in-school tutor: a batch added in the tree, a template in it,
// its items with a dropdown whose options are checked in the form and shown in the live preview, and the
// batch copied. One journey, one sign-in.
const h = browserHarness();

const snap = snapper('teacher-template', { fullPage: false });

const BATCHES = '模板批次';
const PARENT = '华东理工2026届顶岗实习模板';

const treeItem = (view: Locator, name: string) =>
  view
    .getByRole('tree', { name: BATCHES })
    .getByRole('treeitem', { name: new RegExp(`^${name}`) })
    .first();

/** Opens a branch of the tree (a new child is added under a closed branch). */
async function expand(view: Locator, name: string) {
  const item = treeItem(view, name);
  if ((await item.getAttribute('aria-expanded')) === 'false') await item.getByText('▸').first().click();
  await expect.poll(() => item.getAttribute('aria-expanded')).toBe('true');
}

async function treeMenu(page: Page, view: Locator, node: string, entry: string) {
  await treeItem(view, node).getByText(node, { exact: true }).first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: entry, exact: true }).filter({ visible: true }).click();
}

describe('course templates as the in-school tutor', () => {
  it('adds a batch and a template, configures a dropdown item seen in the preview, copies the batch', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.teacher);
    const list = await openScreen(page, 'practice/teacher-template/list');

    // 新增批次 through the tree's menu, under the school's batch.
    const batch = `测试批次${Date.now() % 100000}`;
    await treeMenu(page, list, PARENT, '添加');
    const name = page.getByRole('dialog', { name: '添加' });
    await name.getByPlaceholder('请输入名称').fill(batch);
    await name.getByRole('button', { name: '确定' }).click();
    await expectToast(page, '提交成功!');
    await expand(list, PARENT);
    await treeItem(list, batch).getByText(batch, { exact: true }).click();
    await expect.poll(() => rowsOf(page).count()).toBe(0);

    // 新增模板 in the chosen batch; its type shows by name.
    await button(list, '新增模板').click();
    const form = page.getByRole('form', { name: '模板表单' });
    await expect.poll(() => form.getByLabel('模板批次').inputValue()).not.toBe('');
    await form.getByLabel('模板名称').fill('测试日志模板');
    await form.getByLabel('模板类型').selectOption({ label: '日志' });
    await page.getByRole('dialog').getByRole('button', { name: '提交' }).click();
    await expectToast(page, '提交成功!');
    const row = rowsOf(page).first();
    await row.getByText('日志', { exact: true }).waitFor();
    await snap(page, 'list');

    // The name opens 模板项配置 with the template in the query and its name as the page header.
    await row.getByText('测试日志模板', { exact: true }).click();
    await waitForScreen(page, '/practice/teacher-template/items');
    expect(where(page)).toMatch(
      /^\/practice\/teacher-template\/items\?fTemplateInfoId=[0-9a-f]{32}&_pageHeader=/,
    );
    const items = page.getByTestId('main').locator('[data-entity="TemplateItem"]').filter({ visible: true });
    await items.getByRole('heading', { name: '模板项配置' }).waitFor();
    const preview = items.getByRole('region', { name: '表单预览' });
    await preview.getByText('暂无模板项').waitFor();

    // A dropdown whose options are split by commas is refused with the reason.
    await button(items, '新增模板项').click();
    const dialog = page.getByRole('dialog', { name: '新增模板项' });
    await dialog.getByLabel('模板项名称').fill('工作状态');
    await dialog.getByLabel('输入类型').selectOption({ label: '下拉选择' });
    expect(await dialog.getByLabel('排序').inputValue()).toBe('1');
    await dialog.getByLabel('下拉选项').fill('饱满,良好,一般');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '验证未通过, 提交失败');
    await dialog.getByText('下拉选项至少需要两项：请用 ; 或 ； 分隔各选项，或填写 JSON 标签/值对').waitFor();
    await dialog.getByLabel('下拉选项').fill('[{"label":"优秀"}]');
    await dialog.getByRole('button', { name: '提交' }).click();
    await dialog.getByText('下拉选项「优秀」的 value 须为分值（数字）').waitFor();

    // The full-width ； list: the student's words shown while typing, then in the preview once saved.
    await dialog.getByLabel('下拉选项').fill('饱满；良好；一般');
    await dialog.getByText('学生将看到：饱满、良好、一般').waitFor();
    await snap(page, 'item-dialog');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '提交成功!');
    await rowsOf(page).first().getByText('饱满、良好、一般').waitFor();
    const choice = preview.getByRole('combobox', { name: '工作状态' });
    await expect
      .poll(() => choice.locator('option').allTextContents())
      .toEqual(expect.arrayContaining(['饱满', '良好', '一般']));
    await choice.selectOption('良好');
    await snap(page, 'items');

    // 编辑 and 删除 redraw the preview too.
    await rowsOf(page).first().getByRole('checkbox').check();
    await button(items, '编辑').click();
    const edit = page.getByRole('dialog', { name: '编辑模板项' });
    await expect.poll(() => edit.getByLabel('下拉选项').inputValue()).toBe('饱满；良好；一般');
    await edit.getByLabel('模板项名称').fill('本周状态');
    await edit.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '提交成功!');
    await preview.getByRole('combobox', { name: '本周状态' }).waitFor();
    await rowsOf(page).first().getByRole('checkbox').check();
    await button(items, '删除').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expectToast(page, '删除成功! 即将刷新数据,请稍后...');
    await preview.getByText('暂无模板项').waitFor();

    // 复制批次 offers the batch in view and copies it with its template.
    await openScreen(page, 'practice/teacher-template/list');
    await treeItem(list, batch).getByText(batch, { exact: true }).click();
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await button(list, '复制批次').click();
    const copy = page.getByRole('dialog', { name: '复制批次' });
    await expect.poll(() => copy.getByLabel('要复制的批次').inputValue()).not.toBe('');
    await copy.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '提交成功!');
    await expand(list, PARENT);
    await treeItem(list, `${batch}副本`).getByText(`${batch}副本`, { exact: true }).click();
    await rowsOf(page).first().getByText('测试日志模板', { exact: true }).waitFor();
  });
});
