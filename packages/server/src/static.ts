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

/** The compressed copies the console's build writes beside a file (console scripts/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The content codings an Accept-Encoding header allows (RFC 9110 §12.5.3): named with a weight above 0, or
 * covered by '*' without being refused by name.
 */
export function acceptedEncodings(header: string | null | undefined): Set<string> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const accepted = new Set<string>();
  for (const { name } of ENCODINGS) {
    const weight = weights.get(name) ?? weights.get('*') ?? 0;
    if (weight > 0) accepted.add(name);
  }
  return accepted;
}

const fileOf = async (path: string) => {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? info : null;
};

export interface FileResponseOptions {
  /** The Cache-Control header; 'no-cache' unless given. */
  cache?: string;
  /**
   * For files the build wrote Brotli and gzip copies of (the console's): the request's Accept-Encoding, null
   * when it sent none. The best copy it accepts is sent instead of the file. Without it no copy is looked for.
   */
  precompressed?: { acceptEncoding: string | null };
}

/** A file as a response if it exists; null when it does not (the caller decides: SPA fallback or 404). */
export async function fileResponse(
  path: string | null,
  { cache = 'no-cache', precompressed }: FileResponseOptions = {},
): Promise<Response | null> {
  if (!path) return null;
  const info = await fileOf(path);
  if (!info) return null;
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
  };
  let sent = { path, size: info.size };
  if (precompressed) {
    const accepted = acceptedEncodings(precompressed.acceptEncoding);
    for (const { name, suffix } of ENCODINGS) {
      const copy = await fileOf(path + suffix);
      if (!copy) continue;
      // The answer depends on the header wherever a copy exists, whichever is sent: caches must keep apart.
      headers.vary = 'accept-encoding';
      if (!accepted.has(name)) continue;
      sent = { path: path + suffix, size: copy.size };
      headers['content-encoding'] = name;
      break;
    }
  }
  headers['content-length'] = String(sent.size);
  const body = Readable.toWeb(createReadStream(sent.path)) as ReadableStream<Uint8Array>;
  return new Response(body, { headers });
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
