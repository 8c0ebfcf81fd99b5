import { frontMenuSeed } from '@practice/sdk/contract';
import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn } from './harness.js';
import { button, confirm, expectToast, openScreen, rowsIn, rowsOf } from './list-steps.js';
import { clickNode, nodeState, roleIdNamed, selectRole, snap, treeNode } from './role-steps.js';

// Issue 6: /system role administration as the platform admin (SPEC §6 "assign menus (back-end and
// front-end), users and APIs to a role"): the role list, its four dialogs, the role-menu screen and the
// read-only menu screen. The server's answers are checked through the SDK, not only the screen.
const h = browserHarness();

const admin = () => sdkFor(h.server, DEMO.platformAdmin);

/** A role made through the API, for the tests whose subject is not creating it; resolves with its id. */
async function roleNamed(name: string): Promise<string> {
  const sdk = await admin();
  await sdk.AddAppRole({ cRoleName: name, cRoleCode: `e2e${Date.now() % 1e8}`, fIndex: 90 } as never);
  return roleIdNamed(sdk, name);
}

/** The menu entry of a console screen in a role's tree, by its menu action (BasicInfoClassManage). */
async function menuEntry(roleId: string, action: string) {
  const menus = (await (await admin()).GetAppRoleMenuList({ fAppRoleId: roleId, cType: 'admin' })) as {
    id: number;
    type: number;
    cAction: string;
    fServiceId: number;
    fParentId: number | null;
    checked: boolean;
  }[];
  const entry = menus.find((m) => m.cAction === action && m.type === 3);
  if (!entry) throw new Error(`no menu ${action}`);
  return { entry, menus };
}

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('role-manage', () => {
  it('creates, edits, searches, exports and deletes a role; a built-in role is refused', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    const view = await openScreen(page, 'system/role-manage');
    for (const name of ['新增', '编辑', '删除', '分配菜单', '分配前台菜单', '分配用户', '接口权限', '导出']) {
      await button(view, name).waitFor();
    }
    // 移除用户 is offered inside 分配用户, not on the list.
    expect(await button(view, '移除用户').count()).toBe(0);

    const name = `测试角色${Date.now() % 100000}`;
    await button(view, '新增').click();
    const add = dialogNamed(page, '新增角色');
    await add.getByLabel('角色名称').fill(name);
    await add.getByLabel('角色标识').fill(`e2eRole${Date.now() % 100000}`);
    await add.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '提交成功!');
    await add.waitFor({ state: 'hidden' });

    await selectRole(page, view, name);
    await button(view, '编辑').click();
    const edit = dialogNamed(page, '编辑角色');
    await expect.poll(() => edit.getByLabel('角色名称').inputValue()).toBe(name);
    await edit.getByLabel('角色名称').fill(`${name}改`);
    await edit.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '提交成功!');
    await edit.waitFor({ state: 'hidden' });
    await selectRole(page, view, `${name}改`);

    const download = page.waitForEvent('download');
    await button(view, '导出').click();
    await confirm(page);
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await expectToast(page, '导出成功!');

    await rowsOf(page).first().getByRole('checkbox').check();
    await button(view, '删除').click();
    await confirm(page);
    await expectToast(page, '删除成功! 即将刷新数据,请稍后...');
    await expect.poll(() => rowsOf(page).count()).toBe(0);

    // A built-in role stays, with the server's own words (a refused call: 409 in the browser's log).
    h.session.allowErrors(/status of 409/);
    await selectRole(page, view, '学校管理员');
    await button(view, '删除').click();
    await confirm(page);
    await expectToast(page, '服务错误! 错误内容: 内置角色不能删除');
    await expect.poll(() => rowsOf(page).count()).toBe(1);
  });

  it('assigns menus, front-end menus, a user and APIs to a role', async () => {
    const { page } = h.session;
    const name = `分配测试${Date.now() % 100000}`;
    const roleId = await roleNamed(name);
    const { entry: classPage, menus } = await menuEntry(roleId, 'BasicInfoClassManage');
    const classButtons = menus.filter((m) => m.fParentId === classPage.id);
    const group = menus.find((m) => m.id === classPage.fParentId);
    expect(classButtons.length).toBeGreaterThan(0);

    await signIn(h.session, DEMO.platformAdmin);
    const view = await openScreen(page, 'system/role-manage');
    await selectRole(page, view, name);

    // 分配菜单: checking a page checks its buttons; its group shows partly checked.
    await button(view, '分配菜单').click();
    const menuDialog = dialogNamed(page, `分配菜单：${name}`);
    await clickNode(menuDialog, '筛选后台菜单', '班级管理', classPage.id);
    await expect.poll(() => nodeState(menuDialog, classPage.id)).toBe(true);
    await treeNode(menuDialog, classPage.id).getByRole('button', { name: '展开班级管理' }).click();
    const firstButton = classButtons[0]?.id ?? 0;
    await expect.poll(() => nodeState(menuDialog, firstButton)).toBe(true);
    await expect.poll(() => nodeState(menuDialog, group?.id ?? 0)).toBe('indeterminate');
    // Unchecking one button leaves the page partly checked.
    await treeNode(menuDialog, firstButton).locator('label[data-state]').click();
    await expect.poll(() => nodeState(menuDialog, classPage.id)).toBe('indeterminate');
    await snap(page, 'menu-dialog');
    await button(menuDialog, '保存').click();
    await expectToast(page, '提交成功!');
    await menuDialog.waitFor({ state: 'hidden' });
    const saved = (await menuEntry(roleId, 'BasicInfoClassManage')).menus.filter((m) => m.checked);
    // The server lists a service as checked while any of its menus is.
    expect(saved.map((m) => m.id).sort()).toEqual(
      [group?.fServiceId, classPage.id, group?.id, ...classButtons.slice(1).map((b) => b.id)].sort(),
    );

    // 分配前台菜单: the front-end site's pages, apart from the console's; checking one checks its group.
    const seminar = frontMenuSeed().find((r) => r.cAction === 'Seminar');
    await button(view, '分配前台菜单').click();
    const htmlDialog = dialogNamed(page, `分配前台菜单：${name}`);
    await htmlDialog.getByText('门户网站', { exact: true }).waitFor();
    expect(await treeNode(htmlDialog, classPage.id).count()).toBe(0);
    await clickNode(htmlDialog, '筛选前台菜单', '云研讨区', seminar?.id ?? 0);
    await expect.poll(() => nodeState(htmlDialog, seminar?.fParentId ?? 0)).toBe('indeterminate');
    await htmlDialog.getByLabel('筛选前台菜单', { exact: true }).fill('');
    await htmlDialog.getByRole('button', { name: '展开门户网站' }).click();
    await snap(page, 'front-menu-dialog');
    await button(htmlDialog, '保存').click();
    await expectToast(page, '提交成功!');
    await htmlDialog.waitFor({ state: 'hidden' });
    const front = await (await admin()).GetAppRoleMenuList({ fAppRoleId: roleId, cType: 'html' });
    expect(
      front
        .filter((m) => m.checked && m.type !== 1)
        .map((m) => m.id)
        .sort(),
    ).toEqual([seminar?.fParentId, seminar?.id].sort());
    // The console menus saved above are still the role's.
    expect((await menuEntry(roleId, 'BasicInfoClassManage')).menus.filter((m) => m.checked).length).toBe(
      saved.length,
    );

    // 分配用户: add the teacher from those not in the role, see them in it, remove them again.
    await button(view, '分配用户').click();
    const users = dialogNamed(page, `分配用户：${name}`);
    await expect.poll(() => rowsIn(users).count()).toBe(0);
    await users.getByRole('tab', { name: '添加用户' }).click();
    // The tab left stays in the page, hidden, until its exit has played: the search is the shown tab's.
    await users.getByRole('tabpanel', { name: '添加用户' }).getByPlaceholder('请输入姓名').fill('张文博');
    await users.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => rowsIn(users).count()).toBe(1);
    await button(users, '添加用户').click();
    await expectToast(page, '未选中数据');
    await rowsIn(users).first().getByRole('checkbox').check();
    await button(users, '添加用户').click();
    await expectToast(page, '添加用户成功! 即将刷新数据,请稍后...');
    await expect.poll(() => rowsIn(users).count()).toBe(0);
    await users.getByRole('tab', { name: '已分配用户' }).click();
    await expect.poll(() => rowsIn(users).count()).toBe(1);
    await rowsIn(users).first().getByText('张文博', { exact: true }).waitFor();
    await rowsIn(users).first().getByRole('checkbox').check();
    await button(users, '移除用户').click();
    await confirm(page);
    await expectToast(page, '移除用户成功! 即将刷新数据,请稍后...');
    await expect.poll(() => rowsIn(users).count()).toBe(0);
    await users.getByRole('button', { name: '关闭' }).click();
    await users.waitFor({ state: 'hidden' });

    // 接口权限: grant AddClass; fixed operations cannot be unchecked.
    await button(view, '接口权限').click();
    const apis = dialogNamed(page, `接口权限：${name}`);
    await clickNode(apis, '筛选接口', 'AddClass', 'AddClass');
    await expect.poll(() => nodeState(apis, 'AddClass')).toBe(true);
    await apis.getByLabel('筛选接口', { exact: true }).fill('LoginCheck');
    expect(await treeNode(apis, 'LoginCheck').locator('input').isDisabled()).toBe(true);
    await apis.getByLabel('筛选接口', { exact: true }).fill('');
    await apis.getByRole('button', { name: /^展开/ }).first().click();
    await snap(page, 'api-dialog');
    await button(apis, '保存').click();
    await expectToast(page, '提交成功!');
    await apis.waitFor({ state: 'hidden' });
    const grants = await (await admin()).GetAppRoleApiList({ fAppRoleId: roleId });
    expect(grants.find((g) => g.cOperation === 'AddClass')?.checked).toBe(true);
    expect(grants.find((g) => g.cOperation === 'DeleteSchoolIDS')?.checked).toBe(false);
  });

  it("shows the platform role's APIs read-only", async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    const view = await openScreen(page, 'system/role-manage');
    await selectRole(page, view, '平台管理员');
    await button(view, '接口权限').click();
    const apis = dialogNamed(page, '接口权限：平台管理员');
    await apis.getByText('该角色拥有全部接口权限，无需设置（只读）').waitFor();
    expect(await button(apis, '保存').count()).toBe(0);
    await apis.getByLabel('筛选接口', { exact: true }).fill('AddClass');
    expect(await treeNode(apis, 'AddClass').locator('input').isDisabled()).toBe(true);
    expect(await nodeState(apis, 'AddClass')).toBe(true);
  });
});

