import { z } from 'zod';
import { dateOrderIssues } from './date-order.js';
import type { EntityInput, EntitySchemas } from './entity.js';
import { outsideEnum } from './enum.js';
import { type Field, WIRE_DATE } from './field.js';
import { idValue, pageNumber, pageOf, pageSize, sortOrder } from './wire.js';
import { isCalendarDate } from './wire-date.js';

/*
 * An entity's zod schemas (row, write bodies, list query), each built the first time it is used. The
 * catalogue declares about 150 entity groups with 4-6 schemas each; built at import, they were a quarter of a
 * second of a phone's main thread on every start of the console, which uses a handful of them per screen.
 * The server, the OpenAPI writer and the tests build them all on first use, as before.
 */

type AnyEntity = EntityInput<Record<string, Field>>;

const isNumeric = (f: Field) =>
  f.schema instanceof z.ZodNumber || f.enum?.options.every((o) => typeof o.value === 'number');

/**
 * A per-column search value arrives as a query string: numbers and enums match exactly, text by substring.
 * An enum value the enum lacks is refused, not answered with an empty list that reads as "no such rows".
 */
function searchSchema(f: Field): z.ZodType {
  if (['text', 'textarea', 'mobile', 'phone', 'email'].includes(f.display)) {
    return z.string().trim().max(200).optional();
  }
  if (f.display === 'id' || f.display === 'ref') return idValue.optional();
  const base: z.ZodType = isNumeric(f) ? z.coerce.number().int() : z.string().max(64);
  if (!f.enum) return base.optional();
  const values = new Set<unknown>(f.enum.options.map((o) => o.value));
  return base.refine((v) => values.has(v), outsideEnum(f.enum.label, f.enum.options)).optional();
}

/** A date range's end as the search form sends it: a wire date, or nothing. */
const rangeDate = (f: Field) =>
  z
    .string()
    .max(40)
    .refine((v) => v === '' || WIRE_DATE.test(v.trim()), `${f.label}格式不正确`)
    .refine(isCalendarDate, `${f.label}不存在，请检查月份和日期`)
    .optional();

function requiredOnAdd(f: Field): z.ZodType {
  // A required text value must not be blank once trimmed (SPEC §5 "required text values are trimmed").
  return f.schema instanceof z.ZodString ? f.schema.min(1, `请输入${f.label}`) : f.schema;
}

/**
 * A write body whose dates must keep the entity's order: the issue sits on the later field, so a form shows
 * it there. The OpenAPI documents state the rules as x-date-order. Only entities with rules get the
 * refinement (zod will not pick or omit a refined object).
 */
function inDateOrder<S extends z.ZodObject>(e: EntityInput<Record<string, Field>>, body: S): S {
  const rules = e.dateOrder ?? [];
  if (!rules.length) return body;
  return body
    .superRefine((value, ctx) => {
      const row = value as Record<string, unknown>;
      for (const issue of dateOrderIssues(e.fields, rules, row)) {
        ctx.addIssue({
          code: 'custom',
          path: [issue.field],
          message: issue.message,
          input: row[issue.field],
        });
      }
    })
    .meta({ 'x-date-order': rules.map(({ start, end }) => ({ start, end })) });
}

const nullishUnlessRequired = (e: AnyEntity, wire: string, f: Field) =>
  wire === e.key || f.required ? f.schema : f.schema.nullish();

/** The row as the wire carries it: its key and what Add requires, anything else may be absent or null. */
function rowSchema(e: AnyEntity): z.ZodObject {
  const readable = Object.entries(e.fields).filter(([, f]) => !f.writeOnly);
  return z
    .object(Object.fromEntries(readable.map(([wire, f]) => [wire, nullishUnlessRequired(e, wire, f)])))
    .loose();
}

const writable = (e: AnyEntity) => Object.entries(e.fields).filter(([, f]) => !f.readOnly);

function addSchema(e: AnyEntity): z.ZodObject {
  const shape = writable(e).map(([wire, f]) => [wire, f.required ? requiredOnAdd(f) : f.schema.nullish()]);
  return inDateOrder(e, z.object(Object.fromEntries(shape)));
}

/** An edit sends what it changes: a required value may be left out, never cleared (null or blank). */
function editSchema(e: AnyEntity): z.ZodObject {
  const shape = writable(e).map(([wire, f]) => [
    wire,
    f.required ? requiredOnAdd(f).optional() : f.schema.nullish(),
  ]);
  return inDateOrder(e, z.object({ [e.key]: keyOf(e).schema, ...Object.fromEntries(shape) }));
}

function querySchema(e: AnyEntity): z.ZodObject {
  const entries = Object.entries(e.fields);
  const sortable = entries.filter(([, f]) => f.sortable).map(([wire]) => wire);
  const ranges = entries.filter(([, f]) => f.range);
  return z.object({
    pageNumber,
    pageSize,
    ...(sortable.length ? { sortName: z.enum(sortable as [string, ...string[]]).optional() } : {}),
    sortOrder: sortOrder.optional(),
    ...Object.fromEntries(
      ranges.flatMap(([wire, f]) => [
        [`${wire}Begin`, rangeDate(f)],
        [`${wire}End`, rangeDate(f)],
      ]),
    ),
    ...Object.fromEntries(
      entries.filter(([, f]) => f.searchable).map(([wire, f]) => [wire, searchSchema(f)]),
    ),
    ...e.pageQuery,
  });
}

/** The key field; defineEntity has checked that it exists. */
const keyOf = (e: AnyEntity): Field => e.fields[e.key] as Field;

/** The entity's schemas, each built on its first use and kept. */
export function lazySchemas(e: AnyEntity): EntitySchemas {
  const built: Partial<Record<keyof EntitySchemas, z.ZodObject>> = {};
  const once = (name: keyof EntitySchemas, build: () => z.ZodObject) => {
    built[name] ??= build();
    return built[name];
  };
  return {
    get row() {
      return once('row', () => rowSchema(e));
    },
    get add() {
      return once('add', () => addSchema(e));
    },
    get edit() {
      return once('edit', () => editSchema(e));
    },
    get query() {
      return once('query', () => querySchema(e));
    },
    get modelQuery() {
      return once('modelQuery', () => z.object({ [e.key]: keyOf(e).schema }));
    },
    get page() {
      return once('page', () => pageOf(this.row));
    },
  };
}
