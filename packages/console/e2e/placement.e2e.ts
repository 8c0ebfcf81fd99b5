import { PlacementReview } from '@practice/sdk/contract';
import { DEMO } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, PHONE, signIn, snapper } from './harness.js';
import { button, cellUnder, chooseCourse, expectToast, rowsOf } from './list-steps.js';
import { phoneLooker } from './phone-checks.js';
import { openFromMenu, press } from './shell.js';
import { writeWorkbook } from './workbook.js';

// Issue 30, part 1, done means: the school admin reviews a waiting 三方协议 (a return without a reason is
// refused, then 通过), records the exception for a student who has none, and imports the insurer's list of
// policies (a bad file named row by row, the corrected one previewed, then written); the student, on a phone
// (390 x 844, touch), re-uploads the agreement the school returned. Every step is photographed
// (test-results/console/placement--*.png); the phone's are checked as a phone screen must be.
const h = browserHarness();
const snap = snapper('placement', { settle: true });
const look = phoneLooker('placement');

const SUMMER = '2027届电子商务专业跟岗实习';
const SOFTWARE = '2026届软件技术专业顶岗实习';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const mainView = (page: Page) => page.getByTestId('main').locator('[data-entity]').filter({ visible: true });

const rowNamed = (page: Page, name: string): Locator => rowsOf(page).filter({ hasText: name }).first();

async function pick(row: Locator) {
  await row.waitFor();
  await press(row.getByRole('checkbox'));
}

describe('实习保障 as the school', () => {
  it('reviews an agreement, records an exception and imports the insurer’s policies', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.schoolAdmin);
    await openFromMenu(page, 'placement/agreements');
    await chooseCourse(page, SUMMER);
    const waiting = rowNamed(page, '曹琳');
    await waiting.getByText('待审核').waitFor();
    await snap(page, 'agreements');

    // 审核: 退回 asks for its reason first; 通过 then passes the signed scan.
    await pick(waiting);
    await press(button(mainView(page), '审核'));
    const review = page.getByRole('dialog', { name: '审核' });
    await review.getByText('退回', { exact: true }).click();
    await press(button(review, '确定'));
    await expectToast(page, '退回时请填写审核意见');
    await snap(page, 'review-needs-reason');
    await review.getByText('通过', { exact: true }).click();
    await press(button(review, '确定'));
    await expectToast(page, '已审核通过');
    await review.waitFor({ state: 'hidden' });
    await rowNamed(page, '曹琳').getByText('已通过').waitFor();
    const agreement = (
      await h.server.db.query(
        `select a."fReviewStatus" from "InternshipAgreement" a join "InternshipStudent" s
            on s."fInternshipStudentId" = a."fInternshipStudentId" where s."cRealName" = '曹琳'`,
      )
    )[0];
    expect(agreement?.fReviewStatus).toBe(PlacementReview.passed);

    // 登记例外 for 萧子轩, who has uploaded nothing: the agreement appears as 未签, with the reason.
    expect(await rowsOf(page).filter({ hasText: '萧子轩' }).count()).toBe(0);
    await press(button(mainView(page), '登记例外'));
    const exempt = page.getByRole('dialog', { name: '登记未签协议例外' });
    const who = exempt.getByRole('combobox', { name: '学生' });
    const option = who.locator('option', { hasText: '萧子轩' });
    await option.waitFor({ state: 'attached' });
    await who.selectOption({ label: String(await option.textContent()) });
    await exempt
      .getByRole('textbox', { name: '例外原因' })
      .fill('实习单位法务审核合同需三周，经学院批准先行上岗');
    await snap(page, 'exempt');
    await press(button(exempt, '登记'));
    await expectToast(page, '已登记例外');
    const exempted = rowNamed(page, '萧子轩');
    await exempted.getByText('未签').waitFor();
    expect(await cellUnder(mainView(page), exempted, '未签协议例外原因')).toContain('经学院批准先行上岗');
    await snap(page, 'exempted');

    // 导入保单 on 实习保险: a file with a stranger and a name that does not match is refused row by row;
    // the corrected one is previewed, then every student of the course is insured.
    await openFromMenu(page, 'placement/insurance');
    await chooseCourse(page, SUMMER);
    const roster = await h.server.db.query<{ cNumber: string; cRealName: string }>(
      `select s."cNumber", s."cRealName" from "InternshipStudent" s join "InternshipInfo" i
          on i."fInternshipInfoId" = s."fInternshipInfoId" where i."cInternshipName" = $1 order by s."cNumber"`,
      [SUMMER],
    );
    const header = ['学号', '姓名', '保险公司', '保单号', '保险开始日期', '保险结束日期'];
    const line = (s: { cNumber: string; cRealName: string }, name = s.cRealName) => [
      s.cNumber,
      name,
      '中国人民财产保险股份有限公司杭州市分公司',
      'PZHZ2026070188',
      '2026-07-06',
      '2026-10-30',
    ];
    const [first, second] = roster;
    if (!first || !second) throw new Error('the summer course has too few students');
    const bad = writeWorkbook('保单名单.xlsx', [
      header,
      line(first),
      line(second, '张冠李戴'),
      ['X00000', '查无此人', ...line(first).slice(2)],
    ]);
    const fixed = writeWorkbook('保单名单.xlsx', [header, ...roster.map((s) => line(s))]);
    // The refused file is the server's 400, which the browser logs.
    h.session.allowErrors(/status of 400/);
    await press(button(mainView(page), '导入保单'));
    const dialog = page.getByRole('dialog', { name: '导入保单' });
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.locator('input[type=file]').setInputFiles(bad);
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByText(/第3行.*姓名与学号不符/).waitFor();
    await dialog.getByText(/第4行.*没有学号为 X00000 的学生/).waitFor();
    await snap(page, 'import-refused');
    expect(await dialog.getByRole('button', { name: '确定导入' }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: '上一步' }).click();
    await dialog.getByRole('button', { name: '删除' }).click();
    await dialog.locator('input[type=file]').setInputFiles(fixed);
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('cell', { name: second.cRealName, exact: true }).waitFor();
    await snap(page, 'import-preview');
    const stored = async () =>
      (
        await h.server.db.query(
          `select count(*)::int as n from "InternshipInsurance" where "cPolicyNumber" = 'PZHZ2026070188'`,
        )
      )[0]?.n;
    expect(await stored()).toBe(0);
    await dialog.getByRole('button', { name: '确定导入' }).click();
    await expectToast(page, `保单名单.xlsx上传成功! 成功导入 ${roster.length} 条`);
    await dialog.waitFor({ state: 'hidden' });
    await rowNamed(page, second.cRealName).getByText('已通过').waitFor();
    expect(await stored()).toBe(roster.length);
    await snap(page, 'insurance');

    // 岗位信息: a mistyped 统一社会信用代码 is refused in the form, by its check character.
    await openFromMenu(page, 'placement/posts');
    await chooseCourse(page, SUMMER);
    await pick(rowNamed(page, second.cRealName));
    await press(button(mainView(page), '编辑'));
    const post = page.getByRole('dialog', { name: '编辑岗位信息' });
    const code = post.getByRole('textbox', { name: '统一社会信用代码' });
    const typed = await code.inputValue();
    await code.fill(`${typed.slice(0, 17)}${typed.endsWith('0') ? '1' : '0'}`);
    await press(button(post, '提交'));
    await post.getByText('统一社会信用代码不正确，请核对').waitFor();
    await snap(page, 'post-credit-code');
    await press(button(post, '取消'));
  });
});

