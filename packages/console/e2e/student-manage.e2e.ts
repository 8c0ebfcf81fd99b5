import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, SCREENSHOT_DIR, signIn } from './harness.js';
import { button, confirm, expectToast, openScreen, rowsOf } from './list-steps.js';
import { goInApp, screen, waitForScreen } from './shell.js';

// Issue 16, the student's own internship (/practice/student-manage): one journey as `student`, on a phone's
// width through every page the list links to, then at a desktop's width handing in a summary's file.
const h = browserHarness({ width: 390, height: 844 });

const LIST = screen('practice/student-manage/list').path;
const GROUP = LIST.slice(0, LIST.lastIndexOf('/'));
const SHOTS = process.env.SHOTS_DIR;

async function snap(page: Page, name: string) {
  const path = join(SCREENSHOT_DIR, `student-manage--${name}.png`);
  await page.screenshot({ path, fullPage: true });
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(path, join(SHOTS, `${name}.png`));
  }
}

/** SPEC: students use phones; the page itself never scrolls sideways (a table may, inside itself). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The visible view of a page reached by a link, by its heading. */
async function viewAt(page: Page, child: string, title: string): Promise<Locator> {
  await waitForScreen(page, `${GROUP}/${child}`);
  const view = page.getByTestId('main').locator('[data-entity], [data-screen]').filter({ visible: true });
  await view.getByRole('heading', { name: title }).waitFor();
  return view;
}

/** Opens one of the internship's pages from its row on 我的实习. */
async function follow(page: Page, child: string, title: string): Promise<Locator> {
  await goInApp(page, LIST);
  await waitForScreen(page, LIST);
  await rowsOf(page).first().getByRole('button', { name: title, exact: true }).click();
  return viewAt(page, child, title);
}

describe('the student’s own internship', () => {
  it('walks every page from 我的实习 at 390 px and hands in a summary file at 1280 px', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.student);
    await openScreen(page, 'practice/student-manage/list');
    const course = rowsOf(page).first();
    await course.waitFor();
    // The demo student interns in one course, with an in-school and an enterprise tutor.
    await expect(course.textContent()).resolves.toMatch(/软件技术专业顶岗实习.*张文博.*杨帆/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'list-390');

    for (const [child, title] of [
      ['instructor-student', '我的导师'],
      ['docs-student', '参考资料'],
      ['summary-student', '实习总结'],
      ['student-interview', '访谈记录'],
    ] as const) {
      await follow(page, child, title);
      await rowsOf(page).first().waitFor();
      expect(await pageWidth(page), title).toBeLessThanOrEqual(390);
      await snap(page, `${child}-390`);
      if (child === 'instructor-student') {
        // 绑定企业导师: the student names their enterprise tutor; the server binds the caller to them.
        await button(page.getByTestId('main'), '绑定企业导师').click();
        const form = page.getByRole('dialog');
        await form.getByPlaceholder('请输入姓名').fill('周企导');
        await form.getByPlaceholder('请输入手机号').fill('13900001616');
        await form.getByRole('button', { name: '下一步', exact: true }).click();
        await expectToast(page, '提交成功!');
        await rowsOf(page).filter({ hasText: '周企导' }).first().waitFor();
        await page.locator('[data-scope="dialog"][data-part="backdrop"]').waitFor({ state: 'detached' });
      }
      if (child === 'summary-student') {
        // Under the summaries, what each of the course's tasks asks for, as text rather than markup.
        const tasks = page.getByTestId('summary-tasks').filter({ visible: true });
        await tasks
          .getByText(/顶岗实习中期总结/)
          .first()
          .waitFor();
        await expect(tasks.textContent()).resolves.not.toMatch(/<p>/);
        await tasks.scrollIntoViewIfNeeded();
        expect(await pageWidth(page)).toBeLessThanOrEqual(390);
        await snap(page, 'summary-tasks-390');
        // The hand-in form fits a phone, and offers the course's summary tasks.
        await button(page.getByTestId('main'), '提交总结').click();
        const form = page.getByRole('dialog');
        await form
          .getByRole('option', { name: /顶岗实习中期总结/ })
          .first()
          .waitFor({ state: 'attached' });
        expect(await pageWidth(page)).toBeLessThanOrEqual(390);
        await snap(page, 'summary-add-390');
        await form.getByRole('button', { name: '取消', exact: true }).click();
        // Its closing animation done before the tab is left: a view hidden mid-animation keeps its backdrop.
        await page.locator('[data-scope="dialog"][data-part="backdrop"]').waitFor({ state: 'detached' });
      }
    }

    const review = await follow(page, 'overall-evaluation-student', '综合评价');
    // A reviewed template reads as text, an unreviewed one says so.
    await review.getByRole('tab', { name: /企业导师评分表/ }).click();
    await expect(review.getByRole('tabpanel').filter({ visible: true }).textContent()).resolves.not.toMatch(
      /导师尚未评价/,
    );
    await expect(review.locator('input, textarea').filter({ visible: true }).count()).resolves.toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'overall-evaluation-student-390');

    await page.setViewportSize({ width: 1280, height: 900 });
    await goInApp(page, LIST);
    await rowsOf(page).first().getByRole('button', { name: '综合评价', exact: true }).waitFor();
    await snap(page, 'list-1280');
    // On a desktop the documents stand beside the school's directories; 下载 saves one and counts it.
    const docs = await follow(page, 'docs-student', '参考资料');
    await docs.getByText('安全教育', { exact: true }).first().waitFor();
    const doc = rowsOf(page).first();
    const count = async () => {
      const headers = await docs.locator('thead th').allTextContents();
      const column = headers.findIndex((h) => h.includes('下载次数'));
      if (column < 0) throw new Error('参考资料 shows no 下载次数');
      return Number(await doc.locator('td').nth(column).textContent());
    };
    const before = await count();
    await doc.click();
    const download = page.waitForEvent('download');
    download.catch(() => undefined);
    await button(docs, '下载').click();
    await page.getByRole('alertdialog').getByText('确定要下载该文件吗？', { exact: true }).waitFor();
    await confirm(page);
    expect((await download).suggestedFilename()).not.toBe('');
    await expectToast(page, '下载准备就绪!');
    await expect.poll(count).toBe(before + 1);
    await snap(page, 'docs-student-1280');

    const summaries = await follow(page, 'summary-student', '实习总结');
    await rowsOf(page).first().click();
    await button(summaries, '上传附件').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: '实习总结终稿.pdf',
      mimeType: 'application/pdf',
      // The server reads a file's content, not only its name: a real (tiny) PDF.
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await dialog.getByText('实习总结终稿.pdf').first().waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expectToast(page, '提交成功!');
    await rowsOf(page).filter({ hasText: '实习总结终稿.pdf' }).first().waitFor();

    // 提交总结 for the course's other task: a new row, handed in.
    await button(summaries, '提交总结').click();
    const form = page.getByRole('dialog');
    const task = form.getByRole('combobox').first();
    await task.locator('option', { hasText: '顶岗实习毕业总结' }).waitFor({ state: 'attached' });
    await task.selectOption({
      label: (await task.locator('option', { hasText: '顶岗实习毕业总结' }).textContent()) ?? '',
    });
    await form.getByPlaceholder('请输入总结标题').fill('顶岗实习毕业总结（刘子涵）');
    await form.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '提交成功!');
    await rowsOf(page).filter({ hasText: '顶岗实习毕业总结（刘子涵）' }).first().waitFor();
    await snap(page, 'summary-student-1280');
  });
});
