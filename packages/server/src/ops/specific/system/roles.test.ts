import { frontMenuSeed, menuSeed, operations, type Role } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { roleId as builtInRoleId } from '../../../boot/grants.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, raw, signIn } from './test-client.js';

let server: TestServer;
let admin: Client;
const DEMO: Record<Role, string> = {
  platformAdmin: 'admin',
  schoolAdmin: 'school',
  teacher: 'teacher',
  companyTutor: 'tutor',
  student: 'student',
};
const ROLE_ID: Record<Role, string> = {
  platformAdmin: builtInRoleId('platformAdmin'),
  schoolAdmin: builtInRoleId('schoolAdmin'),
  teacher: builtInRoleId('teacher'),
  companyTutor: builtInRoleId('companyTutor'),
  student: builtInRoleId('student'),
};
/** A well-formed id that names no row. */
const NOBODY = '0'.repeat(32);
const seed = menuSeed();

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
}, 180_000);
afterAll(() => server?.close());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await server.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))[0]?.n);
const userIdOf = async (userName: string) =>
  (await server.db.query('select "fAppUserId" from "AppUser" where "cUserName" = $1', [userName]))[0]
    ?.fAppUserId as string;

describe('menus per role', () => {
  it.each(Object.keys(DEMO) as Role[])(
    '%s sees exactly the menus the catalogue gives the role',
    async (role) => {
      const { sdk } = await signIn(server.url, DEMO[role]);
      const menus = await sdk.GetSystemUserMenu({});
      const expected = seed.filter(
        // The platform admin's are every menu the catalogue gives them: all but the student's own pages.
        (r) => (r.type === 2 || r.type === 3) && r.roles.includes(role),
      );
      expect(
        menus
          .filter((m) => m.type !== 1)
          .map((m) => m.id)
          .sort(),
      ).toEqual(expected.map((r) => r.id).sort());
      // Services are listed when they hold one of the user's menus, and only then.
      const services = await sdk.GetSystemUserService({});
      expect(services.map((s) => s.id).sort()).toEqual(
        [...new Set(expected.map((r) => r.fServiceId))].sort(),
      );
      expect(menus.filter((m) => m.type === 1).map((m) => m.id)).toEqual(services.map((s) => s.id));
    },
  );

  it('filters one service', async () => {
    const menus = await admin.sdk.GetSystemUserMenu({ fServiceId: 44 });
    expect(menus.length).toBeGreaterThan(1);
    expect(new Set(menus.map((m) => m.fServiceId))).toEqual(new Set([44]));
  });

  it('gives the buttons of one page, by its menu key', async () => {
    const page = seed.find((r) => r.type === 3 && r.cAction === 'SystemRoleManage');
    const { List } = await admin.sdk.GetSystemUserButtonMenu({
      cController: 'AppRole',
      cAction: 'SystemRoleManage',
    });
    expect(List.length).toBeGreaterThan(3);
    for (const b of List) expect((b as { fParentId?: number }).fParentId).toBe(page?.id);
  });

  it('leaves out buttons whose operation the user may not call', async () => {
    const school = await signIn(server.url, 'school');
    const before = (await school.sdk.GetUserInfoModel()).buttonsList;
    const button = before.find((b) => b.cAction === 'ResetAppUserPassword');
    expect(button).toBeDefined();
    const grants = (await admin.sdk.GetAppRoleApiList({ fAppRoleId: ROLE_ID.schoolAdmin })).filter(
      (g) => g.checked && !g.fixed,
    );
    await admin.sdk.SetAppRoleApi({
      fAppRoleId: ROLE_ID.schoolAdmin,
      operations: grants.map((g) => g.cOperation).filter((o) => o !== 'ResetAppUserPassword'),
    });
    try {
      const after = await school.sdk.GetUserInfoModel();
      expect(after.buttonsList.find((b) => b.cAction === 'ResetAppUserPassword')).toBeUndefined();
      expect(after.ability).not.toContain('ResetAppUserPassword');
    } finally {
      await admin.sdk.SetAppRoleApi({
        fAppRoleId: ROLE_ID.schoolAdmin,
        operations: grants.map((g) => g.cOperation),
      });
    }
  });
});

