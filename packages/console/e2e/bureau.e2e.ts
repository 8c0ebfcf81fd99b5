import { randomBytes } from 'node:crypto';
import { DEMO } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn, snapper } from './harness.js';
import { openFromMenu, press } from './shell.js';
import { readSheetCells, readWorkbook } from './workbook.js';

// Issue 30, part 4, done means: the school admin checks the month's report, sees who lacks what with links to
// the lists that fill it, exports it, and the file opens with the platform's columns and typed cells. The two
// students are the journey's own, in a course of 2031 in the demo school, so nothing here depends on demo data.
const h = browserHarness();
const shoot = snapper('bureau', { settle: true });

const MONTH = '2031-03';
const COLUMNS = [
  '序号',
  '学校名称',
  '学号',
  '姓名',
  '专业',
  '班级',
  '实习类型',
  '组织形式',
  '实习方式',
  '实习单位名称',
  '统一社会信用代码',
  '实习岗位',
  '实习城市',
  '实习开始日期',
  '实习结束日期',
  '是否对口',
  '是否签订三方协议',
  '协议签订日期',
  '是否购买实习责任保险',
  '保险公司',
  '保单号',
  '校内指导教师',
  '企业指导教师',
];
const newId = () => randomBytes(16).toString('hex');
const at = (d: string) => `${d} 00:00:00`;

