import type { ButtonToolbar, Role } from '@practice/sdk/contract';

/*
 * The console's route model: what the server's services, menus and sub-menus become once matched to the
 * screen catalogue (SPEC §2.1, §2.3). The guard builds it (routes/build-routes.ts), the shell draws menus,
 * tabs and breadcrumbs from it, and the screen outlet looks the current path up in it.
 */

/** Who may open a route (SPEC §6): true for admins only checks; a list means any of its roles. */
export type AccessRule =
  | readonly Role[]
  | {
      readonly role?: readonly string[];
      readonly ability?: readonly string[];
      readonly mode?: 'oneOf' | 'allOf' | 'except';
    };

export interface AppRoute {
  /** The full path: '/system/role-manage'; a group's path is its prefix: '/system'. */
  readonly path: string;
  /** Chinese: the menu entry, the tab, the breadcrumb and the page title. */
  readonly title: string;
  /** The catalogue key ('system/role-manage'), or the group's key ('system'). */
  readonly key: string;
  /** The lazily loaded view's name (screens only). */
  readonly view?: string;
  /** `${controller}/${action}`: how the server's menu row names it. */
  readonly menuKey: string;
  readonly serviceId: number;
  readonly icon?: string;
  readonly hidden: boolean;
  /** Opens no tab. */
  readonly noTab: boolean;
  readonly notClosable: boolean;
  /** Each visit with another query opens a tab of its own (teacher-side detail pages). */
  readonly dynamicTab: boolean;
  /** A hidden screen's list entry, highlighted in the side menu instead. */
  readonly activeMenu?: string;
  /** Where entering a group goes (its first visible child). */
  readonly redirect?: string;
  /** A group with one visible child still shows as a group. */
  readonly alwaysShow: boolean;
  readonly access?: AccessRule;
  readonly sort: number;
  readonly children: readonly AppRoute[];
}

/** A service (top-level section) as the server hands it out. */
export interface AppService {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
}

/** A page's button from the server (SPEC §6), sorted by fIndex and grouped by toolbar. */
export interface PageButton {
  readonly operation: string;
  readonly label: string;
  readonly fIndex: number;
  readonly toolbar: ButtonToolbar;
}
