import { SESSION_MS } from '../auth/sessions.js';

/*
 * The sign-in as a cookie (SPEC §7 "with credentials"): LoginCheck sets `_AuthSubAccountSystem`, the name the
 * production back end uses, GetUserInfoModel renews it and LoginOut clears it (and revokes the session it
 * names). An API call is authenticated by the bearer header first, else by this cookie; a stored file's
 * <img>, which cannot send a header, by the cookie. HttpOnly keeps it from page scripts; SameSite=Strict
 * keeps browsers from sending it from other sites, and the server refuses a cookie-authenticated call that
 * says it comes from another site all the same (older browsers, a same-site subdomain that is not ours).
 */

export const SESSION_COOKIE = '_AuthSubAccountSystem';

/** Behind a proxy that ends TLS the request arrives as http; the proxy says what the browser used. */
const overHttps = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';

const attributes = (request: Request, maxAgeSeconds: number) =>
  `Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${overHttps(request) ? '; Secure' : ''}`;

/** The Set-Cookie value that signs this browser in for as long as the session lasts. */
export const sessionCookie = (request: Request, token: string): string =>
  `${SESSION_COOKIE}=${token}; ${attributes(request, Math.floor(SESSION_MS / 1000))}`;

export const clearedSessionCookie = (request: Request): string =>
  `${SESSION_COOKIE}=; ${attributes(request, 0)}`;

export function bearer(request: Request): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return m?.[1] ?? null;
}

function cookieToken(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length) return value.join('=') || null;
  }
  return null;
}

/**
 * Whether the browser says this request was started by a page of another site: Sec-Fetch-Site where the
 * browser sends it, else an Origin that is not this server's own (as the browser addressed it, which a
 * proxy passes on in X-Forwarded-Host).
 */
export function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'cross-site';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  if (origin === 'null') return true;
  const host =
    request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The token a request signs in with, and whether it came by the cookie (which a cross-site page can ride). */
export function credentialsOf(request: Request): { token: string; byCookie: boolean } | null {
  const header = bearer(request);
  if (header) return { token: header, byCookie: false };
  const cookie = cookieToken(request);
  return cookie ? { token: cookie, byCookie: true } : null;
}

/** A response with one more Set-Cookie header. */
export function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, headers });
}
