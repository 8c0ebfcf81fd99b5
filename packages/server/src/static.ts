import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * Resolves a URL path inside a root folder, or null when it would leave it ('..', encoded separators):
 * the server never serves a file outside the folders it was given.
 */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const target = resolve(join(base, normalize(decoded)));
  return target === base || target.startsWith(base + sep) ? target : null;
}

/** A file as a response if it exists; null when it does not (the caller decides: SPA fallback or 404). */
export async function fileResponse(path: string | null, cache = 'no-cache'): Promise<Response | null> {
  if (!path) return null;
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'content-length': String(info.size),
      'cache-control': cache,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The console's name for the API base in its page (packages/console/src/sdk.ts reads it). */
export const API_BASE_META = 'practice-api-base';

/**
 * The console's page, for every path the console routes itself. Under an API prefix the page says where
 * the APIs are, so that one build of the console works behind any prefix.
 */
export async function consolePage(consoleDir: string, apiPrefix: string): Promise<Response | null> {
  const page = safeJoin(consoleDir, 'index.html');
  if (!apiPrefix) return fileResponse(page);
  const html = page ? await readFile(page, 'utf8').catch(() => null) : null;
  if (html === null) return null;
  const meta = `<meta name="${API_BASE_META}" content="${apiPrefix.replace(/[^\w/.-]/g, '')}">`;
  return new Response(html.replace('<head>', `<head>${meta}`), {
    headers: { 'Content-Type': TYPES['.html'] as string, 'Cache-Control': 'no-cache' },
  });
}
