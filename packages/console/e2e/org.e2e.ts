import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, sdkFor } from '@practice/server/test-harness';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness, signIn, snapper, where } from './harness.js';
import { expectToast, PNG, rowsOf } from './list-steps.js';
import { goInApp, screen, waitForScreen } from './shell.js';

/** The text of a select's chosen option: ids are opaque, the school's name is what a user sees. */
const chosenText = (select: Locator) =>
  select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

// Issue 6: departments (a tree beside a table), schools and companies with their detail pages, as the
// platform admin and the school admin. Buttons are the server's grants for each page (SPEC §6); the messages
// are SPEC §5, §8 word for word.
const h = browserHarness();

function writePng(name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'org-e2e-')), name);
  writeFileSync(path, PNG);
  return path;
}

/** A picture of a moment inside a test (the harness takes only the end state). */
const snap = snapper('org', { fullPage: false });

const unique = () => String(Date.now() % 1_000_000);

async function openList(page: Page, key: string): Promise<Locator> {
  const { path, title } = screen(key);
  await goInApp(page, path);
  await waitForScreen(page, path);
  const view = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
  await view.getByRole('heading', { name: title }).waitFor();
  return view;
}

/** The detail page on screen, by its title (学校详情, 企业详情). */
async function detailPage(page: Page, key: string, query = ''): Promise<Locator> {
  const { path, title } = screen(key);
  await page.waitForURL((u) => u.pathname === path && (query === '' || u.search.includes(query)));
  const form = page.getByTestId('main').getByRole('form', { name: title }).filter({ visible: true });
  await form.getByRole('heading', { name: title }).waitFor();
  return form;
}

async function search(view: Locator, placeholder: string, text: string) {
  const form = view.getByRole('form', { name: '查询条件' });
  await form.getByPlaceholder(placeholder).fill(text);
  await form.getByRole('button', { name: '查询' }).click();
}

/** The map picker without a maps key: the place is typed in by hand. */
async function pickPlace(page: Page, field: Locator, place: string, lat: string, lng: string) {
  await field.getByRole('button', { name: '选择位置' }).click();
  const dialog = page.getByRole('dialog', { name: '选择位置' });
  await expect(dialog.getByRole('button', { name: '确定' }).isDisabled()).resolves.toBe(true);
  await dialog.getByLabel('地点名称').fill(place);
  await dialog.getByLabel('纬度').fill(lat);
  await dialog.getByLabel('经度').fill(lng);
  await snap(page, 'map-picker-manual');
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const fileInput = (form: Locator, label: string) => form.locator(`input[type="file"][aria-label="${label}"]`);

const fieldGroup = (form: Locator, label: string) =>
  form
    .locator('[data-part="root"], [role="group"]')
    .filter({ has: form.page().getByText(label, { exact: true }) })
    .first();

async function confirmDialog(page: Page) {
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
}

/** Adds a person through the mobile check: an unknown number unlocks the form for manual entry. */
async function addPersonByMobile(page: Page, title: string, label: string, mobile: string, name: string) {
  const dialog = page.getByRole('dialog', { name: title });
  // Nothing may be added before the mobile is checked.
  await expect(dialog.getByRole('button', { name: '添加', exact: true }).isDisabled()).resolves.toBe(true);
  await dialog.getByPlaceholder('请输入手机号码').fill('123');
  await dialog.getByRole('button', { name: '校验' }).click();
  await expectToast(page, '请输入正确的手机号再进行校验!');
  await dialog.getByPlaceholder('请输入手机号码').fill(mobile);
  await dialog.getByRole('button', { name: '校验' }).click();
  await expectToast(page, `联系方式为 ${mobile} 的用户不存在, 请手动添加${label}信息!`);
  await dialog.getByPlaceholder('请输入姓名').fill(name);
  return dialog;
}

/** The same number checked again is now found: the account exists. */
async function expectMobileKnown(page: Page, title: string, label: string, mobile: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByPlaceholder('请输入手机号码').fill(mobile);
  await dialog.getByRole('button', { name: '校验' }).click();
  await expectToast(page, `校验成功! ${label}信息已导入`);
  await expect.poll(() => dialog.getByPlaceholder('请输入姓名').inputValue()).not.toBe('');
  await dialog.getByRole('button', { name: '取消' }).click();
}

const treeItem = (page: Page, name: string) =>
  page
    .getByRole('tree', { name: '部门' })
    .filter({ visible: true })
    .getByRole('treeitem', { name: new RegExp(`^${name}`) })
    .first();

async function treeMenu(page: Page, node: string, entry: string) {
  await treeItem(page, node).getByText(node, { exact: true }).first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: entry, exact: true }).filter({ visible: true }).click();
}

