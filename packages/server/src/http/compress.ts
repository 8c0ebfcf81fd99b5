import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedEncodings } from '../static.js';
import { isJson } from './pipeline.js';

/*
 * The API's JSON answers, compressed for a client that accepts it. A signed-in page's first calls are the
 * user's information (about 20 kB of JSON, most of it the names of the calls the user may make) and menu
 * (10 kB): on a phone's slow network that was a sixth of a second of the first screen's critical path, sent
 * as it was. Brotli at quality 4 packs them to a sixth, in well under a millisecond, on zlib's threads.
 *
 * Compression with secrets in the body is a BREACH concern only where a page of another site can make the
 * browser send a call with its own text echoed beside a secret: the API takes JSON bodies only, which no
 * other site can post without the server's consent (pipeline.ts, readBody), and refuses a cookie ridden from
 * another site.
 */

/** Below this, the coding's own overhead and the work outweigh the bytes saved. */
export const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The answer as the client accepts it: Brotli when it may, else gzip, else as it is. Only JSON answers of at
 * least COMPRESS_FROM_BYTES are compressed, but every JSON answer varies by Accept-Encoding (a cache must not
 * give one client another's coding).
 */
export async function compressedAnswer(response: Response, acceptEncoding: string | null): Promise<Response> {
  if (
    !response.body ||
    response.headers.has('content-encoding') ||
    !isJson(response.headers.get('content-type'))
  ) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.append('vary', 'accept-encoding');
  const plain = Buffer.from(await response.arrayBuffer());
  const accepted = acceptedEncodings(acceptEncoding);
  let body = plain;
  if (plain.length >= COMPRESS_FROM_BYTES && accepted.has('br')) {
    body = await brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    });
    headers.set('content-encoding', 'br');
  } else if (plain.length >= COMPRESS_FROM_BYTES && accepted.has('gzip')) {
    body = await gzipped(plain, { level: 5 });
    headers.set('content-encoding', 'gzip');
  }
  headers.set('content-length', String(body.length));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