describe('API grants are data', () => {
  it('a role’s grant decides a call: taken away, the call answers 403 and changes nothing', async () => {
    const role = await admin.sdk.AddAppRole({ cRoleName: '配置管理员', cRoleCode: 'settingsKeeper' });
    const roleId = role.fAppRoleId as string;
    const studentId = await userIdOf('student');
    await admin.sdk.SetAppRoleUser({ fAppRoleId: roleId, ids: [studentId] });
    await admin.sdk.SetAppRoleApi({ fAppRoleId: roleId, operations: ['AddAppSetting'] });
    const student = await signIn(server.url, 'student');
    const add = (cKey: string) =>
      raw(server.url, 'AddAppSetting', { token: student.token, body: { cKey, cValue: '1' } });
    expect((await add('granted.key')).status).toBe(200);
    expect((await student.sdk.GetUserInfoModel()).ability).toContain('AddAppSetting');

    await admin.sdk.SetAppRoleApi({ fAppRoleId: roleId, operations: [] });
    const refused = await add('refused.key');
    expect(refused.status).toBe(403);
    expect(refused.json.Code).toBe(403);
    expect(await count('select 1 from "AppSetting" where "cKey" = $1', ['refused.key'])).toBe(0);
    const checked = (await admin.sdk.GetAppRoleApiList({ fAppRoleId: roleId })).find(
      (g) => g.cOperation === 'AddAppSetting',
    );
    expect(checked?.checked).toBe(false);
  });

  it('lists every operation, open ones checked and fixed', async () => {
    const list = await admin.sdk.GetAppRoleApiList({ fAppRoleId: ROLE_ID.teacher });
    expect(list).toHaveLength(operations.length);
    expect(list.find((g) => g.cOperation === 'LoginCheck')).toMatchObject({
      checked: true,
      fixed: true,
      cApi: 'system',
    });
    const granted = operations.find((o) => Array.isArray(o.grants) && o.grants.includes('teacher'));
    expect(list.find((g) => g.cOperation === granted?.name)?.checked).toBe(true);
    expect(list.find((g) => g.cOperation === 'SetAppRoleApi')?.checked).toBe(false);
  });

  it.each([
    ['an unknown operation', { fAppRoleId: ROLE_ID.teacher, operations: ['NoSuchCall'] }, 400],
    ['the platform role', { fAppRoleId: ROLE_ID.platformAdmin, operations: [] }, 409],
    ['an unknown role', { fAppRoleId: NOBODY, operations: [] }, 404],
    ['a number for a role', { fAppRoleId: 9999, operations: [] }, 400],
  ])('refuses %s and keeps the grants', async (_, body, status) => {
    const before = await count('select * from app_role_api');
    const r = await raw(server.url, 'SetAppRoleApi', { token: admin.token, body });
    expect(r.status).toBe(status);
    expect(await count('select * from app_role_api')).toBe(before);
  });
});

