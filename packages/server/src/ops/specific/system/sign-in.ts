import { enums } from '@practice/sdk/contract';
import { recordAudit } from '../../../audit/record.js';
import { callerByToken } from '../../../auth/caller.js';
import { hashPassword, verifyPassword } from '../../../auth/password.js';
import { createSession, revokeSession, revokeUserSessions } from '../../../auth/sessions.js';
import {
  admitAttempt,
  attemptSucceeded,
  forgetOldCounts,
  signInKeys,
} from '../../../auth/sign-in-throttle.js';
import { nowText } from '../../../db/dates.js';
import { clientAddress } from '../../../http/client-address.js';
import { ApiError, badRequest } from '../../../http/errors.js';
import { envelope, errorEnvelope } from '../../../http/pipeline.js';
import { clearedSessionCookie, sessionCookie, withCookie } from '../../../http/session-cookie.js';
import { signedIn } from '../../context.js';
import { type Acting, onNoRow } from '../../declared.js';

/*
 * Home: sign-in, sign-out and the password change (SPEC §7.2, §8). A wrong user name and a wrong password
 * answer the same words, and an unknown user costs the same hashing time as a known one, so neither the
 * message nor the timing tells which accounts exist. Failures are throttled per user name and per client
 * address (auth/sign-in-throttle.ts), known user names or not, which tells nothing either.
 */

export const WRONG_CREDENTIALS = '账号或密码错误';
export const FROZEN = '账号已被冻结，请联系管理员';
export const NOT_REVIEWED = '账号尚未通过注册审核，请等待学校管理员审核';
export const REVIEW_REJECTED = '账号注册审核未通过，请联系学校管理员';
export const OLD_PASSWORD_WRONG = '旧密码不正确';
export const tooManyFailures = (minutes: number) => `登录失败次数过多，请在 ${minutes} 分钟后再试`;

