import { readFileSync } from 'node:fs';
import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn, snapper } from './harness.js';
import { button, confirm, expectToast, rowsOf, searchList } from './list-steps.js';
import { goInApp, waitForScreen } from './shell.js';

// Issue 15: the work-review pages of the teacher side (diaries, summaries, overall reviews) as the tutors who
// use them, one journey per role. The messages are SPEC 5 and 8's; what the server stored is checked through
// the SDK, so a screen that only looked right would fail.
const h = browserHarness();

const GROUP = '/practice/teacher-manage';
const COURSE_NAME = '2026届软件技术专业顶岗实习';
const ALL = { pageNumber: 1, pageSize: 999_999 };

const snap = snapper('internship-reviews', { fullPage: false });

type Sdk = Awaited<ReturnType<typeof sdkFor>>;

async function courseId(sdk: Sdk): Promise<string> {
  const page = await sdk.GetInternshipInfoPageList({
    pageNumber: 1,
    pageSize: 10,
    cInternshipName: COURSE_NAME,
  });
  const id = page.List.find((c) => c.cInternshipName === COURSE_NAME)?.fInternshipInfoId;
  if (!id) throw new Error(`no course ${COURSE_NAME}`);
  return id;
}

/** The visible view of a screen of the group, by its title. */
async function viewOf(page: Page, child: string, title: string): Promise<Locator> {
  await waitForScreen(page, `${GROUP}/${child}`);
  const view = page.getByTestId('main').locator('[data-entity], [data-screen]').filter({ visible: true });
  await view.getByRole('heading', { name: title }).waitFor();
  return view;
}

/** A course page as a course row opens it: the course's id and its name as the page header. */
async function openCoursePage(page: Page, child: string, title: string, course: string): Promise<Locator> {
  const query = new URLSearchParams({ fInternshipInfoId: course, _pageHeader: COURSE_NAME });
  await goInApp(page, `${GROUP}/${child}?${query}`);
  return viewOf(page, child, title);
}

const rowWith = (page: Page, text: string) => rowsOf(page).filter({ hasText: text }).first();