describe('role menus', () => {
  it('lists a role’s menus with checked flags as seeded', async () => {
    const list = await admin.sdk.GetAppRoleMenuList({ fAppRoleId: ROLE_ID.student, cType: 'admin' });
    const given = new Set(seed.filter((r) => r.type !== 1 && r.roles.includes('student')).map((r) => r.id));
    for (const m of list.filter((x) => x.type !== 1)) expect(m.checked).toBe(given.has(m.id));
    expect((await admin.sdk.AppRoleMenuGetList({ fAppRoleId: ROLE_ID.student })).length).toBe(list.length);
  });

  it('lists the front-end menus apart, under the portal section, and replaces them alone', async () => {
    const front = frontMenuSeed();
    const list = await admin.sdk.GetAppRoleMenuList({ fAppRoleId: ROLE_ID.student, cType: 'html' });
    const menus = list.filter((m) => m.type !== 1);
    expect(menus.map((m) => m.id).sort()).toEqual(front.map((r) => r.id).sort());
    expect(list.filter((m) => m.type === 1).map((m) => m.id)).toEqual([43]);
    const given = new Set(front.filter((r) => r.roles.includes('student')).map((r) => r.id));
    expect(given.size).toBeGreaterThan(0);
    expect(given.size).toBeLessThan(front.length);
    for (const m of menus) expect(m.checked).toBe(given.has(m.id));

    const consoleHeld = () =>
      count(
        "select 1 from app_role_menu m join app_menu a on a.id = m.menu_id and a.scope = 'admin' where m.role_id = $1",
        [ROLE_ID.student],
      );
    const adminHeld = await consoleHeld();
    const resume = front.find((r) => r.cAction === 'Resume');
    await admin.sdk.SetHtmlAppRoleMenu({
      fAppRoleId: ROLE_ID.student,
      ids: [43, resume?.fParentId as number, resume?.id as number],
    });
    const after = await admin.sdk.GetAppRoleMenuList({ fAppRoleId: ROLE_ID.student, cType: 'html' });
    expect(
      after
        .filter((m) => m.checked && m.type !== 1)
        .map((m) => m.id)
        .sort(),
    ).toEqual([resume?.fParentId, resume?.id].sort());
    // The console's menus of the role are untouched, and a console menu is no front-end one.
    expect(await consoleHeld()).toBe(adminHeld);
    const consolePage = seed.find((r) => r.type === 3 && r.roles.includes('student'));
    const r = await raw(server.url, 'SetHtmlAppRoleMenu', {
      token: admin.token,
      body: { fAppRoleId: ROLE_ID.student, ids: [consolePage?.id] },
    });
    expect(r.status).toBe(400);
    await admin.sdk.SetHtmlAppRoleMenu({ fAppRoleId: ROLE_ID.student, ids: [...given] });
  });

  it('SetAdminAppRoleMenu replaces a role’s menus; the user’s menus follow', async () => {
    const role = await admin.sdk.AddAppRole({ cRoleName: '只读角色', cRoleCode: 'menuOnly' });
    const roleId = role.fAppRoleId as string;
    const screen = seed.find((r) => r.type === 3 && r.cAction === 'SystemUserManage');
    const group = seed.find((r) => r.id === screen?.fParentId);
    const tutorId = await userIdOf('tutor');
    await admin.sdk.SetAppRoleUser({ fAppRoleId: roleId, ids: [tutorId] });
    await admin.sdk.SetAdminAppRoleMenu({
      fAppRoleId: roleId,
      ids: [44, group?.id as number, screen?.id as number],
    });
    const tutor = await signIn(server.url, 'tutor');
    const ids = (await tutor.sdk.GetSystemUserMenu({})).map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([44, group?.id, screen?.id]));
    const r = await raw(server.url, 'AppRoleMenu_SetAdminAppRoleMenu', {
      token: admin.token,
      body: { fAppRoleId: roleId, ids: [screen?.id, 987654] },
    });
    expect(r.status).toBe(400);
    expect(await count('select 1 from app_role_menu where role_id = $1', [roleId])).toBe(2);
    await admin.sdk.SetHtmlAppRoleMenu({ fAppRoleId: roleId, ids: [] });
    expect(await count('select 1 from app_role_menu where role_id = $1', [roleId])).toBe(2);
    await admin.sdk.SetAdminAppRoleMenu({ fAppRoleId: roleId, ids: [] });
    expect((await tutor.sdk.GetSystemUserMenu({})).map((m) => m.id)).not.toContain(screen?.id);
  });

  it('taking a page from a role takes its buttons’ operations too; giving it back restores them', async () => {
    const school = await signIn(server.url, 'school');
    const page = seed.find((r) => r.type === 3 && r.cAction === 'BasicInfoClassManage');
    const held = (await admin.sdk.GetAppRoleMenuList({ fAppRoleId: ROLE_ID.schoolAdmin, cType: 'admin' }))
      .filter((m) => m.checked && m.type !== 1)
      .map((m) => m.id);
    const pageAndButtons = new Set(
      seed.filter((r) => r.id === page?.id || r.fParentId === page?.id).map((r) => r.id),
    );
    const addClass = (token: string) =>
      raw(server.url, 'AddClass', {
        token,
        body: { fSchoolId: demoId('School', 1), cClassName: '权限测试班' },
      });
    try {
      await admin.sdk.SetAdminAppRoleMenu({
        fAppRoleId: ROLE_ID.schoolAdmin,
        ids: held.filter((id) => !pageAndButtons.has(id)),
      });
      expect((await addClass(school.token)).status).toBe(403);
      expect(
        await count("select 1 from app_role_api where role_id = $1 and operation = 'EditClass'", [
          ROLE_ID.schoolAdmin,
        ]),
      ).toBe(0);
      // Reads no button names stay with the API screen: other pages list classes too.
      expect(
        (
          await raw(server.url, 'GetClassPageList', {
            token: school.token,
            query: { pageNumber: 1, pageSize: 10 },
          })
        ).status,
      ).toBe(200);
    } finally {
      await admin.sdk.SetAdminAppRoleMenu({ fAppRoleId: ROLE_ID.schoolAdmin, ids: held });
    }
    const again = await addClass(school.token);
    expect(again.status).toBe(200);
    await admin.sdk.DeleteClassIDS({ ids: [(again.json.Content as { fClassId: string }).fClassId] });
  });

  it('lists services, menus and buttons for the menu screen', async () => {
    const { menus, buttons } = await admin.sdk.ServiceMenuBtnGetList({ fServiceId: 44 });
    expect(menus.some((m) => m.type === 1 && m.id === 44)).toBe(true);
    expect(buttons.length).toBeGreaterThan(0);
    expect(new Set(menus.map((m) => m.fServiceId))).toEqual(new Set([44]));
  });
});

