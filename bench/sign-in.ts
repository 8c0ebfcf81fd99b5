import type { Page } from 'playwright-core';

/** Signs a demo user in through the console's own sign-in page, as they do, and waits for home. */
export async function signInAs(page: Page, baseUrl: string, userName: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('用户名', { exact: true }).fill(userName);
  await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => u.pathname === '/index');
}

/** The demo student, whose phone pages Lighthouse and phone-trace load. */
export const signInAsStudent = (page: Page, baseUrl: string) => signInAs(page, baseUrl, 'student');
