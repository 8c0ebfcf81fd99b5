import { describeIssue, type OperationDef, PARSE_IN_CHINESE } from '@practice/sdk/contract';
import type { z } from 'zod';
import { badRequest } from './errors.js';

export function parseWith<T>(op: OperationDef, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value, PARSE_IN_CHINESE);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((i) => describeIssue(op, i)))];
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
