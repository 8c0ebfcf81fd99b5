import { z } from 'zod';
import { type DateOrder, dateOrderIssues, dateOrderProblem } from './date-order.js';
import type { Field } from './field.js';
import type { ApiName, OperationInput } from './operation.js';
import type { Grant } from './roles.js';
import { idValue, pageNumber, pageOf, pageSize, sortOrder } from './wire.js';

export type StandardOp = 'page' | 'model' | 'add' | 'edit' | 'delete';
export const STANDARD_OPS: readonly StandardOp[] = ['page', 'model', 'add', 'edit', 'delete'];

/**
 * Which rows a caller may see (enforced by the server, SPEC §6 "Some lists are scoped"). Each names the
 * column that ties a row to its owner; a platform admin sees everything.
 */
export interface RowScope {
  /**
   * Rows without a school are visible to every signed-in user of any school (platform-wide catalogues);
   * they are changed only by their author and the platform admin.
   */
  readonly shared?: boolean;
  /**
   * With shared: only the platform admin makes platform-wide rows; a row school staff add is their
   * school's whatever the form sends (templates). Without it, staff may publish to the whole platform by
   * leaving the school empty (recruitment posts, lectures).
   */
  readonly platformRowsByAdmin?: boolean;
  /** Column of the owning school: school staff and students see their own school's rows. */
  readonly school?: string;
  /** Column of the internship, practice or project course: tutors see the courses they tutor. */
  readonly course?: { readonly field: string; readonly entity: string };
  /** Column of the user who owns the row: a student sees only their own records. */
  readonly owner?: string;
  /** Column of a project team: a student sees only the rows of the teams they belong to (team hand-ins). */
  readonly team?: string;
  /**
   * The ref to the row this one hangs off (a template's items, a diary's filled-in lines): only who may see
   * the parent sees, changes or adds such a row, on top of any scope of its own. A child without a column
   * of its own to scope by would otherwise be every user's. Changing the row takes changing the parent,
   * unless `seenOnly`: then seeing the parent is enough and the row's own scope decides (a lecture's
   * comments are their authors' and the lecturers', whoever may change the lecture).
   */
  readonly parent?: { readonly field: string; readonly entity: string; readonly seenOnly?: boolean };
  /**
   * Rows holding this value are read by everyone who sees their parent, beyond their own scope (a comment
   * a lecturer has opened). Only with `parent`, which keeps them to who may open what they hang off.
   */
  readonly published?: { readonly field: string; readonly value: number };
}

/** Tree lists: 'jsnode' (jsnodeID, text, children, state) for departments, 'idName' elsewhere (SPEC §3). */
export interface TreeSpec {
  readonly action: string;
  readonly shape: 'jsnode' | 'idName';
  readonly parent: string;
  readonly text: string;
}

export interface Grants {
  readonly read: Grant;
  readonly write: Grant;
  /**
   * Auth/UnAuth ...IDS and other reviewing actions. Its roles are the entity's reviewers: only they (and the
   * platform admin, never a student) set its reviewerOnly fields.
   */
  readonly audit: Grant;
}

export interface EntitySchemas {
  readonly row: z.ZodObject;
  readonly add: z.ZodObject;
  readonly edit: z.ZodObject;
  readonly query: z.ZodObject;
  readonly modelQuery: z.ZodObject;
  readonly page: z.ZodObject;
}

export type ActionInput = Omit<OperationInput, 'api' | 'controller' | 'entity' | 'grants'> & {
  controller?: string;
  grants?: Grant;
};

/**
 * A value no two rows may share, checked by the server on every add and edit: a field alone (a school's
 * 学校识别码, which imports look schools up by) or within the rows that share another field's value (a class
 * name within its school, which imports look classes up by).
 */
export interface UniqueRule<F extends Record<string, Field> = Record<string, Field>> {
  readonly field: keyof F & string;
  readonly within?: keyof F & string;
}

export interface EntityInput<F extends Record<string, Field>> {
  /** The entity part of the standard names: Get{name}PageList, Add{name}, Delete{name}IDS. */
  readonly name: string;
  readonly label: string;
  readonly api: ApiName;
  /** Controller segment of the path; the entity name unless the back end groups it elsewhere. */
  readonly controller?: string;
  readonly key: keyof F & string;
  /** The field that names a row in pickers, breadcrumbs and page headers. */
  readonly title: keyof F & string;
  readonly fields: F;
  readonly ops?: readonly StandardOp[];
  /** Adds Auth{name}IDS / UnAuth{name}IDS. */
  readonly auth?: boolean;
  readonly tree?: TreeSpec;
  readonly rows?: RowScope;
  readonly grants?: Partial<Grants>;
  readonly defaultSort?: { readonly field: keyof F & string; readonly order: 'asc' | 'desc' };
  /**
   * A 0/1 flag whose set rows come first in every list, before the requested or the default sort (a
   * pinned job post stays on top of the board whatever column it is sorted by).
   */
  readonly pinned?: keyof F & string;
  readonly unique?: readonly UniqueRule<F>[];
  /** Dates that may not fall before another of the row's (an end before its start): see date-order.ts. */
  readonly dateOrder?: readonly DateOrder<keyof F & string>[];
  /**
   * Query parameters the page list accepts besides the per-field search: what a back end's own clients send
   * (the production diary list's fTemplateBatchInfoId, fType ...). Their meaning is the handler's to give.
   */
  readonly pageQuery?: z.ZodRawShape;
  readonly actions?: (self: EntitySchemas) => readonly ActionInput[];
}

