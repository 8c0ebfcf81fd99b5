import { APIS, operationByName, operations } from '@practice/sdk/contract';
import { badRequest, refused } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { openOperations } from './grants.js';
import { PLATFORM_ROLE_ID, requireRole } from './shared.js';

/*
 * A role's API grants (app_role_api, SPEC §6 "assign ... APIs to a role"). Operations open to everyone
 * (public, or any signed-in user) need no grant: they are listed as checked and fixed. The platform role
 * may call everything whatever its rows say, so it is listed as all checked and cannot be edited.
 */

const open = new Set(openOperations);

export const getRoleApis: Handler = async (ctx, { query }) => {
  const roleId = query.fAppRoleId as string;
  const role = await requireRole(ctx.db, roleId);
  const all = roleId === PLATFORM_ROLE_ID || role.cRoleCode === 'platformAdmin';
  const held = new Set(
    (
      await ctx.db.query<{ operation: string }>('select operation from app_role_api where role_id = $1', [
        roleId,
      ])
    ).map((r) => r.operation),
  );
  return operations.map((op, i) => ({
    id: i + 1,
    cOperation: op.name,
    cApi: op.api,
    cApiTitle: APIS[op.api].title,
    cController: op.controller,
    cAction: op.action,
    cMethod: op.method,
    cPath: op.path,
    cSummary: op.summary,
    checked: all || open.has(op.name) || held.has(op.name),
    fixed: all || open.has(op.name),
  }));
};

/** Replaces the role's grants with exactly the listed operations; unknown names change nothing. */
export const setRoleApis: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const { fAppRoleId, operations: names } = body as { fAppRoleId: string; operations: string[] };
    const role = await requireRole(q, fAppRoleId);
    if (fAppRoleId === PLATFORM_ROLE_ID || role.cRoleCode === 'platformAdmin') {
      throw refused('平台管理员拥有全部接口权限，无需设置');
    }
    const wanted = [...new Set(names)];
    const unknown = wanted.filter((name) => !operationByName.has(name));
    if (unknown.length) throw badRequest(`接口不存在：${unknown.slice(0, 10).join(', ')}`);
    await q.query('delete from app_role_api where role_id = $1', [fAppRoleId]);
    for (const name of wanted.filter((n) => !open.has(n))) {
      await q.query('insert into app_role_api (role_id, operation) values ($1, $2)', [fAppRoleId, name]);
    }
    return null;
  });
