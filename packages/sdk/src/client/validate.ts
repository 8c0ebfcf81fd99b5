import { z } from 'zod';
import { describeIssue, PARSE_IN_CHINESE } from '../contract/issues.js';
import type { OperationDef } from '../contract/operation.js';
import { envelope, uploadResponse } from '../contract/wire.js';
import { VALIDATION_FAILED } from '../helpers/messages.js';
import { INVALID_RESPONSE_TEXT, SdkError } from './errors.js';
import { normaliseRow, parseWire } from './wire-parse.js';

export const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));

/**
 * Rejects a request before it is sent, in the words the server would use (contract/issues.ts): the first
 * issue as the message (请输入班级名称), every issue in `issues`.
 */
export function validateInput(schema: z.ZodType | undefined, value: unknown, op: OperationDef): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value ?? {}, PARSE_IN_CHINESE);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new SdkError({
    kind: 'validation',
    message: first ? describeIssue(op, first) : VALIDATION_FAILED,
    issues: issuesOf(result.error),
    operation: op.name,
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

export interface ContentCheck {
  mode: 'full' | 'envelope';
  /** Longest stretch of rows checked without yielding to the event loop. */
  stepMs: number;
  /** Reports each stretch's duration (the benchmark prints the longest). */
  onStep?: (ms: number) => void;
}

type RowCheck = (row: unknown) => boolean;
const isObject: RowCheck = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const rowChecks = new WeakMap<z.ZodType, RowCheck>();

/**
 * A yes/no check per row, compiled once per schema: zod's generated validator builds no copy of the row and
 * runs about ten times faster than safeParse (bench/sdk-parse). Where code generation is unavailable (a
 * Content Security Policy without 'unsafe-eval'), the ordinary parser answers instead.
 */
function rowCheckFor(schema: z.ZodType): RowCheck {
  let check = rowChecks.get(schema);
  if (!check) {
    check = compiledCheck(schema) ?? ((v) => schema.safeParse(v).success);
    rowChecks.set(schema, check);
  }
  return check;
}

/**
 * zod's generated validator, or null: when it cannot be made, and when the application forbids generated
 * code (zod's `jitless`, which the console sets under its Content Security Policy: there each attempt would
 * be reported as a violation).
 */
function compiledCheck(schema: z.ZodType): RowCheck | null {
  if (z.config().jitless) return null;
  try {
    const compiled = z.compile(schema) as { validate?: (v: unknown) => boolean };
    return typeof compiled.validate === 'function' ? (v) => compiled.validate!(v) : null;
  } catch {
    return null;
  }
}

type PageSchema = z.ZodObject<{ List: z.ZodArray<z.ZodType> }>;
const pageFields = new WeakMap<OperationDef, z.ZodType>();
const pageSchemaOf = (op: OperationDef): PageSchema | undefined => {
  const list = (op.content as Partial<PageSchema>).shape?.List;
  return list instanceof z.ZodArray ? (op.content as PageSchema) : undefined;
};

/** Yields to the event loop; a message port is not clamped to 4 ms as nested timers are in browsers. */
function yieldToEventLoop(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Validates the envelope's Content. A page is checked field by field without its List, then row by row in
 * stretches of at most `stepMs` with a yield between them, so the 'all' page (999 999 rows) never freezes a
 * tab. Rows keep their identity (nothing is copied); a bad row is then parsed once more for its issues.
 *
 * What the production back end sends is accepted as it comes (wire-parse.ts): numbers written as numeric
 * strings become numbers where the contract declares numbers, and fields the contract does not know are
 * kept, at every depth. In 'envelope' mode rows are not checked, so their values stay as they came.
 */
export async function validateContent(
  op: OperationDef,
  body: unknown,
  check: ContentCheck,
): Promise<unknown> {
  if (op.response === 'fileList') {
    const r = parseWire(uploadResponse, body);
    if (!r.success) throw invalidResponse(op.name, r.error);
    return r.data;
  }
  const page = op.kind === 'page' || op.kind === 'list' ? pageSchemaOf(op) : undefined;
  if (!page) {
    const r = parseWire(envelope(op.content), body);
    if (!r.success) throw invalidResponse(op.name, r.error);
    return r.data.Content;
  }

  const content = (body as { Content?: { List?: unknown } } | null)?.Content;
  let fields = pageFields.get(op);
  if (!fields) {
    fields = page.omit({ List: true });
    pageFields.set(op, fields);
  }
  // PageIndex and the counts are normalised in the Content itself, which is returned as it is.
  const shape = parseWire(fields, content);
  if (!shape.success) throw invalidResponse(op.name, shape.error);
  const list = content?.List;
  if (!Array.isArray(list))
    throw invalidResponse(op.name, page.safeParse(content).error ?? new z.ZodError([]));

  const rowSchema = page.shape.List.element;
  const full = check.mode === 'full';
  const rowOk = full ? rowCheckFor(rowSchema) : isObject;
  let i = 0;
  while (i < list.length) {
    const began = performance.now();
    // The clock is read every 256 rows: cheap, and a stretch overshoots its budget by at most 256 rows.
    do {
      // The fast check alone decides a good row; only a refused one is looked at for numeric strings.
      if (!rowOk(list[i]) && !(full && normaliseRow(rowSchema, list[i], rowOk)))
        throw badRow(op, rowSchema, list[i], i, check.mode);
      i++;
    } while (i < list.length && ((i & 255) !== 0 || performance.now() - began < check.stepMs));
    check.onStep?.(performance.now() - began);
    if (i < list.length) await yieldToEventLoop();
  }
  return content;
}

function badRow(
  op: OperationDef,
  schema: z.ZodType,
  row: unknown,
  index: number,
  mode: ContentCheck['mode'],
) {
  const result = (mode === 'full' ? schema : z.custom(isObject, '行数据应为对象')).safeParse(row);
  const error =
    result.error ?? new z.ZodError([{ code: 'custom', path: [], message: '行数据不符合约定', input: row }]);
  for (const issue of error.issues) issue.path.unshift('Content', 'List', index);
  return invalidResponse(op.name, error);
}
