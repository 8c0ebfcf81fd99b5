import { RECORD_HISTORY_OPERATION } from '../entities/system/app-audit-log.js';
import { ADMINS, EVERYONE, ROLE_KEYS, type Role } from '../roles.js';
import type { ButtonDef, ButtonToolbar, ScreenDef } from './types.js';

/*
 * Helpers for the group files: a group is declared as a head plus its screens' path segments, and
 * everything derivable (keys, full paths, menu keys, sort order, button positions, the group's roles and
 * redirect) is derived here so the group files stay a table of facts.
 */

/** The controller of every group menu (type 2): a group manages no entity of its own. */
export const GROUP_CONTROLLER = 'Menu';

// Role sets the screens use. Platform admins see everything (SPEC §6: access is always true for an admin).
export { ADMINS, EVERYONE };
export const PLATFORM: readonly Role[] = ['platformAdmin'];
/** Those who run courses: admins and in-school tutors. */
export const TEACHING: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'teacher'];
/** Teaching staff plus enterprise tutors (training-camp projects have both kinds of tutor). */
export const TUTORING: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'teacher', 'companyTutor'];
/** Student-side screens; the platform admin keeps them for support. */
export const STUDENT_SIDE: readonly Role[] = ['platformAdmin', 'student'];
export const STUDENT: readonly Role[] = ['student'];

export interface ButtonInput {
  readonly operation: string;
  readonly cDisplayName: string;
  readonly cButtonToolbar: ButtonToolbar;
  /** Narrows the screen's roles; left out, the button goes to everyone who sees the screen. */
  readonly roles?: readonly Role[];
}

const button =
  (cButtonToolbar: ButtonToolbar) =>
  (operation: string, cDisplayName: string, roles?: readonly Role[]): ButtonInput =>
    roles ? { operation, cDisplayName, cButtonToolbar, roles } : { operation, cDisplayName, cButtonToolbar };

export const tool = button('toolbar');
export const row = button('row');
export const form = button('form');
export const tree = button('tree');

/** The usual add / edit / delete trio of a list page (SPEC §7.1 naming). */
export const crud = (entity: string, roles?: readonly Role[], add = '新增'): ButtonInput[] => [
  tool(`Add${entity}`, add, roles),
  row(`Edit${entity}`, '编辑', roles),
  tool(`Delete${entity}IDS`, '删除', roles),
];

/** The Auth/UnAuth pair (SPEC §4), labelled as the page words it. */
export const audit = (entity: string, roles: readonly Role[], pass = '审核通过', fail = '审核不通过') => [
  tool(`Auth${entity}IDS`, pass, roles),
  tool(`UnAuth${entity}IDS`, fail, roles),
];

/** The audit log's list (issue 26): a row's detail, with its changed fields before and after. */
export const auditLogButtons: ButtonInput[] = [row('GetAppAuditLogModel', '详情')];

/**
 * 操作记录 on a list's rows: the audit log's entries about that one record (issue 26), for administrators,
 * who alone may read the log.
 */
export const recordHistory = (): ButtonInput => row(RECORD_HISTORY_OPERATION, '操作记录', ADMINS);

/** Buttons of an edit page that both creates and saves. */
export const saveForm = (entity: string, roles?: readonly Role[]): ButtonInput[] => [
  form(`Add${entity}`, '创建', roles),
  form(`Edit${entity}`, '保存', roles),
];

export interface GroupInput {
  /** The group's path without its leading slash: 'system', 'practice/cloud-seminar'. */
  readonly key: string;
  readonly title: string;
  readonly service: number;
  readonly icon?: string;
  /** A group of the reference server's own, beyond the spec's routes: it and all its screens. */
  readonly referenceServerOnly?: true;
}

export interface ScreenInput {
  /** The segment under the group: 'role-manage'. */
  readonly path: string;
  readonly title: string;
  readonly controller: string;
  readonly roles: readonly Role[];
  readonly buttons?: readonly ButtonInput[];
  readonly hidden?: boolean;
  /** Segment of the sibling list screen to highlight. */
  readonly activeMenu?: string;
  readonly dynamicTab?: boolean;
  readonly noTab?: boolean;
  readonly notClosable?: boolean;
  readonly view?: string;
  readonly icon?: string;
  /** The reference server's own screen, beyond the spec's routes. */
  readonly referenceServerOnly?: true;
}

/** 'practice/cloud-careerPlanning/edit-video' -> 'PracticeCloudCareerPlanningEditVideo'. */
export const menuAction = (key: string) =>
  key
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** Roles in the canonical order of ROLE_KEYS, so seeds and comparisons do not depend on declaration. */
export const roleUnion = (lists: readonly (readonly Role[])[]): Role[] =>
  ROLE_KEYS.filter((r) => lists.some((l) => l.includes(r)));

function toButton(b: ButtonInput, index: number, screenRoles: readonly Role[]): ButtonDef {
  const roles = b.roles ? screenRoles.filter((r) => b.roles?.includes(r)) : screenRoles;
  return {
    operation: b.operation,
    cDisplayName: b.cDisplayName,
    fIndex: index + 1,
    cButtonToolbar: b.cButtonToolbar,
    roles,
  };
}

/**
 * A group and its screens, in declaration order: the group first, then its screens with sort 1, 2, ...
 * The group's sort is its position among the groups of its service, set when the catalogue is assembled.
 */
export function group(head: GroupInput, screens: readonly ScreenInput[]): ScreenDef[] {
  const base = `/${head.key}`;
  const children = screens.map((s, i): ScreenDef => {
    const key = `${head.key}/${s.path}`;
    const roles = roleUnion([s.roles]);
    return {
      key,
      path: `/${key}`,
      title: s.title,
      controller: s.controller,
      action: menuAction(key),
      parent: head.key,
      service: head.service,
      ...(s.hidden ? { hidden: true } : {}),
      ...(s.noTab ? { noTab: true } : {}),
      ...(s.notClosable ? { notClosable: true } : {}),
      ...(s.dynamicTab ? { dynamicTab: true } : {}),
      ...(s.activeMenu ? { activeMenu: `${base}/${s.activeMenu}` } : {}),
      ...(s.icon ? { icon: s.icon } : {}),
      ...(s.referenceServerOnly || head.referenceServerOnly ? { referenceServerOnly: true } : {}),
      view: s.view ?? key,
      sort: i + 1,
      roles,
      buttons: (s.buttons ?? []).map((b, j) => toButton(b, j, roles)),
    };
  });
  const landing = children.find((c) => !c.hidden);
  const groupDef: ScreenDef = {
    key: head.key,
    path: base,
    title: head.title,
    controller: GROUP_CONTROLLER,
    action: menuAction(head.key),
    service: head.service,
    ...(landing ? { redirect: landing.path } : {}),
    ...(head.icon ? { icon: head.icon } : {}),
    ...(head.referenceServerOnly ? { referenceServerOnly: true } : {}),
    view: head.key,
    sort: 0,
    roles: roleUnion(children.map((c) => c.roles)),
    buttons: [],
  };
  return [groupDef, ...children];
}