export interface EntityDef<F extends Record<string, Field> = Record<string, Field>> extends EntityInput<F> {
  readonly controller: string;
  readonly ops: readonly StandardOp[];
  readonly grants: Grants;
  readonly rows: RowScope;
  readonly schemas: EntitySchemas;
  /** Wire names accepted as sortName. */
  readonly sortable: readonly string[];
  /** Date fields filterable by {wire}Begin / {wire}End. */
  readonly ranges: readonly string[];
}

const DEFAULT_GRANTS: Grants = {
  read: 'authenticated',
  write: ['platformAdmin', 'schoolAdmin'],
  audit: ['platformAdmin', 'schoolAdmin'],
};

const isNumeric = (f: Field) =>
  f.schema instanceof z.ZodNumber || f.enum?.options.every((o) => typeof o.value === 'number');

/** A per-column search value arrives as a query string: numbers and enums match exactly, text by substring. */
function searchSchema(f: Field): z.ZodType {
  if (['text', 'textarea', 'mobile', 'phone', 'email'].includes(f.display)) {
    return z.string().trim().max(200).optional();
  }
  if (f.display === 'id' || f.display === 'ref') return idValue.optional();
  return isNumeric(f) ? z.coerce.number().int().optional() : z.string().max(64).optional();
}

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

function buildSchemas(e: EntityInput<Record<string, Field>>): EntitySchemas {
  const entries = Object.entries(e.fields);
  const keyField = e.fields[e.key];
  if (!keyField) throw new Error(`${e.name}: key ${e.key} is not a field`);

  const row = z
    .object(
      Object.fromEntries(
        entries
          .filter(([, f]) => !f.writeOnly)
          // A row always carries its key and what Add requires; anything else may be absent or null.
          .map(([wire, f]) => [wire, wire === e.key || f.required ? f.schema : f.schema.nullish()]),
      ),
    )
    .loose();

  const writable = entries.filter(([, f]) => !f.readOnly);
  const add = inDateOrder(
    e,
    z.object(
      Object.fromEntries(
        writable.map(([wire, f]) => [wire, f.required ? requiredOnAdd(f) : f.schema.nullish()]),
      ),
    ),
  );
  const edit = inDateOrder(
    e,
    z.object({
      [e.key]: keyField.schema,
      ...Object.fromEntries(
        // An edit sends what it changes: a required value may be left out, never cleared (null or blank).
        writable.map(([wire, f]) => [wire, f.required ? requiredOnAdd(f).optional() : f.schema.nullish()]),
      ),
    }),
  );

  const sortable = entries.filter(([, f]) => f.sortable).map(([wire]) => wire);
  const ranges = entries.filter(([, f]) => f.range).map(([wire]) => wire);
  const query = z.object({
    pageNumber,
    pageSize,
    ...(sortable.length ? { sortName: z.enum(sortable as [string, ...string[]]).optional() } : {}),
    sortOrder: sortOrder.optional(),
    ...Object.fromEntries(
      ranges.flatMap((wire) => [
        [`${wire}Begin`, z.string().max(40).optional()],
        [`${wire}End`, z.string().max(40).optional()],
      ]),
    ),
    ...Object.fromEntries(
      entries.filter(([, f]) => f.searchable).map(([wire, f]) => [wire, searchSchema(f)]),
    ),
    ...e.pageQuery,
  });
  const modelQuery = z.object({ [e.key]: keyField.schema });
  return { row, add, edit, query, modelQuery, page: pageOf(row) };
}

/** Declares one entity group; everything else about it (operations, OpenAPI, columns, forms) is derived. */
export function defineEntity<const F extends Record<string, Field>>(input: EntityInput<F>): EntityDef<F> {
  const fields = input.fields as Record<string, Field>;
  for (const rule of input.unique ?? []) {
    for (const wire of [rule.field, rule.within]) {
      if (wire !== undefined && (!fields[wire] || fields[wire].readOnly))
        throw new Error(`${input.name}: unique rule names ${wire}, which is not a writable field`);
    }
  }
  for (const rule of input.dateOrder ?? []) {
    const problem = dateOrderProblem(fields, rule);
    if (problem) throw new Error(`${input.name}: ${problem}`);
  }
  const parent = input.rows?.parent;
  if (parent && fields[parent.field]?.ref !== parent.entity)
    throw new Error(`${input.name}: rows.parent ${parent.field} is not a ref to ${parent.entity}`);
  const published = input.rows?.published;
  if (published && (!parent || !fields[published.field]))
    throw new Error(`${input.name}: rows.published needs rows.parent and a field ${published.field}`);
  const schemas = buildSchemas(input as unknown as EntityInput<Record<string, Field>>);
  return {
    ...input,
    controller: input.controller ?? input.name,
    ops: input.ops ?? STANDARD_OPS,
    grants: { ...DEFAULT_GRANTS, ...input.grants },
    rows: input.rows ?? {},
    schemas,
    sortable: Object.entries(fields)
      .filter(([, f]) => f.sortable)
      .map(([w]) => w),
    ranges: Object.entries(fields)
      .filter(([, f]) => f.range)
      .map(([w]) => w),
  };
}

/**
 * A course row itself (an internship, practice or project course), not a record within one: edited or
 * deleted only by its creator, the school admin and the platform admin (its tutors run it).
 */
export const isCourseItself = (e: Pick<EntityDef, 'name' | 'rows'>): boolean =>
  e.rows.course?.entity === e.name;
