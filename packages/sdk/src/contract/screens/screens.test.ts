import { describe, expect, it } from 'vitest';
import { operationByName, operations } from '../catalogue.js';
import { button, menu, service } from '../entities/system/menus.js';
import { ROLE_KEYS, type Role } from '../roles.js';
import {
  FRONT_SITE,
  frontMenuSeed,
  MENU_TYPE,
  menuSeed,
  SCREENS,
  SERVICES,
  screenByKey,
  screenProblems,
  screensFor,
} from './index.js';
import { grantAllows, MAX_BUTTONS_PER_SCREEN, MAX_GROUPS, MAX_SCREENS_PER_GROUP } from './problems.js';
import type { ScreenDef } from './types.js';

/** The reference server's screens beyond the spec (issue 26's 操作日志), each in a spec group. */
const EXTENSION_ROUTES = [
  '/basic-info/audit-log',
  '/system/audit-log',
  ...['', 'today', 'requests', 'board', 'sign-ins', 'warnings', 'rules', 'calendar'].map((p) =>
    p ? `/attendance/${p}` : '/attendance',
  ),
  ...['/placement', '/placement/agreements', '/placement/insurance', '/placement/posts'],
  ...['/statistics', '/statistics/overview', '/statistics/bureau'],
];
/** The reference server's own groups (issues 29 and 30): after every spec group, not appended to one. */
const OWN_GROUPS = /^\/(?:attendance|placement|statistics)(?:\/|$)/;

/** SPEC §2.3, group by group, in the spec's words. A screen missing here or there fails the test. */
const SPEC_ROUTES: readonly (readonly [string, string])[] = [
  [
    '/system',
    'system-manage, role-manage, user-manage, department-manage, role-menu-manage, system-config-manage',
  ],
  ['/site', 'banner, banner-manage, news, news-manage'],
  [
    '/basic-info',
    'department-manage, school-manage, school-edit, class-manage, company-manage, company-edit, user-manage',
  ],
  ...['/practice/practice-manage', '/practice/teacher-manage'].map(
    (g) =>
      [
        g,
        'list, docs, add-common-resource, info, student-info, instructor, student-list, summary, ' +
          'student-summary, summary-detail, diaries, student-diaries, overall-evaluation, ' +
          'student-general-review, interview-log, student-interview',
      ] as const,
  ),
  [
    '/practice/student-manage',
    'list, info-student, instructor-student, docs-student, summary-student, diaries-student, ' +
      'overall-evaluation-student, student-interview',
  ],
  ['/practice/teacher-template', 'list, items'],
  [
    '/practice/cloud-recruitment',
    'list, edit, company-list, edit-company, resume-list, my-resume-sent, my-resume',
  ],
  ['/practice/cloud-resource', 'list, edit'],
  ['/practice/cloud-innovation', 'list, edit, edit-video, comment-list, enrollment-list, viewer-list'],
  ['/practice/cloud-careerPlanning', 'list, edit, edit-video, comment-list, enrollment-list, viewer-list'],
  [
    '/practice/cloud-seminar',
    'list, edit, edit-video, comment-list, teach-file-list, teach-paper-list, teach-file-edit, ' +
      'teach-paper-edit, enrollment-list, viewer-list',
  ],
  [
    '/practice/practice-info',
    'course-list, course-edit, resource-list, add-common-resource, student-list-by-practice, ' +
      'practice-student-list, task-list, task-list-by-student, template-list',
  ],
  ['/practice/practice-info-student', 'course-list, resource-list, task-list, course-select'],
  ['/practice/common-resource', 'list, edit, common-resource-add'],
  [
    '/practice/training-camp-student',
    'all-project-list, my-project-list, project-edit, project-resource, task-list, team-member, question, ' +
      'tutor-list',
  ],
  [
    '/practice/training-camp-teacher',
    'project-list, project-edit, project-resource, add-common-resource, student-list, task-list, ' +
      'auth-project-team, question, notice-list, tutor-list',
  ],
  ['/practice/common-theme-label', 'common-theme-label-list'],
  ['/practice/school-settings', 'list'],
  ['/practice/tutorial', 'list'],
  ['/practice/cloud-my-history', 'list'],
];

const expectedPaths = SPEC_ROUTES.flatMap(([g, children]) => [
  g,
  ...children.split(', ').map((c) => `${g}/${c}`),
]);

