import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { loginPathFor } from '../routes/navigation.js';
import { authStore, resetSession } from '../stores/auth.js';
import { findRoute, loadRoutes, routesStore } from '../stores/routes.js';
import { decide } from './decide.js';

/*
 * The guard as the root route's loader: it runs before every navigation renders (the progress bar shows
 * meanwhile), loads the user's routes when they are missing and retries the decision, and on a failed
 * load resets the session and sends the user to sign in with the path and query kept (SPEC §2.1).
 */

function decideFor(pathname: string, search: string) {
  return decide({
    pathname,
    search,
    hasToken: !!authStore.token,
    loaded: routesStore.loaded,
    noMenus: routesStore.noMenus,
    route: findRoute(pathname),
  });
}

export async function guardLoader({ request }: LoaderFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  let decision = decideFor(pathname, search);
  if (decision.to === 'load') {
    try {
      await loadRoutes({ pathname, search });
    } catch {
      resetSession();
      throw redirect(loginPathFor(pathname, search));
    }
    decision = decideFor(pathname, search);
  }
  if (decision.to === 'redirect') throw redirect(decision.path);
  return null;
}

/** Every navigation passes the guard, including a change of query only. */
export const guardRevalidates = () => true;