describe('实习保障 on the student’s phone', () => {
  it('re-uploads the returned agreement, which waits for the school again', async () => {
    const phone = await h.openPage(PHONE);
    const { page } = phone;
    await signIn(phone, DEMO.student);
    await openFromMenu(page, 'placement/agreements');
    // The picker offers the courses the student takes, not every course of the school.
    const taken = await h.server.db.query(
      `select distinct i."cInternshipName" from "InternshipStudent" s
          join "InternshipInfo" i on i."fInternshipInfoId" = s."fInternshipInfoId"
          join "AppUser" u on u."fAppUserId" = s."fUserId" where u."cUserName" = $1`,
      [DEMO.student],
    );
    const picker = page.getByRole('combobox', { name: '实习课程' }).filter({ visible: true });
    await picker.locator('option', { hasText: SOFTWARE }).waitFor({ state: 'attached' });
    const offered = await picker.locator('option:not([value=""])').allTextContents();
    expect(offered.sort()).toEqual(taken.map((r) => String(r.cInternshipName)).sort());
    await chooseCourse(page, SOFTWARE);
    const card = rowNamed(page, '刘子涵');
    await card.getByText('已退回').waitFor();
    await card.getByText(/缺少实习单位公章/).waitFor();
    await look(page, 'student-agreement-returned');

    await pick(card);
    await press(button(mainView(page), '编辑'));
    const form = page.getByRole('dialog', { name: '编辑三方协议' });
    // The returned scan gives way to the one with the seal.
    await press(button(form, '删除'));
    await form
      .getByLabel(/协议文件/)
      .and(page.locator('input'))
      .setInputFiles({ name: '刘子涵三方协议（补盖章）.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByText('刘子涵三方协议（补盖章）.pdf').waitFor();
    await look(page, 'student-agreement-form');
    await press(button(form, '提交'));
    await expectToast(page, '提交成功!');
    await form.waitFor({ state: 'hidden' });
    await rowNamed(page, '刘子涵').getByText('待审核').waitFor();
    await look(page, 'student-agreement-resubmitted');
    const [row] = await h.server.db.query(
      `select a."fReviewStatus", a."cAgreementFile" from "InternshipAgreement" a join "InternshipStudent" s
          on s."fInternshipStudentId" = a."fInternshipStudentId" where s."cRealName" = '刘子涵'`,
    );
    expect(row?.fReviewStatus).toBe(PlacementReview.pending);
    expect(String(row?.cAgreementFile)).toContain('补盖章');

    await openFromMenu(page, 'placement/insurance');
    await chooseCourse(page, SOFTWARE);
    await rowNamed(page, '刘子涵').getByText('已通过').first().waitFor();
    await look(page, 'student-insurance');
  });
});