const seed = menuSeed();
const rowsOf = (type: number) => seed.filter((r) => r.type === type);
const at = (key: string): ScreenDef => {
  const s = screenByKey.get(key);
  if (!s) throw new Error(`no screen ${key}`);
  return s;
};

describe('the screen catalogue', () => {
  it('has no problems against the operation catalogue', () => {
    expect(screenProblems(SCREENS, operations)).toEqual([]);
  });

  it("declares every route of SPEC §2.3, and beyond it only the reference server's own screens", () => {
    const spec = SCREENS.filter((s) => !s.referenceServerOnly);
    expect([...spec.map((s) => s.path)].sort()).toEqual([...expectedPaths].sort());
    expect(SCREENS.filter((s) => s.referenceServerOnly).map((s) => s.path)).toEqual(EXTENSION_ROUTES);
    // Appended to their groups, so that no spec screen's id (nor its stored role assignments) moved.
    // A group of its own (考勤, 实习保障, 统计分析) comes after every spec group instead.
    for (const path of EXTENSION_ROUTES.filter((p) => !OWN_GROUPS.test(p))) {
      const screen = SCREENS.find((s) => s.path === path);
      const siblings = SCREENS.filter((s) => s.parent === screen?.parent);
      expect(Math.max(...siblings.map((s) => s.sort))).toBe(screen?.sort);
    }
  });

  it.each(SPEC_ROUTES.map(([g]) => g))('%s is a group whose children sit under it', (path) => {
    const g = at(path.slice(1));
    expect(g.parent).toBeUndefined();
    for (const child of SCREENS.filter((s) => s.parent === g.key))
      expect(child.path.startsWith(`${path}/`)).toBe(true);
  });

  it('hides the detail pages the spec hides, highlighting their list', () => {
    expect(at('basic-info/school-edit')).toMatchObject({
      hidden: true,
      activeMenu: '/basic-info/school-manage',
    });
    expect(at('basic-info/company-edit')).toMatchObject({
      hidden: true,
      activeMenu: '/basic-info/company-manage',
    });
    expect(at('practice/teacher-template/items')).toMatchObject({
      hidden: true,
      activeMenu: '/practice/teacher-template/list',
    });
    expect(at('practice/teacher-template/list').hidden).toBeUndefined();
  });

  it.each(['practice/practice-manage', 'practice/teacher-manage'])(
    '%s: the index goes to the list; every other page is hidden, in its own tab, highlighting the list',
    (key) => {
      const list = `/${key}/list`;
      expect(at(key).redirect).toBe(list);
      const children = SCREENS.filter((s) => s.parent === key).sort((a, b) => a.sort - b.sort);
      expect(children[0]).toMatchObject({ path: list, sort: 1 });
      expect(children[0]?.hidden).toBeUndefined();
      for (const page of children.slice(1)) {
        expect(page, page.key).toMatchObject({ hidden: true, dynamicTab: true, activeMenu: list });
      }
    },
  );

  it('sends the student side to its list', () => {
    expect(at('practice/student-manage').redirect).toBe('/practice/student-manage/list');
  });

  it('derives menu keys from the entity controller and the key', () => {
    expect(at('system/role-manage')).toMatchObject({ controller: 'AppRole', action: 'SystemRoleManage' });
    expect(at('practice/cloud-careerPlanning/edit-video')).toMatchObject({
      controller: 'CloudCareerPlanningVideo',
      action: 'PracticeCloudCareerPlanningEditVideo',
    });
    expect(at('system')).toMatchObject({ controller: 'Menu', action: 'System' });
  });

  it('gives role administration its buttons', () => {
    const buttons = at('system/role-manage').buttons.map((b) => [b.operation, b.cDisplayName]);
    expect(buttons).toEqual(
      expect.arrayContaining([
        ['AddAppRole', '新增'],
        ['EditAppRole', '编辑'],
        ['DeleteAppRoleIDS', '删除'],
        ['SetAdminAppRoleMenu', '分配菜单'],
        ['SetAppRoleUser', '分配用户'],
        ['SetAppRoleApi', '接口权限'],
      ]),
    );
  });
});

