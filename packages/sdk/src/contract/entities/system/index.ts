import { AppAuditLog } from './app-audit-log.js';
import { AppDepartment } from './app-department.js';
import { AppDepartmentUser } from './app-department-user.js';
import { AppRole } from './app-role.js';
import { AppSetting } from './app-setting.js';
import { AppUser } from './app-user.js';

/**
 * System administration (SPEC §7.2): users, roles and their menus, departments, settings; and the reference
 * server's own audit log.
 */
export const systemEntities = [AppUser, AppRole, AppDepartment, AppSetting, AppDepartmentUser, AppAuditLog];
