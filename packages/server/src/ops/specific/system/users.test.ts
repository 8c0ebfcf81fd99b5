import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { roleId } from '../../../boot/grants.js';
import { demoId } from '../../../seed/demo.js';
import { MOBILE_TAKEN, USER_NAME_TAKEN } from './shared.js';
import { FROZEN } from './sign-in.js';
import { type Client, HUADONG, raw, signIn } from './test-client.js';

let server: TestServer;
let admin: Client;
let school: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  school = await signIn(server.url, HUADONG.admin);
}, 180_000);
afterAll(() => server?.close());

const one = async (sql: string, params: unknown[] = []) => (await server.db.query(sql, params))[0];
const idOf = async (userName: string) =>
  (await one('select "fAppUserId" from "AppUser" where "cUserName" = $1', [userName]))?.fAppUserId as string;
const userNamed = async (realName: string) =>
  (await one('select "fAppUserId", "cUserName", "cMobile" from "AppUser" where "cRealName" = $1', [
    realName,
  ])) as {
    fAppUserId: string;
    cUserName: string;
    cMobile: string;
  };
const loginMessage = async (cUserName: string, cPassword: string) =>
  (await raw(server.url, 'LoginCheck', { body: { cUserName, cPassword } })).json.Message;

describe('AddAppUser and EditAppUser', () => {
  it('hashes the password, gives the role of the user type and normalises the mobile', async () => {
    const row = await admin.sdk.AddAppUser({
      cUserName: 'new_student',
      cPassword: 'Start@2026',
      cRealName: '新同学',
      cMobile: '+8613200003333',
      fUserLabel: 2,
      fSchoolId: HUADONG.id,
    });
    expect(row).toMatchObject({ cMobile: '13200003333', cRoleNames: '学生', fAuditStatus: 1, fStatus: 0 });
    expect(row).not.toHaveProperty('cPassword');
    const stored = await one('select "cPassword" from "AppUser" where "cUserName" = $1', ['new_student']);
    expect(String(stored?.cPassword)).toMatch(/^scrypt\$/);
    const me = await signIn(server.url, 'new_student', 'Start@2026');
    expect((await me.sdk.GetUserInfoModel()).roles).toEqual(['student']);
  });

  it('gives an account added without a password one of its own, answered once', async () => {
    const added = await admin.sdk.AddAppUser({
      cUserName: 'new_teacher',
      cRealName: '新老师',
      cMobile: '13200004444',
      fUserLabel: 1,
    });
    expect(added.cInitialPassword).toMatch(/^.{12}$/);
    await expect(signIn(server.url, 'new_teacher', 'Abc@123456')).rejects.toThrow();
    const me = await signIn(server.url, 'new_teacher', added.cInitialPassword);
    expect((await me.sdk.GetUserInfoModel()).roles).toEqual(['teacher']);
  });

  it.each([
    ['a user name in use', { cUserName: 'admin', cMobile: '13200005555' }, USER_NAME_TAKEN],
    ['a mobile in use (with 0086)', { cUserName: 'someone_new', cMobile: '008613200003333' }, MOBILE_TAKEN],
  ])('refuses %s and adds nothing', async (_, over, message) => {
    const before = await one('select count(*)::int as n from "AppUser"');
    const r = await raw(server.url, 'AddAppUser', {
      token: admin.token,
      body: { cRealName: '重复', ...over },
    });
    expect(r.json).toMatchObject({ Code: 400, Message: message });
    expect(await one('select count(*)::int as n from "AppUser"')).toEqual(before);
  });

  it('keeps a school administrator to their own school', async () => {
    const r = await raw(server.url, 'AddAppUser', {
      token: school.token,
      body: {
        cUserName: 'outsider',
        cRealName: '外校',
        cMobile: '13200006666',
        fSchoolId: demoId('School', 2),
      },
    });
    expect(r.status).toBe(403);
    const own = await school.sdk.AddAppUser({
      cUserName: 'insider',
      cRealName: '本校',
      cMobile: '13200007777',
    });
    expect(own.fSchoolId).toBe(HUADONG.id);
  });

  it('refuses an edit to a mobile someone else has, and changes nothing', async () => {
    const id = await idOf('insider');
    const r = await raw(server.url, 'EditAppUser', {
      token: school.token,
      body: { fAppUserId: id, cMobile: '13200003333' },
    });
    expect(r.json.Message).toBe(MOBILE_TAKEN);
    expect((await one('select "cMobile" from "AppUser" where "fAppUserId" = $1', [id]))?.cMobile).toBe(
      '13200007777',
    );
  });
});

