import { z } from 'zod';
import type { EntityDef } from './entity.js';
import { defineOperation, type OperationDef } from './operation.js';
import { idsBody, none } from './wire.js';

/** A node of a tree list. 'jsnode' trees are departments; 'idName' trees are directories and labels. */
export interface JsNode {
  jsnodeID: string | number;
  text: string;
  fAppDepartmentId?: number | null;
  fParentId?: number | null;
  state?: { opened?: boolean; selected?: boolean } | null;
  children?: JsNode[] | null;
}
export interface IdNameNode {
  id: string | number;
  name: string;
  parentId?: string | number | null;
  children?: IdNameNode[] | null;
}

export const jsNode: z.ZodType<JsNode> = z
  .object({
    jsnodeID: z.union([z.string(), z.number()]),
    text: z.string(),
    fAppDepartmentId: z.number().nullish(),
    fParentId: z.number().nullish(),
    state: z.object({ opened: z.boolean().optional(), selected: z.boolean().optional() }).nullish(),
    get children() {
      return z.array(jsNode).nullish();
    },
  })
  .meta({ id: 'JsNode' });

export const idNameNode: z.ZodType<IdNameNode> = z
  .object({
    id: z.union([z.string(), z.number()]),
    name: z.string(),
    parentId: z.union([z.string(), z.number()]).nullish(),
    get children() {
      return z.array(idNameNode).nullish();
    },
  })
  .meta({ id: 'IdNameNode' });

/** Tree lists accept an optional school (the tree panel's school selector) and root. */
const treeQuery = z.object({
  fSchoolId: z.coerce.number().int().optional(),
  parentId: z.string().max(64).optional(),
});

/**
 * The standard set of an entity group (SPEC §7.1): Get{E}PageList, Get{E}Model, Add{E}, Edit{E},
 * Delete{E}IDS, Auth{E}IDS / UnAuth{E}IDS, its tree list and its extra actions.
 */
export function standardOperations(e: EntityDef): OperationDef[] {
  const base = { api: e.api, controller: e.controller, entity: e.name } as const;
  const s = e.schemas;
  const ops: OperationDef[] = [];
  const has = (op: string) => e.ops.includes(op as never);

  if (has('page')) {
    ops.push(
      defineOperation({
        ...base,
        action: `Get${e.name}PageList`,
        kind: 'page',
        summary: `${e.label}分页列表`,
        query: s.query,
        content: s.page,
        grants: e.grants.read,
      }),
    );
  }
  if (has('model')) {
    ops.push(
      defineOperation({
        ...base,
        action: `Get${e.name}Model`,
        kind: 'model',
        summary: `${e.label}详情`,
        query: s.modelQuery,
        content: s.row,
        grants: e.grants.read,
      }),
    );
  }
  if (has('add')) {
    ops.push(
      defineOperation({
        ...base,
        action: `Add${e.name}`,
        kind: 'add',
        summary: `新增${e.label}`,
        body: s.add,
        content: s.row,
        grants: e.grants.write,
      }),
    );
  }
  if (has('edit')) {
    ops.push(
      defineOperation({
        ...base,
        action: `Edit${e.name}`,
        kind: 'edit',
        summary: `编辑${e.label}`,
        body: s.edit,
        content: s.row,
        grants: e.grants.write,
      }),
    );
  }
  if (has('delete')) {
    ops.push(
      defineOperation({
        ...base,
        action: `Delete${e.name}IDS`,
        kind: 'delete',
        summary: `删除${e.label}`,
        body: idsBody,
        content: none,
        grants: e.grants.write,
      }),
    );
  }
  if (e.auth) {
    ops.push(
      defineOperation({
        ...base,
        action: `Auth${e.name}IDS`,
        kind: 'auth',
        summary: `审核通过${e.label}`,
        body: idsBody,
        content: none,
        grants: e.grants.audit,
      }),
    );
    ops.push(
      defineOperation({
        ...base,
        action: `UnAuth${e.name}IDS`,
        kind: 'unauth',
        summary: `取消审核${e.label}`,
        body: idsBody,
        content: none,
        grants: e.grants.audit,
      }),
    );
  }
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
    ops.push(
      defineOperation({ ...base, grants: e.grants.write, ...a, controller: a.controller ?? e.controller }),
    );
  }
  return ops;
}
