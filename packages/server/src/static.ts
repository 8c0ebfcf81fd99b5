import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
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