describe('freeze, review and passwords', () => {
  it('freezing ends the account’s sessions at once; unfreezing lets it sign in again', async () => {
    const user = await userNamed('赵思远');
    const them = await signIn(server.url, user.cUserName);
    await school.sdk.UnAuthAppUserIDS({ ids: [user.fAppUserId] });
    expect((await raw(server.url, 'GetUserInfoModel', { token: them.token })).status).toBe(401);
    expect(await loginMessage(user.cUserName, 'Demo@2026')).toBe(FROZEN);
    await school.sdk.AuthAppUserIDS({ ids: [user.fAppUserId] });
    // The old session was ended, not merely suspended while frozen.
    expect((await raw(server.url, 'GetUserInfoModel', { token: them.token })).status).toBe(401);
    await expect(signIn(server.url, user.cUserName)).resolves.toBeTruthy();
  });

  it.each([
    ['freeze themselves', 'UnAuthAppUserIDS', () => idOf(HUADONG.admin), 409],
    ['freeze the platform administrator', 'UnAuthAppUserIDS', () => idOf('admin'), 403],
    [
      'freeze another school’s teacher',
      'UnAuthAppUserIDS',
      async () => (await userNamed('徐晓东')).fAppUserId,
      403,
    ],
    ['reset the platform administrator’s password', 'ResetAppUserPassword', () => idOf('admin'), 403],
    ['delete themselves', 'DeleteAppUserIDS', () => idOf(HUADONG.admin), 409],
  ])('a school administrator may not %s; nothing changes', async (_, name, id, status) => {
    const target = await id();
    const before = await one('select "fStatus", "cPassword" from "AppUser" where "fAppUserId" = $1', [
      target,
    ]);
    const r = await raw(server.url, name, { token: school.token, body: { ids: [target] } });
    expect(r.status).toBe(status);
    expect(
      await one('select "fStatus", "cPassword" from "AppUser" where "fAppUserId" = $1', [target]),
    ).toEqual(before);
  });

  it('ResetAppUserPassword sets a random or the given password and ends sessions', async () => {
    const user = await userNamed('陈佳怡');
    const them = await signIn(server.url, user.cUserName);
    const issued = await school.sdk.ResetAppUserPassword({ ids: [user.fAppUserId] });
    expect(issued).toEqual([
      expect.objectContaining({
        fAppUserId: user.fAppUserId,
        cUserName: user.cUserName,
        cRealName: '陈佳怡',
      }),
    ]);
    expect((await raw(server.url, 'GetSystemUserMenu', { token: them.token })).status).toBe(401);
    await expect(signIn(server.url, user.cUserName, String(issued[0]?.cPassword))).resolves.toBeTruthy();
    await school.sdk.ResetAppUserPassword({ ids: [user.fAppUserId], cPassword: 'Given@2026' });
    await expect(signIn(server.url, user.cUserName, 'Given@2026')).resolves.toBeTruthy();
    await admin.sdk.AppUserChangePassword({ fAppUserId: user.fAppUserId, newPassword: 'Admin@2026' });
    await expect(signIn(server.url, user.cUserName, 'Admin@2026')).resolves.toBeTruthy();
  });
});

describe('roles of a user', () => {
  it('a school administrator may grant school roles, never the platform role', async () => {
    const user = await userNamed('黄志刚');
    const offered = await school.sdk.GetUnSelectAppUserRoleList({ fAppUserId: user.fAppUserId });
    expect(offered.List.map((r) => r.fAppRoleId)).not.toContain(roleId('platformAdmin'));
    const r = await raw(server.url, 'SetAppUserRole', {
      token: school.token,
      body: { fAppUserId: user.fAppUserId, ids: [roleId('platformAdmin')] },
    });
    expect(r.status).toBe(403);
    await school.sdk.SetAppUserRole({ fAppUserId: user.fAppUserId, ids: [roleId('schoolAdmin')] });
    const held = await school.sdk.GetAppUserRolePageList({ fAppUserId: user.fAppUserId });
    expect(held.List.map((x) => x.fAppRoleId).sort()).toEqual(
      [roleId('schoolAdmin'), roleId('teacher')].sort(),
    );
    await school.sdk.DeleteAppUserRoleIDS({ fAppUserId: user.fAppUserId, ids: [roleId('schoolAdmin')] });
    expect((await school.sdk.GetAppUserRolePageList({ fAppUserId: user.fAppUserId })).List).toHaveLength(1);
  });

  it('lists role names on the user list', async () => {
    const page = await school.sdk.GetAppUserPageList({ cRealName: '王雅琴' });
    expect(page.List[0]?.cRoleNames).toBe('学校管理员');
  });
});

