import { join } from 'node:path';
import { DEMO, DEMO_PASSWORD } from '@practice/server/test-harness';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtFile } from './built-files.js';
import { browserHarness, SCREENSHOT_DIR, signIn, where } from './harness.js';

// SPEC §2.1: public routes, the guard's redirects, / → /index, unknown paths → /404.
const h = browserHarness();

describe('the guard', () => {
  it('sends a visitor without a token to /login, keeping where they were going', async () => {
    const { page, url } = h.session;
    await page.goto(`${url}/system/role-manage?x=1`);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/system/role-manage?x=1');
    // The URL changes before the sign-in form has drawn: wait for it rather than ask once.
    await page.getByRole('button', { name: '登录' }).waitFor();
  });

  it('sends / without a token to /login too', async () => {
    const { page, url } = h.session;
    await page.goto(`${url}/`);
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('lets a visitor without a token open /register, /403 and /404', async () => {
    const { page, url } = h.session;
    for (const [path, text] of [
      ['/register', '注册'],
      ['/403', '403'],
      ['/404', '404'],
    ] as const) {
      await page.goto(`${url}${path}`);
      await page.getByText(text).first().waitFor();
      expect(where(page)).toBe(path);
    }
  });

  it('after sign-in goes on to the page the visitor asked for', async () => {
    const { page, url } = h.session;
    await page.goto(`${url}/system/role-manage`);
    await page.waitForURL((u) => u.pathname === '/login');
    await signIn(h.session, DEMO.platformAdmin, '/system/role-manage');
    await page.getByTestId('main').getByText('角色管理').first().waitFor();
  });

  it('with a token sends /login to / and / to /index', async () => {
    const { page, url } = h.session;
    await signIn(h.session, DEMO.teacher);
    await page.goto(`${url}/login`);
    await page.waitForURL((u) => u.pathname === '/index');
    expect(where(page)).toBe('/index');
    await page.goto(`${url}/`);
    await page.waitForURL((u) => u.pathname === '/index');
    // The home screen itself, after a full load: the greeting by hour.
    await page.getByTestId('main').getByTestId('home').waitFor();
    expect(await page.getByTestId('home').textContent()).toMatch(/(早上|上午|中午|下午|晚上)好/);
  });

  it('sends an unknown path to the 404 screen', async () => {
    const { page, url } = h.session;
    await signIn(h.session, DEMO.student);
    await page.goto(`${url}/no/such/page`);
    await page.waitForURL((u) => u.pathname === '/404');
    await page.getByText('404').first().waitFor();
  });

  // routes/first-reads.ts: the home's reads go out with the menus, not after the shell has drawn.
  it("asks for a student's day and own internships once, beside the menus", async () => {
    const { page, url } = h.session;
    const asked: string[] = [];
    const record = (request: Request) => {
      const operation = /\/api\/v1\/[^/]+\/([^/?]+)/.exec(request.url())?.[1];
      if (operation) asked.push(operation);
    };
    page.on('request', record);
    const expectFirstReads = async () => {
      await page.getByTestId('student-today').waitFor();
      const times = (operation: string) => asked.filter((a) => a === operation).length;
      expect(['GetMyReminders', 'GetStudentTodayModel', 'GetAttendanceTodayModel'].map(times)).toEqual([
        1, 1, 1,
      ]);
      expect(asked.indexOf('GetStudentTodayModel')).toBeLessThan(asked.indexOf('GetSystemUserMenu'));
    };
    try {
      await page.goto(`${url}/login`);
      await signIn(h.session, DEMO.student, '/index');
      await expectFirstReads();
      asked.length = 0;
      await page.reload();
      await expectFirstReads();
      // A page about one of the student's internships, opened by its address alone, finds the internship
      // the same way: its list of 我的实习 goes out beside the menus, and the page opens the running one.
      asked.length = 0;
      await page.goto(`${url}/practice/student-manage/diaries-student`);
      await page.waitForURL((u) => u.searchParams.has('fInternshipInfoId'));
      const own = 'GetInternshipStudentWithRelateCountPageListByUser';
      expect(asked.filter((a) => a === own)).toHaveLength(1);
      expect(asked.indexOf(own)).toBeLessThan(asked.indexOf('GetSystemUserMenu'));
    } finally {
      page.off('request', record);
    }
  });

  it('titles the page after the route and the site', async () => {
    const { page, url } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    await page.goto(`${url}/system/user-manage`);
    await page.waitForFunction(() => document.title.startsWith('用户管理'));
    expect(await page.title()).toBe('用户管理 - 新工科实践教学平台');
  });

  // The app's own file (Chakra UI, the router, the frame) is the first thing the page imports: without it
  // there is no React to draw the notice, so it is plain DOM in the same words.
  it('shows Chinese when the app file fails to load at start, and loads the page on 重新加载', async () => {
    const { page, url } = h.session;
    const app = builtFile('src/app.tsx');
    const blocked = (u: URL) => u.pathname === app;
    h.session.allowErrors(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
    await page.route(blocked, (route) => route.abort());
    await page.goto(`${url}/login`);
    const notice = page.getByTestId('load-failure');
    await notice.getByText('页面加载失败').waitFor();
    expect(await notice.textContent()).toContain('页面脚本文件加载失败');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'guard--app-file-failed.png') });

    await page.unroute(blocked);
    await notice.getByRole('button', { name: '重新加载' }).click();
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(await notice.count()).toBe(0);
  });

  // Issue 28 item 4: the router's own error page is English and meant for developers; a user never sees it.
  it('shows Chinese, not the router error page, when the shell file fails to load', async () => {
    const { page, url } = h.session;
    const shell = builtFile('src/layouts/index.ts');
    h.session.allowErrors(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
    await page.route(
      (u) => u.pathname === shell,
      (route) => route.abort(),
    );
    await page.goto(`${url}/login`);
    await page.getByLabel('用户名', { exact: true }).fill(DEMO.platformAdmin);
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    const notice = page.getByTestId('load-failure');
    await notice.getByText('页面加载失败').waitFor();
    expect(await notice.getByRole('button', { name: '重新加载' }).count()).toBe(1);
    expect(await page.getByText(/Unexpected Application Error/).count()).toBe(0);
  });
});
