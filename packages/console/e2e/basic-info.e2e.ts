import { DEMO } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn } from './harness.js';
import { expectToast, exportList, openScreen, rowsOf } from './list-steps.js';

// Issue 6: the catalogue's generic list screen on /basic-info, as the roles that use it. The add / edit /
// delete buttons are the server's grants for the page (SPEC §6); the dialogs and messages are SPEC §5, §8.
const h = browserHarness();

describe('class-manage as the school admin', () => {
  it('creates a class, finds it by search, edits it and deletes it', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.schoolAdmin);
    const view = await openScreen(page, 'basic-info/class-manage');
    const name = `测试班级${Date.now() % 100000}`;

    // 新增 (the server's word): the required fields are marked and checked before anything is sent.
    await view.getByRole('button', { name: '新增', exact: true }).click();
    const addDialog = page.getByRole('dialog', { name: '新增班级' });
    await addDialog.getByLabel('班级名称').fill('   ');
    await addDialog.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '验证未通过, 提交失败');
    await addDialog.getByText('请输入班级名称').waitFor();
    // The school admin's only school is chosen for them.
    await expect.poll(() => addDialog.getByLabel('学校').inputValue()).not.toBe('');
    await addDialog.getByLabel('班级名称').fill(`  ${name} `);
    await addDialog.getByLabel('专业').fill('软件工程');
    await addDialog.getByLabel('年级').fill('2026');
    await addDialog.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '提交成功!');
    await addDialog.waitFor({ state: 'hidden' });

    // The same name twice in one school is refused in the server's words, and the dialog stays open.
    h.session.allowErrors(/status of 400/);
    await view.getByRole('button', { name: '新增', exact: true }).click();
    await addDialog.getByLabel('班级名称').fill(name);
    await addDialog.getByRole('button', { name: '提交' }).click();
    await expectToast(page, `服务错误! 错误内容: 该学校已有班级名称“${name}”`);
    await addDialog.getByRole('button', { name: '取消' }).click();
    await addDialog.waitFor({ state: 'hidden' });

    // Search by name: the one new row, its name trimmed.
    const search = view.getByRole('form', { name: '查询条件' });
    await search.getByPlaceholder('请输入班级名称').fill(name);
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    const row = rowsOf(page).first();
    await row.getByText(name, { exact: true }).waitFor();
    await row.getByText('软件工程', { exact: true }).waitFor();
    expect(await exportList(page, view)).toMatch(/^班级管理.*\.xlsx$/);

    // 编辑 needs exactly one selected row.
    await view.getByRole('button', { name: '编辑', exact: true }).click();
    await expectToast(page, '未选中数据');
    await row.getByRole('checkbox').check();
    await view.getByRole('button', { name: '编辑', exact: true }).click();
    const editDialog = page.getByRole('dialog', { name: '编辑班级' });
    await expect.poll(() => editDialog.getByLabel('班级名称').inputValue()).toBe(name);
    await editDialog.getByLabel('专业').fill('人工智能');
    await editDialog.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '提交成功!');
    await editDialog.waitFor({ state: 'hidden' });
    await rowsOf(page).first().getByText('人工智能', { exact: true }).waitFor();
    expect(await rowsOf(page).first().getByText('软件工程', { exact: true }).count()).toBe(0);

    // 删除 asks first, then the row is gone.
    await rowsOf(page).first().getByRole('checkbox').check();
    await view.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expectToast(page, '删除成功! 即将刷新数据,请稍后...');
    await expect.poll(() => rowsOf(page).count()).toBe(0);
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => rowsOf(page).count()).toBe(0);
  });
});

describe('school-manage buttons follow the server grants', () => {
  it('shows 新增, 编辑 and 删除 to the platform admin', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    const view = await openScreen(page, 'basic-info/school-manage');
    for (const name of ['新增', '编辑', '删除', '导出']) {
      await view.getByRole('button', { name, exact: true }).waitFor();
    }
    await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
  });

  it('does not show the school admin the buttons the server does not grant', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.schoolAdmin);
    const view = await openScreen(page, 'basic-info/school-manage');
    // Their own school is listed, and the page's buttons have had time to arrive.
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await view.getByRole('button', { name: '导出', exact: true }).waitFor();
    for (const name of ['新增', '编辑', '删除']) {
      expect(await view.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
  });
});
