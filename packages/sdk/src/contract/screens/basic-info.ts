import {
  ADMINS,
  auditLogButtons,
  crud,
  group,
  PLATFORM,
  recordHistory,
  row,
  saveForm,
  tool,
} from './define.js';
import { BASIC_SERVICE_ID } from './services.js';

/*
 * Basic information (SPEC §2.3 /basic-info): schools, their departments and classes, companies and users.
 * School administrators manage their own school's rows; creating schools stays with the platform.
 */
export const basicInfoScreens = group(
  { key: 'basic-info', title: '基础信息', service: BASIC_SERVICE_ID, icon: 'database' },
  [
    {
      path: 'department-manage',
      title: '院系管理',
      controller: 'AppDepartment',
      roles: ADMINS,
      buttons: crud('AppDepartment'),
    },
    {
      path: 'school-manage',
      title: '学校管理',
      controller: 'School',
      roles: ADMINS,
      buttons: [...crud('School', PLATFORM), row('AddSchoolUser', '添加管理员')],
    },
    {
      path: 'class-manage',
      title: '班级管理',
      controller: 'Class',
      roles: ADMINS,
      buttons: [...crud('Class'), recordHistory()],
    },
    {
      path: 'company-manage',
      title: '企业管理',
      controller: 'Company',
      roles: ADMINS,
      buttons: [...crud('Company'), row('AddCompanyUser', '添加企业导师')],
    },
    {
      // A school's accounts (staff, students, enterprise tutors) by type and by class, the class tree beside
      // the list; 新增 adds staff through the mobile check, and the import dialog of SPEC §2.4 lives here.
      path: 'user-manage',
      title: '用户管理',
      controller: 'AppUser',
      roles: ADMINS,
      buttons: [
        tool('AddSchoolUser', '新增'),
        row('EditAppUser', '编辑'),
        tool('DeleteAppUserIDS', '删除'),
        tool('AppUserImport', '导入'),
        tool('GetAppUserImportTemplate', '下载模板'),
        row('ResetAppUserPassword', '重置密码'),
        tool('UnAuthAppUserIDS', '冻结'),
        tool('AuthAppUserIDS', '解冻'),
        recordHistory(),
      ],
    },
    {
      // School admins may open their school's details; only the platform creates or edits schools.
      path: 'school-edit',
      title: '学校详情',
      controller: 'School',
      roles: ADMINS,
      hidden: true,
      activeMenu: 'school-manage',
      buttons: saveForm('School', PLATFORM),
    },
    {
      path: 'company-edit',
      title: '企业详情',
      controller: 'Company',
      roles: ADMINS,
      hidden: true,
      activeMenu: 'company-manage',
      buttons: saveForm('Company'),
    },
    {
      // The school's own entries of the reference server's audit log; the platform's screen is under /system.
      // Last, after the hidden pages: the ids of the screens before it (and stored role assignments) stay.
      path: 'audit-log',
      title: '操作日志',
      controller: 'AppAuditLog',
      referenceServerOnly: true,
      roles: ['schoolAdmin'],
      view: 'system/audit-log',
      buttons: auditLogButtons,
    },
  ],
);
