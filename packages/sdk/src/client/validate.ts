import { z } from 'zod';
import type { OperationDef } from '../contract/operation.js';
import { envelope, pageOf, uploadResponse } from '../contract/wire.js';
import { INVALID_RESPONSE_TEXT, SdkError } from './errors.js';

export const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));

/** Rejects a request before it is sent: the message is the first field's own Chinese message. */
export function validateInput(schema: z.ZodType | undefined, value: unknown, operation: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = issuesOf(result.error);
  throw new SdkError({
    kind: 'validation',
    message: issues[0]?.message ?? '验证未通过, 提交失败',
    issues,
    operation,
  });
}

const invalidResponse = (operation: string, error: z.ZodError) =>
  new SdkError({
    kind: 'validation',
    message: INVALID_RESPONSE_TEXT,
    detail: error.message,
    issues: issuesOf(error),
    operation,
  });

/** A row is at least an object; its fields are checked separately (or trusted in 'envelope' mode). */
const unknownObject = z.custom<Record<string, unknown>>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  '行数据应为对象',
);

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Page shape without its rows: checked first, so a malformed page fails before any row is looked at. */
const pageShapes = new WeakMap<OperationDef, z.ZodType>();
const rowSchemaOf = (op: OperationDef): z.ZodType | undefined =>
  (op.content as unknown as { shape?: { List?: { element?: z.ZodType } } }).shape?.List?.element;

export interface ContentCheck {
  mode: 'full' | 'envelope';
  chunkRows: number;
  /** Longest time spent without yielding, for the benchmark. */
  onStep?: (ms: number) => void;
}

/**
 * Validates the envelope's Content. Pages are checked row by row in chunks with a yield between them, so
 * the 'all' page (999 999 rows) stays responsive; rows keep their object identity (no copy is made).
 */
export async function validateContent(
  op: OperationDef,
  body: unknown,
  check: ContentCheck,
): Promise<unknown> {
  if (op.response === 'fileList') {
    const r = uploadResponse.safeParse(body);
    if (!r.success) throw invalidResponse(op.name, r.error);
    return r.data;
  }
  const content = (body as { Content?: unknown }).Content;
  const row = op.kind === 'page' || op.kind === 'list' ? rowSchemaOf(op) : undefined;
  if (!row) {
    const r = envelope(op.content).safeParse(body);
    if (!r.success) throw invalidResponse(op.name, r.error);
    return r.data.Content;
  }
  let shape = pageShapes.get(op);
  if (!shape) {
    shape = pageOf(unknownObject);
    pageShapes.set(op, shape);
  }
  const page = shape.safeParse(content);
  if (!page.success) throw invalidResponse(op.name, page.error);
  if (check.mode === 'envelope') return content;

  const list = (content as { List: unknown[] }).List;
  for (let start = 0; start < list.length; start += check.chunkRows) {
    const began = performance.now();
    const end = Math.min(list.length, start + check.chunkRows);
    for (let i = start; i < end; i++) {
      const r = row.safeParse(list[i]);
      if (!r.success) {
        for (const issue of r.error.issues) issue.path.unshift('Content', 'List', i);
        throw invalidResponse(op.name, r.error);
      }
    }
    check.onStep?.(performance.now() - began);
    if (end < list.length) await yieldToEventLoop();
  }
  return content;
}
