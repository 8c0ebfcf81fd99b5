import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { defineEnum } from '../../enum.js';
import { choice, dateTime, id, joined, json, ref, text } from '../../field.js';
import { ADMINS, ROLE_KEYS, ROLES, type Role } from '../../roles.js';
import { idValue, none } from '../../wire.js';

/*
 * 操作日志 (issue "One declared access rule for every handler, and an audit log built on it"): who changed
 * what, when, from where, with the values before and after. The reference server's own: the production back
 * end keeps none. Written by the server alone, in the transaction of the change it records; no operation
 * adds, edits or deletes a row (the table refuses updates and deletes, ops/audit), and rows older than the
 * setting AUDIT_RETENTION_SETTING are removed by the server's scheduled job.
 */

/** Days an entry is kept (a system setting, edited on 系统配置); absent or not a whole number: the default. */
export const AUDIT_RETENTION_SETTING = 'audit.retentionDays';
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;

/**
 * The call behind a list row's 操作记录 button: the log's page list narrowed to one record by its entity
 * (cEntity) and key (cTargetIds), so a screen grants it as it grants any other button.
 */
export const RECORD_HISTORY_OPERATION = 'GetAppAuditLogPageList';

/**
 * The console's 导出 of a list: the browser writes the workbook from rows it has already read, so it reports
 * the file here once it is saved, and the server logs it as 导出 (personal data handed out as a file). The
 * server refuses a report about a list the caller may not read.
 */
export const EXPORT_RECORD_OPERATION = 'AddAppAuditLogExport';
/** The exported rows' keys the report names (the log's field keeps as many as fit); the count names all. */
export const EXPORT_RECORD_IDS_MAX = 1000;

export const AuditKind = defineEnum('cKind', '操作类型', {
  add: ['add', '新增', 'success'],
  edit: ['edit', '修改', 'info'],
  delete: ['delete', '删除', 'danger'],
  auth: ['auth', '审核通过', 'success'],
  unauth: ['unauth', '审核不通过', 'warning'],
  action: ['action', '业务操作', 'info'],
  import: ['import', '导入', 'info'],
  export: ['export', '导出', 'warning'],
  signIn: ['signIn', '登录', 'neutral'],
  signInFailed: ['signInFailed', '登录失败', 'danger'],
  signOut: ['signOut', '退出登录', 'neutral'],
  password: ['password', '修改密码', 'warning'],
});
export type AuditKindValue = (typeof AuditKind.options)[number]['value'];

export const AuditOutcome = defineEnum('fOutcome', '结果', {
  succeeded: [1, '成功', 'success'],
  failed: [0, '失败', 'danger'],
});

/** Named by the role keys themselves (AuditRole.teacher === 'teacher'). */
export const AuditRole = defineEnum(
  'cRole',
  '角色',
  Object.fromEntries(ROLE_KEYS.map((k) => [k, [k, ROLES[k]] as const])) as {
    [K in Role]: readonly [K, string];
  },
);

const stored = { readOnly: true } as const;

export const AppAuditLog = defineEntity({
  name: 'AppAuditLog',
  label: '操作日志',
  api: 'system',
  key: 'fAppAuditLogId',
  title: 'cOperationName',
  referenceServerOnly: true,
  history: true,
  ops: ['page', 'model'],
  fields: {
    fAppAuditLogId: id(),
    tCreateDate: dateTime('操作时间', { ...stored, sortable: true, range: true, column: true }),
    // The names as they were: an account renamed or deleted later keeps its entries readable.
    fUserId: ref('操作人编号', 'AppUser', stored),
    cRealName: text('操作人', { ...stored, searchable: true, column: true }),
    cUserName: text('用户名', { ...stored, searchable: true, column: true }),
    cRole: choice(AuditRole, { ...stored, searchable: true, column: true }),
    fSchoolId: ref('学校编号', 'School', stored),
    cSchoolName: joined('学校'),
    cClientAddress: text('客户端地址', { ...stored, column: true }),
    cKind: choice(AuditKind, { ...stored, searchable: true, column: true }),
    cOperationName: text('操作', { ...stored, searchable: true, column: true }),
    cOperation: text('接口', { ...stored, searchable: true }),
    cEntity: text('对象类型', { ...stored, searchable: true }),
    cEntityLabel: text('对象', { ...stored, searchable: true, column: true }),
    cTargetIds: text('对象编号', { ...stored, searchable: true, max: 4000 }),
    // [{ f: wire name, l: label, b: before, a: after }]; secrets only as changed, never their values.
    cChanges: json('变更内容', stored),
    fOutcome: choice(AuditOutcome, { ...stored, searchable: true, column: true }),
    cMessage: text('说明', { ...stored, max: 500 }),
  },
  rows: { school: 'fSchoolId' },
  grants: { read: ADMINS, write: ['platformAdmin'], audit: ['platformAdmin'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: () => [
    {
      action: EXPORT_RECORD_OPERATION,
      summary: '导出列表',
      get body() {
        return z.object({
          // The call that filled the exported list (Get{E}PageList, say): the caller must be allowed it.
          cListOperation: z.string().trim().min(1, '请指明导出的列表').max(100),
          cFileName: z.string().trim().min(1, '请指明导出的文件名').max(200),
          iRows: z.number().int().min(0).max(1_000_000),
          ids: z.array(idValue).max(EXPORT_RECORD_IDS_MAX).optional(),
          // The search the list was filtered by, as the console sent it (JSON).
          cFilter: z.string().max(2000).optional(),
        });
      },
      content: none,
      grants: 'authenticated',
    },
  ],
});