describe('mobile check and deletion', () => {
  it.each([
    ['plain', (m: string) => m],
    ['+86', (m: string) => `+86${m}`],
    ['0086', (m: string) => `0086${m}`],
  ])('finds an account by a %s mobile', async (_, form) => {
    const user = await userNamed('刘子涵');
    const found = await school.sdk.GetAppUserModelByMobile({ cMobile: form(user.cMobile) });
    expect(found?.fAppUserId).toBe(user.fAppUserId);
  });

  it('answers null for an unknown mobile or one of another school, 400 for a malformed one', async () => {
    expect(await school.sdk.GetAppUserModelByMobile({ cMobile: '13999999999' })).toBeNull();
    const other = await userNamed('杜鹏飞');
    expect(await school.sdk.GetAppUserModelByMobile({ cMobile: other.cMobile })).toBeNull();
    const r = await raw(server.url, 'GetAppUserModelByMobile', {
      token: school.token,
      query: { cMobile: '12345' },
    });
    expect(r.json).toMatchObject({ Code: 400, Message: '请输入正确的手机号再进行校验!' });
  });

  it('deleting an account removes its roles and ends its sessions', async () => {
    const id = await idOf('new_student');
    const them = await signIn(server.url, 'new_student', 'Start@2026');
    await admin.sdk.DeleteAppUserIDS({ ids: [id] });
    expect((await raw(server.url, 'GetUserInfoModel', { token: them.token })).status).toBe(401);
    expect(await server.db.query('select 1 from app_role_user where user_id = $1', [id])).toHaveLength(0);
  });

  it('refuses to delete an account its course records still need', async () => {
    const [row] = await server.db.query<{ id: string }>(
      'select "fStudentUserId" as id from "PracticeStudent" limit 1',
    );
    const r = await raw(server.url, 'DeleteAppUserIDS', { token: admin.token, body: { ids: [row?.id] } });
    expect(r.status).toBe(409);
    expect(await server.db.query('select 1 from "AppUser" where "fAppUserId" = $1', [row?.id])).toHaveLength(
      1,
    );
  });
});

describe('departments and their people', () => {
  it('GetList keeps a school administrator to their school', async () => {
    const list = await school.sdk.GetList({ fDepartmentLabel: 2 });
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((d) => d.fSchoolId))).toEqual(new Set([HUADONG.id]));
  });

  it('AddSchoolUser creates a teacher who signs in with the mobile and the password answered once', async () => {
    const { fAppUserId, cInitialPassword } = await school.sdk.AddSchoolUser({
      cRealName: '新教师',
      cMobile: '+8613200008888',
      cNumber: 'T9001',
      fSchoolId: HUADONG.id,
      cRole: 'teacher',
    });
    const me = await signIn(server.url, '13200008888', String(cInitialPassword));
    expect((await me.sdk.GetUserInfoModel()).roles).toEqual(['teacher']);
    expect(
      await server.db.query('select 1 from "AppDepartmentUser" where "fAppUserId" = $1', [fAppUserId]),
    ).toHaveLength(1);
    expect(await server.db.query('select 1 from "Teacher" where "fUserId" = $1', [fAppUserId])).toHaveLength(
      1,
    );
    const r = await raw(server.url, 'AddSchoolUser', {
      token: school.token,
      body: {
        cRealName: '外校',
        cMobile: '13200009999',
        fSchoolId: demoId('School', 2),
        cRole: 'schoolAdmin',
      },
    });
    expect(r.status).toBe(403);
  });

  it('AddCompanyUser creates an enterprise tutor of the company’s partner school', async () => {
    const company = await one(
      'select "fCompanyId", "fSchoolId" from "Company" where "fSchoolId" = $1 limit 1',
      [HUADONG.id],
    );
    const { fAppUserId, cInitialPassword } = await school.sdk.AddCompanyUser({
      cRealName: '企业导师',
      cMobile: '13200001010',
      fCompanyId: company?.fCompanyId as string,
    });
    const row = await one('select "fSchoolId" from "AppUser" where "fAppUserId" = $1', [fAppUserId]);
    expect(row?.fSchoolId).toBe(HUADONG.id);
    const me = await signIn(server.url, '13200001010', String(cInitialPassword));
    expect((await me.sdk.GetUserInfoModel()).roles).toEqual(['companyTutor']);
  });

  it('GetAppSettingModelByKey answers the row or null', async () => {
    await admin.sdk.AddAppSetting({ cKey: 'platform.title', cValue: '新工科实践教育' });
    expect((await school.sdk.GetAppSettingModelByKey({ cKey: 'platform.title' }))?.cValue).toBe(
      '新工科实践教育',
    );
    expect(await school.sdk.GetAppSettingModelByKey({ cKey: 'nothing.here' })).toBeNull();
  });
});
