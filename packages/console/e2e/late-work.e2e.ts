import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, PHONE, signIn, snapper } from './harness.js';
import { openScreen, rowsOf, searchList } from './list-steps.js';
import { pageWidth } from './phone-checks.js';
import { goInApp, screen, waitForScreen } from './shell.js';

// Issue 24 item 2: late hand-ins read 逾期 N 天 in red, for the tutor at a desk and for the student on a phone.
// The demo's 华东理工 takes late work: the demo student's diary 库存预警模块联调 came 2 days past the school's
// 日志补交期限, their Web course hand-in 表单交互与数据校验 and their team 极客先锋队's 需求分析与用户调研 a day
// after their deadlines.
const h = browserHarness();

const COURSE_NAME = '2026届软件技术专业顶岗实习';
const LATE_DIARY = '库存预警模块联调';
const WEB = 'Web前端开发综合实践';
const LATE_TASK = '表单交互与数据校验';
const TEAM = '极客先锋队';
const LATE_TEAM_TASK = '需求分析与用户调研';
const STUDENT_LIST = screen('practice/student-manage/list').path;
const ALL = { pageNumber: 1, pageSize: 10 };

const snap = snapper('late-work');
const visibleView = (page: Page): Locator =>
  page.getByTestId('main').locator('[data-entity], [data-screen]').filter({ visible: true });

/** The row naming `text` shows its late tag, in the danger colour. */
async function expectLateRow(page: Page, text: string, tag: string) {
  const row = rowsOf(page).filter({ hasText: text }).first();
  await row.waitFor();
  const late = row.getByText(tag, { exact: true });
  await late.waitFor();
  expect(await late.evaluate((el) => getComputedStyle(el).color)).toMatch(/^rgb\((\d+), (\d+), (\d+)\)$/);
  const [r, g, b] = (await late.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(Math.max(g as number, b as number));
}

describe('late hand-ins', () => {
  it('read 逾期 N 天 on the tutor’s diary list and practice hand-ins at a desk', async () => {
    const { page } = h.session;
    const teacher = await sdkFor(h.server, DEMO.teacher);
    const course = (await teacher.GetInternshipInfoPageList({ ...ALL, cInternshipName: COURSE_NAME }))
      .List[0];
    const web = (await teacher.GetPracticeInfoPageList({ ...ALL, cPracticeName: WEB })).List[0];
    if (!course || !web) throw new Error('the demo courses are missing');
    await signIn(h.session, DEMO.teacher);

    const diaries = new URLSearchParams({
      fInternshipInfoId: course.fInternshipInfoId,
      _pageHeader: COURSE_NAME,
    });
    await goInApp(page, `/practice/teacher-manage/diaries?${diaries}`);
    await waitForScreen(page, '/practice/teacher-manage/diaries');
    await searchList(visibleView(page), '请输入日志标题', LATE_DIARY);
    await expectLateRow(page, LATE_DIARY, '逾期 2 天');
    await snap(page, 'teacher-diaries-1280');

    const task = (
      await teacher.GetPracticeTaskPageList({
        ...ALL,
        cPracticeInfoId: web.cPracticeInfoId,
        cTaskName: LATE_TASK,
      })
    ).List[0];
    const handIns = new URLSearchParams({
      cPracticeInfoId: web.cPracticeInfoId,
      cPracticeTaskId: String(task?.cPracticeTaskId),
      _pageHeader: WEB,
    });
    await goInApp(page, `/practice/practice-info/task-list-by-student?${handIns}`);
    await waitForScreen(page, '/practice/practice-info/task-list-by-student');
    await expectLateRow(page, '刘子涵', '逾期 1 天');
    await snap(page, 'teacher-hand-ins-1280');
  });

  it('read 逾期 N 天 on the student’s diaries and tasks on a phone', async () => {
    const phone = await h.openPage(PHONE);
    const { page } = phone;
    await signIn(phone, DEMO.student);

    await goInApp(page, STUDENT_LIST);
    await waitForScreen(page, STUDENT_LIST);
    await rowsOf(page).first().getByRole('button', { name: '实习日志', exact: true }).click();
    await visibleView(page).getByRole('heading', { name: '实习日志' }).waitFor();
    await expectLateRow(page, LATE_DIARY, '逾期 2 天');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'student-diaries-390');

    await goInApp(page, '/practice/practice-info-student/course-list');
    await waitForScreen(page, '/practice/practice-info-student/course-list');
    await rowsOf(page)
      .filter({ hasText: WEB })
      .first()
      .getByRole('button', { name: '我的任务', exact: true })
      .click();
    await waitForScreen(page, '/practice/practice-info-student/task-list');
    await expectLateRow(page, LATE_TASK, '逾期 1 天');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'student-tasks-390');

    // The team's hand-in beside its task, on the training camp's 团队任务.
    await openScreen(page, 'practice/training-camp-student/my-project-list');
    await rowsOf(page)
      .filter({ hasText: TEAM })
      .first()
      .getByRole('button', { name: '任务', exact: true })
      .click();
    await waitForScreen(page, '/practice/training-camp-student/task-list');
    await expectLateRow(page, LATE_TEAM_TASK, '逾期 1 天');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await snap(page, 'student-team-tasks-390');
  });
});
