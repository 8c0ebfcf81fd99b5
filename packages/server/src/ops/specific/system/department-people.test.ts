import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { demoId } from '../../../seed/demo.js';
import { ALREADY_COMPANY_TUTOR, ALREADY_MEMBER } from './departments.js';
import { type Client, DEMO_PASSWORD, HUADONG, raw, signIn } from './test-client.js';

/*
 * AddSchoolUser / AddCompanyUser with a mobile that already has an account (the mobile check's
 * 校验成功! …信息已导入, 可直接添加): the account joins instead of a refusal 该手机号已被注册.
 */

let server: TestServer;
let admin: Client;
let school: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  school = await signIn(server.url, HUADONG.admin);
}, 180_000);
afterAll(() => server?.close());

interface Account {
  fAppUserId: string;
  cUserName: string;
  cRealName: string;
  cMobile: string;
  cPassword: string;
  fSchoolId: string | null;
}

const one = async (sql: string, params: unknown[] = []) => (await server.db.query(sql, params))[0];
const account = async (userName: string) =>
  (await one('select * from "AppUser" where "cUserName" = $1', [userName])) as unknown as Account;
const accountOfName = async (realName: string) =>
  (await one('select * from "AppUser" where "cRealName" = $1', [realName])) as unknown as Account;
const roles = async (id: string) =>
  (
    await server.db.query<{ code: string }>(
      `select r."cRoleCode" as code from app_role_user ru join "AppRole" r on r."fAppRoleId" = ru.role_id
        where ru.user_id = $1 order by 1`,
      [id],
    )
  ).map((r) => r.code);
const memberships = async (id: string) =>
  Number((await one('select count(*)::int as n from "AppDepartmentUser" where "fAppUserId" = $1', [id]))?.n);
const accountCount = async () => Number((await one('select count(*)::int as n from "AppUser"'))?.n);

describe('AddSchoolUser with an existing account', () => {
  it('attaches a school account found by mobile (normalised): role and membership, nothing else changed', async () => {
    const before = await account('student');
    const count = await accountCount();
    const { fAppUserId } = await school.sdk.AddSchoolUser({
      cRealName: '另一个名字',
      cMobile: `+86${before.cMobile}`,
      cNumber: 'T7001',
      fSchoolId: HUADONG.id,
      cRole: 'teacher',
    });
    expect(fAppUserId).toBe(before.fAppUserId);
    expect(await accountCount()).toBe(count);
    expect(await roles(fAppUserId)).toEqual(['student', 'teacher']);
    expect(await memberships(fAppUserId)).toBe(1);
    const after = await account('student');
    expect(after).toMatchObject({
      cRealName: before.cRealName,
      cPassword: before.cPassword,
      cUserName: 'student',
      fSchoolId: HUADONG.id,
    });
    // Still signs in with the old password.
    await signIn(server.url, 'student', DEMO_PASSWORD);
  });

  it('refuses an account that already is a member with that role (409), adding nothing', async () => {
    const student = await account('student');
    const r = await raw(server.url, 'AddSchoolUser', {
      token: school.token,
      body: { cRealName: '重复', cMobile: student.cMobile, fSchoolId: HUADONG.id, cRole: 'teacher' },
    });
    expect(r.status).toBe(409);
    expect(r.json.Message).toBe(ALREADY_MEMBER);
    expect(await memberships(student.fAppUserId)).toBe(1);
    const teacher = await account('teacher');
    const again = await raw(server.url, 'AddSchoolUser', {
      token: school.token,
      body: { cRealName: '张文博', cMobile: teacher.cMobile, fSchoolId: HUADONG.id, cRole: 'teacher' },
    });
    expect(again.status).toBe(409);
  });

  it('gives a member teacher the school administrator role without a second membership', async () => {
    const teacher = await accountOfName('赵思远');
    const { fAppUserId } = await school.sdk.AddSchoolUser({
      cRealName: '赵思远',
      cMobile: teacher.cMobile,
      fSchoolId: HUADONG.id,
      cRole: 'schoolAdmin',
    });
    expect(fAppUserId).toBe(teacher.fAppUserId);
    expect(await roles(fAppUserId)).toEqual(['schoolAdmin', 'teacher']);
    expect(await memberships(fAppUserId)).toBe(1);
  });

  it('refuses an account of another school, for the school administrator and the platform administrator', async () => {
    const other = await accountOfName('徐晓东');
    const before = await roles(other.fAppUserId);
    for (const token of [school.token, admin.token]) {
      const r = await raw(server.url, 'AddSchoolUser', {
        token,
        body: { cRealName: '徐晓东', cMobile: other.cMobile, fSchoolId: HUADONG.id, cRole: 'teacher' },
      });
      expect(r.status).toBe(403);
      expect(r.json.Message).toMatch(/其他学校/);
    }
    expect(await roles(other.fAppUserId)).toEqual(before);
    expect(await memberships(other.fAppUserId)).toBe(1);
  });

  it('refuses the platform administrator’s account', async () => {
    const platform = await account('admin');
    for (const token of [school.token, admin.token]) {
      const r = await raw(server.url, 'AddSchoolUser', {
        token,
        body: { cRealName: 'x', cMobile: platform.cMobile, fSchoolId: HUADONG.id, cRole: 'schoolAdmin' },
      });
      expect(r.status).toBe(403);
      expect(r.json.Message).toMatch(/平台管理员/);
    }
    expect(await roles(platform.fAppUserId)).toEqual(['platformAdmin']);
  });

  it('lets only the platform administrator take in an account of no school', async () => {
    const lone = await admin.sdk.AddAppUser({
      cUserName: 'lone_user',
      cRealName: '无校用户',
      cMobile: '13200007171',
    });
    const r = await raw(server.url, 'AddSchoolUser', {
      token: school.token,
      body: { cRealName: '无校用户', cMobile: '13200007171', fSchoolId: HUADONG.id, cRole: 'teacher' },
    });
    expect(r.status).toBe(403);
    const { fAppUserId } = await admin.sdk.AddSchoolUser({
      cRealName: '改名',
      cMobile: '13200007171',
      fSchoolId: HUADONG.id,
      cRole: 'teacher',
    });
    expect(fAppUserId).toBe(lone.fAppUserId);
    expect(await account('lone_user')).toMatchObject({ fSchoolId: HUADONG.id, cRealName: '无校用户' });
  });
});

