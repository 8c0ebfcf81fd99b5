import { entityByName, operationByName } from '@practice/sdk/contract';
import { badRequest } from '../../../http/errors.js';
import type { OpContext } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { runOperationDef } from '../../delegate.js';

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

function delegate(ctx: OpContext, entityName: string, kind: Standard, raw: unknown): Promise<unknown> {
  const entity = entityByName.get(entityName);
  const op = entity ? operationByName.get(ACTION[kind](entity.name)) : undefined;
  if (!entity || !op) throw badRequest(`未知的数据表：${entityName}`);
  return runOperationDef(ctx, op, kind === 'page' ? { query: raw } : { body: raw });
}

export const tableList = onNoRow(
  "a generic call: it runs the named group's own operation, whose handler declares and loads its rows",
  (ctx, { query }) => {
    const { table, ...rest } = query as { table: string } & Record<string, unknown>;
    return delegate(ctx, table, 'page', rest);
  },
);

export const tableEdit = onNoRow(
  "a generic call: it runs the named group's own operation, whose handler declares and loads its rows",
  (ctx, { body }) => {
    const { table, row } = body as { table: string; row: Record<string, unknown> };
    return delegate(ctx, table, 'edit', row);
  },
);

export const tableDelete = onNoRow(
  "a generic call: it runs the named group's own operation, whose handler declares and loads its rows",
  (ctx, { body }) => {
    const { table, ids } = body as { table: string; ids: unknown[] };
    return delegate(ctx, table, 'delete', { ids });
  },
);
