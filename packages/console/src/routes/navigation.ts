/*
 * Navigation for code outside React (the SDK's 401 and 403 hooks): the router registers itself here when
 * it is created; before that (or in tests) a full page load does the same job.
 */

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigate(next: Navigate) {
  navigate = next;
}

export const navigateTo: Navigate = (to, options) => navigate(to, options);

/** Only same-site paths are followed after sign-in ('/x', not '//evil.example' or 'https://...'). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  return target;
}

/** '/login?redirect=...' for the page the user was on, so signing in again brings them back. */
export function loginPathFor(pathname: string, search = ''): string {
  if (pathname === '/login') return `/login${search}`;
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/** Sends the user to sign in from wherever they are. */
export function goToLogin() {
  const { pathname, search } = window.location;
  navigateTo(loginPathFor(pathname, search), { replace: true });
}