describe('screenProblems', () => {
  const list = at('system/role-manage');
  const cases: [string, ScreenDef[], RegExp][] = [
    ['a duplicate key', [...SCREENS, list], /duplicate key system\/role-manage/],
    [
      'a missing parent',
      [...SCREENS, { ...list, key: 'x/y', path: '/x/y', action: 'XY', parent: 'x' }],
      /parent x/,
    ],
    [
      'an unknown operation',
      [
        ...SCREENS,
        {
          ...list,
          key: 'system/z',
          path: '/system/z',
          action: 'Z',
          buttons: [{ ...list.buttons[0]!, operation: 'Nope' }],
        },
      ],
      /Nope: not an operation/,
    ],
    [
      'a hidden page without an entry to highlight',
      [...SCREENS, { ...list, key: 'system/h', path: '/system/h', action: 'H', hidden: true }],
      /system\/h: hidden without an activeMenu/,
    ],
    [
      'a button a role is not granted',
      [
        ...SCREENS.filter((s) => s.key !== 'practice/tutorial/list'),
        {
          ...at('practice/tutorial/list'),
          buttons: [
            {
              operation: 'AddTutorialInfo',
              cDisplayName: '新增',
              fIndex: 1,
              cButtonToolbar: 'toolbar',
              roles: ['platformAdmin', 'student'],
            },
          ],
        },
      ],
      /AddTutorialInfo: student gets it but its grants exclude student/,
    ],
  ];
  it.each(cases)('reports %s', (_, screens, problem) => {
    expect(screenProblems(screens, operations)).toEqual(
      expect.arrayContaining([expect.stringMatching(problem)]),
    );
  });
});

