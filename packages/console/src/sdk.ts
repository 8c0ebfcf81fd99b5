import { createSdk, INVALID_RESPONSE_TEXT, isSdkError, type SdkError } from '@practice/sdk';
import { notify } from '@practice/ui-kit';
import { apiBaseOf } from './api-base.js';
import { onWritten } from './data/writes.js';
import { goToLogin, navigateTo } from './routes/navigation.js';
import { debouncedFetch } from './sdk-fetch.js';
import { authStore, resetSession } from './stores/auth.js';

/*
 * The app's one SDK client (SPEC §7, §8). It pulls in the contract's whole operation catalogue, so it is
 * only ever imported dynamically from code that /login loads (sign-in, sign-out, route loading).
 */

/** Calls whose malformed answer the console words itself (the login and user-info messages of SPEC §8). */
const SHAPE_CHECKED_BY_CONSOLE = new Set(['LoginCheck', 'GetUserInfoModel']);

/** What a failed call shows: error toasts with the SDK's exact texts; cancellation is only information. */
export function reportError(error: SdkError) {
  if (error.forbidden) return;
  if (error.message === INVALID_RESPONSE_TEXT && SHAPE_CHECKED_BY_CONSOLE.has(error.operation ?? '')) return;
  notify(error.kind === 'cancelled' ? 'info' : 'error', error.message);
}

export const sdk = createSdk({
  baseUrl: apiBaseOf(globalThis.document),
  token: () => authStore.token,
  credentials: 'include',
  fetch: debouncedFetch(),
  onUnauthorized: () => {
    resetSession();
    goToLogin();
  },
  onForbidden: () => navigateTo('/403'),
  onError: reportError,
  onWritten,
});

export type AppSdk = typeof sdk;

/**
 * LoginCheck's Content, or null when the answer had the wrong shape (no token: the caller words that
 * itself, SPEC §8). A refusal rejects, already shown by onError.
 */
export function requestToken(cUserName: string, cPassword: string): Promise<unknown> {
  return sdk.LoginCheck({ cUserName, cPassword }).catch((error: unknown) => {
    if (isSdkError(error) && error.message === INVALID_RESPONSE_TEXT) return null;
    throw error;
  });
}
