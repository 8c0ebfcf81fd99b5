import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { button, expectToast, fillDateTime } from './list-steps.js';

/*
 * 实习信息 as the demo `student` finds it (seed: course 1's batch has two 实习信息 templates; the student's
 * 实习协议及保险材料 is passed, 实习信息登记表 not handed in yet): the passed material is read-only, the
 * other is filled in (every kind its template has: text, map location, date-time, two dropdowns), handed
 * in as 未审核, then changed and handed in again.
 */

/** The card of one material on the page, by its template's name. */
const cardOf = (view: Locator, name: string) => view.locator('[data-material]').filter({ hasText: name });

/** The page never scrolls sideways, whatever the width (SPEC: students use phones). */
async function fitsWidth(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Opens a card's 填写 / 修改 and resolves with the dialog's form. */
async function openForm(page: Page, card: Locator, action: string): Promise<Locator> {
  await button(card, action).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`${action}实习信息登记表`).waitFor();
  await fitsWidth(page);
  return dialog;
}

/** Submits the dialog and waits for it to close (its animation done, so the page is usable again). */
async function submit(page: Page, dialog: Locator) {
  await button(dialog, '提交').click();
  await expectToast(page, '提交成功!');
  await page.locator('[data-scope="dialog"][data-part="backdrop"]').waitFor({ state: 'detached' });
}

/**
 * Signed in as `student`, with the course's 实习信息 page reachable through `viewAt` (it is open, or its
 * link was followed): checks the passed material, fills in and submits the registration form, checks its
 * status and values, then changes one value and resubmits.
 */
export async function studentInfoJourney(
  page: Page,
  viewAt: (child: string, title: string) => Promise<Locator>,
): Promise<void> {
  const view = await viewAt('info-student', '实习信息');
  const passed = cardOf(view, '实习协议及保险材料');
  await passed.getByText('材料已审核通过，不能再修改').waitFor();
  await expect(button(passed, '修改').count()).resolves.toBe(0);
  await fitsWidth(page);

  const card = cardOf(view, '实习信息登记表');
  await card.getByText('未提交', { exact: true }).waitFor();
  let form = await openForm(page, card, '填写');
  // Nothing filled in: every required item says what it needs, and nothing is sent.
  await button(form, '提交').click();
  await expectToast(page, '验证未通过, 提交失败');
  await form.getByText('请输入实习单位').waitFor();

  await form.getByLabel('实习单位').fill('上海汇智软件科技有限公司');
  await form.getByLabel('实习岗位').fill('Java开发实习生');
  await form.getByLabel('单位地址').fill('上海市浦东新区张江路368号,31.2058,121.5907');
  await fillDateTime(form, '到岗日期', '2025/11/03', '09:00:00');
  await form.getByLabel('岗位类别').selectOption('软件开发');
  await form.getByLabel('住宿情况').selectOption('单位宿舍');
  await submit(page, form);
  await card.getByText('未审核', { exact: true }).first().waitFor();
  await card.getByText('Java开发实习生').waitFor();
  await card.getByText(/提交时间/).waitFor();

  // Not reviewed yet: the student may still change it, and it is handed in again.
  form = await openForm(page, card, '修改');
  await expect(form.getByLabel('实习单位').inputValue()).resolves.toBe('上海汇智软件科技有限公司');
  await form.getByLabel('实习岗位').fill('后端开发实习生');
  await submit(page, form);
  await card.getByText('后端开发实习生').waitFor();
  await card.getByText('未审核', { exact: true }).first().waitFor();
  await fitsWidth(page);
}