describe('menuSeed', () => {
  it('yields rows the server schemas accept', () => {
    for (const r of seed) expect(menu.safeParse(r).success, `row ${r.id}`).toBe(true);
    for (const r of rowsOf(MENU_TYPE.service)) expect(service.safeParse(r).success).toBe(true);
    for (const r of rowsOf(MENU_TYPE.button))
      expect(button.safeParse(r).success, `button ${r.id}`).toBe(true);
  });

  it('has one row per service, group, screen and button', () => {
    expect(rowsOf(1)).toHaveLength(SERVICES.length);
    expect(rowsOf(2)).toHaveLength(SCREENS.filter((s) => !s.parent).length);
    expect(rowsOf(3)).toHaveLength(SCREENS.filter((s) => s.parent).length);
    expect(rowsOf(4)).toHaveLength(SCREENS.reduce((n, s) => n + s.buttons.length, 0));
  });

  it('gives unique ids, with parents that exist and come first', () => {
    const ids = seed.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set<number>();
    for (const r of seed) {
      if (r.fParentId !== null) expect(seen.has(r.fParentId), `parent of ${r.id}`).toBe(true);
      seen.add(r.id);
    }
  });

  // Role-menu assignments refer to these ids: they must not move when the catalogue is rebuilt.
  it('keeps ids stable', () => {
    expect(menuSeed()).toEqual(seed);
    const idOf = (key: string) => seed.find((r) => r.type !== 1 && r.type !== 4 && r.cKey === key)?.id;
    expect(idOf('practice/practice-manage')).toBe(1000);
    expect(idOf('practice/practice-manage/list')).toBe(1001);
    expect(seed.find((r) => r.type === 4 && r.fParentId === 1001 && r.fIndex === 1)?.id).toBe(100101);
    // Appending a screen to a group leaves every existing id where it was.
    const extra: ScreenDef = {
      ...at('system/role-manage'),
      key: 'system/extra',
      path: '/system/extra',
      action: 'X',
    };
    const grown = menuSeed([...SCREENS, extra]);
    for (const r of seed)
      expect(
        grown.find((g) => g.id === r.id && g.type === r.type),
        `${r.id}`,
      ).toBeDefined();
  });

  it('puts service 41 first and keeps its own id', () => {
    expect(SERVICES[0]?.id).toBe(41);
    expect(seed[0]).toMatchObject({ id: 41, type: 1, fServiceId: 41, fParentId: null });
    expect(Math.min(...SERVICES.map((s) => s.fIndex))).toBe(SERVICES[0]?.fIndex);
    expect(rowsOf(2).some((r) => r.fServiceId === 41)).toBe(true);
  });

  it.each(ROLE_KEYS)('gives %s at least one menu and screen', (role) => {
    expect(rowsOf(2).filter((r) => r.roles.includes(role)).length).toBeGreaterThan(0);
    expect(rowsOf(3).filter((r) => r.roles.includes(role)).length).toBeGreaterThan(0);
  });

  it('gives no role a button its operation does not grant it', () => {
    for (const r of rowsOf(4)) {
      if (r.type !== 4) continue;
      const op = operationByName.get(r.cOperation);
      expect(op, r.cOperation).toBeDefined();
      expect([r.cController, r.cAction]).toEqual([op?.controller, op?.action]);
      for (const role of r.roles)
        expect(grantAllows(op!.grants, role), `${r.cOperation} for ${role}`).toBe(true);
    }
  });

  it('shows each role what the brief says it needs', () => {
    const sees = (role: Role, key: string) => screensFor(role).some((s) => s.key === key);
    expect(sees('schoolAdmin', 'basic-info/class-manage')).toBe(true);
    expect(sees('schoolAdmin', 'site/news')).toBe(true);
    expect(sees('schoolAdmin', 'system/role-manage')).toBe(false);
    for (const page of [
      'student-diaries',
      'student-summary',
      'student-general-review',
      'student-interview',
    ]) {
      expect(sees('companyTutor', `practice/teacher-manage/${page}`)).toBe(true);
    }
    expect(sees('companyTutor', 'practice/cloud-recruitment/resume-list')).toBe(true);
    expect(sees('companyTutor', 'practice/training-camp-teacher/project-list')).toBe(true);
    for (const page of ['list', 'my-resume', 'my-resume-sent']) {
      expect(sees('student', `practice/cloud-recruitment/${page}`)).toBe(true);
    }
    expect(sees('student', 'practice/cloud-seminar/list')).toBe(true);
    expect(sees('student', 'practice/teacher-manage/list')).toBe(false);
    expect(sees('teacher', 'practice/training-camp-teacher/project-list')).toBe(true);
    // The platform admin has every screen but the student's own internships and courses: those pages are
    // about the caller's own course, and an admin has none (issue 28).
    // Nor the school admin's 操作日志 under /basic-info: the platform's own, of every school, is under /system.
    const own = (key: string) =>
      /^practice\/(student-manage|practice-info-student)(\/|$)/.test(key) || key === 'attendance/today';
    expect(SCREENS.filter((s) => !s.roles.includes('platformAdmin')).map((s) => s.key)).toEqual(
      SCREENS.filter((s) => own(s.key) || s.key === 'basic-info/audit-log').map((s) => s.key),
    );
    expect(sees('schoolAdmin', 'basic-info/audit-log')).toBe(true);
    expect(sees('platformAdmin', 'system/audit-log')).toBe(true);
    expect(sees('teacher', 'basic-info/audit-log') || sees('teacher', 'system/audit-log')).toBe(false);
    expect(SCREENS.filter((s) => own(s.key)).every((s) => s.roles.join() === 'student')).toBe(true);
  });
});

describe('frontMenuSeed', () => {
  const front = frontMenuSeed();
  // seed.ts: the last screen of the last group, times 100, plus its last button.
  const largestConsoleId = (MAX_GROUPS * 1000 + MAX_SCREENS_PER_GROUP) * 100 + MAX_BUTTONS_PER_SCREEN;

  it('takes ids above any the console catalogue can reach, each once', () => {
    expect(Math.min(...front.map((r) => r.id))).toBeGreaterThan(largestConsoleId);
    expect(new Set(front.map((r) => r.id)).size).toBe(front.length);
  });

  it('hangs every page under a group of the portal section', () => {
    const groups = new Set(front.filter((r) => r.type === MENU_TYPE.menu).map((r) => r.id));
    expect(groups.size).toBe(FRONT_SITE.length);
    for (const r of front) {
      expect(r.fServiceId).toBe(SERVICES.find((s) => s.cShortName === 'portal')?.id);
      if (r.type === MENU_TYPE.subMenu) expect(groups.has(r.fParentId as number), r.cDisplayName).toBe(true);
    }
  });

  it.each(ROLE_KEYS)('gives %s pages, and the groups that lead to them', (role) => {
    const pages = front.filter((r) => r.type === MENU_TYPE.subMenu && r.roles.includes(role));
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) {
      expect(front.find((g) => g.id === p.fParentId)?.roles).toContain(role);
    }
  });
});
