/**
 * How long a page's first message and first confirmation take to appear after the click that asks for them,
 * against the second of each in the same page as the baseline (their code is loaded by then). Both hosts load
 * their drawing code on first use (ui-kit `FirstUseHost`), so the first costs a file's load; React.lazy under
 * Suspense added 300 ms to it (the reveal React holds back after a fallback). As the school admin on 班级管理:
 * 编辑 with no row selected says 未选中数据, and 删除 with one selected asks 确定删除吗. Prints the medians
 * over fresh pages (BENCH_QUICK=1: three, else nine) and the first's ratio to the second.
 *
 *   pnpm --filter @practice/console exec vite build
 *   pnpm --filter @practice/bench bench:first-use
 *   BENCH_FIRST_USE_DIST=packages/console/dist-other …     another build, for an A/B
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startConsoleServer } from './console-server.js';
import { signInAs } from './sign-in.js';
import { median } from './stats.js';

const PAGES = process.env.BENCH_QUICK === '1' ? 3 : 9;
const TOAST = '[data-scope="toast"][data-part="root"]';
const CONFIRMATION = '[role="alertdialog"]';

/** Milliseconds from clicking the screen's toolbar button to `selector` matching, timed inside the page. */
const clickUntil = (page: Page, button: string, selector: string) =>
  page.evaluate(
    ([name, wanted]) =>
      new Promise<number>((resolve, reject) => {
        const target = [...document.querySelectorAll<HTMLButtonElement>('[data-entity] button')].find(
          (b) => b.textContent?.trim() === name,
        );
        if (!target) return reject(new Error(`no ${name} button`));
        const started = performance.now();
        // Inline: a named function here would be compiled with a helper the page does not have.
        const observer = new MutationObserver(() => {
          if (!document.querySelector(wanted)) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        target.click();
      }),
    [button, selector] as const,
  );

/** Waits until nothing matches `selector` (a message's 3 s, a dismissed confirmation). */
const gone = (page: Page, selector: string) =>
  page.waitForFunction((s) => !document.querySelector(s), selector, { timeout: 10_000 });

const server = await startConsoleServer(process.env.BENCH_FIRST_USE_DIST);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
  headless: true,
});
const times = { toast: [[], []] as number[][], confirmation: [[], []] as number[][] };
try {
  const signIn = await browser.newContext({ locale: 'zh-CN' });
  await signInAs(await signIn.newPage(), server.url, 'school');
  const storageState = await signIn.storageState();
  await signIn.close();

  for (let round = 0; round < PAGES; round++) {
    const context = await browser.newContext({
      locale: 'zh-CN',
      storageState,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/basic-info/class-manage`);
    const row = page.getByLabel('数据列表', { exact: true }).locator('tbody tr[data-row-index]').first();
    await row.waitFor();
    for (const nth of [0, 1]) {
      times.toast[nth]?.push(await clickUntil(page, '编辑', TOAST));
      await gone(page, TOAST);
    }
    await row.getByRole('checkbox').check();
    for (const nth of [0, 1]) {
      times.confirmation[nth]?.push(await clickUntil(page, '删除', CONFIRMATION));
      await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
      await gone(page, CONFIRMATION);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(`\nFrom the click to its element in the page, median of ${PAGES} fresh pages (ms)`);
console.log('what'.padEnd(24), 'first'.padStart(8), 'second'.padStart(8), 'first/second'.padStart(14));
for (const [what, [first = [], second = []]] of [
  ['message (未选中数据)', times.toast],
  ['confirmation (删除)', times.confirmation],
] as const) {
  const [a, b] = [median(first), median(second)];
  console.log(
    what.padEnd(24),
    a.toFixed(0).padStart(8),
    b.toFixed(0).padStart(8),
    `${(a / b).toFixed(2)}x`.padStart(14),
  );
}
