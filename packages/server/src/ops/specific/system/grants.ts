import { type OperationDef, operations } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Queryable } from '../../../db/driver.js';

/*
 * The same rule as the pipeline's authorisation (http/pipeline.ts mayCall), for the questions asked about
 * many operations at once: which operations a user may call (GetUserInfoModel's ability list, the buttons
 * a page shows) and whether a generic table call may reach an entity's own operation.
 */

export type Callable = ReadonlySet<string> | 'all';

const isOpen = (op: OperationDef) => op.grants === 'public' || op.grants === 'authenticated';

/** Operations nobody needs a grant for. */
export const openOperations = operations.filter(isOpen).map((op) => op.name);

export async function callableOperations(q: Queryable, caller: Caller): Promise<Callable> {
  if (caller.kind === 'platformAdmin') return 'all';
  const granted = caller.roleIds.length
    ? await q.query<{ operation: string }>(
        'select distinct operation from app_role_api where role_id = any($1)',
        [caller.roleIds],
      )
    : [];
  return new Set([...openOperations, ...granted.map((g) => g.operation)]);
}

export const mayCall = (callable: Callable, op: OperationDef) =>
  callable === 'all' || isOpen(op) || callable.has(op.name);

export async function mayCallOperation(q: Queryable, caller: Caller, op: OperationDef): Promise<boolean> {
  return mayCall(await callableOperations(q, caller), op);
}

/** Menu rows store a button's controller and action (SPEC §6 "controller plus action form the call name"). */
const byControllerAction = new Map<string, OperationDef>();
for (const op of operations) {
  const key = `${op.controller}/${op.action}`;
  if (!byControllerAction.has(key)) byControllerAction.set(key, op);
}

export const operationOf = (controller: string, action: string) =>
  byControllerAction.get(`${controller}/${action}`);
