import { entityByName, type OperationDef, operationByName } from '@practice/sdk/contract';
import type { Db, Queryable } from '../db/driver.js';
import { tableOf } from '../db/tables.js';
import { badRequest, forbidden } from '../http/errors.js';
import { parseWith } from '../http/input.js';
import type { OpContext, OpInput } from './context.js';
import { signedIn } from './context.js';
import { mayCallOperation } from './specific/system/grants.js';

/*
 * Composite calls (the generic /table calls of SPEC 7.4, a whole diary saved in one body) are made of the
 * contract's own operations, each run as if it had been called directly: its grant checked, its schema
 * validating the input, its handler with its row scope and rules answering. A composite call therefore never
 * reaches a row or makes a change that the named call would refuse.
 */

/** A database whose transactions are the one already open: nested writes commit or roll back with it. */
export function within(db: Db, q: Queryable): Db {
  return {
    kind: db.kind,
    query: (sql, params) => q.query(sql, params),
    exec: (sql) => q.exec(sql),
    tx: (fn) => fn(q),
    exclusive: (fn) => fn(q),
    close: () => Promise.resolve(),
  };
}

export interface RunOptions {
  /** The raw query (page and model calls) or body (writes), before the operation's schema. */
  readonly query?: unknown;
  readonly body?: unknown;
  /** The transaction to run in: the caller's composite call commits or rolls back as one. */
  readonly q?: Queryable;
}

/** Runs the operation of the contract named `name` for the caller of `ctx`. */
export async function runOperation(ctx: OpContext, name: string, o: RunOptions): Promise<unknown> {
  const op: OperationDef | undefined = operationByName.get(name);
  if (!op) throw new Error(`runOperation: the contract has no ${name}`);
  return runOperationDef(ctx, op, o);
}

export async function runOperationDef(ctx: OpContext, op: OperationDef, o: RunOptions): Promise<unknown> {
  const db = o.q ? within(ctx.db, o.q) : ctx.db;
  if (!(await mayCallOperation(db, signedIn(ctx), op))) throw forbidden('没有权限访问该接口');
  // Loaded when called: the registry imports the handlers that call this, so a static import is a cycle.
  const { handlerOf } = await import('./registry.js');
  const handler = handlerOf(op);
  if (!handler) throw badRequest(`${op.name} 不支持该操作`);
  const entity = op.entity ? entityByName.get(op.entity) : undefined;
  if ((o.query !== undefined && !op.query) || (o.body !== undefined && !op.body)) {
    throw new Error(`runOperation: ${op.name} takes no ${o.body === undefined ? 'query' : 'body'}`);
  }
  const input: OpInput = {
    query:
      op.query && o.query !== undefined ? (parseWith(op, op.query, o.query) as Record<string, unknown>) : {},
    body: op.body && o.body !== undefined ? parseWith(op, op.body, o.body) : undefined,
  };
  return handler({ ...ctx, db, op, ...(entity ? { entity, table: tableOf(entity.name) } : {}) }, input);
}
