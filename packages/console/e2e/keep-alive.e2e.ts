import { KEEP_ALIVE_MAX } from '@practice/sdk';
import { screensFor } from '@practice/sdk/contract';
import { DEMO } from '@practice/server/test-harness';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserHarness, signIn } from './harness.js';
import { goInApp, openFromMenu, openService, screen, tab, waitForScreen } from './shell.js';

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
});
