import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { AccountType, PasswordState, ReviewStatus, Sex, UserLabel, UserStatus } from '../../enums.js';
import {
  choice,
  computedChoice,
  created,
  dateTime,
  email,
  id,
  image,
  joined,
  mobile,
  password,
  passwordValue,
  ref,
  text,
} from '../../field.js';
import { ADMINS } from '../../roles.js';
import { idsBody, idValue, none, pageNumber, pageOf, pageSize } from '../../wire.js';

const roleRow = z.object({ fAppRoleId: idValue, cRoleName: z.string() }).loose();
const userRoleQuery = z.object({ pageNumber, pageSize, fAppUserId: idValue });
const importRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
/**
 * A password the server made for an account (added, imported, reset without one chosen): shown to the
 * administrator once, in this answer, and never again (only its hash is kept).
 */
const initialPassword = z.string().describe('系统生成的初始密码，仅在本次应答中返回一次');
/** An account and the password it signs in with first (then must change: fMustChangePassword). */
const issuedAccount = z.object({
  fAppUserId: idValue,
  cUserName: z.string(),
  cRealName: z.string(),
  cPassword: initialPassword,
});
/** An imported account: its row of the file, and how it signs in the first time. */
const importedAccount = issuedAccount.extend({ row: z.number().int(), cMobile: z.string() });
/** A row a dry run would create: what the dialog's preview step shows. */
const importPreviewRow = z.object({
  row: z.number().int(),
  cRealName: z.string(),
  cMobile: z.string(),
  cNumber: z.string().nullable(),
  cUserType: z.string(),
  cSchoolName: z.string().nullable(),
  cDepartName: z.string().nullable(),
});