/** 429 in the envelope, saying in whole minutes how long to wait, and Retry-After in seconds. */
function locked(seconds: number): Response {
  const response = errorEnvelope(new ApiError(429, tooManyFailures(Math.max(1, Math.ceil(seconds / 60)))));
  response.headers.set('Retry-After', String(seconds));
  return response;
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the user does not exist (same cost as a real check). */
const dummy = () => {
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  return dummyHash;
};

type Account = {
  fAppUserId: string;
  fSchoolId: string | null;
  cPassword: string | null;
  fStatus: number | null;
  fAuditStatus: number | null;
};

/**
 * Sign-in, sign-out and failed sign-ins are recorded here (操作日志), not by the wrapper: it sees no caller
 * at sign-in and one about to go at sign-out. A failure is written on its own, so nothing rolls it back; a
 * success with the session it opens. Refusals are answered, not thrown, so that each is recorded first.
 */
interface Tried {
  readonly userName: string;
  /** The account the name belongs to, when one does: its school's admin sees the failure. */
  readonly account?: Account | undefined;
}

async function failed(ctx: Acting, tried: Tried, answer: Response, message: string): Promise<Response> {
  await recordAudit(
    ctx.db,
    { caller: null, request: ctx.request, userName: tried.userName },
    {
      kind: 'signInFailed',
      op: ctx.op,
      entity: 'AppUser',
      ids: tried.account ? [tried.account.fAppUserId] : [],
      school: tried.account?.fSchoolId,
      failed: { message },
    },
  );
  return answer;
}

const refusal = (ctx: Acting, tried: Tried, message: string) =>
  failed(ctx, tried, errorEnvelope(badRequest(message)), message);

const lockedOut = (ctx: Acting, tried: Tried, seconds: number) =>
  failed(ctx, tried, locked(seconds), tooManyFailures(Math.max(1, Math.ceil(seconds / 60))));

export const loginCheck = onNoRow('signs in: there is no caller yet', async (ctx, { body }) => {
  const { cUserName, cPassword } = body as { cUserName: string; cPassword: string };
  const keys = signInKeys(cUserName, clientAddress(ctx.request));
  const attempt = await admitAttempt(ctx.db, keys);
  // Refused unchecked: no hashing, so a guesser spends nothing of ours while the lock lasts.
  if (attempt.lockedFor) return lockedOut(ctx, { userName: cUserName }, attempt.lockedFor);
  const rows = await ctx.q.query<Account>(
    'select "fAppUserId", "fSchoolId", "cPassword", "fStatus", "fAuditStatus" from "AppUser" where "cUserName" = $1',
    [cUserName],
  );
  const account = rows[0];
  const ok = await verifyPassword(cPassword, account ? account.cPassword : await dummy());
  if (!account || !ok) {
    await forgetOldCounts(ctx.db);
    // This failure reached a limit: say so now rather than at the next try.
    const tried = { userName: cUserName, account };
    if (attempt.lockSeconds) return lockedOut(ctx, tried, attempt.lockSeconds);
    return refusal(ctx, tried, WRONG_CREDENTIALS);
  }
  const tried = { userName: cUserName, account };
  await attemptSucceeded(ctx.db, keys);
  // Status is told only to someone who knows the password.
  if (account.fStatus === enums.UserStatus.frozen) return refusal(ctx, tried, FROZEN);
  // Accounts made before the audit column existed (null) count as reviewed; registrations start at 0.
  if (account.fAuditStatus === enums.ReviewStatus.pending) return refusal(ctx, tried, NOT_REVIEWED);
  if (account.fAuditStatus === enums.ReviewStatus.failed) return refusal(ctx, tried, REVIEW_REJECTED);
  const token = await ctx.db.tx(async (q) => {
    await q.query('update "AppUser" set "tLastLoginDate" = $1 where "fAppUserId" = $2', [
      nowText(),
      account.fAppUserId,
    ]);
    const session = await createSession(q, account.fAppUserId);
    const caller = await callerByToken(q, session);
    await recordAudit(
      q,
      { caller, request: ctx.request },
      { kind: 'signIn', op: ctx.op, entity: 'AppUser', ids: [account.fAppUserId] },
    );
    return session;
  });
  // The same sign-in as the session cookie: for browser clients without the header, and what an <img> of a
  // stored file sends (http/session-cookie.ts).
  return withCookie(envelope({ token }), sessionCookie(ctx.request, token));
});

export const loginOut = onNoRow("the caller's own session", async (ctx) => {
  const caller = signedIn(ctx);
  await ctx.db.tx(async (q) => {
    await recordAudit(q, ctx, { kind: 'signOut', op: ctx.op, entity: 'AppUser', ids: [caller.userId] });
    await revokeSession(q, caller.token);
  });
  return withCookie(envelope(null), clearedSessionCookie(ctx.request));
});

export const changePass = onNoRow(
  "the caller's own account: the body names no one",
  async (ctx, { body }) => {
    const { q } = ctx;
    const caller = signedIn(ctx);
    const { oldPassword, newPassword } = body as { oldPassword: string; newPassword: string };
    const rows = await q.query<{ cPassword: string | null }>(
      'select "cPassword" from "AppUser" where "fAppUserId" = $1',
      [caller.userId],
    );
    if (!(await verifyPassword(oldPassword, rows[0]?.cPassword))) throw badRequest(OLD_PASSWORD_WRONG);
    const hash = await hashPassword(newPassword);
    // One's own choice: the mark of a handed-out password (add, import, reset) goes with it.
    await q.query(
      'update "AppUser" set "cPassword" = $1, "fMustChangePassword" = 0 where "fAppUserId" = $2',
      [hash, caller.userId],
    );
    // Whoever else holds this account's sessions (a shared or stolen token) is signed out; this tab stays.
    await revokeUserSessions(q, caller.userId, caller.token);
    return null;
  },
);
