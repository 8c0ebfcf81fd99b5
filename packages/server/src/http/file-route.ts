/**
 * GET /files/{key}: a stored file, streamed from whichever store holds it (files/store-config.ts), to whoever
 * may read it (file-access.ts). A single Range ('bytes=0-99', 'bytes=100-', 'bytes=-100') answers 206 with
 * Content-Range, which is what video players and resumed downloads ask for; several ranges, or one that
 * cannot be read, get the whole file as HTTP allows.
 */
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { Db } from '../db/driver.js';
import {
  type FileStorage,
  fileResponseHeaders,
  isFileError,
  RangeNotSatisfiable,
  type RangeRequest,
  storagePathFromUrl,
} from '../files/index.js';
import { ApiError } from './errors.js';
import { fileAccess } from './file-access.js';
import { errorEnvelope } from './pipeline.js';
import { noteCall } from './request-log.js';

/** The one range of a Range header, or null to send the whole file. */
export function parseRange(header: string | undefined): RangeRequest | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') return { suffix: Number(m[2]) };
  const start = Number(m[1]);
  if (m[2] === '') return { start };
  const end = Number(m[2]);
  return end < start ? null : { start, end };
}

export function fileRoute(db: Db, storage: FileStorage, apiPrefix: string) {
  return async (c: Context) => {
    noteCall(c.req.raw, 'files');
    try {
      const path = storagePathFromUrl(c.req.path.slice(apiPrefix.length));
      const access = await fileAccess(db, c.req.raw, path);
      const f = await storage.open(path, parseRange(c.req.header('range')) ?? undefined);
      const headers: Record<string, string> = {
        ...fileResponseHeaders(
          { path, size: f.size, contentType: f.contentType },
          { inline: c.req.query('inline') === '1' },
        ),
        'Accept-Ranges': 'bytes',
        // A stored name never changes content; a private file stays out of shared caches.
        'Cache-Control': access === 'public' ? 'public, max-age=86400' : 'private, no-cache',
      };
      const body = Readable.toWeb(f.stream) as ReadableStream<Uint8Array>;
      if (!f.range) return new Response(body, { headers });
      headers['Content-Length'] = String(f.range.end - f.range.start + 1);
      headers['Content-Range'] = `bytes ${f.range.start}-${f.range.end}/${f.size}`;
      return new Response(body, { status: 206, headers });
    } catch (e) {
      if (e instanceof ApiError) return errorEnvelope(e);
      if (e instanceof RangeNotSatisfiable) {
        const response = errorEnvelope(new ApiError(416, e.message));
        response.headers.set('Content-Range', `bytes */${e.size}`);
        return response;
      }
      if (isFileError(e)) return errorEnvelope(new ApiError(404, '文件不存在或已被删除'));
      throw e;
    }
  };
}
