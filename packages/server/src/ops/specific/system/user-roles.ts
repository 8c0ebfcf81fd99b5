import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { type Handler, signedIn } from '../../context.js';
import { selectRows } from '../../rows.js';
import {
  assertAssignableRoles,
  isPlatformAdmin,
  manageableUsers,
  mobileSql,
  PLATFORM_ROLE_ID,
  refuseOwnPlatformRoleLoss,
  requireMobile,
  USERS,
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

const userRoles =
  (held: boolean): Handler =>
  async (ctx, { query }) => {
    const caller = signedIn(ctx);
    const [userId] = await manageableUsers(ctx.db, ctx, [query.fAppUserId]);
    // A school administrator is not offered the platform role they could not grant anyway.
    const rows = await rolesOfUser(ctx.db, userId as string, held, !held && !isPlatformAdmin(caller));
    return pageOf(rows, query.pageNumber as number, query.pageSize as number);
  };

export const getUserRoles = userRoles(true);
export const getUnselectedUserRoles = userRoles(false);

interface UserRolesBody {
  fAppUserId: string;
  ids: unknown[];
}

const roleIdsOf = (ids: unknown[]) => ids.map(String);

export const setUserRoles: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const input = body as UserRolesBody;
    const [userId] = await manageableUsers(q, ctx, [input.fAppUserId]);
    const roles = await assertAssignableRoles(q, signedIn(ctx), roleIdsOf(input.ids));
    for (const role of roles) {
      await q.query('insert into app_role_user (role_id, user_id) values ($1, $2) on conflict do nothing', [
        role,
        userId,
      ]);
    }
    return null;
  });

export const deleteUserRoles: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const caller = signedIn(ctx);
    const input = body as UserRolesBody;
    const [userId] = await manageableUsers(q, ctx, [input.fAppUserId]);
    const roles = await assertAssignableRoles(q, caller, roleIdsOf(input.ids));
    refuseOwnPlatformRoleLoss(caller, [userId as string], roles);
    await q.query('delete from app_role_user where user_id = $1 and role_id = any($2)', [userId, roles]);
    return null;
  });

/**
 * The mobile check of the add-person dialog: the account with that mobile among the users the caller may
 * see, or null so that the dialog unlocks manual entry (SPEC §4, §8 mobile check messages).
 */
export const getUserByMobile: Handler = async (ctx, { query }) => {
  const mobile = requireMobile(query.cMobile);
  const p = new Params();
  const rows = await selectRows(ctx.db, USERS, signedIn(ctx), p, {
    where: [`${mobileSql('t')} = ${p.add(mobile)}`],
    limit: 1,
  });
  return rows[0] ?? null;
};
