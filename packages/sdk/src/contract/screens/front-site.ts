import { ROLE_KEYS, type Role } from '../roles.js';
import { roleUnion } from './define.js';
import { MENU_TYPE, type SeedBase } from './seed.js';
import { PORTAL_SERVICE_ID } from './services.js';

/*
 * The front-end site's menus (SPEC §6 "assign menus (back-end and front-end) to a role"): the pages of the
 * school's portal that students, tutors and staff browse, held per role like the console's menus but never
 * drawn by the console. They sit in the portal section (门户网站), whose banners and news they show.
 *
 * Ids start above every console id (buttons end below 10 000 000, see seed.ts) and follow declaration
 * order: group 10 000 000 + 1000 x its position, page group id + its position. Add at the end of a list.
 */

const EVERYONE: readonly Role[] = ROLE_KEYS;

interface FrontPage {
  title: string;
  controller: string;
  action: string;
  roles: readonly Role[];
}

/** A group of pages; it leads to them, so a role gets it with any of its pages. */
interface FrontGroup {
  title: string;
  controller: string;
  pages: FrontPage[];
}

const page = (title: string, controller: string, action: string, roles = EVERYONE): FrontPage => ({
  title,
  controller,
  action,
  roles,
});

export const FRONT_SITE: readonly FrontGroup[] = [
  { title: '首页', controller: 'Home', pages: [page('横幅与推荐', 'Home', 'Banner')] },
  {
    title: '新闻资讯',
    controller: 'News',
    pages: [page('基础动态', 'News', 'Dynamic'), page('通知公告', 'News', 'Notice')],
  },
  {
    title: '招聘信息',
    controller: 'Recruitment',
    pages: [
      page('招聘岗位', 'Recruitment', 'List'),
      page('我的投递', 'Recruitment', 'MyApply', ['platformAdmin', 'student']),
      page('发布招聘', 'Recruitment', 'Publish', ['platformAdmin', 'schoolAdmin', 'companyTutor']),
    ],
  },
  {
    title: '云上课堂',
    controller: 'Cloud',
    pages: [
      page('云资源库', 'Cloud', 'Resource'),
      page('云创新区', 'Cloud', 'Innovation'),
      page('云职业规划', 'Cloud', 'CareerPlanning'),
      page('云研讨区', 'Cloud', 'Seminar'),
    ],
  },
  {
    title: '个人中心',
    controller: 'Member',
    pages: [
      page('我的简历', 'Member', 'Resume', ['platformAdmin', 'student']),
      page('我的报名', 'Member', 'Enrollment'),
      page('观看记录', 'Member', 'History'),
      page('修改资料', 'Member', 'Profile'),
    ],
  },
];

const FRONT_ID_BASE = 10_000_000;

/** A front-end menu row: a group (type 2) or a page under it (type 3). */
export interface FrontMenuSeedRow extends SeedBase {
  type: 2 | 3;
}

/** The front-end menus the server stores with scope 'html', each with the roles that get it by default. */
export function frontMenuSeed(groups: readonly FrontGroup[] = FRONT_SITE): FrontMenuSeedRow[] {
  const row = (p: FrontPage, type: 2 | 3, id: number, fParentId: number | null, fIndex: number) => ({
    id,
    type,
    fServiceId: PORTAL_SERVICE_ID,
    cController: p.controller,
    cAction: p.action,
    fParentId,
    cDisplayName: p.title,
    cIcon: null,
    fIndex,
    roles: [...p.roles],
  });
  return groups.flatMap((g, gi) => {
    const groupId = FRONT_ID_BASE + (gi + 1) * 1000;
    const group = { ...g, action: 'Index', roles: roleUnion(g.pages.map((p) => p.roles)) };
    return [
      row(group, MENU_TYPE.menu, groupId, null, gi + 1),
      ...g.pages.map((p, pi) => row(p, MENU_TYPE.subMenu, groupId + pi + 1, groupId, pi + 1)),
    ];
  });
}
