import { CORE_INTERFACE_ERROR, INVALID_RESPONSE_TEXT, isSdkError } from '@practice/sdk';
import { SCREENS } from '@practice/sdk/contract';
import { notify } from '@practice/ui-kit';
import { startReads } from '../data/reads.js';
import { awaitOwnPassword } from '../password-first/password-first-store.js';
import { preloadView } from '../screens/registry.js';
import { sdk } from '../sdk.js';
import { authStore, isSessionUser } from '../stores/auth.js';
import { type BuiltRoutes, buildRoutes, viewAt } from './build-routes.js';
import { type Address, firstReadsAt } from './first-reads.js';

/*
 * The guard's "routes not loaded" step (SPEC §2.1): the user's information, then their services and menus,
 * built into routes. Loaded lazily: this module brings the SDK and the screen catalogue with it.
 */

async function fetchUser() {
  const info = await sdk.GetUserInfoModel({}).catch((error: unknown) => {
    if (isSdkError(error) && error.message === INVALID_RESPONSE_TEXT) return null;
    throw error;
  });
  if (!isSessionUser(info)) {
    notify('error', CORE_INTERFACE_ERROR);
    throw new Error(CORE_INTERFACE_ERROR);
  }
  // A password an administrator gave opens nothing else (428) until the account has chosen its own.
  if ((info as { mustChangePassword?: boolean }).mustChangePassword === true) await awaitOwnPassword();
  const { username, avatar, roles, ability } = info;
  authStore.user = { username, avatar, roles, ability, info: info.info };
  return authStore.user;
}

/** The routes, for a navigation to `address`: its screen's file and first reads are asked for meanwhile. */
export async function fetchRoutes(address: Address): Promise<BuiltRoutes> {
  preloadView(viewAt(address.pathname, SCREENS));
  const user = await fetchUser();
  startReads(firstReadsAt(address, user));
  const [services, menus] = await Promise.all([sdk.GetSystemUserService({}), sdk.GetSystemUserMenu({})]);
  try {
    return buildRoutes(services, menus, SCREENS, user);
  } catch (error) {
    notify('error', (error as Error).message);
    throw error;
  }
}
