import { join } from 'node:path';
import { KEEP_ALIVE_MAX } from '@practice/sdk';
import { screensFor } from '@practice/sdk/contract';
import { DEMO } from '@practice/server/test-harness';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { builtFile } from './built-files.js';
import { browserHarness, SCREENSHOT_DIR, signIn } from './harness.js';
import { goInApp, openFromMenu, openService, screen, tab, tabPaths, waitForScreen } from './shell.js';

// SPEC §2.2: keep-alive holds each visited view (at most KEEP_ALIVE_MAX) with its state; refresh re-enters
// the current view. The state is what a user types into the role list's search form: it survives only if the
// view is never remounted.
const h = browserHarness();

const ROLES = screen('system/role-manage').path;
const USERS = screen('system/user-manage').path;

const roleSearch = (page: Page) =>
  page
    .getByTestId('main')
    .locator('[data-entity="AppRole"]')
    .filter({ visible: true })
    .getByRole('form', { name: '查询条件' })
    .getByPlaceholder('请输入角色名称');

async function typeSearch(page: Page, text: string) {
  await roleSearch(page).fill(text);
}

const keptSearch = (page: Page) => roleSearch(page).inputValue();

describe('keep-alive', () => {
  beforeEach(async () => {
    await signIn(h.session, DEMO.platformAdmin);
    await openService(h.session.page, '平台管理');
    await openFromMenu(h.session.page, 'system/role-manage');
  });

  it('keeps a typed search after switching tabs and back', async () => {
    const { page } = h.session;
    await typeSearch(page, '实习基地');
    await openFromMenu(page, 'system/user-manage');
    await tab(page, ROLES).click();
    await waitForScreen(page, ROLES);
    expect(await keptSearch(page)).toBe('实习基地');
  });

  it('refresh re-enters the current view, dropping its state', async () => {
    const { page } = h.session;
    await openFromMenu(page, 'system/user-manage');
    await tab(page, ROLES).click();
    await waitForScreen(page, ROLES);
    await typeSearch(page, '实习基地');
    await page.getByTestId('top-bar').getByRole('button', { name: '刷新' }).click();
    await expect.poll(() => keptSearch(page)).toBe('');
    expect(await tab(page, USERS).count()).toBe(1);
  });

  it(`holds at most ${KEEP_ALIVE_MAX} views, dropping the oldest`, async () => {
    const { page } = h.session;
    await typeSearch(page, '最早的页面');
    const others = screensFor('platformAdmin')
      .filter((s) => s.parent && !s.hidden && !s.noTab && s.path !== ROLES)
      .slice(0, KEEP_ALIVE_MAX);
    expect(others).toHaveLength(KEEP_ALIVE_MAX);
    for (const s of others.slice(0, -1)) {
      await goInApp(page, s.path);
      await waitForScreen(page, s.path);
    }
    // Home, roles and 19 more: 21 visited, but the 20 most recent include roles only until the next one.
    await goInApp(page, ROLES);
    await waitForScreen(page, ROLES);
    expect(await keptSearch(page)).toBe('最早的页面');
    for (const s of others) {
      await goInApp(page, s.path);
      await waitForScreen(page, s.path);
    }
    await goInApp(page, ROLES);
    await waitForScreen(page, ROLES);
    expect(await keptSearch(page)).toBe('');
  });

  // Issue 28 item 4: during a redeploy an open console asks for a screen file that is gone.
  it('shows a Chinese notice for a screen file that fails to load, keeps the shell, and loads it on 重新加载', async () => {
    const { page } = h.session;
    const file = builtFile('src/screens/system/user-manage.tsx');
    const blocked = (url: URL) => url.pathname === file;
    // The aborted request and React's report of the error its boundary caught.
    h.session.allowErrors(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
    await typeSearch(page, '实习基地');
    // Survives only while the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.route(blocked, (route) => route.abort());

    await openFromMenu(page, 'system/user-manage');
    const notice = page.getByTestId('main').getByTestId('load-failure').filter({ visible: true });
    await notice.getByText('页面加载失败').waitFor();
    expect(await notice.textContent()).toContain('页面脚本文件加载失败');
    expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
    expect(await tabPaths(page)).toEqual(expect.arrayContaining([ROLES, USERS]));
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'keep-alive--screen-file-failed.png') });

    await page.unroute(blocked);
    await notice.getByRole('button', { name: '重新加载' }).click();
    await page.getByTestId('main').locator('[data-entity="AppUser"]').filter({ visible: true }).waitFor();
    expect(await notice.count()).toBe(0);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The other kept view was never touched.
    await tab(page, ROLES).click();
    await waitForScreen(page, ROLES);
    expect(await keptSearch(page)).toBe('实习基地');
  });
});
