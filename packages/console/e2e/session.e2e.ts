import { createSdk, NETWORK_TEXT } from '@practice/sdk';
import { DEMO } from '@practice/server/test-harness';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn, where } from './harness.js';

// SPEC §2.2 user menu (log out), §8 (a 403 answer goes to /403), and the 403 and 404 screens.
const h = browserHarness();

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function avatarMenu(page: Page, entry: string) {
  await page.getByTestId('avatar').click();
  await page.getByRole('menuitem', { name: entry, exact: true }).filter({ visible: true }).click();
}

describe('the session', () => {
  it('logs out after confirming: the token is gone, at the server too, and pages ask to sign in', async () => {
    const { page, url } = h.session;
    // LoginOut ends the sign-in at the server before the page leaves: a picture or list the home page still
    // had under way (a busy machine) is answered 401 on its way out, as it would be for a user.
    h.session.allowErrors(/status of 401/);
    await signIn(h.session, DEMO.schoolAdmin);
    const before = await token(page);
    expect(before).toBeTruthy();
    // The sign-in's file cookie lets the page's pictures of private files load (a school's logo).
    const logo = `${url}/files/demo/school/${encodeURIComponent('hdlg---校徽.png')}`;
    expect((await page.request.get(logo)).status()).toBe(200);

    await avatarMenu(page, '退出登录');
    await page.getByText('您确定要退出吗？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await token(page)).toBeNull();

    // LoginOut ended the sign-in at the server: the old token is refused.
    const old = createSdk({ baseUrl: url, token: () => before });
    await expect(old.GetUserInfoModel({})).rejects.toMatchObject({ status: 401 });
    expect((await page.request.get(logo)).status()).toBe(401);

    await page.goto(`${url}/index`);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(where(page)).toBe('/login?redirect=%2Findex');
  });

  it('stays signed in when the log-out is cancelled', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.student);
    await avatarMenu(page, '退出登录');
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByText('您确定要退出吗？').waitFor({ state: 'hidden' });
    expect(where(page)).toBe('/index');
    expect(await token(page)).toBeTruthy();
  });

  it('shows the 403 screen when the server refuses a call, and goes home from it', async () => {
    const { page } = h.session;
    h.session.allowErrors(/status of 403/);
    await signIn(h.session, DEMO.teacher);
    // No screen of this issue makes a call a teacher may not: the server's refusal is staged on the
    // password change, the one call the shell itself makes.
    await page.route('**/ChangePass', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{"Code":403,"Message":""}' }),
    );
    await avatarMenu(page, '修改密码');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^旧密码/).fill('Demo@2026');
    await dialog.getByLabel(/^新密码/).fill('Demo@2027');
    await dialog.getByLabel(/^确认密码/).fill('Demo@2027');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((u) => u.pathname === '/403');
    await page.getByTestId('page-403').waitFor();
    expect(await page.getByText('403 无权访问').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL((u) => u.pathname === '/index');
  });

  it("shows one message for a failed save: the server's reason, or the network text", async () => {
    const { page } = h.session;
    h.session.allowErrors(/ERR_FAILED|Failed to fetch|status of 400/);
    await signIn(h.session, DEMO.teacher);
    const changeWith = async (oldPassword: string) => {
      await avatarMenu(page, '修改密码');
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^旧密码/).fill(oldPassword);
      await dialog.getByLabel(/^新密码/).fill('Demo@2027');
      await dialog.getByLabel(/^确认密码/).fill('Demo@2027');
      await dialog.getByRole('button', { name: '确定' }).click();
      return dialog;
    };
    const shownOnce = async (text: string) => {
      await page.getByText(text, { exact: true }).first().waitFor();
      // A second toast would follow within the same turn: give it time to show before counting.
      await page.waitForTimeout(500);
      expect(await page.getByText(text, { exact: true }).count()).toBe(1);
      expect(await page.getByText('网络或服务器错误, 提交失败').count()).toBe(0);
    };

    // The server refuses and says why: that reason, once, in the spec's words.
    const dialog = await changeWith('不是这个密码');
    await shownOnce('服务错误! 错误内容: 旧密码不正确');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('服务错误! 错误内容: 旧密码不正确').waitFor({ state: 'hidden', timeout: 10_000 });

    // No answer at all: the one network text.
    await page.route('**/ChangePass', (route) => route.abort('failed'));
    await changeWith('Demo@2026');
    await shownOnce(NETWORK_TEXT);
  });

  it('shows the 404 screen for an unknown page, and goes home from it', async () => {
    const { page, url } = h.session;
    await signIn(h.session, DEMO.companyTutor);
    await page.goto(`${url}/practice/no-such-screen`);
    await page.waitForURL((u) => u.pathname === '/404');
    await page.getByTestId('page-404').waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL((u) => u.pathname === '/index');
  });
});