describe('roles', () => {
  it.each([
    ['a built-in role', [ROLE_ID.platformAdmin], 409, '内置角色不能删除'],
    ['a built-in role among custom ones', [ROLE_ID.student], 409, '内置角色不能删除'],
  ])('refuses to delete %s', async (_, ids, status, message) => {
    const r = await raw(server.url, 'DeleteAppRoleIDS', { token: admin.token, body: { ids } });
    expect(r).toMatchObject({ status, json: { Message: message } });
    expect(await count('select 1 from "AppRole" where "fAppRoleId" = any($1)', [ids])).toBe(ids.length);
  });

  it('deletes a custom role with its users, menus and grants', async () => {
    const role = await admin.sdk.AddAppRole({ cRoleName: '临时角色', cRoleCode: 'temporary' });
    const id = role.fAppRoleId as string;
    await admin.sdk.SetAppRoleApi({ fAppRoleId: id, operations: ['AddAppSetting'] });
    await admin.sdk.SetAppRoleUser({ fAppRoleId: id, ids: [await userIdOf('school')] });
    await admin.sdk.DeleteAppRoleIDS({ ids: [id] });
    expect(
      await count(
        'select 1 from app_role_api where role_id = $1 union all select 1 from app_role_user where role_id = $1',
        [id],
      ),
    ).toBe(0);
  });

  it.each([
    ['a built-in code on a new role', 'AddAppRole', { cRoleName: '伪装', cRoleCode: 'platformAdmin' }, 400],
    ['a code in use', 'AddAppRole', { cRoleName: '重复', cRoleCode: 'SETTINGSKEEPER' }, 400],
    [
      'recoding a built-in role',
      'EditAppRole',
      { fAppRoleId: ROLE_ID.teacher, cRoleName: '校内导师', cRoleCode: 'platformAdmin' },
      409,
    ],
  ])('refuses %s', async (_, name, body, status) => {
    const before = await server.db.query('select * from "AppRole" order by "fAppRoleId"');
    expect((await raw(server.url, name, { token: admin.token, body })).status).toBe(status);
    expect(await server.db.query('select * from "AppRole" order by "fAppRoleId"')).toEqual(before);
  });

  it('lists a role’s users and the others, and will not let an admin drop their own platform role', async () => {
    const users = await admin.sdk.GetAppRoleUserPageList({ fAppRoleId: ROLE_ID.schoolAdmin, pageSize: 50 });
    expect(users.List.map((u) => u.cUserName)).toContain('school');
    const others = await admin.sdk.GetUnSelectAppRoleUserList({
      fAppRoleId: ROLE_ID.schoolAdmin,
      cRealName: '张文博',
    });
    expect(others.List.map((u) => u.cUserName)).toEqual(['teacher']);
    const adminId = await userIdOf('admin');
    const r = await raw(server.url, 'DeleteAppRoleUserIDS', {
      token: admin.token,
      body: { fAppRoleId: ROLE_ID.platformAdmin, ids: [adminId] },
    });
    expect(r.status).toBe(409);
    expect(
      await count('select 1 from app_role_user where role_id = $1 and user_id = $2', [
        ROLE_ID.platformAdmin,
        adminId,
      ]),
    ).toBe(1);
  });

  it('answers the role pickers', async () => {
    const tags = await admin.sdk.GetAppRoleTagsList({});
    expect(tags.slice(0, 5).map((t) => t.id)).toEqual([
      ROLE_ID.platformAdmin,
      ROLE_ID.schoolAdmin,
      ROLE_ID.teacher,
      ROLE_ID.companyTutor,
      ROLE_ID.student,
    ]);
    const page = await admin.sdk.AppRoleGetPageList({ cRoleName: '学校' });
    expect(page.List.map((r) => r.cRoleName)).toEqual(['学校管理员']);
  });
});
