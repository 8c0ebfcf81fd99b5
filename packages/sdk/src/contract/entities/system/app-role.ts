import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { created, id, int, text, textarea } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { idsBody, idValue, none, pageNumber, pageOf, pageSize } from '../../wire.js';
import { apiGrant, button, menu } from './menus.js';

const roleUser = z.object({ fAppUserId: idValue, cUserName: z.string(), cRealName: z.string() }).loose();
const roleUsersQuery = z.object({
  pageNumber,
  pageSize,
  fAppRoleId: idValue,
  cRealName: z.string().max(50).optional(),
});
// Menus are the console's fixed catalogue (service 41 is the default section): their ids stay numbers.
const menuIds = z.object({
  fAppRoleId: idValue,
  ids: z.array(z.number().int()).max(5000),
});
const checkedMenu = menu.extend({ checked: z.boolean() });
/** What a role's menus and APIs are stored as: no row of a listed entity, so no list shows them. */
const ROLE_GRANTS: readonly string[] = [];
/** Who holds a role is part of the user's row (its 角色 column), not of the role's. */
const ROLE_MEMBERS: readonly string[] = ['AppUser'];

export const AppRole = defineEntity({
  name: 'AppRole',
  label: '角色',
  api: 'system',
  key: 'fAppRoleId',
  title: 'cRoleName',
  fields: {
    fAppRoleId: id(),
    cRoleName: text('角色名称', { required: true, searchable: true, sortable: true, max: 50 }),
    cRoleCode: text('角色标识', { required: true, searchable: true, max: 50 }),
    fIndex: int('排序', { sortable: true }),
    cDesc: textarea('角色说明', { max: 500 }),
    tCreateDate: created(),
  },
  grants: { read: ADMINS, write: ['platformAdmin'], audit: ['platformAdmin'] },
  defaultSort: { field: 'fIndex', order: 'asc' },
  actions: () => [
    {
      action: 'GetAppRoleTagsList',
      kind: 'list',
      summary: '角色标签列表',
      get query() {
        return z.object({});
      },
      get content() {
        return z.array(z.object({ id: idValue, name: z.string() }));
      },
      grants: ADMINS,
    },
    {
      action: 'GetAppRoleMenuList',
      kind: 'list',
      summary: '角色菜单（勾选状态）',
      get query() {
        return z.object({ fAppRoleId: idValue, cType: z.enum(['admin', 'html']).default('admin') });
      },
      get content() {
        return z.array(checkedMenu);
      },
      grants: ADMINS,
    },
    {
      action: 'GetAppRoleUserPageList',
      kind: 'list',
      summary: '角色用户',
      query: roleUsersQuery,
      get content() {
        return pageOf(roleUser);
      },
      grants: ADMINS,
    },
    {
      action: 'GetUnSelectAppRoleUserList',
      kind: 'list',
      summary: '可加入角色的用户',
      query: roleUsersQuery,
      get content() {
        return pageOf(roleUser);
      },
      grants: ADMINS,
    },
    {
      action: 'GetAppRoleApiList',
      kind: 'list',
      summary: '角色接口权限',
      get query() {
        return z.object({ fAppRoleId: idValue });
      },
      get content() {
        return z.array(apiGrant);
      },
      grants: ADMINS,
    },
    {
      action: 'SetAdminAppRoleMenu',
      summary: '设置角色后台菜单',
      changes: ROLE_GRANTS,
      body: menuIds,
      content: none,
      grants: ['platformAdmin'],
    },
    {
      action: 'SetHtmlAppRoleMenu',
      summary: '设置角色前台菜单',
      changes: ROLE_GRANTS,
      body: menuIds,
      content: none,
      grants: ['platformAdmin'],
    },
    {
      action: 'DeleteAppRoleUserIDS',
      summary: '移出角色用户',
      changes: ROLE_MEMBERS,
      get body() {
        return z.object({ fAppRoleId: idValue, ids: idsBody.shape.ids });
      },
      content: none,
      grants: ['platformAdmin'],
    },
    {
      action: 'SetAppRoleUser',
      summary: '添加角色用户',
      changes: ROLE_MEMBERS,
      get body() {
        return z.object({ fAppRoleId: idValue, ids: idsBody.shape.ids });
      },
      content: none,
      grants: ['platformAdmin'],
    },
    {
      action: 'SetAppRoleApi',
      summary: '设置角色接口权限',
      changes: ROLE_GRANTS,
      get body() {
        return z.object({ fAppRoleId: idValue, operations: z.array(z.string().max(120)).max(5000) });
      },
      content: none,
      grants: ['platformAdmin'],
    },
    // The role-menu screen's own controller (SPEC §7.2 AppRoleMenu).
    {
      controller: 'AppRoleMenu',
      action: 'AppRoleGetPageList',
      kind: 'list',
      summary: '角色菜单分配：角色列表',
      get query() {
        return z.object({ pageNumber, pageSize, cRoleName: z.string().max(50).optional() });
      },
      get content() {
        return pageOf(z.object({ fAppRoleId: idValue, cRoleName: z.string() }).loose());
      },
      grants: ADMINS,
    },
    {
      controller: 'AppRoleMenu',
      action: 'AppRoleMenuGetList',
      // A read sent as a POST (the role's id in a body): no row changes.
      kind: 'list',
      summary: '角色菜单分配：菜单树',
      get body() {
        return z.object({ fAppRoleId: idValue });
      },
      get content() {
        return z.array(checkedMenu);
      },
      grants: ADMINS,
    },
    {
      controller: 'AppRoleMenu',
      action: 'ServiceMenuBtnGetList',
      kind: 'list',
      summary: '服务、菜单与按钮',
      get query() {
        return z.object({ fServiceId: z.coerce.number().int().optional() });
      },
      get content() {
        return z.object({ menus: z.array(menu), buttons: z.array(button) });
      },
      grants: ADMINS,
    },
    {
      controller: 'AppRoleMenu',
      name: 'AppRoleMenu_SetAdminAppRoleMenu',
      action: 'SetAdminAppRoleMenu',
      summary: '角色菜单分配：保存',
      changes: ROLE_GRANTS,
      body: menuIds,
      content: none,
      grants: ['platformAdmin'],
    },
  ],
});
