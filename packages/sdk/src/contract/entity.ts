import type { z } from 'zod';
import { type DateOrder, dateOrderProblem } from './date-order.js';
import { lazySchemas } from './entity-schemas.js';
import type { Field } from './field.js';
import type { ApiName, OperationInput } from './operation.js';
import type { Grant } from './roles.js';

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
  /**
   * A group of the reference server's own (DESIGN "Beyond the spec"): every operation derived from it is
   * marked x-reference-server-only, so a school's own back end knows to add it.
   */
  readonly referenceServerOnly?: true;
  /**
   * A history the server alone writes and nothing rewrites (the audit log): the table refuses updates and
   * deletes but its retention job's, and its refs keep the ids of rows deleted later, so they never hold a
   * delete up.
   */
  readonly history?: true;
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
  if (!fields[input.key]) throw new Error(`${input.name}: key ${input.key} is not a field`);
  const schemas = lazySchemas(input as unknown as EntityInput<Record<string, Field>>);
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
