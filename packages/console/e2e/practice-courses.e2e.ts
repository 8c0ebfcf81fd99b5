import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn, snapper } from './harness.js';
import { button, expectToast, openScreen, rowsOf } from './list-steps.js';
import { tab, waitForScreen } from './shell.js';
import { writeWorkbook } from './workbook.js';

// Issue 17, the teacher side of practice courses (/practice/practice-info): one journey as the course's
// teacher, from the course list to a task's hand-ins, a hand-in scored item by item, a student's hand-ins and
// the review of a course selection.
const h = browserHarness();

const COURSE = 'Web前端开发综合实践';
const TASK = '表单交互与数据校验';
/** A hand-in of TASK still waiting for review (the demo's latest two), and a pending selection. */
const HANDED_IN = '韩雪';
const PENDING = '李欣怡';
/** A course open for selection in the demo data, where the school admin imports a class list. */
const OPEN_COURSE = '大数据可视化实践';
const ALL = { pageNumber: 1, pageSize: 999 };
const LIST = '/practice/practice-info/course-list';

const snap = snapper('practice-courses', { fullPage: false });

const rowOf = (page: Page, text: string) => rowsOf(page).filter({ hasText: text }).first();

/** The visible view of a page reached by a link, by its heading. */
async function viewAt(page: Page, path: string, title: string): Promise<Locator> {
  await waitForScreen(page, path);
  const view = page.getByTestId('main').locator('[data-entity], [data-screen]').filter({ visible: true });
  await view.getByRole('heading', { name: title }).waitFor();
  return view;
}

/** The course's own page (编辑课程), a form named by its title. */
async function coursePage(page: Page): Promise<Locator> {
  await waitForScreen(page, '/practice/practice-info/course-edit');
  const form = page.getByTestId('main').getByRole('form', { name: '编辑课程' }).filter({ visible: true });
  await form.getByRole('heading', { name: '编辑课程' }).waitFor();
  return form;
}

/** Follows one of a row's page links (课程管理, 学生提交, 提交情况). */
const follow = (row: Locator, title: string) => row.getByRole('button', { name: title, exact: true }).click();