async function insert(table: string, row: Record<string, unknown>) {
  const cols = Object.keys(row);
  await h.server.db.query(
    `insert into "${table}" (${cols.map((c) => `"${c}"`).join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
}

/** A course of the school admin's school in 2031: one student complete, one lacking their post and policy. */
async function prepareStudents() {
  const [admin] = await h.server.db.query<{ school: string }>(
    `select "fSchoolId" as school from "AppUser" where "cUserName" = $1`,
    [DEMO.schoolAdmin],
  );
  const [klass] = await h.server.db.query<{ id: string }>(
    `select "fClassId" as id from "Class" where "fSchoolId" = $1 limit 1`,
    [admin?.school],
  );
  const course = newId();
  await insert('InternshipInfo', {
    fInternshipInfoId: course,
    fSchoolId: admin?.school,
    cInternshipName: '2031届数据上报演练',
    tStartDate: at('2031-01-01'),
    tEndDate: at('2031-12-31'),
  });
  const students = { complete: newId(), gaps: newId() };
  for (const [id, name, number] of [
    [students.complete, '上报甲', 'SB2031001'],
    [students.gaps, '上报乙', 'SB2031002'],
  ] as const) {
    const common = { fInternshipInfoId: course, fInternshipStudentId: id, fSchoolId: admin?.school };
    await insert('InternshipStudent', {
      fInternshipStudentId: id,
      fInternshipInfoId: course,
      fClassId: klass?.id,
      cRealName: name,
      cNumber: number,
      cMobile: `1390${number.slice(-7)}`,
      cCompanyName: '上海智造科技有限公司',
      // 上报乙 has no post yet: a gap of their 实习学生 row, filled in their course's 实习学生 list.
      cPost: id === students.gaps ? null : '测试工程师',
      tStartDate: at('2031-03-01'),
      tEndDate: at('2031-06-30'),
    });
    await insert('InternshipPlacement', {
      ...common,
      fInternshipPlacementId: newId(),
      fInternshipKind: 2,
      fOrganizeForm: 1,
      fPlacementMode: 2,
      fMajorMatch: 1,
      cCreditCode: '91310115MA1K4AB120',
      cCity: '上海',
    });
    await insert('InternshipAgreement', {
      ...common,
      fInternshipAgreementId: newId(),
      fAgreementStatus: 1,
      fReviewStatus: 1,
      tSignedDate: at('2031-02-20'),
    });
  }
  await insert('InternshipInsurance', {
    fInternshipInsuranceId: newId(),
    fInternshipInfoId: course,
    fInternshipStudentId: students.complete,
    fSchoolId: admin?.school,
    cInsurer: '中国人民财产保险',
    cPolicyNumber: 'PICC-2031-009',
    tStartDate: at('2031-03-01'),
    tEndDate: at('2031-12-31'),
    fReviewStatus: 1,
  });
  return { ...students, course };
}

/** The journey's students, made once for the file's tests. */
let prepared: ReturnType<typeof prepareStudents> | undefined;
const journeyStudents = () => {
  prepared ??= prepareStudents();
  return prepared;
};

describe('the bureau’s monthly report', () => {
  it('the school admin checks the month, follows a gap to its list, and exports a file of typed cells', async () => {
    const students = await journeyStudents();
    const { page } = h.session;
    await signIn(h.session, DEMO.schoolAdmin);
    await openFromMenu(page, 'statistics/bureau');
    const screen = page.getByTestId('bureau-report');
    await expect.poll(() => screen.getByRole('combobox', { name: '学校' }).inputValue()).not.toBe('');
    await screen.getByLabel('月份').fill(MONTH);

    // 检查: 上报乙 lacks the post and the policy, with links to fill them; 上报甲 is complete.
    await press(screen.getByRole('button', { name: '检查' }));
    const gaps = screen.getByRole('table', { name: '缺少必填项的学生' });
    const gap = gaps.getByRole('row').filter({ hasText: 'SB2031002' });
    await gap.waitFor();
    await expect.poll(() => gap.getByText('实习责任保险').count()).toBe(1);
    await expect.poll(() => gap.getByText('实习岗位').count()).toBe(1);
    await expect.poll(() => gaps.getByRole('row').filter({ hasText: 'SB2031001' }).count()).toBe(0);
    const link = gap.getByRole('link', { name: '实习保险' });
    expect(await link.getAttribute('href')).toBe(
      `/placement/insurance?fInternshipStudentId=${students.gaps}`,
    );
    await shoot(page, 'checked');

    // 导出上报表: named for the school and month; the platform's columns under the filters; typed cells.
    const download = page.waitForEvent('download');
    await press(screen.getByRole('button', { name: '导出上报表' }));
    const file = await download;
    const school = await screen
      .getByRole('combobox', { name: '学校' })
      .locator('option:checked')
      .textContent();
    expect(file.suggestedFilename()).toBe(`实习数据上报_${school}_${MONTH}.xlsx`);
    const path = await file.path();
    const rows = readWorkbook(path);
    expect(rows[1]).toEqual(['学校', school, '月份', MONTH]);
    expect(rows[3]).toEqual(COLUMNS);
    const index = rows.findIndex((r) => r[2] === 'SB2031001');
    expect(index).toBeGreaterThan(3);
    const cells = readSheetCells(path);
    const cell = (label: string) => cells[`${String.fromCharCode(65 + COLUMNS.indexOf(label))}${index + 1}`];
    expect(cell('序号')?.t).toBe('n');
    expect(cell('学号')).toMatchObject({ t: 's', v: 'SB2031001' });
    // 2031-03-01 and 2031-02-20 as the 1900 system's day numbers, shown as days.
    expect(cell('实习开始日期')).toMatchObject({ t: 'n', v: 47908, z: 'yyyy-mm-dd' });
    expect(cell('协议签订日期')).toMatchObject({ t: 'n', v: 47899, z: 'yyyy-mm-dd' });
    expect(cell('是否购买实习责任保险')).toMatchObject({ t: 's', v: '是' });
    const other = rows.find((r) => r[2] === 'SB2031002');
    expect(other?.[COLUMNS.indexOf('是否购买实习责任保险')]).toBeUndefined();
    await shoot(page, 'exported');

    // 实习学生 opens the list of the student's course, which the link found when followed, to edit the post.
    await press(gap.getByRole('link', { name: '实习学生' }));
    await page.waitForURL(
      (u) =>
        u.pathname === '/practice/practice-manage/student-list' &&
        u.searchParams.get('fInternshipInfoId') === students.course,
    );
    await page.getByTestId('main').getByText('SB2031002').filter({ visible: true }).first().waitFor();
    await shoot(page, 'student-list');
  });

  it('the platform admin picks the school before checking it', async () => {
    await journeyStudents();
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    await openFromMenu(page, 'statistics/bureau');
    const screen = page.getByTestId('bureau-report');
    const schools = screen.getByRole('combobox', { name: '学校' });
    await expect.poll(() => schools.locator('option').count()).toBeGreaterThan(2);
    const [own] = await h.server.db.query<{ name: string }>(
      `select s."cSchoolName" as name from "School" s join "AppUser" u on u."fSchoolId" = s."fSchoolId"
        where u."cUserName" = $1`,
      [DEMO.schoolAdmin],
    );
    await schools.selectOption({ label: String(own?.name) });
    await screen.getByLabel('月份').fill(MONTH);
    await press(screen.getByRole('button', { name: '检查' }));
    await screen.getByRole('row').filter({ hasText: 'SB2031002' }).waitFor();
    await shoot(page, 'platform-admin');
  });
});
