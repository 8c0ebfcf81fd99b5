import { operations, ROLE_KEYS, ROLES } from '@practice/sdk/contract';
import type { Queryable } from '../db/driver.js';
import { stableId } from '../db/ids.js';

/** Built-in roles keep fixed ids (ordinals 1..5 in ROLE_KEYS order) so that seeds and tests can name them. */
export const roleId = (role: (typeof ROLE_KEYS)[number]) => stableId('AppRole', ROLE_KEYS.indexOf(role) + 1);

export async function seedRoles(q: Queryable, now: string): Promise<void> {
  for (const [i, key] of ROLE_KEYS.entries()) {
    await q.query(
      `insert into "AppRole" ("fAppRoleId", "cRoleName", "cRoleCode", "fIndex", "cDesc", "tCreateDate")
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [roleId(key), ROLES[key], key, i + 1, `内置角色：${ROLES[key]}`, now],
    );
  }
}

/**
 * API grants are data (SPEC §6): each operation the catalogue grants to roles is granted to them once,
 * when the server first learns of it. An admin's later changes are never undone by a restart, and an
 * operation added by an upgrade gets its default grants.
 */
export async function grantNewOperations(q: Queryable): Promise<number> {
  await q.query('create table if not exists app_api_known (operation text primary key)');
  const known = new Set(
    (await q.query<{ operation: string }>('select operation from app_api_known')).map((r) => r.operation),
  );
  const fresh = operations.filter((op) => !known.has(op.name));
  const grants = fresh.flatMap((op) =>
    Array.isArray(op.grants) ? op.grants.map((r) => [roleId(r), op.name]) : [],
  );
  // One statement each: thousands of single inserts take seconds on the embedded database.
  if (grants.length) {
    await q.query(
      `insert into app_role_api (role_id, operation)
       select * from unnest($1::text[], $2::text[]) on conflict do nothing`,
      [grants.map((g) => g[0]), grants.map((g) => g[1])],
    );
  }
  if (fresh.length) {
    await q.query('insert into app_api_known (operation) select unnest($1::text[]) on conflict do nothing', [
      fresh.map((op) => op.name),
    ]);
  }
  const added = fresh.length;
  return added;
}
