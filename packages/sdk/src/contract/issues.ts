import { z } from 'zod';
import { entityByName } from './catalogue.js';
import { outsideEnum } from './enum.js';
import type { OperationDef } from './operation.js';

/*
 * What a refused input says, in the words of a form: the same for the SDK (before a call is sent) and the
 * reference server (when it arrives), so a school system using the SDK and the console read one message.
 * The contract words most rules itself (请输入正确的手机号码); zod's own messages are asked for in Chinese
 * for each parse, leaving the zod settings of the application that imports the SDK alone.
 */

/** Parse options: zod's messages in Chinese, and the rejected value kept so a missing one can be told apart. */
export const PARSE_IN_CHINESE = { error: z.locales.zhCN().localeError, reportInput: true } as const;

/** Names every page query and the sign-in calls share (SPEC §3 table query). */
const COMMON_LABELS: Record<string, string> = {
  pageNumber: '页码',
  pageSize: '每页条数',
  sortName: '排序字段',
  sortOrder: '排序方式',
  ids: '所选数据',
  cUserName: '账号',
  cPassword: '密码',
  oldPassword: '旧密码',
  newPassword: '新密码',
  cCheckPassword: '确认密码',
  cMobile: '手机号',
  cRealName: '姓名',
};

const CHOSEN: ReadonlySet<string> = new Set(['ref', 'enum', 'date', 'dateTime', 'location']);

/**
 * One issue as a form would say it: a missing value as 请输入班级名称 / 请选择学校, anything else with the
 * field's label in front of the message (手机号：请输入正确的手机号码 says which field).
 */
export function describeIssue(op: OperationDef, issue: z.core.$ZodIssue): string {
  const first = issue.path[0];
  const wire = typeof first === 'string' ? first : undefined;
  const field = wire === undefined ? undefined : entityByName.get(op.entity ?? '')?.fields[wire];
  const label = field?.label ?? (wire === undefined ? undefined : COMMON_LABELS[wire]);
  if (label && issue.code === 'invalid_type' && issue.input === undefined) {
    return `${field && CHOSEN.has(field.display) ? '请选择' : '请输入'}${label}`;
  }
  // A required value sent as null: an edit that would clear it (团队名称不能为空).
  if (label && issue.code === 'invalid_type' && issue.input === null) return `${label}不能为空`;
  // A value outside the field's enumeration is said with the field's own label (an enumeration shared by
  // two fields names itself); a body that narrows the choices (补签: 上班 or 下班) keeps its own message.
  if (label && field?.enum && issue.message === outsideEnum(field.enum.label, field.enum.options))
    return outsideEnum(label, field.enum.options);
  const name = label ?? wire;
  return name && !issue.message.includes(name) ? `${name}：${issue.message}` : issue.message;
}
