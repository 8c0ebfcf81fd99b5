import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, type Session, signIn } from './harness.js';
import { button, expectToast, openScreen } from './list-steps.js';
import { clickNode, nodeState, roleIdNamed, selectRole } from './role-steps.js';
import { goInApp, screen } from './shell.js';

// Issue 6, "the permission flow": the platform admin takes 班级管理 away from the school administrator
// role in the browser; the school admin, signing in again, no longer has it in the menu or as a route, and
// the server refuses its operation (SPEC §6: menus, routes and buttons follow what the server grants).
const h = browserHarness();

const SCHOOL_ADMIN_ROLE = '学校管理员';
const CLASS_MANAGE = screen('basic-info/class-manage');
const SCHOOL_MANAGE = screen('basic-info/school-manage');

type MenuRow = { id: number; type: number; cAction: string; checked: boolean };

/** The school administrator role's id, as the server issued it. */
async function schoolAdminRoleId(): Promise<string> {
  return roleIdNamed(await sdkFor(h.server, DEMO.platformAdmin), SCHOOL_ADMIN_ROLE);
}

async function schoolAdminMenus(): Promise<MenuRow[]> {
  const sdk = await sdkFor(h.server, DEMO.platformAdmin);
  return (await sdk.GetAppRoleMenuList({
    fAppRoleId: await schoolAdminRoleId(),
    cType: 'admin',
  })) as MenuRow[];
}

/** The side menu of the 基础数据 section: its entries once the section is picked. */
async function basicInfoMenu(page: Page) {
  await page.getByTestId('top-bar').getByText('基础数据', { exact: true }).click();
  const menu = page.getByTestId('side-menu');
  await menu.getByText(SCHOOL_MANAGE.title, { exact: true }).first().waitFor({ state: 'attached' });
  return menu;
}

async function schoolAdminSees(session: Session): Promise<boolean> {
  await signIn(session, DEMO.schoolAdmin);
  const menu = await basicInfoMenu(session.page);
  return (await menu.getByText(CLASS_MANAGE.title, { exact: true }).count()) > 0;
}

/** A class the school admin could add while they held the page's 新增 button. */
async function addClassAsSchoolAdmin() {
  const sdk = await sdkFor(h.server, DEMO.schoolAdmin);
  const schools = await sdk.GetSchoolPageList({ pageNumber: -1, pageSize: 10 });
  return sdk.AddClass({
    fSchoolId: schools.List[0]?.fSchoolId,
    cClassName: `权限测试班${Date.now() % 100000}`,
  } as never);
}

describe('permission flow', () => {
  it('a menu taken from a role is gone from its users’ menus and routes, and its call is refused', async () => {
    const before = await schoolAdminMenus();
    const classPage = before.find((m) => m.type === 3 && m.cAction === 'BasicInfoClassManage');
    if (!classPage) throw new Error('no class-manage menu');
    expect(classPage.checked).toBe(true);
    const restore = before.filter((m) => m.checked).map((m) => m.id);

    // Before: the school admin has the page.
    const schoolAdmin = await h.openPage();
    expect(await schoolAdminSees(schoolAdmin)).toBe(true);
    await schoolAdmin.context.clearCookies();

    try {
      // The platform admin unchecks 班级管理 (and with it its buttons) in 分配菜单 and saves.
      const { page } = h.session;
      await signIn(h.session, DEMO.platformAdmin);
      const view = await openScreen(page, 'system/role-manage');
      await selectRole(page, view, SCHOOL_ADMIN_ROLE);
      await button(view, '分配菜单').click();
      const dialog = page.getByRole('dialog', { name: `分配菜单：${SCHOOL_ADMIN_ROLE}` });
      await clickNode(dialog, '筛选后台菜单', CLASS_MANAGE.title, classPage.id);
      await expect.poll(() => nodeState(dialog, classPage.id)).toBe(false);
      await button(dialog, '保存').click();
      await expectToast(page, '提交成功!');
      await dialog.waitFor({ state: 'hidden' });
      expect((await schoolAdminMenus()).find((m) => m.id === classPage.id)?.checked).toBe(false);

      // After signing in again: not in the menu, and the address itself is the 404 page.
      const again = await h.openPage();
      expect(await schoolAdminSees(again)).toBe(false);
      await goInApp(again.page, CLASS_MANAGE.path);
      await again.page.waitForURL((u) => u.pathname === '/404');
      await again.page.getByText('404').first().waitFor();

      // The operation behind the page's 新增 is refused by the server, whatever the console shows.
      const refused = await addClassAsSchoolAdmin().then(
        () => null,
        (error: unknown) => error as { status?: number },
      );
      expect(refused?.status, 'AddClass without the page').toBe(403);
    } finally {
      const sdk = await sdkFor(h.server, DEMO.platformAdmin);
      await sdk.SetAdminAppRoleMenu({ fAppRoleId: await schoolAdminRoleId(), ids: restore });
    }
  });
});
