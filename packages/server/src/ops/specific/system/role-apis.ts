import { APIS, operationByName, operations } from '@practice/sdk/contract';
import type { Row } from '../../../db/driver.js';
import { badRequest, refused } from '../../../http/errors.js';
import { onRow } from '../../declared.js';
import { openOperations } from './grants.js';
import { PLATFORM_ROLE_ID, roleNamed } from './shared.js';

/*
 * A role's API grants (app_role_api, SPEC §6 "assign ... APIs to a role"). Operations open to everyone
 * (public, or any signed-in user) need no grant: they are listed as checked and fixed. The platform role
 * may call everything whatever its rows say, so it is listed as all checked and cannot be edited.
 */

const open = new Set(openOperations);

const isPlatformRole = (role: Row) =>
  role.fAppRoleId === PLATFORM_ROLE_ID || role.cRoleCode === 'platformAdmin';

export const getRoleApis = onRow({
  target: { ...roleNamed, access: 'read' },
  work: async ({ q }, _input, role) => {
    const all = isPlatformRole(role);
    const rows = await q.query<{ operation: string }>(
      'select operation from app_role_api where role_id = $1',
      [role.fAppRoleId],
    );
    const held = new Set(rows.map((r) => r.operation));
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
  },
});

/** Replaces the role's grants with exactly the listed operations; unknown names change nothing. */
export const setRoleApis = onRow({
  target: { ...roleNamed, access: 'write' },
  work: async ({ q }, { body }, role) => {
    const { operations: names } = body as { operations: string[] };
    const fAppRoleId = role.fAppRoleId;
    if (isPlatformRole(role)) throw refused('平台管理员拥有全部接口权限，无需设置');
    const wanted = [...new Set(names)];
    const unknown = wanted.filter((name) => !operationByName.has(name));
    if (unknown.length) throw badRequest(`接口不存在：${unknown.slice(0, 10).join(', ')}`);
    await q.query('delete from app_role_api where role_id = $1', [fAppRoleId]);
    for (const name of wanted.filter((n) => !open.has(n))) {
      await q.query('insert into app_role_api (role_id, operation) values ($1, $2)', [fAppRoleId, name]);
    }
    return null;
  },
});
