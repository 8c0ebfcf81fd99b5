import { describeIssue, entities, type OperationDef, PARSE_IN_CHINESE } from '@practice/sdk/contract';
import { ZodArray, ZodDefault, ZodNullable, ZodObject, ZodOptional, ZodString, type z } from 'zod';
import { SERVER_ID } from '../db/ids.js';
import { badRequest } from './errors.js';

export const NUL_REFUSED = '输入内容不能包含空字符';

/**
 * Whether a NUL character hides anywhere in an input, keys included. PostgreSQL cannot store one in text (it
 * fails the statement, which answered 500), and no field of the contract has a use for it.
 */
function hasNul(input: unknown): boolean {
  // A walk with a list, not recursion: JSON.parse nests as deep as a hostile body asks.
  const pending: unknown[] = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (typeof value === 'object' && value !== null) {
      // Arrays too: their keys are indexes, their values what matters.
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * Every query and body reaches the handlers through here: a NUL in any text is refused before the schema
 * runs, then the operation's own schema decides, in Chinese.
 */
export function parseWith<T>(op: OperationDef, schema: z.ZodType<T>, value: unknown): T {
  if (hasNul(value)) throw badRequest(NUL_REFUSED);
  const result = schema.safeParse(value, PARSE_IN_CHINESE);
  if (!result.success) {
    const messages = [...new Set(result.error.issues.map((i) => describeIssue(op, i)))];
    throw badRequest(messages.slice(0, 5).join('；'));
  }
  refuseUnknownIds(schema, result.data);
  return result.data;
}

/** A tree's 全部 node: the handlers answer it with the spec's own refusal (不能在“全部”下新增, 请先选择学校). */
const TREE_ALL = new Set(['0', 'all']);

/** Where an input carries row ids: fSchoolId, cProjectInfoId, ids, InternshipStudentIds … */
const ID_KEY = /(?:Id|Ids|ID)$|^ids$/;
/** Named like ids but not one row's key: a chunked upload's id, and catalogue fields that are not refs. */
const NOT_ROW_IDS = new Set([
  'uploadId',
  ...entities.flatMap((e) =>
    Object.entries(e.fields)
      .filter(([wire, f]) => ID_KEY.test(wire) && f.display !== 'id' && f.display !== 'ref')
      .map(([wire]) => wire),
  ),
]);

/** The schema inside optional, nullable and default wrappers. */
export const unwrap = (s: z.ZodType): z.ZodType => {
  let inner = s as z.ZodType & { unwrap?: () => z.ZodType };
  while (inner instanceof ZodOptional || inner instanceof ZodNullable || inner instanceof ZodDefault)
    inner = inner.unwrap() as typeof inner;
  return inner;
};
const isStringId = (s: z.ZodType) => {
  const inner = unwrap(s);
  return (
    inner instanceof ZodString ||
    (inner instanceof ZodArray && unwrap(inner.element as z.ZodType) instanceof ZodString)
  );
};

const idKeysBySchema = new WeakMap<z.ZodType, readonly string[]>();
function idKeysOf(schema: z.ZodType): readonly string[] {
  let keys = idKeysBySchema.get(schema);
  if (!keys) {
    const inner = unwrap(schema);
    const shape = inner instanceof ZodObject ? (inner.shape as Record<string, z.ZodType>) : {};
    keys = Object.keys(shape).filter(
      (k) => ID_KEY.test(k) && !NOT_ROW_IDS.has(k) && isStringId(shape[k] as z.ZodType),
    );
    idKeysBySchema.set(schema, keys);
  }
  return keys;
}

/**
 * The contract takes any opaque id (the SDK also talks to the production back end), but this server issues
 * only 32-hex ids (db/ids.ts), so any other value names no row: it is refused as a bad request, as the
 * numbers of old route queries are, instead of being looked up.
 */
function refuseUnknownIds(schema: z.ZodType, value: unknown) {
  if (typeof value !== 'object' || value === null) return;
  for (const key of idKeysOf(schema)) {
    const v = (value as Record<string, unknown>)[key];
    const values = Array.isArray(v) ? v : [v];
    if (values.some((x) => typeof x === 'string' && x !== '' && !TREE_ALL.has(x) && !SERVER_ID.test(x)))
      throw badRequest(`编号格式不正确：${key}`);
  }
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
