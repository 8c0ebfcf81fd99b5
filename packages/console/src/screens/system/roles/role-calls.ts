import type { PageParams, PageResult, TableRow } from '@practice/ui-kit';
import { callOperation } from '../../entity-list/index.js';
import type { ApiGrant } from './api-tree.js';
import type { MenuItem } from './menu-tree.js';

/*
 * The role screens' calls (SPEC §7.2 AppRole, AppRoleMenu), typed as the server answers them
 * (packages/server/src/ops/specific/system/role-*.ts). A refusal rejects after the SDK's error toast.
 * Role and user ids are opaque strings; menu ids stay numbers (the menus are the console's fixed catalogue).
 */

/** 'admin': the console's menus (分配菜单); 'html': the front-end site's (分配前台菜单). */
export type MenuScope = 'admin' | 'html';

export const roleMenus = (fAppRoleId: string, cType: MenuScope) =>
  callOperation('GetAppRoleMenuList', { fAppRoleId, cType }) as Promise<MenuItem[]>;

export const setRoleMenus = (fAppRoleId: string, cType: MenuScope, ids: number[]) =>
  callOperation(cType === 'admin' ? 'SetAdminAppRoleMenu' : 'SetHtmlAppRoleMenu', { fAppRoleId, ids });

/** The role-menu screen's own pair (AppRoleMenu controller). */
export const roleMenuTree = (fAppRoleId: string) =>
  callOperation('AppRoleMenuGetList', { fAppRoleId }) as Promise<MenuItem[]>;

export const ROLE_MENU_SAVE = 'AppRoleMenu_SetAdminAppRoleMenu';

export const saveRoleMenuTree = (fAppRoleId: string, ids: number[]) =>
  callOperation(ROLE_MENU_SAVE, { fAppRoleId, ids });

interface Page {
  List: TableRow[];
  TotalCount: number;
}

const toResult = (page: Page): PageResult<TableRow> => ({ rows: page.List, total: page.TotalCount });

/** Users holding the role (held) or not yet holding it, searchable by cRealName. */
export const roleUsers = async (fAppRoleId: string, held: boolean, params: PageParams) =>
  toResult(
    (await callOperation(held ? 'GetAppRoleUserPageList' : 'GetUnSelectAppRoleUserList', {
      pageNumber: params.pageNumber,
      pageSize: params.pageSize,
      fAppRoleId,
      ...(typeof params.cRealName === 'string' && params.cRealName ? { cRealName: params.cRealName } : {}),
    })) as Page,
  );

export const addRoleUsers = (fAppRoleId: string, ids: string[]) =>
  callOperation('SetAppRoleUser', { fAppRoleId, ids });

export const removeRoleUsers = (fAppRoleId: string, ids: string[]) =>
  callOperation('DeleteAppRoleUserIDS', { fAppRoleId, ids });

export const roleApis = (fAppRoleId: string) =>
  callOperation('GetAppRoleApiList', { fAppRoleId }) as Promise<ApiGrant[]>;

export const setRoleApis = (fAppRoleId: string, operations: string[]) =>
  callOperation('SetAppRoleApi', { fAppRoleId, operations });

/** The role-menu screen's role list, searchable by name. */
export const rolePage = async (params: { pageNumber: number; pageSize: number; cRoleName?: string }) =>
  toResult((await callOperation('AppRoleGetPageList', params)) as Page);