describe('departments', () => {
  it('school admin: adds a child from the tree menu, renames it, sees it in the table, deletes it', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.schoolAdmin);
    const view = await openList(page, 'basic-info/department-manage');
    // Their own school only: the server scopes the tree and the table.
    await treeItem(page, '华东理工职业技术学院').waitFor();
    expect(await treeItem(page, '江南信息工程职业学院').count()).toBe(0);
    // The first real node is chosen after the fetch: the table lists its classes.
    await rowsOf(page).filter({ hasText: '软件技术2201班' }).first().waitFor();

    // The All node refuses an add (the ui-kit's message).
    await treeMenu(page, '全部', '添加');
    await expectToast(page, '不能在"全部"下进行操作, 请先新建或选择其他节点');

    const name = `测试专业${unique()}班`;
    await treeMenu(page, '华东理工职业技术学院', '添加');
    const add = page.getByRole('dialog', { name: '添加' });
    await add.getByPlaceholder('请输入名称').fill(name);
    await add.getByRole('button', { name: '确定' }).click();
    await expectToast(page, '提交成功!');
    await treeItem(page, name).waitFor();
    // The school's classes run past the table's first page and a new node comes last in 排序 order: the
    // table opens the page that holds it and marks it.
    const row = rowsOf(page).filter({ hasText: name });
    await row.first().waitFor();
    await expect.poll(() => row.first().getAttribute('data-revealed')).toBe('');
    await snap(page, 'department-added');
    // Made under the school: a class of that school.
    await row.getByText('班级', { exact: true }).waitFor();
    await row.getByText('华东理工职业技术学院', { exact: true }).first().waitFor();

    const renamed = `${name}改`;
    await treeMenu(page, name, '编辑');
    const edit = page.getByRole('dialog', { name: '编辑' });
    await expect.poll(() => edit.getByPlaceholder('请输入名称').inputValue()).toBe(name);
    await edit.getByPlaceholder('请输入名称').fill(renamed);
    await edit.getByRole('button', { name: '确定' }).click();
    await treeItem(page, renamed).waitFor();
    await rowsOf(page).filter({ hasText: renamed }).first().waitFor();

    await treeMenu(page, renamed, '删除');
    await confirmDialog(page);
    await expectToast(page, '删除成功! 即将刷新数据,请稍后...');
    await expect.poll(() => treeItem(page, renamed).count()).toBe(0);
    await expect.poll(() => rowsOf(page).filter({ hasText: renamed }).count()).toBe(0);
    await view.getByRole('heading', { name: '院系管理' }).waitFor();
  });

  it('platform admin: the whole tree, a node lists its children, and 新增 starts under that node', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    const view = await openList(page, 'system/department-manage');
    for (const school of ['华东理工职业技术学院', '江南信息工程职业学院', '浙北机电职业技术学院']) {
      await treeItem(page, school).waitFor();
    }
    await treeItem(page, '江南信息工程职业学院').getByText('江南信息工程职业学院', { exact: true }).click();
    await rowsOf(page).filter({ hasText: '物联网应用技术2201班' }).first().waitFor();
    await expect.poll(() => rowsOf(page).filter({ hasText: '软件技术2201班' }).count()).toBe(0);

    // A class added from the table's 新增 under the chosen school, and the tree follows the table.
    await view.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增部门' });
    await expect.poll(() => chosenText(dialog.getByLabel('上级部门'))).toBe('江南信息工程职业学院');
    await expect.poll(() => chosenText(dialog.getByLabel('学校'))).toBe('江南信息工程职业学院');
    const name = `云计算${unique()}班`;
    await dialog.getByLabel('部门名称').fill(name);
    await dialog.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '提交成功!');
    await rowsOf(page).filter({ hasText: name }).first().waitFor();
    await expect
      .poll(() => rowsOf(page).filter({ hasText: name }).first().getAttribute('data-revealed'))
      .toBe('');
    await treeItem(page, name).waitFor();

    // A delete in the table reaches the tree too.
    await rowsOf(page).filter({ hasText: name }).first().getByRole('checkbox').check();
    await view.getByRole('button', { name: '删除', exact: true }).click();
    await confirmDialog(page);
    await expectToast(page, '删除成功! 即将刷新数据,请稍后...');
    await expect.poll(() => treeItem(page, name).count()).toBe(0);
  });
});

