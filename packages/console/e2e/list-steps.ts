import type { Locator, Page } from 'playwright-core';
import { goInApp, press, screen, waitForScreen } from './shell.js';

/*
 * Steps every list screen's browser test takes: open a catalogue screen, read its rows, wait for a toast,
 * press a button, answer the confirmation box. Said as the user reads the screen.
 */

/**
 * Picks a course in the visible 实习课程 picker (考勤, 实习保障): waits for its option, which comes with the
 * caller's courses from the server, rather than polling for it a moment.
 */
export async function chooseCourse(page: Page, name: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: '实习课程' }).filter({ visible: true });
  const option = picker.locator('option', { hasText: name });
  await option.waitFor({ state: 'attached' });
  await picker.selectOption({ label: (await option.textContent()) ?? name });
}

/** Opens a catalogue screen inside the app and returns its visible view (under its heading). */
export async function openScreen(page: Page, key: string): Promise<Locator> {
  const { path, title } = screen(key);
  await goInApp(page, path);
  await waitForScreen(page, path);
  const view = page.getByTestId('main').locator('[data-entity], [data-screen]').filter({ visible: true });
  await view.getByRole('heading', { name: title }).waitFor();
  return view;
}

/** Rows of the visible list in a page, a view or a dialog: the table's rows, or a phone's cards. */
export const rowsIn = (scope: Page | Locator) =>
  scope
    .getByLabel('数据列表', { exact: true })
    .filter({ visible: true })
    .locator('tbody tr[data-row-index], li[data-row-index]');

/** Rows of the visible screen's table. */
export const rowsOf = (page: Page) => rowsIn(page);

/**
 * The text a row shows under a column's title: the table's cell below its header, or the phone's card
 * line (title, then value).
 */
export async function cellUnder(view: Locator, row: Locator, title: string): Promise<string> {
  const line = row.locator('dt', { hasText: title });
  if ((await line.count()) > 0) {
    return ((await line.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
  }
  const headers = await view.locator('thead th').allTextContents();
  const column = headers.findIndex((t) => t.includes(title));
  if (column < 0) throw new Error(`the list shows no ${title}`);
  return ((await row.locator('td').nth(column).textContent()) ?? '').trim();
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

export const confirm = (page: Page) =>
  page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();

export const button = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** A small real PNG: the server checks an image's content, not only its name. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** 导出: the confirmation of SPEC §8, then a workbook downloads and 导出成功! shows; resolves with the file. */
export async function exportListFile(page: Page, view: Locator): Promise<{ name: string; path: string }> {
  await button(view, '导出').click();
  const download = page.waitForEvent('download');
  await confirm(page);
  const file = await download;
  await expectToast(page, '导出成功!');
  return { name: file.suggestedFilename(), path: await file.path() };
}

/** 导出, resolving with the downloaded file's name. */
export const exportList = async (page: Page, view: Locator): Promise<string> =>
  (await exportListFile(page, view)).name;

/**
 * The list's search form: in the view on a desktop; on a phone, behind 筛选, which this opens (查询 then
 * closes it again).
 */
export async function searchForm(view: Locator): Promise<Locator> {
  const folded = view.getByRole('button', { name: /^筛选/ });
  const inline = view.getByRole('form', { name: '查询条件' });
  // The list may still be arriving: wait for whichever of the two the window shows.
  await folded.or(inline).filter({ visible: true }).first().waitFor();
  if (!(await folded.isVisible())) return inline;
  await press(folded);
  return view.page().getByRole('dialog', { name: '筛选' }).getByRole('form', { name: '查询条件' });
}

/** Fills one field of the search form and presses 查询. */
export async function searchList(view: Locator, placeholder: string, text: string): Promise<void> {
  const form = await searchForm(view);
  await form.getByPlaceholder(placeholder).fill(text);
  await form.getByRole('button', { name: '查询' }).click();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day `days` from today on the schools' clock, as a user types it in a date picker: 'YYYY/MM/DD'. */
export function typedDay(days = 0): string {
  // The schools' clock, China time, as the server counts its days: from 16:00 to midnight UTC the machine's
  // own date is a day behind, and "tomorrow" on it was the server's today.
  const d = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}

/** Types a day into one of the kit's date pickers as a user can: 'YYYY/MM/DD', then Enter. */
export async function fillDate(scope: Locator, label: string, day: string): Promise<void> {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.fill(day);
  await input.press('Enter');
}

/** A date-time field of the kit: the day ('YYYY/MM/DD') in its picker, the time ('HH:mm:ss') beside it. */
export async function fillDateTime(scope: Locator, label: string, day: string, time: string): Promise<void> {
  await fillDate(scope, `${label}日期`, day);
  await scope.getByRole('textbox', { name: `${label}时间`, exact: true }).fill(time);
}
