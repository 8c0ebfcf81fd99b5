import { z } from 'zod';
import type { EntityDef } from './entity.js';
import { defineOperation, type OperationDef, type OperationInput } from './operation.js';
import { idsBody, idValue, none } from './wire.js';

/** A node of a tree list. 'jsnode' trees are departments; 'idName' trees are directories and labels. */
export interface JsNode {
  jsnodeID: string;
  text: string;
  fAppDepartmentId?: string | null;
  fParentId?: string | null;
  state?: { opened?: boolean; selected?: boolean } | null;
  children?: JsNode[] | null;
}
export interface IdNameNode {
  id: string;
  name: string;
  parentId?: string | null;
  children?: IdNameNode[] | null;
}

export const jsNode: z.ZodType<JsNode> = z
  .object({
    jsnodeID: idValue,
    text: z.string(),
    fAppDepartmentId: idValue.nullish(),
    fParentId: idValue.nullish(),
    state: z.object({ opened: z.boolean().optional(), selected: z.boolean().optional() }).nullish(),
    get children() {
      return z.array(jsNode).nullish();
    },
  })
  .meta({ id: 'JsNode' });

export const idNameNode: z.ZodType<IdNameNode> = z
  .object({
    id: idValue,
    name: z.string(),
    parentId: idValue.nullish(),
    get children() {
      return z.array(idNameNode).nullish();
    },
  })
  .meta({ id: 'IdNameNode' });

/** Tree lists accept an optional school (the tree panel's school selector) and root. */
const treeQuery = z.object({
  fSchoolId: idValue.optional(),
  parentId: idValue.optional(),
});

type StandardKind = 'page' | 'model' | 'add' | 'edit' | 'delete' | 'auth' | 'unauth';

/** The standard set as data (SPEC §7.1): name, summary, request, Content and grant of each kind. */
const STANDARD: Record<
  StandardKind,
  (e: EntityDef) => Omit<OperationInput, 'api' | 'controller' | 'entity' | 'kind'>
> = {
  // Getters: an entity's schemas are built on first use (entity-schemas.ts), and defineOperation keeps them so.
  page: (e) => ({
    action: `Get${e.name}PageList`,
    summary: `${e.label}分页列表`,
    get query() {
      return e.schemas.query;
    },
    get content() {
      return e.schemas.page;
    },
    grants: e.grants.read,
  }),
  model: (e) => ({
    action: `Get${e.name}Model`,
    summary: `${e.label}详情`,
    get query() {
      return e.schemas.modelQuery;
    },
    get content() {
      return e.schemas.row;
    },
    grants: e.grants.read,
  }),
  add: (e) => ({
    action: `Add${e.name}`,
    summary: `新增${e.label}`,
    get body() {
      return e.schemas.add;
    },
    get content() {
      return e.schemas.row;
    },
    grants: e.grants.write,
  }),
  edit: (e) => ({
    action: `Edit${e.name}`,
    summary: `编辑${e.label}`,
    get body() {
      return e.schemas.edit;
    },
    get content() {
      return e.schemas.row;
    },
    grants: e.grants.write,
  }),
  delete: (e) => ({
    action: `Delete${e.name}IDS`,
    summary: `删除${e.label}`,
    body: idsBody,
    content: none,
    grants: e.grants.write,
  }),
  auth: (e) => ({
    action: `Auth${e.name}IDS`,
    summary: `审核通过${e.label}`,
    body: idsBody,
    content: none,
    grants: e.grants.audit,
  }),
  unauth: (e) => ({
    action: `UnAuth${e.name}IDS`,
    summary: `取消审核${e.label}`,
    body: idsBody,
    content: none,
    grants: e.grants.audit,
  }),
};

/** `{ ...a, ...b }` without calling b's getters (a spread reads them, which would build every schema). */
const joinKeepingGetters = <A extends object, B extends object>(a: A, b: B): A & B =>
  Object.defineProperties({ ...a }, Object.getOwnPropertyDescriptors(b)) as A & B;

/**
 * The standard set of an entity group (SPEC §7.1): Get{E}PageList, Get{E}Model, Add{E}, Edit{E},
 * Delete{E}IDS, Auth{E}IDS / UnAuth{E}IDS, its tree list and its extra actions.
 */
export function standardOperations(e: EntityDef): OperationDef[] {
  const own: { referenceServerOnly?: true } = e.referenceServerOnly ? { referenceServerOnly: true } : {};
  const base = { api: e.api, controller: e.controller, entity: e.name, ...own } as const;
  const s = e.schemas;
  const kinds: StandardKind[] = [...e.ops, ...(e.auth ? (['auth', 'unauth'] as const) : [])];
  const ops = kinds.map((kind) => defineOperation(joinKeepingGetters({ ...base, kind }, STANDARD[kind](e))));
  if (e.tree) {
    const node = e.tree.shape === 'jsnode' ? jsNode : idNameNode;
    ops.push(
      defineOperation({
        ...base,
        action: e.tree.action,
        kind: 'tree',
        summary: `${e.label}树`,
        query: treeQuery,
        content: z.array(node),
        grants: e.grants.read,
      }),
    );
  }
  for (const a of e.actions?.(s) ?? []) {
    // The action's own grants and controller, where it names them, win over the entity's.
    ops.push(defineOperation(joinKeepingGetters({ ...base, grants: e.grants.write }, a)));
  }
  return ops;
}