describe('schools', () => {
  it('platform admin: creates a school on its detail page, finds, edits, exports and deletes it', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    let view = await openList(page, 'basic-info/school-manage');
    const name = `测试职业学院${unique()}`;

    await view.getByRole('button', { name: '新增', exact: true }).click();
    let form = await detailPage(page, 'basic-info/school-edit');
    await form.getByRole('button', { name: '创建' }).click();
    await expectToast(page, '验证未通过, 提交失败');
    await form.getByText('请输入学校名称').waitFor();

    // A field's message goes as soon as that field is changed.
    await form.getByLabel('学校名称').fill(` ${name} `);
    await expect.poll(() => form.getByText('请输入学校名称').count()).toBe(0);
    await form.getByLabel('学校识别码').fill(`41${unique()}`);
    await form.getByLabel('学校简称').fill('测试职院');
    await form.getByLabel('联系人').fill('李老师');
    await form.getByLabel('联系电话').fill('13912345678');
    await fileInput(form, '校徽').setInputFiles(writePng('校徽.png'));
    await expectToast(page, '校徽.png上传成功!');
    await form.getByRole('img', { name: '校徽预览' }).waitFor();
    await pickPlace(page, fieldGroup(form, '学校地址'), '上海市浦东新区测试路1号', '31.2304', '121.4737');
    await expect.poll(() => form.getByLabel('学校地址').inputValue()).toBe('上海市浦东新区测试路1号');
    await snap(page, 'school-edit-create');
    await form.getByRole('button', { name: '创建' }).click();
    await expectToast(page, '提交成功!');

    // Back on the list, which shows the new school.
    view = await openListShown(page, 'basic-info/school-manage');
    await search(view, '请输入学校名称', name);
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await rowsOf(page).first().getByText('测试职院', { exact: true }).waitFor();

    // The name is a link to its detail page; 保存 there changes the list.
    await rowsOf(page).first().getByRole('button', { name }).click();
    form = await detailPage(page, 'basic-info/school-edit', 'fSchoolId=');
    await expect.poll(() => form.getByLabel('学校名称').inputValue()).toBe(name);
    await form.getByRole('img', { name: '校徽预览' }).waitFor();
    await expect.poll(() => form.getByLabel('学校地址').inputValue()).toBe('上海市浦东新区测试路1号');
    await form.getByLabel('学校简称').fill('测试学院简称');
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '提交成功!');
    view = await openListShown(page, 'basic-info/school-manage');
    await rowsOf(page).first().getByText('测试学院简称', { exact: true }).waitFor();

    // Export of the page's rows.
    const download = page.waitForEvent('download');
    await view.getByRole('button', { name: '导出', exact: true }).click();
    await confirmDialog(page);
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await expectToast(page, '导出成功!');

    await rowsOf(page).first().getByRole('checkbox').check();
    await view.getByRole('button', { name: '删除', exact: true }).click();
    await confirmDialog(page);
    await expectToast(page, '删除成功! 即将刷新数据,请稍后...');
    await expect.poll(() => rowsOf(page).count()).toBe(0);
  });

  it('platform admin: adds a school manager through the mobile check', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.platformAdmin);
    const view = await openList(page, 'basic-info/school-manage');
    await search(view, '请输入学校名称', '浙北机电');
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await view.getByRole('button', { name: '添加管理员', exact: true }).click();
    await expectToast(page, '未选中数据');
    await rowsOf(page).first().getByRole('checkbox').check();
    await view.getByRole('button', { name: '添加管理员', exact: true }).click();
    const mobile = `137${unique().padStart(8, '0')}`;
    const dialog = await addPersonByMobile(page, '添加学校管理员', '学校管理员', mobile, '周校管');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await expectToast(page, '提交成功!');
    await dialog.waitFor({ state: 'hidden' });
    await closeInitialPassword(page, '周校管');

    await view.getByRole('button', { name: '添加管理员', exact: true }).click();
    await expectMobileKnown(page, '添加学校管理员', '学校管理员', mobile);
  });

  it('school admin: the school detail page is read only, with no save button', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.schoolAdmin);
    const view = await openList(page, 'basic-info/school-manage');
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await rowsOf(page).first().getByRole('button', { name: '华东理工职业技术学院' }).click();
    // The page's query carries the school's id as the server issued it (an opaque string).
    const schools = await (await sdkFor(h.server, DEMO.schoolAdmin)).GetSchoolPageList({
      pageNumber: 1,
      pageSize: 10,
      cSchoolName: '华东理工职业技术学院',
    });
    const schoolId = schools.List.find((s) => s.cSchoolName === '华东理工职业技术学院')?.fSchoolId;
    if (!schoolId) throw new Error('the school admin does not see their school');
    const form = await detailPage(page, 'basic-info/school-edit', `fSchoolId=${schoolId}`);
    await expect.poll(() => form.getByLabel('学校名称').inputValue()).toBe('华东理工职业技术学院');
    await page.waitForLoadState('networkidle');
    expect(await form.getByLabel('学校名称').isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: '选择位置' }).count()).toBe(0);
    await snap(page, 'school-edit-read-only');
    for (const name of ['保存', '创建', '上传图片']) {
      expect(await form.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    await form.getByRole('button', { name: '返回' }).click();
    await waitForScreen(page, screen('basic-info/school-manage').path);
    await view.getByRole('heading', { name: '学校管理' }).waitFor();
  });
});

