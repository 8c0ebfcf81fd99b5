import { DEMO } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn } from './harness.js';
import { button, confirm, expectToast, exportList, openScreen, rowsOf, searchList } from './list-steps.js';

// /system/system-config-manage (系统配置) as the platform admin: the app settings through the generic list
// screen, each step with the messages of SPEC §5 and §8.
const h = browserHarness();

describe('system-config-manage as the platform admin', () => {
  it('creates a setting, finds it, edits it, exports the list and deletes it', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    const view = await openScreen(page, 'system/system-config-manage');
    const key = `test.setting.${Date.now() % 100000}`;

    await button(view, '新增').click();
    const add = page.getByRole('dialog', { name: '新增系统配置' });
    await add.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '验证未通过, 提交失败');
    await add.getByText('请输入配置键').waitFor();
    await add.getByLabel('配置键').fill(key);
    await add.getByLabel('配置值').fill('42');
    await add.getByLabel('说明').fill('浏览器测试的配置');
    await add.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '提交成功!');
    await add.waitFor({ state: 'hidden' });

    await searchList(view, '请输入配置键', key);
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await rowsOf(page).first().getByText('42', { exact: true }).waitFor();

    await rowsOf(page).first().getByRole('checkbox').check();
    await button(view, '编辑').click();
    const edit = page.getByRole('dialog', { name: '编辑系统配置' });
    await expect.poll(() => edit.getByLabel('配置键').inputValue()).toBe(key);
    await edit.getByLabel('配置值').fill('43');
    await edit.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '提交成功!');
    await rowsOf(page).first().getByText('43', { exact: true }).waitFor();

    expect(await exportList(page, view)).toMatch(/^系统配置.*\.xlsx$/);

    await rowsOf(page).first().getByRole('checkbox').check();
    await button(view, '删除').click();
    await confirm(page);
    await expectToast(page, '删除成功! 即将刷新数据,请稍后...');
    await expect.poll(() => rowsOf(page).count()).toBe(0);
  });
});
