import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

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

/** Streams a file if it exists; false when it does not (the caller decides: SPA fallback or 404). */
export async function sendFile(
  res: ServerResponse,
  path: string | null,
  cache = 'no-cache',
): Promise<boolean> {
  if (!path) return false;
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
  });
  createReadStream(path).pipe(res);
  return true;
}
