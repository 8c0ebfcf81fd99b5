import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, PHONE, signIn, snapper } from './harness.js';
import { button, confirm, expectToast, openScreen, rowsOf, searchForm } from './list-steps.js';
import { screen } from './shell.js';

// Issue 19, cloud recruitment: a company tutor posts a job, the school admin passes, publishes and pins it,
// a student (on a phone) fills the resume and applies, the tutor reads and downloads it and ends the post,
// and the student sees where the application stands.
const h = browserHarness();

const snap = snapper('cloud-recruitment');

const rowOf = (page: Page, text: string) => rowsOf(page).filter({ hasText: text }).first();

async function searchJob(view: Locator, name: string) {
  const form = await searchForm(view);
  await form.getByPlaceholder('请输入职位名称').fill(name);
  await form.getByRole('button', { name: '查询' }).click();
}

async function formPage(page: Page, key: string): Promise<Locator> {
  const { path, title } = screen(key);
  await page.waitForURL((u) => u.pathname === path);
  const form = page.getByTestId('main').getByRole('form', { name: title }).filter({ visible: true });
  await form.getByRole('heading', { name: title }).waitFor();
  return form;
}

describe('cloud recruitment', () => {
  it('takes a job post from writing to its end, with a student applying on the way', async () => {
    const { page } = h.session;
    const job = `Python数据分析实习生${Date.now() % 100000}`;
    const [company] = await h.server.db.query(
      `select c."cCompanyName" from "Company" c where c."fCompanyId" in (
         select "fCompanyId" from "InternshipTutor" t join "AppUser" u on u."fAppUserId" = t."fUserId"
          where u."cUserName" = $1
         union select "fCompanyId" from "ProjectTutor" t join "AppUser" u on u."fAppUserId" = t."fTutorUserId"
          where u."cUserName" = $1) limit 1`,
      [DEMO.companyTutor],
    );
    if (!company) throw new Error('the demo tutor has no company');

    // The enterprise tutor writes the post.
    await signIn(h.session, DEMO.companyTutor);
    let view = await openScreen(page, 'practice/cloud-recruitment/list');
    await snap(page, 'list-tutor');
    await button(view, '新增').click();
    const form = await formPage(page, 'practice/cloud-recruitment/edit');
    await form.getByLabel('职位名称').fill(job);
    await form.getByLabel('招聘企业').selectOption({ label: String(company.cCompanyName) });
    await form.getByLabel('招聘范围').selectOption({ label: '全平台' });
    await form.getByLabel('学历要求').selectOption({ label: '大专' });
    await form.getByLabel('工作经验').selectOption({ label: '在校/应届' });
    await form.getByLabel('薪资待遇').fill('4000-5500元/月');
    await form.getByLabel('工作城市').fill('上海');
    await form.getByLabel('招聘人数').fill('2');
    await form.getByRole('textbox', { name: '职位描述' }).click();
    await page.keyboard.type('负责业务数据清洗与报表开发，熟悉Python与SQL。');
    await snap(page, 'edit');
    await form.getByRole('button', { name: '创建' }).click();
    await expectToast(page, '提交成功!');

    // The school admin: only the review steps apply to an unreviewed post; then publish and pin.
    const admin = await h.openPage();
    await signIn(admin, DEMO.schoolAdmin);
    let adminView = await openScreen(admin.page, 'practice/cloud-recruitment/list');
    await searchJob(adminView, job);
    const adminRow = rowOf(admin.page, job);
    await adminRow.getByText('未审核', { exact: true }).waitFor();
    await adminRow.getByRole('checkbox').check();
    await expect(button(adminView, '发布').count()).resolves.toBe(0);
    await button(adminView, '审核通过').click();
    await expectToast(admin.page, '审核通过成功! 即将刷新数据,请稍后...');
    await adminRow.getByText('未发布', { exact: true }).waitFor();
    await adminRow.getByRole('checkbox').check();
    await expect(button(adminView, '审核通过').count()).resolves.toBe(0);
    await button(adminView, '发布').click();
    await expectToast(admin.page, '发布成功! 即将刷新数据,请稍后...');
    await adminRow.getByText('招聘中', { exact: true }).waitFor();
    await adminRow.getByRole('checkbox').check();
    await button(adminView, '置顶').first().click();
    await expectToast(admin.page, '置顶成功! 即将刷新数据,请稍后...');
    await adminRow.getByText('已置顶', { exact: true }).waitFor();
    await snap(admin.page, 'list-admin');

    // The student, on a phone: base details, a new resume with its attachment, the preview, then applying.
    const student = await h.openPage(PHONE);
    const sp = student.page;
    await signIn(student, DEMO.student);
    const mine = await openScreen(sp, 'practice/cloud-recruitment/my-resume');
    const base = sp.getByTestId('resume-base');
    await base.getByLabel('求职意向').fill('数据分析师');
    await base.getByRole('button', { name: '保存基本信息' }).click();
    await expectToast(sp, '提交成功!');
    await button(mine, '新增').click();
    const dialog = sp.getByRole('dialog');
    await dialog.getByLabel('简历名称').fill('数据分析方向简历');
    await dialog.getByLabel('教育经历').fill('2023.09-2026.06 华东理工职业技术学院 大数据技术专业（大专）');
    await dialog.getByLabel('实习经历').fill('2025.07-2025.09 数据标注与清洗实习，完成3万条数据质检。');
    await dialog.locator('input[type="file"][aria-label="附件简历"]').setInputFiles({
      name: '数据分析简历.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF'),
    });
    await dialog.getByText('数据分析简历.pdf').first().waitFor();
    await snap(sp, 'resume-dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(sp, '提交成功!');
    await rowOf(sp, '数据分析方向简历').getByRole('button', { name: '数据分析方向简历' }).click();
    const preview = sp.getByRole('dialog', { name: /简历预览/ });
    await preview.getByText('求职意向：数据分析师', { exact: false }).waitFor();
    await preview.getByText('数据标注与清洗实习', { exact: false }).waitFor();
    await snap(sp, 'resume-preview');
    await sp.keyboard.press('Escape');
    await snap(sp, 'my-resume');
    expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const board = await openScreen(sp, 'practice/cloud-recruitment/list');
    await searchJob(board, job);
    await rowOf(sp, job).getByRole('checkbox').check();
    await button(board, '投递简历').click();
    const send = sp.getByRole('dialog', { name: `投递简历：${job}` });
    await send.getByLabel('投递简历').selectOption({ label: '数据分析方向简历' });
    await send.getByPlaceholder('请输入求职留言（选填）').fill('有Python数据处理实习经历，期待面试机会。');
    await snap(sp, 'apply');
    await send.getByRole('button', { name: '投递' }).click();
    await expectToast(sp, '投递成功!');

    // The tutor reads the resume as sent, downloads it and ends the post.
    view = await openScreen(page, 'practice/cloud-recruitment/resume-list');
    const got = rowOf(page, job);
    await got.getByRole('button', { name: '王' }).or(got.getByRole('button').first()).first().click();
    const read = page.getByRole('dialog', { name: /查看简历/ });
    await read.getByText('数据标注与清洗实习', { exact: false }).waitFor();
    await snap(page, 'resume-view');
    await page.keyboard.press('Escape');
    await got.getByRole('checkbox').check();
    const download = page.waitForEvent('download');
    download.catch(() => undefined);
    await button(view, '批量下载').click();
    await page.getByRole('alertdialog').getByText('确定要下载该文件吗？', { exact: true }).waitFor();
    await confirm(page);
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);
    await expectToast(page, '下载准备就绪!');
    await snap(page, 'resume-list');

    view = await openScreen(page, 'practice/cloud-recruitment/list');
    await searchJob(view, job);
    await rowOf(page, job).getByRole('checkbox').check();
    await button(view, '结束招聘').click();
    await expectToast(page, '结束招聘成功! 即将刷新数据,请稍后...');
    await rowOf(page, job).getByText('已结束', { exact: true }).waitFor();

    // The student sees that the post they applied to has ended.
    await openScreen(sp, 'practice/cloud-recruitment/my-resume-sent');
    await rowOf(sp, job).getByText('已结束', { exact: true }).waitFor();
    await snap(sp, 'my-resume-sent');

    // A student cannot review a post by calling the operation directly.
    const studentSdk = await sdkFor(h.server, DEMO.student);
    const [post] = (
      await studentSdk.GetCloudRecruitmentPageList({ pageNumber: 1, pageSize: 50, cJobName: job })
    ).List;
    const refused = await studentSdk
      .UnAuthCloudRecruitmentIDS({ ids: [String(post?.cCloudRecruitmentId)] })
      .then(
        () => null,
        (e: { code?: unknown }) => e,
      );
    expect(Number(refused?.code)).toBe(403);

    // The other lists the demo roles open, for the record.
    adminView = await openScreen(admin.page, 'practice/cloud-recruitment/company-list');
    await expect.poll(() => rowsOf(admin.page).count()).toBeGreaterThan(3);
    await snap(admin.page, 'company-list');
    await openScreen(admin.page, 'practice/cloud-resource/list');
    await expect.poll(() => rowsOf(admin.page).count()).toBeGreaterThan(3);
    await snap(admin.page, 'cloud-resource-list');
  });
});
