import { DEMO } from '@practice/server/test-harness';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserHarness, signIn, where } from './harness.js';
import {
  dismissMenu,
  expectTabs,
  goInApp,
  keptSearch,
  openFromMenu,
  openService,
  screen,
  tab,
  tabMenu,
  tabPaths,
  typeSearch,
  waitForScreen,
} from './shell.js';

// SPEC §2.2 tabs: one per visited route; close, close others, left, right, all; the home tab never
// closes; closing the active tab goes to the last tab (or / when none is left).
const h = browserHarness();

const HOME = '/index';
const KEYS = ['system/system-manage', 'system/role-manage', 'system/user-manage', 'system/department-manage'];
const [MENUS, ROLES, USERS, DEPARTMENTS] = KEYS.map((k) => screen(k).path) as [
  string,
  string,
  string,
  string,
];

/** Signs in as the platform admin and opens the four system screens from the menu, in order. */
async function openFour(page: Page): Promise<void> {
  await openService(page, '平台管理');
  for (const key of KEYS) await openFromMenu(page, key);
  await expectTabs(page, [HOME, MENUS, ROLES, USERS, DEPARTMENTS]);
}

/** Whether the tab of `path` lies wholly inside the bar's visible (scrolled) part. */
const tabInView = (page: Page, path: string) =>
  tab(page, path).evaluate((element) => {
    const bar = element.closest('[data-testid="tabs"]') as HTMLElement;
    const [t, b] = [element.getBoundingClientRect(), bar.getBoundingClientRect()];
    return t.left >= b.left && t.right <= b.right;
  });

describe('tabs', () => {
  beforeEach(async () => {
    await signIn(h.session, DEMO.platformAdmin);
  });

  it('opens one tab per visited screen, once, and switches by tab', async () => {
    const { page } = h.session;
    await openFour(page);
    await openFromMenu(page, 'system/role-manage');
    await expectTabs(page, [HOME, MENUS, ROLES, USERS, DEPARTMENTS]);
    await tab(page, USERS).click();
    await waitForScreen(page, USERS);
    await page.getByTestId('main').getByText(screen('system/user-manage').title).first().waitFor();
  });

  it('never closes the home tab, nor drops its view', async () => {
    const { page } = h.session;
    await typeSearch(page.getByTestId('home'), '首页的搜索');
    await openFour(page);
    await expect(tab(page, HOME).getByRole('button', { name: /^关闭/ }).count()).resolves.toBe(0);
    await tab(page, HOME).click({ button: 'right' });
    const closeSelf = page.getByRole('menuitem', { name: '关闭当前' }).filter({ visible: true });
    await expect(closeSelf.getAttribute('data-disabled')).resolves.not.toBeNull();
    await dismissMenu(page);
    await tabMenu(page, DEPARTMENTS, '关闭全部');
    await expectTabs(page, [HOME]);
    await waitForScreen(page, HOME);
    // Had its tab gone, even for a moment, its cached view would have gone with it.
    expect(await keptSearch(page)).toBe('首页的搜索');
  });

  it('closes a tab that is not active and stays where it is', async () => {
    const { page } = h.session;
    await openFour(page);
    await tab(page, ROLES)
      .getByRole('button', { name: `关闭 ${screen('system/role-manage').title}` })
      .click();
    await expectTabs(page, [HOME, MENUS, USERS, DEPARTMENTS]);
    expect(where(page)).toBe(DEPARTMENTS);
  });

  it('closing the active tab goes to the last tab', async () => {
    const { page } = h.session;
    await openFour(page);
    await tab(page, ROLES).click();
    await waitForScreen(page, ROLES);
    await tabMenu(page, ROLES, '关闭当前');
    await expectTabs(page, [HOME, MENUS, USERS, DEPARTMENTS]);
    await waitForScreen(page, DEPARTMENTS);
  });

  it('closes the others, keeping home', async () => {
    const { page } = h.session;
    await openFour(page);
    await tabMenu(page, ROLES, '关闭其他');
    await expectTabs(page, [HOME, ROLES]);
    // The active tab (departments) went: the last tab left is the one kept.
    await waitForScreen(page, ROLES);
  });

  it('closes the tabs to the left, keeping home', async () => {
    const { page } = h.session;
    await openFour(page);
    await tabMenu(page, USERS, '关闭左侧');
    await expectTabs(page, [HOME, USERS, DEPARTMENTS]);
    expect(where(page)).toBe(DEPARTMENTS);
  });

  it('closes the tabs to the right, following the active one to the last tab', async () => {
    const { page } = h.session;
    await openFour(page);
    await tabMenu(page, ROLES, '关闭右侧');
    await expectTabs(page, [HOME, MENUS, ROLES]);
    await waitForScreen(page, ROLES);
  });

  it('closes all but home and goes home', async () => {
    const { page } = h.session;
    await openFour(page);
    await tabMenu(page, MENUS, '关闭全部');
    await expectTabs(page, [HOME]);
    await waitForScreen(page, HOME);
    expect(await tabPaths(page)).toEqual([HOME]);
  });

  it('scrolls the bar to the active tab when more are open than fit', async () => {
    const { page } = h.session;
    // Narrow, but still wider than the 992 px at which the layout turns mobile.
    await page.setViewportSize({ width: 1000, height: 800 });
    await openService(page, '平台管理');
    const keys = [...KEYS, 'system/role-menu-manage', 'system/system-config-manage'];
    for (const key of keys) await openFromMenu(page, key);
    await openService(page, '基础数据');
    for (const key of ['basic-info/school-manage', 'basic-info/class-manage', 'basic-info/company-manage'])
      await openFromMenu(page, key);
    const bar = page.getByTestId('tabs');
    // Otherwise the test proves nothing: the tabs must not all fit.
    expect(await bar.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
    const last = screen('basic-info/company-manage').path;
    await expect.poll(() => tabInView(page, last)).toBe(true);
    // The first system screen's tab is now scrolled off to the left; opening it again from the menu
    // must bring it back into view.
    expect(await tabInView(page, MENUS)).toBe(false);
    await openService(page, '平台管理');
    await openFromMenu(page, 'system/system-manage');
    await expect.poll(() => tabInView(page, MENUS)).toBe(true);
  });

  it('shows the back header for a page header query; 返回 closes that tab and goes back', async () => {
    const { page } = h.session;
    await openService(page, '平台管理');
    await openFromMenu(page, 'system/role-manage');
    await goInApp(page, `${DEPARTMENTS}?_pageHeader=${encodeURIComponent('实习基地详情')}`);
    await waitForScreen(page, DEPARTMENTS);
    const header = page.getByTestId('back-header');
    await header.getByText('实习基地详情').waitFor();
    await expectTabs(page, [HOME, MENUS, ROLES, DEPARTMENTS]);
    await header.getByRole('button', { name: '返回' }).click();
    await waitForScreen(page, ROLES);
    await expectTabs(page, [HOME, MENUS, ROLES]);
    expect(await header.count()).toBe(0);
  });
});
