import { frontMenuSeed, menuSeed } from '@practice/sdk/contract';
import type { Queryable } from '../db/driver.js';
import { roleId } from './grants.js';

/**
 * Services, menus, sub-menus and buttons from the contract's screen catalogue (the same one the console's
 * routes come from), and the front-end site's menus (scope 'html'). Names and order follow the catalogue on
 * every start; default role assignments are made only for entries the server has not seen before, so that an
 * admin's changes survive restarts.
 * Each kind is written in one statement over arrays (unnest): row by row takes seconds on PGlite.
 */
export async function seedMenus(q: Queryable): Promise<void> {
  const known = new Set(
    (await q.query<{ id: number }>('select id from app_menu union select id from app_service')).map(
      (r) => r.id,
    ),
  );
  const rows = menuSeed();
  const services = rows.filter((r) => r.type === 1);
  const menus = [
    ...rows.filter((r) => r.type !== 1).map((r) => ({ ...r, scope: 'admin' })),
    ...frontMenuSeed().map((r) => ({ ...r, scope: 'html' })),
  ];
  await q.query(
    `insert into app_service (id, name, short_name, idx)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::int[])
     on conflict (id) do update set name = excluded.name, short_name = excluded.short_name, idx = excluded.idx`,
    [
      services.map((r) => r.id),
      services.map((r) => (r.type === 1 ? r.cServiceName : r.cDisplayName)),
      services.map((r) => (r.type === 1 ? r.cShortName : null)),
      services.map((r) => r.fIndex),
    ],
  );
  await q.query(
    `insert into app_menu (id, type, service_id, controller, action, parent_id, display_name, icon, idx, toolbar,
       scope)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::int[], $7::text[],
       $8::text[], $9::int[], $10::text[], $11::text[])
     on conflict (id) do update set type = excluded.type, service_id = excluded.service_id,
       controller = excluded.controller, action = excluded.action, parent_id = excluded.parent_id,
       display_name = excluded.display_name, icon = excluded.icon, idx = excluded.idx, toolbar = excluded.toolbar,
       scope = excluded.scope`,
    [
      menus.map((r) => r.id),
      menus.map((r) => r.type),
      menus.map((r) => r.fServiceId),
      menus.map((r) => r.cController),
      menus.map((r) => r.cAction),
      menus.map((r) => r.fParentId),
      menus.map((r) => r.cDisplayName),
      menus.map((r) => r.cIcon),
      menus.map((r) => r.fIndex),
      menus.map((r) => ('cButtonToolbar' in r ? r.cButtonToolbar : null)),
      menus.map((r) => r.scope),
    ],
  );
  const grants = menus
    .filter((r) => !known.has(r.id))
    .flatMap((r) => r.roles.map((role) => [roleId(role), r.id]));
  if (grants.length) {
    await q.query(
      `insert into app_role_menu (role_id, menu_id) select * from unnest($1::text[], $2::int[])
       on conflict do nothing`,
      [grants.map((g) => g[0]), grants.map((g) => g[1])],
    );
  }
}
