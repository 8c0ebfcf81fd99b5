import { loginPathFor } from '../routes/navigation.js';

/*
 * The guard's rules (SPEC §2.1) as one pure function of the session and the path, so they are tested as a
 * table; guard/loader.ts applies the answer to a navigation.
 */

/** Reachable without a token. */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/register', '/403', '/404'];
export const NO_PAGES_PATH = '/401';
export const HOME_PATH = '/index';
/** The home, or the root that leads there once the routes are in (sign-in lands on '/'). */
export const isHomePath = (path: string) => path === HOME_PATH || path === '/';

export interface GuardState {
  pathname: string;
  search: string;
  hasToken: boolean;
  /** The user's routes are loaded. */
  loaded: boolean;
  noMenus: boolean;
  /** The route at the path (when loaded): whether it exists, and where a group redirects. */
  route?: { redirect?: string | undefined } | undefined;
}

export type GuardDecision = { to: 'allow' } | { to: 'load' } | { to: 'redirect'; path: string };

const allow: GuardDecision = { to: 'allow' };
const redirect = (path: string): GuardDecision => ({ to: 'redirect', path });

export function decide(s: GuardState): GuardDecision {
  const path = s.pathname.length > 1 ? s.pathname.replace(/\/+$/, '') : s.pathname;
  if (!s.hasToken) return PUBLIC_PATHS.includes(path) ? allow : redirect(loginPathFor(path, s.search));
  if (path === '/login') return redirect('/');
  if (PUBLIC_PATHS.includes(path)) return allow;
  if (!s.loaded) return { to: 'load' };
  if (s.noMenus) return path === NO_PAGES_PATH ? allow : redirect(NO_PAGES_PATH);
  if (path === '/') return redirect(HOME_PATH);
  if (path === NO_PAGES_PATH) return redirect(HOME_PATH);
  if (!s.route) return redirect('/404');
  if (s.route.redirect && s.route.redirect !== path) return redirect(s.route.redirect + s.search);
  return allow;
}
