import { LOGIN_TOKEN_MISSING } from '@practice/sdk';
import { notify } from '@practice/ui-kit';
import { proxy } from 'valtio';
import { queryCache } from '../data/query-cache.js';
import { resetRoutes } from './routes.js';

/*
 * Who is signed in (SPEC §2.1, §9): the token lives in local storage under 'token' and the SDK sends it as
 * a Bearer header. The SDK itself is imported only when a call is made, to keep /login's JavaScript small.
 *
 * NOTE for B: resetSession() clears the token, the user and the routes; the tab store should clear its
 * visited tabs when authStore.token becomes null (subscribe to it) rather than being called from here.
 */

export const TOKEN_KEY = 'token';

export interface SessionUser {
  username: string;
  avatar: string | null;
  roles: string[];
  ability: string[];
  info: { fAppUserId: string; cRealName: string } & Record<string, unknown>;
}

export interface AuthState {
  token: string | null;
  user: SessionUser | null;
}

const storage = typeof localStorage === 'undefined' ? null : localStorage;

export const authStore = proxy<AuthState>({ token: storage?.getItem(TOKEN_KEY) ?? null, user: null });

export function setToken(token: string) {
  queryCache.clear();
  authStore.token = token;
  storage?.setItem(TOKEN_KEY, token);
}

/** Forgets the session locally: token, user and routes (after LoginOut, a 401 or a failed load). */
export function resetSession() {
  // Nothing the signed-out user was answered may show to whoever signs in next.
  queryCache.clear();
  authStore.token = null;
  authStore.user = null;
  storage?.removeItem(TOKEN_KEY);
  resetRoutes();
}

/** The token of a LoginCheck answer, if it is a usable one. */
export const tokenOf = (content: unknown): string | null => {
  const token = (content as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'string' && token.length > 0 ? token : null;
};

/** Signs in; rejects (after showing why) when the server refuses or answers without a token. */
export async function signIn(username: string, password: string): Promise<void> {
  // The SDK (and zod, which its errors module brings) loads only here, not with the /login page.
  const { requestToken } = await import('../sdk.js');
  const token = tokenOf(await requestToken(username.trim(), password));
  if (!token) {
    notify('error', LOGIN_TOKEN_MISSING);
    throw new Error(LOGIN_TOKEN_MISSING);
  }
  resetRoutes();
  setToken(token);
}

/** Logs out on the server (best effort) and forgets the session here. */
export async function signOut(): Promise<void> {
  try {
    const { sdk } = await import('../sdk.js');
    await sdk.LoginOut({});
  } catch {
    // Already shown by the SDK's error hook; the local session ends anyway.
  } finally {
    resetSession();
  }
}

/** Whether GetUserInfoModel's Content has the shape the console relies on. */
export function isSessionUser(value: unknown): value is SessionUser {
  const v = value as Partial<Record<keyof SessionUser, unknown>> | null;
  const strings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
  return (
    !!v &&
    typeof v.username === 'string' &&
    (v.avatar === null || typeof v.avatar === 'string') &&
    strings(v.roles) &&
    strings(v.ability) &&
    !!v.info &&
    typeof v.info === 'object'
  );
}
