import { z } from 'zod';
import { keepUnknownFields } from './keep-unknown.js';
import { NUMERIC_STRING, normaliseNumericStrings } from './numeric-strings.js';

/*
 * Reading a response as the production back end writes it: numbers that arrive as numeric strings where the
 * contract asks for numbers (numeric-strings.ts) and fields the contract does not know (keep-unknown.ts).
 * The value parsed is the SDK's own freshly parsed JSON, so numbers are written back into it in place.
 */

export type WireParse<T> = { success: true; data: T } | { success: false; error: z.ZodError };

/**
 * Parses `input` with `schema`; where it fails only because numbers came as strings, reads those as numbers
 * and parses again. The result keeps every field the schema does not declare, at every depth.
 */
export function parseWire<T>(schema: z.ZodType<T>, input: unknown): WireParse<T> {
  let result = schema.safeParse(input);
  while (!result.success && normaliseNumericStrings(input, result.error.issues)) {
    result = schema.safeParse(input);
  }
  if (!result.success) return { success: false, error: result.error };
  return { success: true, data: keepUnknownFields(input, result.data) as T };
}

/** Whether a schema takes numbers and nothing else: a number or numeric enum, maybe optional or nullable. */
function takesOnlyNumbers(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodNumber) return true;
  if (schema instanceof z.ZodLiteral) return [...schema.values].every((v) => typeof v === 'number');
  if (schema instanceof z.ZodUnion) return schema.options.every((o) => takesOnlyNumbers(o as z.ZodType));
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return takesOnlyNumbers(schema.unwrap() as z.ZodType);
  return false;
}

const numberFieldsOf = new WeakMap<z.ZodType, readonly string[]>();

/** The top-level fields of a row schema that take only numbers (fStatus, fWeek), found once per schema. */
function numberFields(schema: z.ZodType): readonly string[] {
  let fields = numberFieldsOf.get(schema);
  if (!fields) {
    const shape: Record<string, z.ZodType> = schema instanceof z.ZodObject ? schema.shape : {};
    fields = Object.keys(shape).filter((key) => takesOnlyNumbers(shape[key] as z.ZodType));
    numberFieldsOf.set(schema, fields);
  }
  return fields;
}

/** Reads the numeric strings of a row's number-only fields as numbers, in place; true when any changed. */
function readNumberFields(schema: z.ZodType, row: unknown): boolean {
  if (typeof row !== 'object' || row === null) return false;
  const values = row as Record<string, unknown>;
  let changed = false;
  for (const key of numberFields(schema)) {
    const value = values[key];
    if (typeof value === 'string' && NUMERIC_STRING.test(value)) {
      values[key] = Number(value);
      changed = true;
    }
  }
  return changed;
}

/**
 * For a page row the fast check refused: reads its numeric strings as numbers, in place, and checks it
 * again with the same fast check. Only rows that fail pay for this; a row that passes is never touched.
 *
 * A back end that writes its numbers as strings does so in every row, so the common case is served first
 * without zod's issue list (which costs about twenty fast checks): the row's own number-only fields are
 * read as numbers and the row checked again. What that does not fix (numbers deeper in the row) is found
 * from the issues of a full parse.
 */
export function normaliseRow(schema: z.ZodType, row: unknown, check: (row: unknown) => boolean): boolean {
  if (readNumberFields(schema, row) && check(row)) return true;
  let issues = schema.safeParse(row).error?.issues;
  while (issues && normaliseNumericStrings(row, issues)) {
    if (check(row)) return true;
    issues = schema.safeParse(row).error?.issues;
  }
  return false;
}
