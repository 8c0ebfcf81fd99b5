import { MOBILE_BREAKPOINT_PX, PHONE_BREAKPOINT_PX, TAP_TARGET_PX } from '@practice/sdk';
import { DEMO } from '@practice/server/test-harness';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn } from './harness.js';
import { sideMenu } from './shell.js';

// SPEC §2.2: the theme drawer's choices are saved across reloads (保存), 恢复默认 goes back to the
// comprehensive layout and the green theme; below 992 px the layout is forced to vertical and folded.
const h = browserHarness();

/** The side menu's background as drawn: the first non-transparent colour from the menu outwards. */
const menuBackground = (page: Page) =>
  page.getByTestId('side-menu').evaluate((menu) => {
    for (let el: Element | null = menu; el; el = el.parentElement) {
      const colour = getComputedStyle(el).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'none';
  });

async function openDrawer(page: Page) {
  await page.getByTestId('top-bar').getByRole('button', { name: '主题配置' }).click();
  await page.getByTestId('theme-drawer').waitFor();
  return page.getByTestId('theme-drawer');
}

const serviceTabs = (page: Page) => page.getByTestId('top-bar').getByTestId('service-tab');
const menuWidth = async (page: Page) => (await page.getByTestId('side-menu').boundingBox())?.width ?? 0;

describe('the theme drawer', () => {
  it('keeps a saved theme across a reload, and restores the default', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.teacher);
    const green = await menuBackground(page);
    const drawer = await openDrawer(page);
    expect(await drawer.getByLabel('主题').inputValue()).toBe('green');
    await drawer.getByLabel('主题').selectOption('ocean');
    await expect.poll(() => menuBackground(page)).not.toBe(green);
    const ocean = await menuBackground(page);
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('theme-drawer').waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    expect(await menuBackground(page)).toBe(ocean);
    expect(await (await openDrawer(page)).getByLabel('主题').inputValue()).toBe('ocean');

    await page.getByTestId('theme-drawer').getByRole('button', { name: '恢复默认' }).click();
    await expect.poll(() => menuBackground(page)).toBe(green);
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    expect(await menuBackground(page)).toBe(green);
  });

  it('forgets a choice that was not saved', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.teacher);
    const green = await menuBackground(page);
    const drawer = await openDrawer(page);
    await drawer.getByLabel('主题').selectOption('white');
    await expect.poll(() => menuBackground(page)).not.toBe(green);
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    expect(await menuBackground(page)).toBe(green);
  });
});

describe('a narrow window', () => {
  it(`below ${MOBILE_BREAKPOINT_PX} px forces the vertical layout with the menu folded`, async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    // Wide: the comprehensive layout's section tabs and an open menu.
    await expect.poll(() => serviceTabs(page).count()).toBeGreaterThan(1);
    const openWidth = await menuWidth(page);
    expect(openWidth).toBeGreaterThan(150);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => serviceTabs(page).count()).toBe(0);
    await expect.poll(() => menuWidth(page)).toBeLessThan(100);

    // The saved layout is left alone: widening brings it back.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => serviceTabs(page).count()).toBeGreaterThan(1);
    await expect.poll(() => menuWidth(page)).toBe(openWidth);
  });

  it('opens in the vertical layout at 800 px even when another layout was saved', async () => {
    const narrow = await h.openPage({ width: 800, height: 900 });
    const { page } = narrow;
    await signIn(narrow, DEMO.platformAdmin);
    // The horizontal layout has no side menu; forced vertical, the folded side menu shows.
    const drawer = await openDrawer(page);
    await drawer.getByLabel('布局').selectOption('horizontal');
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    expect(await menuWidth(page)).toBeLessThan(100);
    expect(await serviceTabs(page).count()).toBe(0);
  });
});

describe('a phone', () => {
  it(`below ${PHONE_BREAKPOINT_PX} px has the menu in a drawer with labels and the less used tools in 更多`, async () => {
    const phone = await h.openPage({ width: 390, height: 844 });
    const { page } = phone;
    await signIn(phone, DEMO.platformAdmin);
    // No rail: nothing of the menu is in the page until the 打开菜单 button opens it.
    await page.getByTestId('tabs').waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    const opener = page.getByRole('button', { name: '打开菜单' });
    expect((await opener.boundingBox())?.width).toBeGreaterThanOrEqual(TAP_TARGET_PX);

    // Labels as text, groups unfolding in place; choosing an entry closes the drawer on its page.
    const menu = await sideMenu(page);
    const group = menu.getByRole('button', { name: '系统管理', exact: true });
    await group.click();
    await menu.getByRole('link', { name: '角色管理', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/system/role-manage');
    await expect.poll(() => page.getByTestId('side-menu').count()).toBe(0);

    // The page's own entry is highlighted when the menu opens again; Escape closes it.
    const again = await sideMenu(page);
    await expect(again.getByRole('link', { name: '角色管理' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('side-menu').count()).toBe(0);

    // The theme drawer from 更多; the bar never runs wider than the phone.
    await page.getByRole('button', { name: '更多工具' }).click();
    await page.getByRole('menuitem', { name: '主题配置' }).click();
    await page.getByTestId('theme-drawer').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('theme-drawer').count()).toBe(0);
  });

  it('fills the screen with a dialog, its footer and 44 px close button in reach', async () => {
    const phone = await h.openPage({ width: 390, height: 844 });
    const { page } = phone;
    await signIn(phone, DEMO.platformAdmin);
    await page.getByTestId('avatar').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    // Measured once the opening animation has settled.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(390);
    expect((await dialog.boundingBox())?.height).toBe(844);
    const confirm = await dialog.getByRole('button', { name: '确定' }).boundingBox();
    expect((confirm?.y ?? 0) + (confirm?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(confirm?.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    const close = await dialog.getByRole('button', { name: '关闭' }).boundingBox();
    expect(close?.width).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    expect(close?.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    await expect
      .poll(() => dialog.getByLabel('旧密码').evaluate((e) => e.getBoundingClientRect().height))
      .toBeGreaterThanOrEqual(TAP_TARGET_PX);
  });
});