describe('role-menu-manage', () => {
  it("saves a role's menus with 保存菜单", async () => {
    const { page } = h.session;
    const name = `菜单测试${Date.now() % 100000}`;
    const roleId = await roleNamed(name);
    const { entry: schoolPage } = await menuEntry(roleId, 'BasicInfoSchoolManage');

    await signIn(h.session, DEMO.platformAdmin);
    const view = await openScreen(page, 'system/role-menu-manage');
    const picker = view.getByTestId('role-picker');
    await picker.getByPlaceholder('请输入角色名称').fill(name);
    await picker.getByRole('button', { name: '查询' }).click();
    await picker.getByRole('button', { name }).click();
    await view.getByText(`${name} 的菜单`).waitFor();
    await clickNode(view, '筛选角色菜单', '学校管理', schoolPage.id);
    await expect.poll(() => nodeState(view, schoolPage.id)).toBe(true);
    await button(view, '保存菜单').click();
    await expectToast(page, '提交成功!');
    const after = await menuEntry(roleId, 'BasicInfoSchoolManage');
    expect(after.entry.checked).toBe(true);
    expect(after.menus.filter((m) => m.fParentId === schoolPage.id).every((m) => m.checked)).toBe(true);
  });
});

describe('system-manage', () => {
  it('shows services, menus and the buttons of the chosen menu, and exports them', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    const view = await openScreen(page, 'system/system-manage');
    // One service: its first menu group is chosen, and its buttons are those of all its pages.
    await view.getByLabel('服务', { exact: true }).selectOption({ label: '平台管理' });
    await view.getByText('系统管理 的按钮').waitFor();
    await expect.poll(() => rowsOf(page).count()).toBe(10);
    const tree = view.getByRole('tree', { name: '服务与菜单' });
    expect(await tree.getByText('基础数据', { exact: true }).count()).toBe(0);
    const group = tree.locator('li[aria-level="2"]').filter({ hasText: '系统管理' });
    await group.locator('span[aria-hidden]').first().click();
    await tree.getByText('角色管理', { exact: true }).click();
    await view.getByText('角色管理 的按钮').waitFor();
    await expect.poll(() => rowsOf(page).count()).toBe(8);
    await rowsOf(page).getByText('分配菜单', { exact: true }).waitFor();
    await rowsOf(page).getByText('SetAdminAppRoleMenu', { exact: true }).waitFor();

    const search = view.getByRole('form', { name: '查询条件' });
    await search.getByPlaceholder('请输入按钮名称').fill('分配');
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => rowsOf(page).count()).toBe(3);

    const download = page.waitForEvent('download');
    await button(view, '导出').click();
    await confirm(page);
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await expectToast(page, '导出成功!');
  });
});
