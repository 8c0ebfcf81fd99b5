import { readFileSync } from 'node:fs';
import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn, snapper } from './harness.js';
import {
  button,
  cellUnder,
  confirm,
  expectToast,
  fillDate,
  openScreen,
  rowsOf,
  typedDay,
} from './list-steps.js';
import { tab, waitForScreen } from './shell.js';

// Issue 15, the course pages of /practice/practice-manage and /practice/teacher-manage: one journey per role.
// The school admin walks a course's pages by its link cells and works in each; the platform admin must pick
// a school before adding a course; the enterprise tutor sees the course through their bound students only.
const h = browserHarness();

const COURSE = '2026届软件技术专业顶岗实习';
const ALL = { pageNumber: 1, pageSize: 999_999 };
const LIST = '/practice/practice-manage/list';
/** A day `days` from today as the date pickers take it typed: 'YYYY/MM/DD'. */
const fromToday = (days: number) => typedDay(days);

const snap = snapper('internship-courses', { fullPage: false });

const courseRow = (page: Page) => rowsOf(page).filter({ hasText: COURSE });
const rowOf = (page: Page, text: string) => rowsOf(page).filter({ hasText: text }).first();

/** Clicks the day `days` from today in an open calendar, paging forward to its month. */
async function pickDay(calendar: Locator, days: number): Promise<void> {
  const value = typedDay(days).replace(/\//g, '-');
  const cell = calendar.locator(
    `[data-part="table-cell-trigger"][data-value="${value}"]:not([data-outside-range])`,
  );
  for (let pages = 0; (await cell.count()) === 0 && pages < 6; pages++) {
    await calendar.getByRole('button', { name: '下一月' }).click();
  }
  await cell.click();
}

/** The visible view of a page reached by a link, by its heading. */
async function viewAt(page: Page, path: string, title: string): Promise<Locator> {
  await waitForScreen(page, path);
  const view = page.getByTestId('main').locator('[data-entity], [data-screen]').filter({ visible: true });
  await view.getByRole('heading', { name: title }).waitFor();
  return view;
}

/** Follows one of a row's page links (the 课程管理 and 学生页面 cells). */
const follow = (row: Locator, title: string) => row.getByRole('button', { name: title, exact: true }).click();

/** The file a download dialog saves once 确定要下载该文件吗？ is answered. */
async function downloaded(page: Page, start: () => Promise<void>) {
  const download = page.waitForEvent('download');
  // Awaited below; a step failing before then must not leave it rejected unheard.
  download.catch(() => undefined);
  await start();
  await page.getByRole('alertdialog').getByText('确定要下载该文件吗？', { exact: true }).waitFor();
  await confirm(page);
  const file = await download;
  await expectToast(page, '下载准备就绪!');
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

describe('a course as the school admin', () => {
  it('walks its pages by their links: students, a student’s materials, tutors, materials review, documents', async () => {
    const { page } = h.session;
    const sdk = await sdkFor(h.server, DEMO.schoolAdmin);
    const [newcomer] = (await sdk.GetInternshipStudentPageList({ ...ALL, cRealName: '谢天宇' })).List;
    if (!newcomer?.cMobile) throw new Error('the demo data has no 谢天宇');
    await signIn(h.session, DEMO.schoolAdmin);
    const list = await openScreen(page, 'practice/practice-manage/list');
    // One school: no school tree; the review state in the spec's colours.
    expect(await list.getByRole('tree', { name: '学校' }).count()).toBe(0);
    await courseRow(page).getByText('审核通过', { exact: true }).waitFor();

    // The course name opens its students, with the course as the page header.
    await courseRow(page).getByRole('button', { name: COURSE }).click();
    const students = await viewAt(page, '/practice/practice-manage/student-list', '实习学生');
    await page.getByTestId('back-header').getByText(COURSE).waitFor();

    // 添加学生 by the mobile check: a student of the school found by mobile, added to this course.
    await button(students, '添加学生').click();
    const add = page.getByRole('dialog', { name: '添加学生' });
    await add.getByPlaceholder('请输入手机号码').fill(newcomer.cMobile);
    await add.getByRole('button', { name: '校验' }).click();
    await expectToast(page, '校验成功! 学生信息已导入');
    await expect.poll(() => add.getByPlaceholder('请输入姓名').inputValue()).toBe('谢天宇');
    await add.getByRole('button', { name: '添加', exact: true }).click();
    await expectToast(page, '提交成功!');
    await rowOf(page, '谢天宇').waitFor();

    // 批量下载 of two students' materials: the zip holds a folder per student.
    const picked = ['孙嘉豪', '王浩然'];
    for (const name of picked) await rowOf(page, name).getByRole('checkbox').check();
    const zip = await downloaded(page, async () => {
      await button(students, '批量下载').click();
      const choice = page.getByRole('dialog', { name: '批量下载' });
      await choice.locator('label').filter({ hasText: '仅实习材料' }).click();
      await choice.getByRole('button', { name: '下载', exact: true }).click();
    });
    expect(zip.name).toBe(`${COURSE}_实习材料.zip`);
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    for (const name of picked) expect(zip.bytes.includes(Buffer.from(`_${name}/`))).toBe(true);
    expect(zip.bytes.includes(Buffer.from('_谢天宇/'))).toBe(false);

    // A student's 实习信息: their material, item by item; 审核 of one item.
    await follow(rowOf(page, '王浩然'), '实习信息');
    const info = await viewAt(page, '/practice/practice-manage/student-info', '学生实习信息');
    const photo = info.locator('[data-item="保险单照片"]');
    await photo.getByText('未审核', { exact: true }).waitFor();
    await photo.getByRole('button', { name: '审核', exact: true }).click();
    const verdict = page.getByRole('dialog', { name: '审核' });
    await verdict.getByText('审核未通过', { exact: true }).click();
    await verdict.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '提交成功!');
    await photo.getByText('审核未通过', { exact: true }).waitFor();
    await snap(page, 'student-info');

    // 指导教师: 分配学生 gives a tutor a student of the chosen class.
    await tab(page, LIST).click();
    await follow(courseRow(page), '指导教师');
    const tutors = await viewAt(page, '/practice/practice-manage/instructor', '指导教师');
    const tutor = rowOf(page, '赵思远');
    const count = Number(await tutor.locator('[data-column="fStudentCount"]').textContent());
    await tutor.getByRole('checkbox').check();
    await button(tutors, '分配学生').click();
    const assign = page.getByRole('dialog', { name: '分配学生：赵思远' });
    await assign.getByRole('combobox').selectOption({ label: '软件技术2201班' });
    await assign.getByText('刘子涵').check(); // by its label, as a person does: the box covers the input
    await assign.getByRole('button', { name: '移到已选学生' }).click();
    await assign.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, '提交成功!');
    await expect
      .poll(async () => (await tutor.locator('[data-column="fStudentCount"]').textContent())?.trim())
      .toBe(String(count + 1));
    // Opened again, the tutor's students are listed as chosen (已分配); taking 刘子涵 away saves the removal.
    // The reload after the save may have cleared the selection.
    await tutor.getByRole('checkbox').check();
    await button(tutors, '分配学生').click();
    await assign.getByText('刘子涵').waitFor();
    await assign
      .getByText(/已分配/)
      .first()
      .waitFor();
    await snap(page, 'assign-students');
    await assign.getByRole('region', { name: '已选学生' }).getByText('刘子涵').check();
    await assign.getByRole('button', { name: '移回待选学生' }).click();
    await assign.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, '提交成功!');
    await expect
      .poll(async () => (await tutor.locator('[data-column="fStudentCount"]').textContent())?.trim())
      .toBe(String(count));

    // 实习信息: what was never handed in cannot be reviewed; a rejection needs a reason.
    await tab(page, LIST).click();
    await follow(courseRow(page), '实习信息');
    const materials = await viewAt(page, '/practice/practice-manage/info', '实习信息');
    const unsent = rowsOf(page).filter({ hasText: '未提交' }).first();
    await unsent.getByRole('checkbox').check();
    await button(materials, '审核').click();
    await expectToast(page, '该学生尚未提交实习材料，无法审核');
    await unsent.getByRole('checkbox').uncheck();
    const pending = rowOf(page, '何诗琪');
    await pending.getByRole('checkbox').check();
    await button(materials, '审核').click();
    const review = page.getByRole('dialog', { name: '审核' });
    await review.getByText('审核未通过', { exact: true }).click();
    await review.getByRole('button', { name: '提交', exact: true }).click();
    await review.getByText('审核不通过时请填写审核意见', { exact: true }).waitFor();
    await review.getByPlaceholder(/审核意见/).fill('协议缺少企业盖章，请补充后重新上传。');
    await review.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '提交成功!');
    await pending.getByText('审核未通过', { exact: true }).waitFor();

    // 参考资料: the school's directories beside the documents; 下载 counts one more download.
    await tab(page, LIST).click();
    await follow(courseRow(page), '参考资料');
    const docs = await viewAt(page, '/practice/practice-manage/docs', '参考资料');
    await docs.getByRole('tree', { name: '资料目录' }).getByText('安全教育', { exact: true }).click();
    const manual = rowOf(page, '顶岗实习安全教育手册');
    const before = Number(await manual.locator('[data-column="fDownloadCount"]').textContent());
    await manual.getByRole('checkbox').check();
    const pdf = await downloaded(page, () => button(docs, '下载').click());
    expect(pdf.name).toBe('顶岗实习安全教育手册.pdf');
    await expect
      .poll(async () => (await manual.locator('[data-column="fDownloadCount"]').textContent())?.trim())
      .toBe(String(before + 1));

    // 上传资料 offers 添加公共资源: the library's audited files, one of them added into a chosen directory.
    await button(docs, '上传资料').click();
    await page
      .getByRole('dialog', { name: '上传资料' })
      .getByRole('button', { name: '添加公共资源' })
      .click();
    const library = await viewAt(page, '/practice/practice-manage/add-common-resource', '添加公共资源');
    const resource = rowsOf(page).first();
    const resourceName = await cellUnder(library, resource, '资源名称');
    expect(resourceName).not.toBe('');
    await resource.getByRole('checkbox').check();
    await button(library, '添加到参考资料').click();
    const pick = page.getByRole('dialog', { name: '添加到参考资料' });
    await pick.getByText('已选择 1 项公共资源').waitFor();
    await pick.getByRole('button', { name: '确定' }).click();
    await expectToast(page, '添加到参考资料成功! 即将刷新数据,请稍后...');
    // Back on 参考资料 (不放入目录: the course's documents outside any directory), the file is there.
    await tab(page, '/practice/practice-manage/docs').click();
    // The upload dialog finished closing before the page was left: nothing of it is there on the way back
    // (left mid-animation, it stood frozen over the list).
    await docs.getByRole('tree', { name: '资料目录' }).waitFor();
    expect(await page.getByRole('dialog', { name: '上传资料' }).count()).toBe(0);
    await docs.getByRole('tree', { name: '资料目录' }).getByText('全部', { exact: true }).click();
    await rowOf(page, resourceName).waitFor();
  });
});

