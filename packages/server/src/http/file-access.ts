import { PUBLIC_UPLOAD_FOLDERS, UPLOAD_FOLDERS } from '@practice/sdk';
import { callerByToken } from '../auth/caller.js';
import { SESSION_MS } from '../auth/sessions.js';
import type { Db } from '../db/driver.js';
import { FILES_URL_PREFIX } from '../files/storage-path.js';
import { bearer } from './pipeline.js';

/*
 * Who may read a stored file at /files/. Banners, news and their editor's pictures are the portal's public
 * content and are served to anyone; every other file (students' materials, resumes, reports, logos of the
 * console's records) only to a signed-in user. An <img> cannot send a bearer token, so LoginCheck (and
 * GetUserInfoModel, which the console calls at every start) also sets the token as a cookie that only
 * /files/ requests carry: HttpOnly, so page scripts cannot read it; the API itself keeps to the
 * Authorization header, so the cookie opens nothing that changes data. LoginOut clears it, and a revoked or
 * expired session is refused through either.
 */

export const FILE_COOKIE = 'practice_files';

const PUBLIC_TOP_FOLDERS = new Set(PUBLIC_UPLOAD_FOLDERS.map((k) => UPLOAD_FOLDERS[k].folder.split('/')[0]));

/** A stored key is {school}/{folder...}/{name}: public when its first folder is a public preset's. */
export const isPublicFile = (path: string): boolean => PUBLIC_TOP_FOLDERS.has(path.split('/')[1] ?? '');

const cookieAttributes = (request: Request, maxAgeSeconds: number) => {
  // Behind a proxy that ends TLS the request itself arrives as http; the proxy says what the browser used.
  const https =
    new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const secure = https ? '; Secure' : '';
  const path = FILES_URL_PREFIX.replace(/\/$/, '');
  return `Path=${path}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
};

/** The Set-Cookie value that lets this browser's <img> and links read files for as long as the session. */
export const fileCookie = (request: Request, token: string): string =>
  `${FILE_COOKIE}=${token}; ${cookieAttributes(request, Math.floor(SESSION_MS / 1000))}`;

export const clearedFileCookie = (request: Request): string =>
  `${FILE_COOKIE}=; ${cookieAttributes(request, 0)}`;

function cookieToken(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === FILE_COOKIE && value.length) return value.join('=') || null;
  }
  return null;
}

/** Whether a file request carries a live sign-in: the Authorization header (SDK downloads), else the cookie. */
export async function signedInForFiles(db: Db, request: Request): Promise<boolean> {
  const token = bearer(request) ?? cookieToken(request);
  return token !== null && (await callerByToken(db, token)) !== null;
}

/** A response with one more Set-Cookie header. */
export function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, headers });
}
