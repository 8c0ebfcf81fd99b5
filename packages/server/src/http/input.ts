import type { OperationDef } from '@practice/sdk/contract';
import { entityByName } from '@practice/sdk/contract';
import { z } from 'zod';
import { badRequest } from './errors.js';

// zod's own messages in Chinese, for the rules that the contract does not word itself.
z.config(z.locales.zhCN());

/** Names every page query shares (SPEC §3 table query). */
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

/** The field's Chinese label in front of zod's message, so that 请输入正确的手机号码 says which field. */
function describe(op: OperationDef, issue: z.core.$ZodIssue): string {
  const first = issue.path[0];
  const label =
    typeof first === 'string'
      ? (entityByName.get(op.entity ?? '')?.fields[first]?.label ?? COMMON_LABELS[first])
      : undefined;
  const name = label ?? (typeof first === 'string' ? first : undefined);
  return name && !issue.message.includes(name) ? `${name}：${issue.message}` : issue.message;
}

export function parseWith<T>(op: OperationDef, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((i) => describe(op, i)))];
  throw badRequest(messages.slice(0, 5).join('；'));
}

/**
 * A query string as an object: repeated keys become arrays, and empty values are absent so that an empty
 * search box does not filter (what the console's forms send).
 */
export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of url.searchParams) {
    if (v === '') continue;
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