describe('courses as the platform admin', () => {
  it('picks a school before adding a course, then reviews, closes and recovers it', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    const list = await openScreen(page, 'practice/practice-manage/list');
    const schools = list.getByRole('tree', { name: '学校' });
    await schools.getByText('全部', { exact: true }).click();
    await button(list, '新增').click();
    await expectToast(page, '请先选择学校, 再添加实习课程');

    await schools.getByText('江南信息工程职业学院', { exact: true }).click();
    await expect.poll(() => rowsOf(page).filter({ hasText: '华东理工职业技术学院' }).count()).toBe(0);
    await button(list, '新增').click();
    const form = page.getByRole('dialog', { name: '新增实习课程' });
    const chosen = form.getByLabel('学校');
    await expect
      .poll(() => chosen.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent))
      .toBe('江南信息工程职业学院');
    const name = `2027届物联网应用技术专业跟岗实习${Date.now() % 10_000}`;
    await form.getByLabel('实习名称').fill(name);
    // It starts in a month: recovering it after closing puts it back in preparation.
    await fillDate(form, '开始日期', fromToday(30));
    await fillDate(form, '结束日期', fromToday(150));
    await form.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '提交成功!');
    const added = rowOf(page, name);
    await added.getByText('未审核', { exact: true }).waitFor();

    for (const [action, shows] of [
      ['审核通过', '审核通过'],
      ['关闭', '实习结束'],
      ['恢复', '准备阶段'],
    ] as const) {
      await added.getByRole('checkbox').check();
      await button(list, action).click();
      if (action === '关闭') await confirm(page);
      await expectToast(page, `${action}成功! 即将刷新数据,请稍后...`);
      await added.getByText(shows, { exact: true }).waitFor();
    }

    // The 开始日期 range filter, in the kit's calendar: the last three months (a shortcut) leave out the
    // course starting in a month; a range clicked around its start day finds it, and only courses in it.
    const filter = list.getByRole('form', { name: '查询条件' });
    const calendar = page.getByRole('application', { name: '日历' });
    await filter.getByRole('button', { name: '打开日历' }).click();
    await button(calendar.getByRole('group', { name: '常用范围' }), '最近三个月').click();
    await expect
      .poll(() => filter.getByRole('textbox', { name: '开始日期结束日期' }).inputValue())
      .toBe(typedDay(0));
    await button(filter, '查询').click();
    await expect.poll(() => rowOf(page, name).count()).toBe(0);
    await filter.getByRole('button', { name: '打开日历' }).click();
    await pickDay(calendar, 29);
    await pickDay(calendar, 31);
    await expect
      .poll(() => filter.getByRole('textbox', { name: '开始日期开始日期' }).inputValue())
      .toBe(typedDay(29));
    await button(filter, '查询').click();
    await rowOf(page, name).waitFor();
    const starts = await rowsOf(page).locator('[data-column="tStartDate"]').allInnerTexts();
    // Shown date-only, as the catalogue declares the field: no made-up 00:00:00.
    expect(starts.every((d) => d >= typedDay(29) && d <= typedDay(31))).toBe(true);
    await snap(page, 'start-date-range');
  });
});