export const AppUser = defineEntity({
  name: 'AppUser',
  label: '用户',
  api: 'system',
  key: 'fAppUserId',
  title: 'cRealName',
  fields: {
    fAppUserId: id(),
    cUserName: text('账号', { required: true, searchable: true, sortable: true, max: 50 }),
    cPassword: password(),
    cRealName: text('姓名', { required: true, searchable: true, sortable: true, max: 50 }),
    cMobile: mobile('手机号', { required: true, searchable: true }),
    cEmail: email('邮箱'),
    cNumber: text('学号/工号', { searchable: true, max: 50 }),
    fSex: choice(Sex),
    // SPEC §3 "User label: teacher, student"; 用户类型 is the account's type by role (fUserType).
    fUserLabel: choice(UserLabel, { label: '用户标签', searchable: true }),
    fSchoolId: ref('学校', 'School', { searchable: true }),
    cSchoolName: joined('学校'),
    fAppDepartmentId: ref('班级', 'AppDepartment', { searchable: true }),
    cDepartName: joined('班级'),
    cAvatar: image('头像', { column: false }),
    // A user holds any number of roles (set by SetAppUserRole): the server lists their names.
    cRoleNames: joined('角色', { computed: true }),
    // The type filter of 用户管理: the widest built-in role, worked out from the roles on every read.
    fUserType: computedChoice(AccountType, { searchable: true, column: true }),
    fStatus: choice(UserStatus, { searchable: true, readOnly: true }),
    fAuditStatus: choice(ReviewStatus, {
      label: '注册审核',
      searchable: true,
      readOnly: true,
      reviewerOnly: true,
    }),
    // Set by whoever gives the account a password (add, import, reset); its own change clears it.
    fMustChangePassword: choice(PasswordState, { searchable: true, readOnly: true }),
    tLastLoginDate: dateTime('最后登录时间', { readOnly: true }),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId' },
  grants: { read: ADMINS, write: ADMINS, audit: ADMINS },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  // Add is declared below: its answer also carries the initial password, once.
  ops: ['page', 'model', 'edit', 'delete'],
  actions: (self) => [
    {
      action: 'AddAppUser',
      kind: 'add',
      summary: '新增用户',
      get body() {
        return self.add;
      },
      // The account as the list shows it, and the password it signs in with first: the one chosen, or
      // one the server made when none was.
      get content() {
        return self.row.extend({ cInitialPassword: initialPassword });
      },
      grants: ADMINS,
    },
    {
      action: 'AuditAppUserIDS',
      summary: '审核通过用户（注册审核）',
      body: idsBody,
      content: none,
      grants: ADMINS,
    },
    { action: 'UnAuditAppUserIDS', summary: '取消审核用户', body: idsBody, content: none, grants: ADMINS },
    { action: 'AuthAppUserIDS', summary: '解冻用户', body: idsBody, content: none, grants: ADMINS },
    { action: 'UnAuthAppUserIDS', summary: '冻结用户', body: idsBody, content: none, grants: ADMINS },
    {
      action: 'ResetAppUserPassword',
      summary: '重置密码',
      get body() {
        return z.object({ ids: idsBody.shape.ids, cPassword: passwordValue().optional() });
      },
      // Each account's new password (one the server made per account when none was chosen), shown once.
      get content() {
        return z.array(issuedAccount);
      },
      grants: ADMINS,
    },
    {
      action: 'AppUserChangePassword',
      summary: '修改用户密码',
      get body() {
        return z.object({
          fAppUserId: idValue,
          newPassword: passwordValue(),
        });
      },
      content: none,
      grants: ADMINS,
    },
    {
      action: 'GetAppUserModelByMobile',
      kind: 'model',
      summary: '按手机号查询用户',
      get query() {
        return z.object({ cMobile: z.string().trim().max(20) });
      },
      get content() {
        return z
          .object({
            fAppUserId: idValue,
            cRealName: z.string(),
            cNumber: z.string().nullish(),
            fAppDepartmentId: idValue.nullish(),
          })
          .loose()
          .nullable();
      },
      grants: ['platformAdmin', 'schoolAdmin', 'teacher'],
    },
    {
      action: 'GetAppUserRolePageList',
      kind: 'list',
      summary: '用户的角色',
      query: userRoleQuery,
      get content() {
        return pageOf(roleRow);
      },
      grants: ADMINS,
    },
    {
      action: 'GetUnSelectAppUserRoleList',
      kind: 'list',
      summary: '用户未拥有的角色',
      query: userRoleQuery,
      get content() {
        return pageOf(roleRow);
      },
      grants: ADMINS,
    },
    {
      action: 'DeleteAppUserRoleIDS',
      summary: '移除用户角色',
      get body() {
        return z.object({ fAppUserId: idValue, ids: idsBody.shape.ids });
      },
      content: none,
      grants: ADMINS,
    },
    {
      action: 'SetAppUserRole',
      summary: '设置用户角色',
      get body() {
        return z.object({ fAppUserId: idValue, ids: idsBody.shape.ids });
      },
      content: none,
      grants: ADMINS,
    },
    {
      action: 'AppUserImport',
      kind: 'upload',
      summary: '导入用户',
      multipart: { field: 'file' },
      // dryRun checks every row and answers the rows it would create, writing nothing (the preview step).
      // fInternshipInfoId: the imported students also join this internship course, in the same transaction.
      get query() {
        return z.object({
          fSchoolId: idValue.optional(),
          fInternshipInfoId: idValue.optional(),
          dryRun: z.stringbool().optional(),
        });
      },
      get content() {
        return z.object({
          imported: z.number().int(),
          errors: z.array(importRowError),
          preview: z.array(importPreviewRow).optional(),
          // Every imported account with its initial password: shown and offered as a workbook once.
          accounts: z.array(importedAccount).optional(),
          // How many imported students joined the chosen internship course.
          enrolled: z.number().int().optional(),
        });
      },
      grants: ADMINS,
    },
    {
      action: 'GetAppUserImportTemplate',
      kind: 'download',
      summary: '下载用户导入模板',
      get query() {
        return z.object({});
      },
      response: 'binary',
      content: none,
      grants: ADMINS,
    },
  ],
});
