import { DEFAULT_SERVICE_ID, ROUTE_FORMAT_ERROR } from '@practice/sdk';
import { type MenuSeedRow, menuSeed, type Role, SCREENS, SERVICES } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { buildRoutes, HOME_PATH, viewAt } from './build-routes.js';

// The server's answer for a role: its seeded menu rows (types 2 and 3) and the services holding them.
function serverFor(role: Role) {
  const rows = menuSeed().filter(
    (r): r is MenuSeedRow => (r.type === 2 || r.type === 3) && r.roles.includes(role),
  );
  const services = SERVICES.filter((s) => rows.some((r) => r.fServiceId === s.id));
  return { rows, services };
}

const build = (role: Role, roles: string[] = [role]) => {
  const { rows, services } = serverFor(role);
  return buildRoutes(services, rows, SCREENS, { roles, ability: [] });
};

const pathsOf = (built: ReturnType<typeof buildRoutes>) =>
  built.routes.flatMap((g) => g.children.map((c) => c.path));

describe('buildRoutes with the catalogue and the seeded menus', () => {
  it('gives the platform admin every screen but the student’s own and a school’s 操作日志, after the home screen', () => {
    const built = build('platformAdmin');
    // The student's own internships and courses are about the caller's own course: an admin has none. The
    // school admin's 操作日志 is the platform's /system/audit-log narrowed to one school. 我的考勤 signs the
    // caller in to their own internship.
    const own = (path: string) =>
      /^\/practice\/(student-manage|practice-info-student)\//.test(path) ||
      path === '/basic-info/audit-log' ||
      path === '/attendance/today';
    const screens = SCREENS.filter((s) => s.parent && !own(s.path)).map((s) => s.path);
    expect(new Set(pathsOf(built))).toEqual(new Set([HOME_PATH, ...screens]));
    expect(built.routes[0]?.children[0]).toMatchObject({ path: HOME_PATH, notClosable: true, title: '首页' });
    expect(built.noMenus).toBe(false);
  });

  it('gives a student the student side only', () => {
    const paths = pathsOf(build('student'));
    expect(paths).toContain('/practice/student-manage/list');
    expect(paths.some((p) => p.startsWith('/system'))).toBe(false);
    expect(paths.some((p) => p.startsWith('/practice/teacher-manage'))).toBe(false);
  });

  it('sorts children list screens first; hidden teacher pages open a dynamic tab and highlight the list', () => {
    const { rows, services } = serverFor('teacher');
    const built = buildRoutes(services, [...rows].reverse(), SCREENS, { roles: ['teacher'], ability: [] });
    const group = built.routes.find((g) => g.path === '/practice/teacher-manage');
    expect(group?.children[0]?.path).toBe('/practice/teacher-manage/list');
    expect(group?.redirect).toBe('/practice/teacher-manage/list');
    const hidden = group?.children.filter((c) => c.hidden) ?? [];
    expect(hidden.length).toBeGreaterThan(5);
    for (const page of hidden) {
      expect(page).toMatchObject({ dynamicTab: true, activeMenu: '/practice/teacher-manage/list' });
    }
    const visible = group?.children.findIndex((c) => c.hidden) ?? -1;
    expect(group?.children.slice(visible).every((c) => c.hidden)).toBe(true);
  });

  it('lands in service 41, else the first service', () => {
    expect(build('teacher').serviceId).toBe(DEFAULT_SERVICE_ID);
    const { rows } = serverFor('platformAdmin');
    const others = SERVICES.filter((s) => s.id !== DEFAULT_SERVICE_ID);
    const built = buildRoutes(others, rows, SCREENS, { roles: ['platformAdmin'], ability: [] });
    expect(built.serviceId).toBe(others[0]?.id);
    expect(built.services.map((s) => s.id)).toEqual(others.map((s) => s.id));
  });

  it('orders groups by service, then by menu position', () => {
    const built = build('platformAdmin');
    const serviceIds = built.routes.slice(1).map((g) => g.serviceId);
    expect(serviceIds).toEqual([...serviceIds].sort((a, b) => a - b));
  });
});

describe('buildRoutes on odd answers', () => {
  it('refuses a list that is not an array with 路由格式返回有误！', () => {
    expect(() => buildRoutes([], { List: [] }, SCREENS, { roles: [], ability: [] })).toThrow(
      ROUTE_FORMAT_ERROR,
    );
  });

  it('marks a user without menus', () => {
    const built = buildRoutes(SERVICES, [], SCREENS, { roles: ['student'], ability: [] });
    expect(built).toMatchObject({ noMenus: true, routes: [] });
  });

  it('skips rows the catalogue does not know and keeps screens whose group row is missing', () => {
    const { rows, services } = serverFor('student');
    const screensOnly = rows.filter((r) => r.type === 3);
    const unknown = { ...screensOnly[0], id: 99, cController: 'Nope', cAction: 'Nope' };
    const built = buildRoutes(services, [...screensOnly, unknown], SCREENS, { roles: [], ability: [] });
    expect(pathsOf(built)).toEqual(pathsOf(build('student')));
  });
});

describe('viewAt', () => {
  it('names the view of the home screen and of a screen, as the routes built from the menu will', () => {
    expect(viewAt(HOME_PATH, SCREENS)).toBe('index');
    // Sign-in lands on '/', which the guard sends on to the home.
    expect(viewAt('/', SCREENS)).toBe('index');
    const diaries = build('student')
      .routes.flatMap((group) => group.children)
      .find((route) => route.path === '/practice/student-manage/diaries-student');
    expect(diaries?.view).toBeDefined();
    expect(viewAt('/practice/student-manage/diaries-student', SCREENS)).toBe(diaries?.view);
  });

  it('names none for a group, an unknown path or one with a trailing part', () => {
    const group = SCREENS.find((s) => s.parent === undefined);
    expect(viewAt(group?.path ?? '/', SCREENS)).toBeUndefined();
    expect(viewAt('/no/such/screen', SCREENS)).toBeUndefined();
    expect(viewAt('/practice/student-manage/diaries-student/1', SCREENS)).toBeUndefined();
  });
});