describe('companies', () => {
  it('school admin: creates a company, edits its address and description, adds a tutor, deletes it', async () => {
    const { page } = h.session;
    await signIn(h.session, DEMO.schoolAdmin);
    let view = await openList(page, 'basic-info/company-manage');
    const name = `测试科技有限公司${unique()}`;

    await view.getByRole('button', { name: '新增', exact: true }).click();
    let form = await detailPage(page, 'basic-info/company-edit');
    // Their own school is the only partner school they may choose, and it is chosen for them.
    await expect.poll(() => chosenText(form.getByLabel('合作学校'))).toBe('华东理工职业技术学院');
    await form.getByLabel('企业名称').fill(name);
    await form.getByLabel('所属行业').fill('软件和信息技术服务业');
    await fileInput(form, '企业标志').setInputFiles(writePng('logo.png'));
    await form.getByRole('img', { name: '企业标志预览' }).waitFor();
    await form.getByRole('button', { name: '创建' }).click();
    await expectToast(page, '提交成功!');

    view = await openListShown(page, 'basic-info/company-manage');
    await search(view, '请输入企业名称', name);
    await expect.poll(() => rowsOf(page).count()).toBe(1);

    // 编辑 opens the detail page of the chosen row.
    await rowsOf(page).first().getByRole('checkbox').check();
    await view.getByRole('button', { name: '编辑', exact: true }).click();
    form = await detailPage(page, 'basic-info/company-edit', 'fCompanyId=');
    await expect.poll(() => form.getByLabel('企业名称').inputValue()).toBe(name);
    await pickPlace(page, fieldGroup(form, '企业地址'), '杭州市西湖区文三路90号', '30.2774', '120.1367');
    const desc = form.getByRole('textbox', { name: '企业简介' });
    await desc.click();
    await page.keyboard.type('专注工业软件的高新技术企业');
    // Pasted markup with a script handler: sanitised before it is stored. Where the test itself puts the raw
    // markup into the page, the console's Content-Security-Policy refuses the handler: that refusal is
    // reported on the console, and expected.
    h.session.allowErrors(/Executing inline event handler violates the following Content Security Policy/);
    await desc.evaluate((el) => {
      el.insertAdjacentHTML(
        'beforeend',
        '<img src="x" onerror="window.pwned=1"><script>window.pwned=2</script>',
      );
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '提交成功!');
    // Whatever the test's own markup did, what was stored must not run anything.
    await page.evaluate(() => {
      delete (window as { pwned?: number }).pwned;
    });
    view = await openListShown(page, 'basic-info/company-manage');
    await rowsOf(page).first().getByText('杭州市西湖区文三路90号', { exact: false }).waitFor();

    await rowsOf(page).first().getByRole('button', { name }).click();
    form = await detailPage(page, 'basic-info/company-edit', 'fCompanyId=');
    await expect.poll(() => form.getByLabel('企业地址').inputValue()).toBe('杭州市西湖区文三路90号');
    const stored = form.getByRole('textbox', { name: '企业简介' });
    await expect.poll(() => stored.textContent()).toContain('专注工业软件的高新技术企业');
    expect(await stored.innerHTML()).not.toMatch(/onerror|<script/i);
    await snap(page, 'company-edit');
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await form.getByRole('button', { name: '返回' }).click();

    view = await openListShown(page, 'basic-info/company-manage');
    await rowsOf(page).first().getByRole('checkbox').check();
    await view.getByRole('button', { name: '添加企业导师', exact: true }).click();
    const mobile = `136${unique().padStart(8, '0')}`;
    const dialog = await addPersonByMobile(page, '添加导师', '导师', mobile, '钱导师');
    // The company's tutor is an enterprise tutor: the type is shown, fixed, never asked for.
    await expect.poll(() => dialog.getByLabel('导师类型').inputValue()).toBe('企业导师');
    expect(await dialog.getByLabel('导师类型').getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByRole('combobox').count()).toBe(0);
    await snap(page, 'company-add-tutor');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await expectToast(page, '提交成功!');
    await dialog.waitFor({ state: 'hidden' });
    await closeInitialPassword(page, '钱导师');

    await rowsOf(page).first().getByRole('checkbox').check();
    await view.getByRole('button', { name: '删除', exact: true }).click();
    await confirmDialog(page);
    await expectToast(page, '删除成功! 即将刷新数据,请稍后...');
    await expect.poll(() => rowsOf(page).count()).toBe(0);
    expect(where(page)).toBe(screen('basic-info/company-manage').path);
  });
});

/** A new account's own initial password, shown once after the add (issue 24): then 我已记下. */
async function closeInitialPassword(page: Page, name: string) {
  const issued = page.getByRole('dialog', { name: '初始密码' });
  await issued.getByRole('row').filter({ hasText: name }).waitFor();
  await issued.getByRole('button', { name: '我已记下' }).click();
  await issued.waitFor({ state: 'hidden' });
}

/** The list after a detail page went back to it (no navigation of our own). */
async function openListShown(page: Page, key: string): Promise<Locator> {
  const { path, title } = screen(key);
  await waitForScreen(page, path);
  const view = page.getByTestId('main').locator('[data-entity]').filter({ visible: true });
  await view.getByRole('heading', { name: title }).waitFor();
  return view;
}
