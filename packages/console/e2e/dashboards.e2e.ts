import { formatDate } from '@practice/sdk';
import { DEMO, sdkFor } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { browserHarness, PHONE, signIn, snapper, where } from './harness.js';
import { rowsOf } from './list-steps.js';
import { phoneLooker } from './phone-checks.js';
import { goInApp, openFromMenu, openHomeFromMenu, press } from './shell.js';
import { readSheetCells, readWorkbook } from './workbook.js';

// Issue 30 part 2 and 3, done means: the school admin opens the dashboard, follows a figure to its list with
// its filter applied, reads a chart as its table, opens 实习统计 and exports it with typed cells; the
// company tutor's home on a phone lists the waiting work oldest first and opens its review page; the
// student's home is 今日待办 on a desk too. The figures shown are the server's (its own tests count them by hand).
const h = browserHarness();
const shoot = snapper('dashboards', { fullPage: false, settle: true });
const look = phoneLooker('dashboards');

const percent = (r: { fCount: number; fTotal: number }) =>
  r.fTotal ? `${Math.round((r.fCount / r.fTotal) * 1000) / 10}%` : '—';

describe('the dashboards by role', () => {
  it('the school admin follows a figure to its list, reads a chart as a table, and exports 实习统计 with typed cells', async () => {
    const { page } = h.session;
    const school = await sdkFor(h.server, DEMO.schoolAdmin);
    const board = await school.GetSchoolDashboard({});
    await signIn(h.session, DEMO.schoolAdmin);

    // The tiles say what the server counts, each with its count.
    const tiles = page.getByTestId('figure-tile');
    const placement = tiles.filter({ hasText: '实习率' });
    await expect.poll(() => placement.textContent()).toContain(percent(board.figures.placement));
    expect(await placement.textContent()).toContain(
      `${board.figures.placement.fCount} / ${board.figures.placement.fTotal}`,
    );
    const open = tiles.filter({ hasText: '未处理预警' });
    expect(await open.textContent()).toContain(String(board.figures.fOpenWarnings));
    expect(board.figures.fOpenWarnings).toBeGreaterThan(0);
    await shoot(page, 'school-home');

    // A chart's 表格 shows the same numbers.
    const byClass = page.getByTestId('chart-panel').filter({ hasText: '各班未处理预警' });
    await press(byClass.getByRole('button', { name: '表格' }));
    const table = byClass.getByRole('table', { name: '各班未处理预警' });
    for (const line of board.warningsByClass) {
      await expect
        .poll(() => table.getByRole('row').filter({ hasText: line.cName }).textContent())
        .toContain(String(line.fCount));
    }
    await shoot(page, 'school-chart-table');

    // 未处理预警 opens the warnings list filtered to the open ones.
    await press(open.getByRole('link'));
    await page.waitForURL((u) => u.pathname === '/attendance/warnings');
    expect(where(page)).toBe('/attendance/warnings?fWarningStatus=0&fWarningTarget=1');
    const rows = rowsOf(page);
    await rows.first().waitFor();
    // As many as the server counts now: the tile sums the hourly roll-up, which a warning another journey
    // handled since may have left one behind; the list is live.
    const live = await school.GetAttendanceWarningPageList({
      pageNumber: 1,
      pageSize: 1,
      fWarningStatus: 0,
      fWarningTarget: 1,
    } as never);
    await page.getByText(`共 ${live.TotalCount} 条`).waitFor();
    const statuses = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    expect(statuses.length).toBeGreaterThan(0);
    for (const text of statuses) {
      expect(text).toContain('未处理');
      expect(text).toContain('学生');
    }
    expect(statuses.some((t) => t.includes('已消除'))).toBe(false);
    await shoot(page, 'school-open-warnings');

    // 实习统计 by class, this term: the same counts as the call, then 导出Excel.
    await openHomeFromMenu(page);
    await openFromMenu(page, 'statistics/overview');
    const lines = await school.GetInternshipStatistics({
      cGroupBy: 'class',
      ...(await termShown(page)),
    });
    const statistics = page.getByTestId('statistics-table');
    await statistics.waitFor();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const row = statistics.getByRole('row').filter({ hasText: line.cGroupName });
      expect(await row.textContent()).toContain(
        `${line.diarySubmission.fCount} / ${line.diarySubmission.fTotal}`,
      );
    }
    await shoot(page, 'school-statistics');
    const download = page.waitForEvent('download');
    await press(page.getByRole('button', { name: '导出Excel' }));
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^实习统计_.+_\d{4}-\d{2}-\d{2}至\d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = await file.path();
    const cells = readSheetCells(path);
    const rowsOfFile = readWorkbook(path);
    // The filters above the table; the term's ends are dates.
    expect(rowsOfFile[0]).toEqual(['实习统计']);
    const termRow = rowsOfFile.findIndex((r) => r[0] === '学期开始') + 1;
    expect(cells[`B${termRow}`]).toMatchObject({ t: 'n', z: 'yyyy-mm-dd' });
    // Then the header and one line per class: counts are numbers, shares percentages.
    const headerRow = rowsOfFile.findIndex((r) => r[0] === '班级') + 1;
    expect(rowsOfFile[headerRow - 1]?.slice(0, 3)).toEqual(['班级', '学生数', '实习率']);
    expect(cells[`B${headerRow + 1}`]).toMatchObject({ t: 'n', v: lines[0]?.fStudents });
    expect(cells[`C${headerRow + 1}`]).toMatchObject({ t: 'n', z: '0.0%' });
    expect(rowsOfFile.length - headerRow).toBe(lines.length);
  });

  it('the company tutor’s home on a phone lists the waiting work oldest first and opens its review page', async () => {
    const tutor = await h.openPage(PHONE);
    const { page } = tutor;
    const mine = await (await sdkFor(h.server, DEMO.companyTutor)).GetTutorDashboard({});
    expect(mine.waiting.length).toBeGreaterThan(0);
    await signIn(tutor, DEMO.companyTutor);
    const items = page.getByTestId('waiting-item');
    await items.first().waitFor();
    const shown = await items.evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(shown).toHaveLength(mine.waiting.length);
    const dates = mine.waiting.map((w) => w.tSubmitDate);
    expect([...dates].sort()).toEqual(dates);
    expect(shown.map((text, i) => text.includes(mine.waiting[i]?.cRealName ?? '?'))).not.toContain(false);
    // Handed in on a day, shown as the spec shows a date (YYYY/MM/DD), not as the wire sends it.
    expect(
      shown.map((text, i) => text.includes(formatDate(mine.waiting[i]?.tSubmitDate ?? ''))),
    ).not.toContain(false);
    expect(shown.join('')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await look(page, 'tutor-phone-home');

    const first = mine.waiting[0];
    await press(items.first().getByRole('link', { name: /^批阅/ }));
    const kind = first?.cKind === 'summary' ? 'student-summary' : 'student-diaries';
    await page.waitForURL((u) => u.pathname === `/practice/teacher-manage/${kind}`);
    const query = new URL(page.url()).searchParams;
    expect(query.get('fInternshipStudentId')).toBe(first?.fInternshipStudentId);
    expect(query.get('fInternshipInfoId')).toBe(first?.fInternshipInfoId);
    await rowsOf(page).first().waitFor();
    await look(page, 'tutor-phone-review');
  });

  it('the school’s dashboard and 实习统计 work on a phone too', async () => {
    const phone = await h.openPage(PHONE);
    const { page } = phone;
    await signIn(phone, DEMO.schoolAdmin);
    await page.getByTestId('figure-tiles').waitFor();
    await page.getByTestId('chart-panel').first().locator('svg').first().waitFor();
    await look(page, 'school-phone-home');
    await goInApp(page, '/statistics/overview?cGroupBy=course');
    await page.getByTestId('statistics-table').waitFor();
    expect(await page.getByRole('columnheader', { name: '实习课程' }).count()).toBe(1);
    await look(page, 'school-phone-statistics');
  });

  it('the student’s home on a desk is 今日待办', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.student);
    await page.getByTestId('student-today').waitFor();
    expect(await page.getByTestId('admin-dashboard').count()).toBe(0);
    await shoot(page, 'student-home');
  });

  it('the platform admin compares the schools and reads when the figures were computed', async () => {
    const { page } = h.session;
    const admin = await sdkFor(h.server, DEMO.platformAdmin);
    const [line] = await admin.GetSchoolComparison({});
    expect(line?.tComputed).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await signIn(h.session, DEMO.platformAdmin);
    const comparison = page.getByTestId('school-comparison');
    await expect
      .poll(() => comparison.getByTestId('comparison-computed').textContent())
      .toBe(`数据更新于 ${line?.tComputed.slice(0, 16).replaceAll('-', '/')}`);
    expect(await comparison.textContent()).toContain('各校实习率、对口率与协议签订率');
    await comparison.getByTestId('chart-panel').waitFor();
    await comparison.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shoot(page, 'platform-comparison');
  });
});

/** The term 实习统计 starts with, as its date fields show it (YYYY/MM/DD). */
async function termShown(page: import('playwright-core').Page) {
  const day = async (label: string) =>
    (await page.getByRole('textbox', { name: label }).first().inputValue()).replaceAll('/', '-');
  return { tTermStart: await day('学期开始'), tTermEnd: await day('学期结束') };
}
