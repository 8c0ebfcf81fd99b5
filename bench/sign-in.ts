import type { Page } from 'playwright-core';

/** Signs the demo student in through the console's own sign-in page, as a student does, and waits for home. */
export async function signInAsStudent(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('用户名', { exact: true }).fill('student');
  await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => u.pathname === '/index');
}
