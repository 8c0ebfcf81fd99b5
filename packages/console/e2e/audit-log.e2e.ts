import { AuditKind, EXPORT_RECORD_OPERATION, enums } from '@practice/sdk/contract';
import { DEMO, sdkFor } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn, snapper } from './harness.js';
import {
  button,
  cellUnder,
  expectToast,
  exportListFile,
  openScreen,
  rowsOf,
  searchForm,
  searchList,
} from './list-steps.js';
import { goInApp, waitForScreen } from './shell.js';
import { readWorkbook } from './workbook.js';

// Issue 26: the school admin changes a student's grade, finds the change in 操作日志 with the grade before
// and after (from the record's own 操作记录 and from the log), and exports the log; a teacher has neither.
const h = browserHarness();

const COURSE_NAME = '2026届软件技术专业顶岗实习';
const SCHOOL_ADMIN_NAME = '王雅琴';
const GRADE_OPERATION = '评定实习总结成绩';
const shot = snapper('audit-log', { fullPage: false });

describe('操作日志', () => {
  it('shows the school admin a grade they changed, before and after, and exports it', async () => {
    const { page } = h.session;
    const sdk = await sdkFor(h.server, DEMO.schoolAdmin);
    const course = (
      await sdk.GetInternshipInfoPageList({ pageNumber: 1, pageSize: 10, cInternshipName: COURSE_NAME })
    ).List.find((c) => c.cInternshipName === COURSE_NAME);
    if (!course) throw new Error(`no course ${COURSE_NAME}`);
    const [summary] = (
      await sdk.GetInternshipSummaryPageList({
        pageNumber: 1,
        pageSize: 1,
        fInternshipInfoId: course.fInternshipInfoId,
        fStatus: 1,
      })
    ).List;
    if (!summary) throw new Error('no handed-in summary in the demo course');
    // A grade other than the one it has, so that the entry has a before and an after.
    const current = enums.ScoreGrade.labelOf(summary.fGrade);
    const gradeLabel = current === 'A+' ? 'A' : 'A+';
    const beforeLabel = current || '（空）';

    // 学生总结 of the summary's task, as the school's 实习管理 opens it; 评分 with the new grade.
    await signIn(h.session, DEMO.schoolAdmin);
    const group = '/practice/practice-manage';
    const query = new URLSearchParams({
      fInternshipInfoId: String(course.fInternshipInfoId),
      fInternshipSummaryTaskId: String(summary.fInternshipSummaryTaskId),
      _pageHeader: COURSE_NAME,
    });
    await goInApp(page, `${group}/student-summary?${query}`);
    await waitForScreen(page, `${group}/student-summary`);
    const summaries = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
    await searchList(summaries, '请输入总结标题', String(summary.cTitle));
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await rowsOf(page).first().getByRole('checkbox').check();
    await button(summaries, '评分').click();
    const grading = page.getByRole('dialog', { name: '评分' });
    await grading.getByRole('combobox').selectOption({ label: gradeLabel });
    await grading.getByPlaceholder('请输入导师评语').fill('请补充岗位工作中的数据分析过程。');
    await grading.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '提交成功!');

    // 操作记录 on the same row: the summary's own history, newest first, with the grade's two values.
    await rowsOf(page).first().getByText(gradeLabel, { exact: true }).waitFor();
    await rowsOf(page).first().getByRole('checkbox').check();
    await button(summaries, '操作记录').click();
    const history = page.getByRole('dialog', { name: /^操作记录/ });
    const newest = history.getByRole('listitem').first();
    await newest.getByText(GRADE_OPERATION).waitFor();
    const gradeLine = newest.getByRole('row').filter({ hasText: '成绩等级' });
    await expect
      .poll(() => gradeLine.locator('td').allTextContents())
      .toEqual(['成绩等级', beforeLabel, gradeLabel]);
    await shot(page, 'record-history');
    await page.keyboard.press('Escape');

    // 基础信息 → 操作日志: the entry, found by its operation; 详情 sets the fields side by side.
    const log = await openScreen(page, 'basic-info/audit-log');
    // 操作, not 操作人: the two placeholders begin alike.
    const form = await searchForm(log);
    await form.getByPlaceholder('请输入操作', { exact: true }).fill(GRADE_OPERATION);
    await form.getByRole('button', { name: '查询' }).click();
    const entry = rowsOf(page).first();
    await entry.getByText(GRADE_OPERATION).waitFor();
    expect(await cellUnder(log, entry, '操作人')).toBe(SCHOOL_ADMIN_NAME);
    await entry.getByRole('checkbox').check();
    await button(log, '详情').click();
    const detail = page.getByRole('dialog', { name: '操作详情' });
    const changes = detail.getByRole('table', { name: '变更内容' });
    const line = changes.getByRole('row').filter({ hasText: '成绩等级' });
    await expect.poll(() => line.locator('td').last().textContent()).toBe(gradeLabel);
    await expect.poll(() => changes.getByRole('row').filter({ hasText: '导师评语' }).count()).toBe(1);
    await shot(page, 'entry-detail');
    await page.keyboard.press('Escape');

    // 导出: the rows shown, as a workbook whose columns are the list's.
    const file = await exportListFile(page, log);
    expect(file.name).toMatch(/^操作日志.*\.xlsx$/);
    const [header, ...rows] = readWorkbook(file.path);
    expect(header).toEqual(expect.arrayContaining(['操作时间', '操作人', '操作', '结果']));
    const operationColumn = (header ?? []).indexOf('操作');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r[operationColumn] === GRADE_OPERATION)).toBe(true);
    // The export is an entry itself: who took which rows away, under which search, as which file.
    const latestExport = async () =>
      (await sdk.GetAppAuditLogPageList({ pageNumber: 1, pageSize: 1, cKind: AuditKind.export })).List[0];
    await expect.poll(async () => (await latestExport())?.cOperation).toBe(EXPORT_RECORD_OPERATION);
    const exported = await latestExport();
    expect(exported).toMatchObject({ cEntityLabel: '操作日志', cTargetIds: expect.any(String) });
    expect(String(exported?.cChanges)).toContain(`"a":${rows.length}`);
    expect(String(exported?.cChanges)).toContain(GRADE_OPERATION);
    // ... and the admin finds it on the list: 导出列表 of 操作日志, with the file it wrote.
    const again = await searchForm(log);
    await again.getByPlaceholder('请输入操作', { exact: true }).fill('导出列表');
    await again.getByRole('button', { name: '查询' }).click();
    const exportRow = rowsOf(page).first();
    await exportRow.getByText('导出列表').waitFor();
    expect(await cellUnder(log, exportRow, '对象')).toBe('操作日志');
    await exportRow.getByRole('checkbox').check();
    await button(log, '详情').click();
    const fileLine = detail
      .getByRole('table', { name: '变更内容' })
      .getByRole('row')
      .filter({ hasText: '文件名' });
    await expect
      .poll(() => fileLine.locator('td').last().textContent())
      .toBe(file.name.replace(/\.xlsx$/, ''));
    await shot(page, 'export-entry');
    await page.keyboard.press('Escape');

    // The school admin's log holds their school's entries only.
    const entries = await sdk.GetAppAuditLogPageList({ pageNumber: 1, pageSize: 999_999 });
    expect(new Set(entries.List.map((e) => e.fSchoolId))).toEqual(new Set([course.fSchoolId]));
  });

  it('is not a teacher’s: no menu entry, and the server refuses the call', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.teacher);
    await goInApp(page, '/basic-info/audit-log');
    await page.waitForURL((u) => u.pathname === '/404' || u.pathname === '/403');
    const teacher = await sdkFor(h.server, DEMO.teacher);
    await expect(teacher.GetAppAuditLogPageList({ pageNumber: 1, pageSize: 10 })).rejects.toThrow();
  });
});