describe('work reviews as the in-school tutor', () => {
  it('reviews a diary and the queue, grades a summary, fills an overall review and exports the grades', async () => {
    const { page } = h.session;
    const sdk = await sdkFor(h.server, DEMO.teacher);
    const course = await courseId(sdk);
    const unreviewed = await sdk.GetInternshipDiaryPageList({
      ...ALL,
      fInternshipInfoId: course,
      fStatus: 1,
    });
    // A student with an in-school tutor only: the teacher's verdict alone decides (a student with an enterprise
    // tutor too waits for both: diary-two-tutors.e2e.ts).
    const diary = unreviewed.List.find((d) => d.fIsNeedDiaryReview2 === 0);
    if (!diary)
      throw new Error('no unreviewed diary of a student without an enterprise tutor in the demo course');
    const awaitingMine = await sdk.GetInternshipDiaryPageList({
      ...ALL,
      fInternshipInfoId: course,
      fAwaitingMyReview: 1,
    });
    await signIn(h.session, DEMO.teacher);

    // 实习日志 → the student's name opens 学生日志, where 批阅 shows the diary as its form.
    const diaries = await openCoursePage(page, 'diaries', '实习日志', course);
    await searchList(diaries, '请输入日志标题', String(diary.cDiaryName));
    await rowWith(page, String(diary.cRealName)).getByText(String(diary.cRealName), { exact: true }).click();
    const mine = await viewOf(page, 'student-diaries', '学生日志');
    const row = rowWith(page, String(diary.cDiaryName));
    await row.getByText('未审核', { exact: true }).waitFor();
    await row.getByRole('checkbox').check();
    await button(mine, '批阅').click();
    const dialog = page.getByRole('dialog', { name: '批阅日志' });
    await dialog.getByText('工作内容', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: '不通过', exact: true }).click();
    await expectToast(page, '审核不通过时请填写批阅意见');
    await dialog.getByPlaceholder('请输入批阅意见').fill('  记录清楚，继续保持。 ');
    await snap(page, 'diary-review');
    await dialog.getByRole('button', { name: '通过', exact: true }).click();
    await expectToast(page, '提交成功!');
    await dialog.waitFor({ state: 'hidden' });
    // The first tag is the diary's state (日志状态), before each tutor's (校内导师审核, 企业导师审核).
    await row.getByText('审核通过', { exact: true }).first().waitFor();
    await row.getByText('校内导师：记录清楚，继续保持。', { exact: true }).waitFor();
    const stored = await sdk.GetInternshipDiaryModel({ fInternshipDiaryId: diary.fInternshipDiaryId });
    expect([stored.fStatus, stored.cReview1Comment, stored.cDiaryName]).toEqual([
      2,
      '记录清楚，继续保持。',
      diary.cDiaryName,
    ]);

    // 待批阅: the next diary passes with a quick phrase without leaving the queue.
    await openCoursePage(page, 'diaries', '实习日志', course);
    await page.getByRole('button', { name: '待批阅', exact: true }).click();
    const queue = page.getByTestId('review-queue');
    const left = awaitingMine.TotalCount - 1;
    await queue.getByText(`共 ${left} 篇待我批阅`, { exact: true }).waitFor();
    await queue.getByRole('button', { name: '内容详实，继续保持。', exact: true }).click();
    await queue.getByRole('button', { name: '通过', exact: true }).click();
    await expectToast(page, '提交成功!');
    await queue.getByText(`共 ${left - 1} 篇待我批阅`, { exact: true }).waitFor();
    await snap(page, 'review-queue');
    const after = await sdk.GetInternshipDiaryPageList({
      ...ALL,
      fInternshipInfoId: course,
      fAwaitingMyReview: 1,
    });
    expect(after.TotalCount).toBe(left - 1);
    await page.keyboard.press('Escape');

    // 实习总结 → a task opens its students' summaries; 评分 grades a handed-in one.
    const [summary] = (
      await sdk.GetInternshipSummaryPageList({
        pageNumber: 1,
        pageSize: 1,
        fInternshipInfoId: course,
        fStatus: 1,
      })
    ).List;
    if (!summary) throw new Error('no handed-in summary in the demo course');
    await openCoursePage(page, 'summary', '实习总结', course);
    await rowsOf(page).getByText(String(summary.cTaskName), { exact: true }).click();
    const summaries = await viewOf(page, 'student-summary', '学生总结');
    await searchList(summaries, '请输入总结标题', summary.cTitle);
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await rowsOf(page).first().getByRole('checkbox').check();
    await button(summaries, '评分').click();
    const grading = page.getByRole('dialog', { name: '评分' });
    // SPEC 3: highest first, 需修改 on top.
    const grades = await grading.getByRole('combobox').locator('option').allTextContents();
    expect(grades.slice(1, 4)).toEqual(['需修改', 'A+', 'A']);
    await grading.getByRole('combobox').selectOption({ label: 'A+' });
    await grading.getByPlaceholder('请输入导师评语').fill('案例完整，分析到位。');
    await grading.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '提交成功!');
    await rowsOf(page).first().getByText('A+', { exact: true }).waitFor();
    const graded = await sdk.GetInternshipSummaryModel({
      fInternshipSummaryId: summary.fInternshipSummaryId,
    });
    expect([graded.fGrade, graded.cComment]).toEqual([12, '案例完整，分析到位。']);

    // 综合评价: 评价 opens a tab per review template; the form is checked, then saved and shown as 已评价.
    const students = await sdk.GetInternshipStudentPageList({ ...ALL, fInternshipInfoId: course });
    const reviews = await sdk.GetInternshipStudentGeneralReviewPageList({
      ...ALL,
      fInternshipInfoId: course,
    });
    const student = students.List.find(
      (s) => !reviews.List.some((r) => r.fInternshipStudentId === s.fInternshipStudentId),
    );
    if (!student) throw new Error('every student of the demo course already has a review');
    const evaluation = await openCoursePage(page, 'overall-evaluation', '综合评价', course);
    await searchList(evaluation, '请输入姓名', student.cRealName);
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    const studentRow = rowsOf(page).first();
    await studentRow.getByText('未提交', { exact: true }).first().waitFor();
    await studentRow.getByRole('checkbox').check();
    await button(evaluation, '评价').click();
    const review = page.getByRole('dialog', { name: `综合评价 - ${student.cRealName}` });
    const tab = review.getByRole('tab', { name: /总体评价表/ });
    await tab.getByText('未提交', { exact: true }).waitFor();
    await review.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '验证未通过, 提交失败');
    await review.getByLabel('职业素养').selectOption({ label: '优秀 30分' });
    await review.getByLabel('专业能力').selectOption({ label: '良好 32分' });
    await review.getByLabel('团队协作').selectOption({ label: '优秀 30分' });
    await review.getByLabel('综合评语').fill('工作认真，团队协作好。');
    await review.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '提交成功!');
    await tab.getByText('已评价', { exact: true }).waitFor();
    await snap(page, 'overall-review');
    await review.getByRole('button', { name: '取消', exact: true }).click();
    // 92 of 100 points is an A on the 12-step scale.
    await studentRow.getByText('已评价', { exact: true }).waitFor();
    await studentRow.getByText('A', { exact: true }).waitFor();
    const saved = (
      await sdk.GetInternshipStudentGeneralReviewPageList({
        ...ALL,
        fInternshipStudentId: student.fInternshipStudentId,
      })
    ).List;
    expect(saved.map((r) => [r.cTemplateName, r.fStatus, r.fScore, r.cDesc])).toEqual([
      ['总体评价表', 1, 92, '工作认真，团队协作好。'],
    ]);

    // 导出成绩 with nothing ticked: the whole course's workbook.
    if (await studentRow.getByRole('checkbox').isChecked()) await studentRow.getByRole('checkbox').uncheck();
    const download = page.waitForEvent('download');
    await button(evaluation, '导出成绩').click();
    await page.getByRole('alertdialog').getByText('确定要下载该文件吗？', { exact: true }).waitFor();
    await confirm(page);
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${COURSE_NAME}_总体评价成绩.xlsx`);
    const path = await file.path();
    // An .xlsx is a zip: the file the browser saved is the workbook, not an error page.
    expect(readFileSync(path).subarray(0, 2).toString('latin1')).toBe('PK');
    await expectToast(page, '下载准备就绪!');
  });
});

describe('work reviews as the enterprise tutor', () => {
  it("sees only the bound students' diaries; another student's diary is refused (403)", async () => {
    const { page } = h.session;
    const teacher = await sdkFor(h.server, DEMO.teacher);
    const tutor = await sdkFor(h.server, DEMO.companyTutor);
    const course = await courseId(teacher);
    const everyone = (await teacher.GetInternshipDiaryPageList({ ...ALL, fInternshipInfoId: course })).List;
    const bound = (await tutor.GetInternshipDiaryPageList({ ...ALL, fInternshipInfoId: course })).List;
    const boundNames = new Set(bound.map((d) => d.cRealName));
    const other = everyone.find((d) => !bound.some((b) => b.fInternshipDiaryId === d.fInternshipDiaryId));
    if (!other || bound.length === 0)
      throw new Error('the demo tutor should see some diaries of the course, not all');

    // The SDK call and the bare HTTP request for another student's diary are both refused.
    await expect(
      tutor.GetInternshipDiaryModel({ fInternshipDiaryId: other.fInternshipDiaryId }),
    ).rejects.toMatchObject({
      status: 403,
    });
    const url = `${tutor.config.apiBase('internship')}/api/v1/InternshipDiary/GetInternshipDiaryModel?fInternshipDiaryId=${other.fInternshipDiaryId}`;
    const answer = await fetch(url, { headers: { Authorization: `Bearer ${tutor.token}` } });
    expect(answer.status).toBe(403);
    await expect(
      tutor.EditInternshipDiary({ fInternshipDiaryId: other.fInternshipDiaryId, fStatus: 2 }),
    ).rejects.toMatchObject({ status: 403 });

    // On screen: the course's diaries are the bound students' only.
    await signIn(h.session, DEMO.companyTutor);
    await openCoursePage(page, 'diaries', '实习日志', course);
    await page.getByText(`共 ${bound.length} 条`, { exact: true }).waitFor();
    const shown = await rowsOf(page).evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect([...boundNames].some((name) => text.includes(String(name)))).toBe(true);
    expect(shown.some((text) => text.includes(String(other.cRealName)))).toBe(false);
  });
});
