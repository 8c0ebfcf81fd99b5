import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { signedIn } from '../../context.js';
import { onNoRow, onRow } from '../../declared.js';
import { selectRows } from '../../rows.js';
import {
  assertAssignableRoles,
  isPlatformAdmin,
  manageableOne,
  mobileSql,
  PLATFORM_ROLE_ID,
  refuseOwnPlatformRoleLoss,
  requireMobile,
  USERS,
  userNamed,
} from './shared.js';

/*
 * A user's roles from the user screen (app_role_user), and the add-person dialog's mobile check
 * (SPEC §4 "Add person dialog", §5 mobile with optional +86 / 0086).
 */

/** Page of rows out of an already ordered SQL list (roles are few: no window count needed). */
export function pageOf<T>(all: readonly T[], pageNumber: number, pageSize: number) {
  const every = pageNumber === -1 || pageSize >= 999_999;
  const size = every ? Math.max(all.length, 1) : pageSize;
  const index = every ? 1 : Math.max(1, pageNumber);
  return {
    List: every ? [...all] : all.slice((index - 1) * size, index * size),
    PageIndex: index,
    PageCount: Math.max(1, Math.ceil(all.length / size)),
    PageSize: every ? all.length : pageSize,
    TotalCount: all.length,
  };
}

async function rolesOfUser(
  q: Queryable,
  userId: string,
  held: boolean,
  hidePlatform: boolean,
): Promise<Row[]> {
  return q.query(
    `select r."fAppRoleId", r."cRoleName", r."cRoleCode", r."cDesc", r."fIndex"
       from "AppRole" r
      where ${held ? '' : 'not '}exists (select 1 from app_role_user ru where ru.role_id = r."fAppRoleId" and ru.user_id = $1)
        and not ($2 and (r."fAppRoleId" = $3 or r."cRoleCode" = 'platformAdmin'))
      order by r."fIndex" nulls last, r."fAppRoleId"`,
    [userId, hidePlatform, PLATFORM_ROLE_ID],
  );
}

const userRoles = (held: boolean) =>
  onRow({
    target: userNamed,
    rule: manageableOne,
    work: async (a, { query }, user) => {
      // A school administrator is not offered the platform role they could not grant anyway.
      const hidePlatform = !held && !isPlatformAdmin(a.caller);
      const rows = await rolesOfUser(a.q, String(user.fAppUserId), held, hidePlatform);
      return pageOf(rows, query.pageNumber as number, query.pageSize as number);
    },
  });

export const getUserRoles = userRoles(true);
export const getUnselectedUserRoles = userRoles(false);

const roleIdsOf = (body: unknown) => (body as { ids: unknown[] }).ids.map(String);

export const setUserRoles = onRow({
  target: userNamed,
  rule: manageableOne,
  work: async (a, { body }, user) => {
    const roles = await assertAssignableRoles(a.q, signedIn(a), roleIdsOf(body));
    for (const role of roles) {
      await a.q.query('insert into app_role_user (role_id, user_id) values ($1, $2) on conflict do nothing', [
        role,
        user.fAppUserId,
      ]);
    }
    return null;
  },
});

export const deleteUserRoles = onRow({
  target: userNamed,
  rule: manageableOne,
  work: async (a, { body }, user) => {
    const caller = signedIn(a);
    const userId = String(user.fAppUserId);
    const roles = await assertAssignableRoles(a.q, caller, roleIdsOf(body));
    refuseOwnPlatformRoleLoss(caller, [userId], roles);
    await a.q.query('delete from app_role_user where user_id = $1 and role_id = any($2)', [userId, roles]);
    return null;
  },
});

/**
 * The mobile check of the add-person dialog: the account with that mobile among the users the caller may
 * see, or null so that the dialog unlocks manual entry (SPEC §4, §8 mobile check messages).
 */
export const getUserByMobile = onNoRow(
  'a look-up by mobile: the scope is applied in its query by selectRows',
  async (ctx, { query }) => {
    const mobile = requireMobile(query.cMobile);
    const p = new Params();
    const rows = await selectRows(ctx.q, USERS, signedIn(ctx), p, {
      where: [`${mobileSql('t')} = ${p.add(mobile)}`],
      limit: 1,
    });
    return rows[0] ?? null;
  },
);
