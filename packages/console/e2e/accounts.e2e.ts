import { DEMO, sdkFor } from '@practice/server/test-harness';
import { describe, expect, it } from 'vitest';
import { browserHarness, PHONE, signIn, snapper } from './harness.js';
import { button, expectToast, openScreen, rowsOf } from './list-steps.js';
import { writeWorkbook } from './workbook.js';

// Issue 24 item 7, accounts: the school admin imports a student into an internship course, is shown the
// student's own initial password once (and can download it), finds the student in 用户管理 by 用户类型 and
// the class tree; the student signs in with it on a phone, must change it first, then reaches the home page.
const h = browserHarness();

const HUADONG_CODE = '4131013758';
const CLASS = '软件技术2201班';
const PASSWORD_FIRST = '首次登录或密码已重置，请先修改密码';

const shot = snapper('accounts', { fullPage: false });

describe('an imported student', () => {
  it('is found in 用户管理, signs in with the password shown once and must change it first', async () => {
    const { page } = h.session;
    const tail = String(Date.now() % 1_000_000).padStart(6, '0');
    const name = `导入生${tail}`;
    const mobile = `1990${tail}1`.slice(0, 11);
    const school = await sdkFor(h.server, DEMO.schoolAdmin);
    const course = (await school.GetInternshipInfoPageList({ pageNumber: 1, pageSize: 999999 })).List.find(
      (c) => c.fInternshipStatus !== 2,
    );
    const courseName = String(course?.cInternshipName);

    // 导入 on 用户管理: the file, the course the student also joins, the preview, then 确定导入.
    await signIn(h.session, DEMO.schoolAdmin);
    const view = await openScreen(page, 'basic-info/user-manage');
    await button(view, '导入').click();
    const dialog = page.getByRole('dialog', { name: '导入用户' });
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByLabel('同时加入实习课程').selectOption({ label: courseName });
    const file = writeWorkbook(
      '新生名单.xlsx',
      [
        ['学校识别码', '姓名', '类型', '班级名称 (学生必填)', '手机号', '学号/工号'],
        [HUADONG_CODE, name, '学生', CLASS, mobile, `S${tail}`],
      ],
      '用户导入',
    );
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('cell', { name, exact: true }).waitFor();
    await dialog.getByRole('button', { name: '确定导入' }).click();
    await expectToast(page, '新生名单.xlsx上传成功! 成功导入 1 条');

    // The initial password, once: on screen and as a workbook.
    const issued = page.getByRole('dialog', { name: '初始密码' });
    await issued.getByText('初始密码仅显示这一次', { exact: false }).waitFor();
    const row = issued.getByRole('row').filter({ hasText: name });
    await row.getByText(mobile, { exact: true }).waitFor();
    const password = (await row.getByRole('cell').nth(2).textContent())?.trim() ?? '';
    expect(password).toMatch(/^\S{12}$/);
    await shot(page, 'initial-passwords');
    const download = page.waitForEvent('download');
    await issued.getByRole('button', { name: '下载初始密码' }).click();
    expect((await download).suggestedFilename()).toMatch(/^用户初始密码-\d{8}-\d{4}\.xlsx$/);
    await issued.getByRole('button', { name: '我已记下' }).click();
    await issued.waitFor({ state: 'hidden' });

    // Found by 用户类型 and the class tree; the account waits for its first password change.
    await view.getByRole('tree', { name: '班级' }).getByText(CLASS, { exact: true }).click();
    const search = view.getByRole('form', { name: '查询条件' });
    await search.getByLabel('用户类型').selectOption({ label: '学生' });
    await search.getByPlaceholder('请输入姓名').fill(name);
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    const found = rowsOf(page).first();
    await found.getByText(CLASS, { exact: true }).waitFor();
    await found.getByText('待首次修改', { exact: true }).waitFor();
    await shot(page, 'found-in-user-manage');
    // The same step put the student into the course.
    const roster = await school.GetInternshipStudentPageList({
      pageNumber: 1,
      pageSize: 10,
      fInternshipInfoId: String(course?.fInternshipInfoId),
      cMobile: mobile,
    });
    expect(roster.List.map((s) => s.cRealName)).toEqual([name]);

    // The student, on a phone: signed in with the given password, asked for a new one before anything else.
    const phone = await h.openPage(PHONE);
    await phone.page.goto(`${phone.url}/login`);
    await phone.page.getByLabel('用户名', { exact: true }).fill(mobile);
    await phone.page.getByLabel('密码', { exact: true }).fill(password);
    await phone.page.getByRole('button', { name: '登录' }).click();
    const change = phone.page.getByRole('dialog', { name: '修改密码' });
    await change.getByText(PASSWORD_FIRST, { exact: true }).waitFor();
    expect(await change.getByRole('button', { name: '取消' }).count()).toBe(0);
    expect(await change.getByRole('button', { name: '关闭' }).count()).toBe(0);
    await phone.page.keyboard.press('Escape');
    await change.getByText(PASSWORD_FIRST, { exact: true }).waitFor();
    await shot(phone.page, 'password-first-390');
    await change.getByLabel(/^旧密码/).fill(password);
    await change.getByLabel(/^新密码/).fill('Mine#2026ok');
    await change.getByLabel(/^确认密码/).fill('Mine#2026ok');
    await change.getByRole('button', { name: '确定' }).click();
    await expectToast(phone.page, '提交成功!');
    await change.waitFor({ state: 'hidden' });
    await phone.page.waitForURL((u) => u.pathname === '/index');
    await phone.page.getByTestId('main').waitFor();

    // The new password is the one that signs in now; the given one no longer does.
    await expect(sdkFor(h.server, mobile, 'Mine#2026ok')).resolves.toBeTruthy();
    await expect(sdkFor(h.server, mobile, password)).rejects.toBeTruthy();
  });
});
