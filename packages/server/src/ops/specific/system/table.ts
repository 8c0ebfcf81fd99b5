import { entityByName, type OperationDef, operationByName } from '@practice/sdk/contract';
import { tableOf } from '../../../db/tables.js';
import { badRequest, forbidden } from '../../../http/errors.js';
import { parseWith } from '../../../http/input.js';
import type { Handler, OpContext, OpInput } from '../../context.js';
import { signedIn } from '../../context.js';
import { mayCallOperation } from './grants.js';

/*
 * The generic table calls of SPEC §7.4 (/table/getList, /table/doEdit, /table/doDelete). Each names an
 * entity group and runs that group's own page list, edit or delete: its grant is checked as if it had been
 * called directly, its own schema validates the input, and its own handler (with its row scope and rules)
 * answers. A generic call therefore never reaches a row or a change the named call would refuse.
 */

type Standard = 'page' | 'edit' | 'delete';
const ACTION: Record<Standard, (entity: string) => string> = {
  page: (e) => `Get${e}PageList`,
  edit: (e) => `Edit${e}`,
  delete: (e) => `Delete${e}IDS`,
};

async function delegate(ctx: OpContext, entityName: string, kind: Standard, raw: unknown): Promise<unknown> {
  const entity = entityByName.get(entityName);
  const op: OperationDef | undefined = entity ? operationByName.get(ACTION[kind](entity.name)) : undefined;
  if (!entity || !op) throw badRequest(`未知的数据表：${entityName}`);
  if (!(await mayCallOperation(ctx.db, signedIn(ctx), op))) throw forbidden('没有权限访问该接口');
  // Loaded when called: the registry imports this folder, so a static import would be a cycle.
  const { handlerOf } = await import('../../registry.js');
  const handler = handlerOf(op);
  if (!handler) throw badRequest(`数据表 ${entityName} 不支持该操作`);
  const input: OpInput =
    kind === 'page'
      ? {
          query: parseWith(op, op.query ?? entity.schemas.query, raw) as Record<string, unknown>,
          body: undefined,
        }
      : { query: {}, body: parseWith(op, op.body ?? entity.schemas.edit, raw) };
  return handler({ ...ctx, op, entity, table: tableOf(entity.name) }, input);
}

export const tableList: Handler = (ctx, { query }) => {
  const { table, ...rest } = query as { table: string } & Record<string, unknown>;
  return delegate(ctx, table, 'page', rest);
};

export const tableEdit: Handler = (ctx, { body }) => {
  const { table, row } = body as { table: string; row: Record<string, unknown> };
  return delegate(ctx, table, 'edit', row);
};

export const tableDelete: Handler = (ctx, { body }) => {
  const { table, ids } = body as { table: string; ids: unknown[] };
  return delegate(ctx, table, 'delete', { ids });
};
