import type { Handler } from '../../context.js';
import { classOptions, schoolOptions, studentByMobile, teacherByMobile, teachersByName } from './base.js';
import { multipartMerge, multipartUpload, multipartVerify } from './chunks.js';
import { addCompanyUser, addSchoolUser, departmentList } from './departments.js';
import { completeDirectUpload, getDirectUploadUrl } from './direct-uploads.js';
import { recordExport } from './export-record.js';
import { getSystemUserButtonMenu, getSystemUserMenu, getSystemUserService } from './menus.js';
import { editOwnProfile, register } from './profile.js';
import { getRoleApis, setRoleApis } from './role-apis.js';
import {
  getRoleMenus,
  roleMenuTree,
  serviceMenuButtons,
  setAdminRoleMenus,
  setHtmlRoleMenus,
} from './role-menus.js';
import {
  addRole,
  deleteRoles,
  deleteRoleUsers,
  editRole,
  getRoleTags,
  getRoleUsers,
  getUnselectedRoleUsers,
  rolePage,
  setRoleUsers,
} from './roles.js';
import { publicSettings, settingByKey } from './settings.js';
import { changePass, loginCheck, loginOut } from './sign-in.js';
import { getAssumeRole } from './sts.js';
import { tableDelete, tableEdit, tableList } from './table.js';
import { batchUpload, fileUpload, uploadImage } from './uploads.js';
import { importTemplate, importUsers } from './user-import.js';
import { getUserInfoModel } from './user-info.js';
import {
  deleteUserRoles,
  getUnselectedUserRoles,
  getUserByMobile,
  getUserRoles,
  setUserRoles,
} from './user-roles.js';
import { addUser, deleteUsers, editUser } from './user-writes.js';
import {
  auditUsers,
  changeUserPassword,
  freezeUsers,
  resetPasswords,
  unauditUsers,
  unfreezeUsers,
  userPage,
} from './users.js';

/**
 * System administration, sign-in, the pickers' look-ups, uploads and the generic table calls (SPEC §7.2,
 * §7.3 Base / Common, §7.4), by operation name. Names that are also standard operations (AddAppUser,
 * DeleteAppRoleIDS, ...) replace the generic handler with one that keeps the account and role rules.
 *
 * Accounts created or reset without a password (added, imported, reset, added as school or company users)
 * get a random one each (auth/initial-password.ts), answered once to the administrator; every password an
 * administrator gives must be changed at the next sign-in (fMustChangePassword, http/pipeline.ts). Imported
 * and added people sign in with their mobile as user name.
 */
export const systemHandlers: Record<string, Handler> = {
  // Home (SPEC §7.2)
  LoginCheck: loginCheck,
  LoginOut: loginOut,
  ChangePass: changePass,
  Register: register,
  Home_EditAppUser: editOwnProfile,
  GetUserInfoModel: getUserInfoModel,
  GetSystemUserService: getSystemUserService,
  GetSystemUserMenu: getSystemUserMenu,
  GetSystemUserButtonMenu: getSystemUserButtonMenu,
  // AppUser
  GetAppUserPageList: userPage,
  AddAppUser: addUser,
  EditAppUser: editUser,
  DeleteAppUserIDS: deleteUsers,
  AuditAppUserIDS: auditUsers,
  UnAuditAppUserIDS: unauditUsers,
  AuthAppUserIDS: unfreezeUsers,
  UnAuthAppUserIDS: freezeUsers,
  ResetAppUserPassword: resetPasswords,
  AppUserChangePassword: changeUserPassword,
  GetAppUserModelByMobile: getUserByMobile,
  GetAppUserRolePageList: getUserRoles,
  GetUnSelectAppUserRoleList: getUnselectedUserRoles,
  DeleteAppUserRoleIDS: deleteUserRoles,
  SetAppUserRole: setUserRoles,
  AppUserImport: importUsers,
  GetAppUserImportTemplate: importTemplate,
  // AppRole and AppRoleMenu
  AddAppRole: addRole,
  EditAppRole: editRole,
  DeleteAppRoleIDS: deleteRoles,
  GetAppRoleTagsList: getRoleTags,
  GetAppRoleMenuList: getRoleMenus,
  GetAppRoleUserPageList: getRoleUsers,
  GetUnSelectAppRoleUserList: getUnselectedRoleUsers,
  GetAppRoleApiList: getRoleApis,
  SetAdminAppRoleMenu: setAdminRoleMenus,
  SetHtmlAppRoleMenu: setHtmlRoleMenus,
  AppRoleMenu_SetAdminAppRoleMenu: setAdminRoleMenus,
  DeleteAppRoleUserIDS: deleteRoleUsers,
  SetAppRoleUser: setRoleUsers,
  SetAppRoleApi: setRoleApis,
  AppRoleGetPageList: rolePage,
  AppRoleMenuGetList: roleMenuTree,
  ServiceMenuBtnGetList: serviceMenuButtons,
  // AppDepartment, AppDepartmentUser, AppSetting
  GetList: departmentList,
  AddSchoolUser: addSchoolUser,
  AddCompanyUser: addCompanyUser,
  GetAppSettingModelByKey: settingByKey,
  GetPublicAppSettingList: publicSettings,
  // AppAuditLog: the console's list exports (the reference server's own)
  AddAppAuditLogExport: recordExport,
  // Base and Common (SPEC §7.3)
  Base_GetSchoolPageList: schoolOptions,
  Base_GetClassPageList: classOptions,
  Base_GetStudentModelByMobile: studentByMobile,
  Base_GetTeacherModelByMobile: teacherByMobile,
  Base_GetTeacherListByRealName: teachersByName,
  GetAssumeRole: getAssumeRole,
  // Uploads and the generic table calls (SPEC §7.4)
  BatchUpload: batchUpload,
  UploadImageNoPro: uploadImage,
  FileUpload: fileUpload,
  MultipartVerify: multipartVerify,
  MultipartUpload: multipartUpload,
  MultipartMerge: multipartMerge,
  GetDirectUploadUrl: getDirectUploadUrl,
  CompleteDirectUpload: completeDirectUpload,
  Table_getList: tableList,
  Table_doEdit: tableEdit,
  Table_doDelete: tableDelete,
};
