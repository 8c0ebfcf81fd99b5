import { operations } from '@practice/sdk/contract';
import { envelope } from '../../../http/pipeline.js';
import { sessionCookie, withCookie } from '../../../http/session-cookie.js';
import { signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { callableOperations } from './grants.js';
import { userButtons } from './menus.js';

/**
 * Who the signed-in user is and what the server grants them (SPEC §3 "user info has username, avatar,
 * roles, ability, info, buttonsList"): roles are the role codes, ability the names of every operation the
 * user may call (the console's permission checks), buttonsList the buttons of their roles' pages.
 */
export const getUserInfoModel = onNoRow("the caller's own account and what it is granted", async (ctx) => {
  const caller = signedIn(ctx);
  const rows = await ctx.db.query<Record<string, unknown>>(
    `select u."fAppUserId", u."cUserName", u."cRealName", u."cMobile", u."cEmail", u."cNumber", u."cAvatar",
            u."fUserLabel", u."fSchoolId", s."cSchoolName", u."fAppDepartmentId", d."cDepartName"
       from "AppUser" u
       left join "School" s on s."fSchoolId" = u."fSchoolId"
       left join "AppDepartment" d on d."fAppDepartmentId" = u."fAppDepartmentId"
      where u."fAppUserId" = $1`,
    [caller.userId],
  );
  const user = rows[0] ?? {};
  const roles = await ctx.db.query<{ cRoleCode: string; cRoleName: string }>(
    `select r."cRoleCode", r."cRoleName" from app_role_user ru join "AppRole" r on r."fAppRoleId" = ru.role_id
      where ru.user_id = $1 order by r."fIndex" nulls last, r."fAppRoleId"`,
    [caller.userId],
  );
  const callable = await callableOperations(ctx.db, caller);
  const ability =
    callable === 'all'
      ? operations.map((op) => op.name)
      : operations.filter((op) => callable.has(op.name)).map((op) => op.name);
  const info = {
    username: String(user.cUserName ?? caller.userName),
    avatar: (user.cAvatar as string | null | undefined) ?? null,
    roles: roles.map((r) => r.cRoleCode),
    ability,
    info: {
      ...user,
      cRealName: String(user.cRealName ?? caller.realName),
      cRoleNames: roles.map((r) => r.cRoleName),
      fAppUserId: caller.userId,
    },
    buttonsList: await userButtons(ctx.db, caller),
    // Signed in with a handed-out password: the console asks for a new one before anything else.
    mustChangePassword: caller.mustChangePassword,
  };
  // The console asks for this at every start: a sign-in kept in the page but whose cookie is gone (cleared
  // by the browser, or made before the cookie existed) gets it back, so its pictures show.
  return withCookie(envelope(info), sessionCookie(ctx.request, caller.token));
});