describe('practice courses as their teacher', () => {
  it('walks a course to its hand-ins, scores one item by item and passes a selection', async () => {
    const { page } = h.session;
    const sdk = await sdkFor(h.server, DEMO.teacher);
    const [course] = (await sdk.GetPracticeInfoPageList({ ...ALL, cPracticeName: COURSE })).List;
    if (!course?.fEvaluationTemplateInfoId) throw new Error(`the demo data has no ${COURSE} with a template`);
    const items = (
      await sdk.GetEvaluationTemplateItemPageList({
        ...ALL,
        fEvaluationTemplateInfoId: course.fEvaluationTemplateInfoId,
      })
    ).List;
    const [handIn] = (
      await sdk.GetPracticeStudentTaskPageList({
        ...ALL,
        cPracticeInfoId: course.cPracticeInfoId,
        fStatus: 0,
      })
    ).List.filter((t) => t.cTaskName === TASK && t.cRealName === HANDED_IN);
    if (!handIn || items.length < 2) throw new Error('the demo data has no hand-in to score');

    await signIn(h.session, DEMO.teacher);
    await openScreen(page, 'practice/practice-info/course-list');
    const courseRow = rowOf(page, COURSE);
    await courseRow.getByText('审核通过', { exact: true }).waitFor();
    await snap(page, 'course-list');

    // 课程管理 → 任务: the course's tasks only, with the course as the page header.
    await follow(courseRow, '任务');
    await viewAt(page, '/practice/practice-info/task-list', '课程任务');
    await page.getByTestId('back-header').getByText(COURSE).waitFor();
    await expect.poll(() => rowsOf(page).count()).toBe(4);

    // 学生提交 of one task: its hand-ins, the task as the header.
    await follow(rowOf(page, TASK), '提交情况');
    const handIns = await viewAt(page, '/practice/practice-info/task-list-by-student', '学生任务');
    await page.getByTestId('back-header').getByText(TASK).waitFor();
    const row = rowOf(page, HANDED_IN);
    await row.getByRole('checkbox').check();
    await button(handIns, '评价').click();

    // 评价 item by item: a score over the item's points is refused in the form, then the sheet is sent.
    const sheet = page.getByRole('dialog', { name: '评价' });
    const [first, ...rest] = items;
    if (!first) throw new Error('no items');
    const score = (name: string) => sheet.getByLabel(`${name}得分`);
    await score(first.cTemplateItemName).fill(String(Number(first.fScore) + 1));
    for (const item of rest) await score(item.cTemplateItemName).fill(String(Number(item.fScore) - 2));
    await sheet.getByRole('button', { name: '提交', exact: true }).click();
    await sheet.getByText(`得分不能超过${Number(first.fScore)}分`, { exact: true }).waitFor();
    await score(first.cTemplateItemName).fill(String(Number(first.fScore) - 1));
    await sheet.getByLabel(`${first.cTemplateItemName}评语`).fill('布局在1366分辨率下略有错位');
    await sheet.getByPlaceholder('请输入总评（选填）').fill('校验逻辑完整，提示友好。');
    const total = items.reduce((sum, i) => sum + Number(i.fScore), 0) - 1 - 2 * rest.length;
    await sheet.getByTestId('evaluation-total').getByText(`合计：${total} /`, { exact: false }).waitFor();
    await snap(page, 'evaluation');
    await sheet.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '提交成功!');
    await row.locator('[data-column="fScore"]').getByText(String(total)).waitFor();

    // The server holds each item's score and the total their sum.
    const saved = (
      await sdk.GetPracticeStudentTaskEvaluationItemPageList({
        ...ALL,
        cPracticeStudentTaskId: handIn.cPracticeStudentTaskId,
      })
    ).List;
    expect(saved).toHaveLength(items.length);
    const byItem = new Map(saved.map((s) => [String(s.fEvaluationTemplateItemId), s]));
    expect(Number(byItem.get(String(first.fEvaluationTemplateItemId))?.fScore)).toBe(
      Number(first.fScore) - 1,
    );
    expect(byItem.get(String(first.fEvaluationTemplateItemId))?.cComment).toBe('布局在1366分辨率下略有错位');
    const task = await sdk.GetPracticeStudentTaskModel({
      cPracticeStudentTaskId: handIn.cPracticeStudentTaskId,
    });
    expect(Number(task.fScore)).toBe(total);
    expect(task.cComment).toBe('校验逻辑完整，提示友好。');

    // 选课审核 of the course: a student's hand-ins by their row, then a pending selection passed.
    await tab(page, LIST).click();
    await follow(rowOf(page, COURSE), '审核');
    const review = await viewAt(page, '/practice/practice-info/practice-student-list', '选课审核');
    await follow(rowOf(page, HANDED_IN), '任务');
    await viewAt(page, '/practice/practice-info/task-list-by-student', '学生任务');
    await page.getByTestId('back-header').getByText(HANDED_IN).waitFor();
    await rowOf(page, TASK).waitFor();
    const own = await sdk.GetPracticeStudentTaskPageList({
      ...ALL,
      cPracticeInfoId: course.cPracticeInfoId,
      fStudentUserId: handIn.fStudentUserId ?? undefined,
    });
    await expect.poll(() => rowsOf(page).count()).toBe(own.List.length);

    await tab(page, '/practice/practice-info/practice-student-list').click();
    const pending = rowOf(page, PENDING);
    await pending.getByText('未审核', { exact: true }).waitFor();
    await pending.getByRole('checkbox').check();
    await button(review, '审核通过').click();
    await expectToast(page, '审核通过成功! 即将刷新数据,请稍后...');
    await pending.getByText('审核通过', { exact: true }).waitFor();
    const [selection] = (
      await sdk.GetPracticeStudentPageList({ ...ALL, cPracticeInfoId: course.cPracticeInfoId, fStatus: 1 })
    ).List.filter((s) => s.cRealName === PENDING);
    expect(selection?.fStatus).toBe(1);
    await snap(page, 'selection-review');
  });

  it('imports a class list as the school admin: a bad row refused with its reason, then every row', async () => {
    const { page } = h.session;
    // The refused check answers 400; the browser logs that response.
    h.session.allowErrors(/status of 400/);
    const sdk = await sdkFor(h.server, DEMO.schoolAdmin);
    const [course] = (await sdk.GetPracticeInfoPageList({ ...ALL, cPracticeName: OPEN_COURSE })).List;
    if (!course) throw new Error(`the demo data has no ${OPEN_COURSE}`);
    const onCourse = async () =>
      (await sdk.GetPracticeStudentPageList({ ...ALL, cPracticeInfoId: course.cPracticeInfoId })).List;
    const before = await onCourse();
    const taken = new Set(before.map((s) => s.fStudentUserId));
    const students = (
      await h.server.db.query(
        `select u."fAppUserId" as id, u."cNumber" as number, u."cRealName" as name from "AppUser" u
          join app_role_user ru on ru.user_id = u."fAppUserId" join "AppRole" r on r."fAppRoleId" = ru.role_id
         where r."cRoleCode" = 'student' and u."fSchoolId" = $1 and u."cNumber" is not null
         order by u."cNumber"`,
        [course.fSchoolId],
      )
    ).filter((s) => !taken.has(s.id as string));
    const [a, b] = students;
    if (!a || !b) throw new Error('the demo school has too few students to import');
    const header = ['学号', '姓名', '学校识别码'];
    const good = [String(a.number), String(a.name), ''];
    const bad = writeWorkbook('选课名单.xlsx', [header, good, [String(b.number), '查无此人', '']]);
    const fixed = writeWorkbook('选课名单.xlsx', [header, good, [String(b.number), String(b.name), '']]);

    await signIn(h.session, DEMO.schoolAdmin);
    await openScreen(page, 'practice/practice-info/course-list');
    await follow(rowOf(page, OPEN_COURSE), '学生');
    const view = await viewAt(page, '/practice/practice-info/student-list-by-practice', '课程学生');
    await button(view, '导入').click();
    const dialog = page.getByRole('dialog', { name: '导入学生名单' });
    const template = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /下载模板/ }).click();
    expect((await template).suggestedFilename()).toBe('选课学生导入模板.xlsx');
    await dialog.getByRole('button', { name: '下一步' }).click();

    // The bad row is named with its reason at the preview, and 确定导入 is not offered.
    await dialog.locator('input[type=file]').setInputFiles(bad);
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByText(/第3行.*姓名与学号不符/).waitFor();
    await snap(page, 'import-refused');
    expect(await dialog.getByRole('button', { name: '确定导入' }).isDisabled()).toBe(true);
    expect(await onCourse()).toHaveLength(before.length);

    // The corrected file instead (上一步, 删除 the bad one): both students previewed, then on the course and
    // approved, and the notice says how many were added.
    await dialog.getByRole('button', { name: '上一步' }).click();
    await dialog.getByRole('button', { name: '删除' }).click();
    await dialog.locator('input[type=file]').setInputFiles(fixed);
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('cell', { name: String(b.name), exact: true }).waitFor();
    expect(await onCourse()).toHaveLength(before.length);
    await snap(page, 'import-preview');
    await dialog.getByRole('button', { name: '确定导入' }).click();
    await expectToast(page, '选课名单.xlsx上传成功! 成功导入 2 条');
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page, String(b.name)).waitFor();
    const after = await onCourse();
    expect(after).toHaveLength(before.length + 2);
    expect(
      after.filter((s) => s.fStudentUserId === a.id || s.fStudentUserId === b.id).map((s) => s.fStatus),
    ).toEqual([1, 1]);
  });

  it('creates a course on its page: open to another school, its teacher found by name', async () => {
    const { page } = h.session;
    const sdk = await sdkFor(h.server, DEMO.teacher);
    const name = `物联网综合实践${Date.now().toString(36).slice(-4)}`;
    await signIn(h.session, DEMO.teacher);
    const list = await openScreen(page, 'practice/practice-info/course-list');
    await button(list, '新增').click();
    const form = await coursePage(page);
    await form.getByLabel('课程名称').fill(name);
    await form.getByLabel('开课范围').selectOption({ label: '多校' });
    // The teacher's one school is chosen for them; the other schools are offered by name.
    await form.locator('label', { hasText: '江南信息工程职业学院' }).click();
    await form.getByPlaceholder('请输入教师姓名').fill('陈佳怡');
    await form.getByRole('button', { name: '查询' }).click();
    await form.locator('label', { hasText: '陈佳怡' }).click();
    await form.getByLabel('任务评价方式').selectOption({ label: '评语' });
    await form.getByLabel('开课日期').fill('2027-03-01');
    await form.getByLabel('结课日期').fill('2027-06-30');
    await snap(page, 'course-edit');
    await form.getByRole('button', { name: '创建' }).click();
    await expectToast(page, '提交成功!');
    await waitForScreen(page, LIST);
    const [created] = (await sdk.GetPracticeInfoPageList({ ...ALL, cPracticeName: name })).List;
    expect(created?.cTeacherName).toBe('陈佳怡');
    expect(JSON.parse(String(created?.cOpenSchoolIds))).toHaveLength(1);
    expect(created?.fPracticeType).toBe(3);

    // Opened again, the page shows what was saved.
    await rowOf(page, name).getByRole('checkbox').check();
    await button(list, '编辑').click();
    const again = await coursePage(page);
    await expect.poll(() => again.getByLabel('课程名称').inputValue()).toBe(name);
    await again.getByText('（当前：陈佳怡）').waitFor();
    const school = again.locator('label', { hasText: '江南信息工程职业学院' }).locator('input');
    expect(await school.isChecked()).toBe(true);
  });
});