describe('AddCompanyUser with an existing account', () => {
  const companyOf = async (schoolId: string) =>
    String(
      (await one('select "fCompanyId" from "Company" where "fSchoolId" = $1 order by 1 limit 1', [schoolId]))
        ?.fCompanyId,
    );

  it('gives a school account the enterprise tutor role, once', async () => {
    const teacher = await accountOfName('陈佳怡');
    const fCompanyId = await companyOf(HUADONG.id);
    const count = await accountCount();
    const { fAppUserId } = await school.sdk.AddCompanyUser({
      cRealName: '别名',
      cMobile: teacher.cMobile,
      fCompanyId,
    });
    expect(fAppUserId).toBe(teacher.fAppUserId);
    expect(await accountCount()).toBe(count);
    expect(await roles(fAppUserId)).toEqual(['companyTutor', 'teacher']);
    expect(await accountOfName('陈佳怡')).toMatchObject({ cPassword: teacher.cPassword });
    const r = await raw(server.url, 'AddCompanyUser', {
      token: school.token,
      body: { cRealName: '陈佳怡', cMobile: teacher.cMobile, fCompanyId },
    });
    expect(r.status).toBe(409);
    expect(r.json.Message).toBe(ALREADY_COMPANY_TUTOR);
  });

  it('refuses an account of another school and the platform administrator’s', async () => {
    const fCompanyId = await companyOf(HUADONG.id);
    const other = await accountOfName('徐晓东');
    const r = await raw(server.url, 'AddCompanyUser', {
      token: admin.token,
      body: { cRealName: '徐晓东', cMobile: other.cMobile, fCompanyId },
    });
    expect(r.status).toBe(403);
    expect(await roles(other.fAppUserId)).toEqual(['teacher']);
    const platform = await account('admin');
    const p = await raw(server.url, 'AddCompanyUser', {
      token: school.token,
      body: { cRealName: 'x', cMobile: platform.cMobile, fCompanyId },
    });
    expect(p.status).toBe(403);
  });
});

describe('DeleteAppDepartmentIDS', () => {
  /** 华东理工's own node of the department tree (seed/demo/schools.ts departmentId 1). */
  const schoolNode = demoId('AppDepartment', 1);
  const node = async (client: Client, cDepartName: string, fParentId: string | null) =>
    (
      await client.sdk.AddAppDepartment({
        cDepartName,
        fDepartmentLabel: 2,
        fSchoolId: HUADONG.id,
        ...(fParentId !== null ? { fParentId } : {}),
      })
    ).fAppDepartmentId as string;
  const exists = async (ids: string[]) =>
    Number(
      (await one('select count(*)::int as n from "AppDepartment" where "fAppDepartmentId" = any($1)', [ids]))
        ?.n,
    );

  it('refuses to delete a department that still has children, deleting nothing', async () => {
    const parent = await node(school, '待删上级', schoolNode);
    const child = await node(school, '待删下级', parent);
    const lone = await node(school, '单独部门', schoolNode);
    for (const token of [school.token, admin.token]) {
      const r = await raw(server.url, 'DeleteAppDepartmentIDS', { token, body: { ids: [lone, parent] } });
      expect(r.status).toBe(409);
      expect(r.json.Message).toBe('请先删除下级部门');
    }
    expect(await exists([parent, child, lone])).toBe(3);
  });

  it('deletes a parent together with all its children in one batch', async () => {
    const parent = await node(school, '整批上级', schoolNode);
    const child = await node(school, '整批下级', parent);
    const grandchild = await node(school, '整批再下级', child);
    await school.sdk.DeleteAppDepartmentIDS({ ids: [grandchild, parent, child] });
    expect(await exists([parent, child, grandchild])).toBe(0);
  });
});

describe('the staff list', () => {
  it('is searched by the person’s name and mobile, within the school admin’s school', async () => {
    const all = await school.sdk.GetAppDepartmentUserPageList({ pageNumber: 1, pageSize: 999999 });
    const someone = all.List.find((r) => typeof r.cRealName === 'string' && r.cRealName.length > 1);
    expect(someone).toBeDefined();
    const name = String(someone?.cRealName);
    const byName = await school.sdk.GetAppDepartmentUserPageList({
      pageNumber: 1,
      pageSize: 50,
      cRealName: name.slice(1),
    });
    expect(byName.List.length).toBeGreaterThan(0);
    expect(byName.List.every((r) => String(r.cRealName).includes(name.slice(1)))).toBe(true);
    const byMobile = await school.sdk.GetAppDepartmentUserPageList({
      pageNumber: 1,
      pageSize: 50,
      cMobile: String(someone?.cMobile),
    });
    expect(byMobile.List.map((r) => r.fAppUserId)).toContain(someone?.fAppUserId);
    expect(byMobile.List.length).toBeLessThan(all.List.length);
  });
});
