import type { Role } from '../roles.js';

/**
 * The screen catalogue (SPEC §2.3) as data. Two consumers read it: the reference server seeds its
 * permission tables (services, menus, sub-menus, buttons, which role sees what) from it, and the console
 * registers its routes from it. Declaring both from one list keeps the menus the server hands out and the
 * routes the console can match in step.
 */

/** A top-level section (SPEC §2.1: "a service carries a short service name and an id"). */
export interface ServiceDef {
  /** Stored as is; 41 is the default landing section (SPEC §2.1, §9). Must stay below 1000 (menu ids). */
  readonly id: number;
  readonly cServiceName: string;
  /** A stable ASCII code for the section, for links and logs. */
  readonly cShortName: string;
  readonly fIndex: number;
}

/**
 * Where a button sits on its page (SPEC §6: buttons are "grouped by toolbar field"): above the table, in
 * each row, at the foot of an edit form, or in a tree panel's right-click menu.
 */
export type ButtonToolbar = 'toolbar' | 'row' | 'form' | 'tree';

export interface ButtonDef {
  /** An operation name of the contract catalogue; the server stores its controller and action. */
  readonly operation: string;
  readonly cDisplayName: string;
  /** 1-based position on the page, in declaration order. */
  readonly fIndex: number;
  readonly cButtonToolbar: ButtonToolbar;
  /**
   * Who gets the button by default: the screen's roles, narrowed where the operation's grants are narrower
   * (an audit button on a page teachers also see). Never wider than the screen or the grants.
   */
  readonly roles: readonly Role[];
}

/**
 * One route. A group (no parent) is a menu of the side bar (menu type 2); a screen (with a parent) is a
 * sub-menu (type 3). Only two levels: every screen's parent is a group.
 *
 * Menu key rule: a screen's `controller` is the controller of the entity the page manages (the one whose
 * page list fills its table, e.g. 'AppRole'), so the server can relate a menu to its API grants; its
 * `action` is the key in PascalCase ('system/role-manage' -> 'SystemRoleManage'), which makes the pair
 * unique even where several pages manage one entity. Groups use the controller 'Menu'.
 */
export interface ScreenDef {
  /** The path without its leading slash: 'system/role-manage'. Unique. */
  readonly key: string;
  /** The full route path: '/system/role-manage'. */
  readonly path: string;
  /** Chinese; the tab, menu entry and page title. */
  readonly title: string;
  readonly controller: string;
  readonly action: string;
  /** Key of the parent group; absent for groups. */
  readonly parent?: string;
  /** The section: groups declare it, screens inherit their group's. */
  readonly service: number;
  /** Left out of the side menu (detail and edit pages reached from a list). */
  readonly hidden?: boolean;
  /** Opens no tab (SPEC §2.2 "tab-hidden"). */
  readonly noTab?: boolean;
  /** Its tab cannot be closed. */
  readonly notClosable?: boolean;
  /** Each visit opens a tab of its own (SPEC §2.3: teacher-side detail pages). */
  readonly dynamicTab?: boolean;
  /** For hidden screens: the path of the visible list entry the side menu highlights. */
  readonly activeMenu?: string;
  /** For groups: the path entering the group redirects to (its first visible screen). */
  readonly redirect?: string;
  /**
   * The component the console lazily loads for the route. Defaults to the key; pages that appear under two
   * groups with the same behaviour (practice-manage and teacher-manage) share one.
   */
  readonly view: string;
  /** Icon name the console maps to an icon (groups). */
  readonly icon?: string;
  /** Order among siblings: list screens first, then the hidden pages they lead to. */
  readonly sort: number;
  /** Who sees the menu entry by default. A group's roles are the union of its screens'. */
  readonly roles: readonly Role[];
  readonly buttons: readonly ButtonDef[];
  /** An extension of the reference server beyond the spec's routes (the audit log): no production menu has it. */
  readonly referenceServerOnly?: true;
}
