import { auditLogButtons, crud, group, PLATFORM, row, tool } from './define.js';
import { SYSTEM_SERVICE_ID } from './services.js';

/** System administration (SPEC §2.3 /system, §6 role administration): platform administrators only. */
export const systemScreens = group(
  { key: 'system', title: '系统管理', service: SYSTEM_SERVICE_ID, icon: 'settings' },
  [
    // Services, menus and buttons as the server holds them; read-only, the catalogue seeds them.
    { path: 'system-manage', title: '菜单管理', controller: 'AppRoleMenu', roles: PLATFORM },
    {
      path: 'role-manage',
      title: '角色管理',
      controller: 'AppRole',
      roles: PLATFORM,
      buttons: [
        ...crud('AppRole'),
        row('SetAdminAppRoleMenu', '分配菜单'),
        row('SetHtmlAppRoleMenu', '分配前台菜单'),
        row('SetAppRoleUser', '分配用户'),
        row('DeleteAppRoleUserIDS', '移除用户'),
        row('SetAppRoleApi', '接口权限'),
      ],
    },
    {
      path: 'user-manage',
      title: '用户管理',
      controller: 'AppUser',
      roles: PLATFORM,
      buttons: [
        ...crud('AppUser'),
        tool('AuditAppUserIDS', '审核通过'),
        tool('UnAuditAppUserIDS', '取消审核'),
        tool('UnAuthAppUserIDS', '冻结'),
        tool('AuthAppUserIDS', '解冻'),
        row('ResetAppUserPassword', '重置密码'),
        row('SetAppUserRole', '分配角色'),
        row('DeleteAppUserRoleIDS', '移除角色'),
        tool('AppUserImport', '导入'),
        tool('GetAppUserImportTemplate', '下载模板'),
      ],
    },
    {
      path: 'department-manage',
      title: '部门管理',
      controller: 'AppDepartment',
      roles: PLATFORM,
      buttons: crud('AppDepartment'),
    },
    {
      path: 'role-menu-manage',
      title: '角色菜单',
      controller: 'AppRoleMenu',
      roles: PLATFORM,
      buttons: [tool('AppRoleMenu_SetAdminAppRoleMenu', '保存菜单')],
    },
    {
      path: 'system-config-manage',
      title: '系统配置',
      controller: 'AppSetting',
      roles: PLATFORM,
      buttons: crud('AppSetting'),
    },
    // The reference server's own (issue 26): every school's entries; a school admin has the same screen
    // under /basic-info for their school.
    {
      path: 'audit-log',
      title: '操作日志',
      controller: 'AppAuditLog',
      referenceServerOnly: true,
      roles: PLATFORM,
      buttons: auditLogButtons,
    },
  ],
);
