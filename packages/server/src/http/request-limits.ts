import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.js';
import { errorEnvelope } from './pipeline.js';

/*
 * How large a request's address and headers may be, refused in the envelope like every other refusal
 * (issue 24: Node's parser answered a bare 431 without a body). Two layers:
 *   - requestLimits, the first middleware: a path and query past MAX_URL_BYTES answer 414, headers past
 *     MAX_HEADER_BYTES 431, with the security headers every answer carries;
 *   - Node's parser, which stops reading at PARSER_MAX_HEADER_BYTES, far above both, so that only requests
 *     no client sends reach it: answerClientErrors writes the envelope there, where no middleware runs.
 * Both statuses are documented for every operation (the contract's refusals.ts).
 */
export const MAX_URL_BYTES = 8 * 1024;
export const MAX_HEADER_BYTES = 16 * 1024;
export const PARSER_MAX_HEADER_BYTES = 64 * 1024;

export const URL_TOO_LONG = `请求地址过长（不能超过 ${MAX_URL_BYTES / 1024} KB）`;
export const HEADERS_TOO_LARGE = `请求头过大（不能超过 ${MAX_HEADER_BYTES / 1024} KB）`;
export const MALFORMED_REQUEST = '请求格式不正确';
export const REQUEST_TIMEOUT = '请求超时';

/** Bytes of the request line's target: the path and query as sent (percent-encoded, so ASCII). */
const targetBytes = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname.length + search.length;
};

/** Bytes of the header lines: name, ': ', value and CRLF each. */
const headerBytes = (headers: Headers) => {
  let total = 0;
  for (const [name, value] of headers) total += name.length + Buffer.byteLength(value) + 4;
  return total;
};

export const requestLimits = (): MiddlewareHandler => async (c, next) => {
  if (targetBytes(c.req.url) > MAX_URL_BYTES) return errorEnvelope(new ApiError(414, URL_TOO_LONG));
  if (headerBytes(c.req.raw.headers) > MAX_HEADER_BYTES)
    return errorEnvelope(new ApiError(431, HEADERS_TOO_LARGE));
  await next();
};

/** A whole HTTP answer written on the socket: the envelope, as the pipeline would have sent it. */
function rawEnvelope(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ Code: status, Message: message, Content: null });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Requests Node's parser refuses before the app sees them (what Node would answer, in the envelope). */
function parserRefusal(code: string | undefined): string {
  if (code === 'HPE_HEADER_OVERFLOW')
    return rawEnvelope(431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE);
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return rawEnvelope(408, 'Request Timeout', REQUEST_TIMEOUT);
  return rawEnvelope(400, 'Bad Request', MALFORMED_REQUEST);
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A client gone, or an answer already under way: there is no one to tell.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(parserRefusal(error.code));
  });
}
