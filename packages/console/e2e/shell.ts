import { screenByKey } from '@practice/sdk/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/*
 * Steps through the signed-in shell by its test hooks (data-testid: tabs, tab with data-path, side-menu,
 * top-bar, main) and by what a user reads, so the tests say what a user does.
 */

/** A catalogue screen's title and path by its key ('system/role-manage'). */
export function screen(key: string): { title: string; path: string } {
  const found = screenByKey.get(key);
  if (!found) throw new Error(`no screen ${key} in the catalogue`);
  return { title: found.title, path: found.path };
}

/** The paths of the open tabs, left to right. */
export const tabPaths = (page: Page): Promise<string[]> =>
  page.getByTestId('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-path') ?? ''));

export const tab = (page: Page, path: string) => page.locator(`[data-testid="tab"][data-path="${path}"]`);

/** Waits until the address and the active tab are `path`. */
export async function waitForScreen(page: Page, path: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === path);
  await page.locator(`[data-testid="tab"][data-active][data-path="${path}"]`).waitFor();
}

/** Whether the page is a touch screen's (a PHONE window): a finger taps there, a mouse clicks elsewhere. */
const isTouch = (page: Page) => page.evaluate(() => 'ontouchstart' in window);

/** Presses a control as the window's user would: a tap on a touch screen, a click with a mouse. */
export async function press(target: Locator): Promise<void> {
  if (await isTouch(target.page())) await target.tap();
  else await target.click();
}

/**
 * The side menu as a user reaches it: beside the page, or on a phone (below 768 px) in the drawer that the
 * 打开菜单 button opens, which then carries the side-menu hook while it is open.
 */
export async function sideMenu(page: Page): Promise<Locator> {
  const opener = page.getByRole('button', { name: '打开菜单' });
  if (await opener.isVisible()) await press(opener);
  const menu = page.getByTestId('side-menu').filter({ visible: true });
  await menu.waitFor();
  return menu;
}

/** Unfolds a group of a menu that shows labels (the open side menu, the phone's drawer) unless it is open. */
export async function unfoldGroup(menu: Locator, group: string): Promise<Locator> {
  const toggle = menu.getByRole('button', { name: group, exact: true }).first();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  // The group's entries sit beside its button.
  return toggle.locator('xpath=..');
}

/** Clicks an entry of the side menu, as a user would, and waits for its screen. */
export async function openFromMenu(page: Page, key: string): Promise<void> {
  const { title, path } = screen(key);
  const menu = await sideMenu(page);
  // Only the current page's group starts unfolded (in the phone's drawer, always so): unfold the entry's.
  const parent = screenByKey.get(key)?.parent;
  const group = parent ? screenByKey.get(parent)?.title : undefined;
  const toggle = group ? menu.getByRole('button', { name: group, exact: true }).first() : undefined;
  const entry = menu.getByText(title, { exact: true }).filter({ visible: true }).first();
  // A group with a single entry shows as that entry, under the group's title (SPEC §2.2): a link, where a
  // group of several is a button.
  const alone = group ? menu.getByRole('link', { name: group, exact: true }).first() : undefined;
  let found: Locator | undefined;
  // The menu may still be redrawing for a section just chosen: look again until the entry shows, unfolding
  // its group whenever it is found folded.
  await expect
    .poll(
      async () => {
        if (await entry.isVisible()) found = entry;
        else if (alone && (await toggle?.count()) === 0 && (await alone.isVisible())) found = alone;
        else if (toggle && (await toggle.getAttribute('aria-expanded').catch(() => null)) === 'false') {
          await press(toggle);
        }
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  if (found) await press(found);
  await waitForScreen(page, path);
}

/** Opens the home page (首页) from the side menu, as a user comes back to it. */
export async function openHomeFromMenu(page: Page): Promise<void> {
  const menu = await sideMenu(page);
  await press(menu.getByText('首页', { exact: true }).first());
  await waitForScreen(page, '/index');
}

/** Picks a section in the comprehensive layout's top bar. */
export async function openService(page: Page, name: string): Promise<void> {
  await page.getByTestId('top-bar').getByTestId('service-tab').getByText(name, { exact: true }).click();
}

/** Right-clicks a tab and picks an entry of its context menu (关闭其他, 关闭左侧, ...). */
export async function tabMenu(page: Page, path: string, entry: string): Promise<void> {
  await tab(page, path).click({ button: 'right' });
  // A closed menu may stay in the page while it animates out: pick from the one on show.
  await page.getByRole('menuitem', { name: entry, exact: true }).filter({ visible: true }).click();
}

/** 关闭其他 on the active tab: every other view but home leaves the page (a dynamic page may have several tabs). */
export async function closeOtherTabs(page: Page): Promise<void> {
  await page.locator('[data-testid="tab"][data-active]').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他', exact: true }).filter({ visible: true }).click();
  await expect
    .poll(() => page.locator('[data-testid="tab"]:not([data-active])').count())
    .toBeLessThanOrEqual(1);
}

/** Closes an open context menu and waits until it is gone. */
export async function dismissMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('menu').filter({ visible: true }).count()).toBe(0);
}

export async function expectTabs(page: Page, paths: string[]): Promise<void> {
  await expect.poll(() => tabPaths(page), { timeout: 10_000 }).toEqual(paths);
}

/**
 * Navigates inside the app (no reload), as a link would: a history entry in the router's own shape (its
 * key and index), so that going back one step from there works as after a click.
 */
export const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);

/**
 * Types a search into a view (adding a field to it: the screens of this issue are placeholders without one)
 * and remembers that view's element, so that keptSearch can tell whether the view was ever remounted.
 */
export async function typeSearch(view: Locator, text: string): Promise<void> {
  await view.evaluate((element) => {
    const input = document.createElement('input');
    input.setAttribute('aria-label', '搜索');
    element.append(input);
    (window as unknown as { keptView: Element }).keptView = element;
  });
  await view.getByLabel('搜索').fill(text);
}

/** The typed search of the remembered view, or null when that view was remounted (its element is gone). */
export const keptSearch = (page: Page) =>
  page.evaluate(() => {
    const view = (window as unknown as { keptView?: Element }).keptView;
    if (!view?.isConnected) return null;
    return view.querySelector('input')?.value ?? null;
  });
