import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectToast, fillDateTime, PNG } from './list-steps.js';
import { press } from './shell.js';

/*
 * Steps of a student's diary and of a tutor's review of one, as more than one journey takes them.
 */

/**
 * Fills the diary form with every input kind of the demo diary template, a photo of the workplace among
 * them; `day` as a user types it ('YYYY/MM/DD').
 */
export async function writeDiary(page: Page, dialog: Locator, title: string, day: string) {
  await dialog.getByPlaceholder('请输入日志标题').fill(title);
  await fillDateTime(dialog, '工作日期', day, '17:30:00');
  // No map key in the test server: the place is typed in the picker by hand.
  await dialog.getByRole('button', { name: '选择位置' }).click();
  const map = page.getByRole('dialog', { name: '选择位置' });
  await map.getByRole('textbox', { name: /地点名称/ }).fill('上海市浦东新区张江高科技园区');
  await map.getByRole('textbox', { name: /纬度/ }).fill('31.2033');
  await map.getByRole('textbox', { name: /经度/ }).fill('121.5908');
  await map.getByRole('button', { name: '确定' }).click();
  await map.waitFor({ state: 'hidden' });
  await dialog.getByRole('textbox', { name: /今日关键词/ }).fill('导出 联调 分页');
  await dialog
    .getByRole('textbox', { name: /工作内容/ })
    .fill('与前端联调订单导出接口，修复大数据量导出超时的问题。');
  await dialog.getByRole('textbox', { name: /收获与体会/ }).fill('学会用流式写出代替一次性生成文件。');
  await dialog.getByRole('combobox', { name: /工作状态/ }).selectOption({ index: 1 });
  await dialog
    .getByLabel(/工作现场照片/, { exact: false })
    .and(page.locator('input'))
    .setInputFiles({
      name: '联调现场.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
  await dialog.getByRole('img', { name: /工作现场照片预览/ }).waitFor();
  await dialog
    .getByLabel(/工作成果附件/)
    .and(page.locator('input'))
    .setInputFiles({
      name: '导出性能对比.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
  await dialog.getByText('导出性能对比.pdf').first().waitFor();
}

/** On a course's 实习日志: opens the 待批阅 queue and picks `diary` in it; resolves with the queue. */
export async function pickInQueue(page: Page, diary: string): Promise<Locator> {
  await press(page.getByRole('button', { name: '待批阅', exact: true }));
  const queue = page.getByTestId('review-queue');
  await press(queue.getByRole('button', { name: new RegExp(diary) }));
  await queue.locator('[data-diary]').getByText(diary, { exact: true }).waitFor();
  return queue;
}

/** Gives the verdict with a comment in the open queue and waits for the diary to leave it. */
export async function review(
  page: Page,
  queue: Locator,
  diary: string,
  verdict: '通过' | '不通过',
  comment: string,
) {
  await queue.getByPlaceholder('请输入批阅意见').fill(comment);
  await press(queue.getByRole('button', { name: verdict, exact: true }));
  await expectToast(page, '提交成功!');
  await expect.poll(() => queue.getByRole('button', { name: new RegExp(diary) }).count()).toBe(0);
  await page.keyboard.press('Escape');
}