describe('a course as its enterprise tutor', () => {
  it('sees only the students bound to them, and no documents or tutors of the course', async () => {
    const { page } = h.session;
    const tutor = await sdkFor(h.server, DEMO.companyTutor);
    const [course] = (await tutor.GetInternshipInfoPageList(ALL)).List;
    if (!course) throw new Error('the demo tutor has no course');
    const bound = (
      await tutor.GetInternshipStudentPageList({ ...ALL, fInternshipInfoId: course.fInternshipInfoId })
    ).List;
    await signIn(h.session, DEMO.companyTutor);
    await openScreen(page, 'practice/teacher-manage/list');
    const links = courseRow(page).locator('[data-link-set]');
    await links.getByRole('button', { name: '实习学生', exact: true }).waitFor();
    expect(await links.getByRole('button').allInnerTexts()).toEqual([
      '实习信息',
      '实习学生',
      '实习总结',
      '实习日志',
      '综合评价',
      '访谈记录',
    ]);

    await follow(courseRow(page), '实习学生');
    const students = await viewAt(page, '/practice/teacher-manage/student-list', '实习学生');
    await expect.poll(() => rowsOf(page).count()).toBe(bound.length);
    const names = await rowsOf(page).locator('[data-column="cRealName"]').allInnerTexts();
    expect(names.sort()).toEqual(bound.map((s) => s.cRealName).sort());
    // Downloading is theirs; adding and removing students is not.
    await button(students, '批量下载').waitFor();
    expect(await button(students, '添加学生').count()).toBe(0);
    expect(await button(students, '删除').count()).toBe(0);

    await tab(page, '/practice/teacher-manage/list').click();
    await follow(courseRow(page), '实习信息');
    await viewAt(page, '/practice/teacher-manage/info', '实习信息');
    await expect.poll(() => rowsOf(page).count()).toBe(bound.length);
    const reviewed = await rowsOf(page).locator('[data-column="cRealName"]').allInnerTexts();
    expect(reviewed.sort()).toEqual(names.sort());
  });
});
