/**
 * GET and HEAD /files/{key}: a stored file, streamed from whichever store holds it (files/store-config.ts), to
 * whoever may read it (file-access.ts). A single Range ('bytes=0-99', 'bytes=100-', 'bytes=-100') answers
 * 206 with Content-Range, which is what video players and resumed downloads ask for; several ranges, or one
 * that cannot be read, get the whole file as HTTP allows. Every answer carries an ETag (entity-tag.ts): a
 * revalidation that names it gets 304 without the file being opened. The bytes go from the store's Node
 * stream to the socket (node-body.ts).
 */
import type { Context } from 'hono';
import type { Db } from '../db/driver.js';
import {
  type ByteRange,
  FILE_MESSAGES,
  FileError,
  type FileStorage,
  fileResponseHeaders,
  isFileError,
  RangeNotSatisfiable,
  type RangeRequest,
  rangeOf,
  storagePathFromUrl,
} from '../files/index.js';
import { entityTagOf, isNotModified } from './entity-tag.js';
import { ApiError } from './errors.js';
import { fileAccess } from './file-access.js';
import { streamedResponse } from './node-body.js';
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

interface Answer {
  path: string;
  file: { size: number; modifiedAt: Date; contentType?: string };
  range: ByteRange | undefined;
  inline: boolean;
  cacheControl: string;
}

/** Status and headers of a file's answer, the same for GET and HEAD. */
function answerInit({ path, file, range, inline, cacheControl }: Answer): ResponseInit {
  const headers: Record<string, string> = {
    ...fileResponseHeaders(
      { path, size: file.size, ...(file.contentType ? { contentType: file.contentType } : {}) },
      { inline },
    ),
    'Accept-Ranges': 'bytes',
    ETag: entityTagOf(file),
    'Cache-Control': cacheControl,
  };
  if (!range) return { headers };
  headers['Content-Length'] = String(range.end - range.start + 1);
  headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.size}`;
  return { status: 206, headers };
}

export function fileRoute(db: Db, storage: FileStorage, apiPrefix: string) {
  return async (c: Context) => {
    noteCall(c.req.raw, 'files');
    try {
      const path = storagePathFromUrl(c.req.path.slice(apiPrefix.length));
      const access = await fileAccess(db, c.req.raw, path);
      const answer = {
        path,
        inline: c.req.query('inline') === '1',
        // A stored name never changes content; a private file stays out of shared caches.
        cacheControl: access === 'public' ? 'public, max-age=86400' : 'private, no-cache',
      };
      const request = parseRange(c.req.header('range')) ?? undefined;
      const ifNoneMatch = c.req.header('if-none-match');
      // A revalidation or a HEAD needs only what stat() says; opening the file would start sending it.
      if (ifNoneMatch || c.req.method === 'HEAD') {
        const info = await storage.stat(path);
        if (!info) throw new FileError(FILE_MESSAGES.notFound, 404);
        const tag = entityTagOf(info);
        if (isNotModified(ifNoneMatch, tag)) {
          return new Response(null, {
            status: 304,
            headers: { ETag: tag, 'Cache-Control': answer.cacheControl },
          });
        }
        if (c.req.method === 'HEAD') {
          const range = request && rangeOf(request, info.size);
          if (range === null) throw new RangeNotSatisfiable(info.size);
          return new Response(null, answerInit({ ...answer, file: info, range }));
        }
      }
      const f = await storage.open(path, request);
      return streamedResponse(c, f.stream, answerInit({ ...answer, file: f, range: f.range }));
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
