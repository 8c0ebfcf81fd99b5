import type { OperationDef, OperationKind } from '@practice/sdk/contract';
import { entityByName, operations } from '@practice/sdk/contract';
import type { Handler } from './context.js';
import { specificHandlers } from './specific/index.js';
import { add, auth, edit, model, page, remove, unauth } from './standard/crud.js';
import { tree } from './standard/tree.js';

/** The generic handlers of the standard set (SPEC §7.1), chosen by the operation's kind. */
const STANDARD: Partial<Record<OperationKind, Handler>> = {
  page,
  model,
  add,
  edit,
  delete: remove,
  auth,
  unauth,
  tree,
};

/**
 * The handler of an operation: its own when one is registered under its name (specific calls and the
 * standard ones a rule overrides), else the generic handler of its kind when it is a standard operation.
 */
export function handlerOf(op: OperationDef): Handler | undefined {
  const own = specificHandlers[op.name];
  if (own) return own;
  return op.entity && standardAction(op.entity, op.kind) === op.action ? STANDARD[op.kind] : undefined;
}

/** The action name the standard set gives an entity for a kind (SPEC §7.1 naming pattern). */
function standardAction(entity: string, kind: OperationKind): string | undefined {
  const names: Partial<Record<OperationKind, string>> = {
    page: `Get${entity}PageList`,
    model: `Get${entity}Model`,
    add: `Add${entity}`,
    edit: `Edit${entity}`,
    delete: `Delete${entity}IDS`,
    auth: `Auth${entity}IDS`,
    unauth: `UnAuth${entity}IDS`,
    tree: entityByName.get(entity)?.tree?.action,
  };
  return names[kind];
}

/** Operations of the contract that nothing answers: must be empty (a test and the start-up check say so). */
export const unhandledOperations = () => operations.filter((op) => !handlerOf(op)).map((op) => op.name);
