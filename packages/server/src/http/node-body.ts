/**
 * A response body sent from a Node stream straight to the socket, beside Hono. The /files route answers
 * with the store's own Node stream (a file on disk, an object store's response); handing it to Hono as a web
 * ReadableStream (Readable.toWeb) cost a promise and a pause/resume for every chunk, twice over, and held
 * downloads near 70 % of the store's own rate (bench/files-store.ts).
 *
 * The route still answers Hono with a Response, without a body, so that every middleware sees and adjusts it
 * as before (the security headers, the request log's status, Connection: close while draining); the stream
 * waits beside it, noted on the Node request. Once Hono is done, `withNodeBodies` (boot/start.ts) writes the
 * final status and headers and pipes the stream into the socket. A client that goes away destroys the
 * stream (no store connection or file handle is left open); a store that fails half way cuts the
 * connection, as the client must not take a short body for the whole file.
 *
 * An object store's body (files/object-get.ts) is not piped but writes itself, into buffers it reuses once
 * the socket has taken them; it too cuts the connection if the store fails and lets go of the store if the
 * client leaves.
 *
 * A request that did not come through the wrapper (app.request in tests, a server started without it) gets
 * the web stream, as before.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { ObjectBody } from '../files/object-get.js';

type NodeBindings = HttpBindings | Http2Bindings;

/**
 * Requests served through withNodeBodies (null), and the stream each one's answer is to be sent from once
 * the route left it. A request of any other caller (app.request, a server started without the wrapper) is
 * not here, and gets the web stream.
 */
const pending = new WeakMap<object, Readable | null>();

/** A response whose body is `stream`: sent from Node to the socket when served by Node, else as a web stream. */
export function streamedResponse(c: Context, stream: Readable, init: ResponseInit): Response {
  const incoming = (c.env as Partial<NodeBindings> | undefined)?.incoming;
  if (!incoming || !pending.has(incoming)) {
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, init);
  }
  // Until the pipeline takes it, an error of the store's stream is kept for it rather than thrown.
  stream.on('error', () => {});
  pending.set(incoming, stream);
  return new Response(null, init);
}

/** Hono's Headers as Node's writeHead takes them (several Set-Cookie stay several). */
function nodeHeaders(headers: Headers): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of headers) if (name !== 'set-cookie') out[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  return out;
}

/** A client that left (ERR_STREAM_PREMATURE_CLOSE) is no fault; a store that failed is logged. */
function logFailure(error: Error | null | undefined) {
  if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
    console.error('文件下载中断:', error);
  }
}

type Fetch = (request: Request, env: NodeBindings) => Response | Promise<Response>;

/**
 * Wraps the app's fetch for @hono/node-server: a response with a stream waiting is written here. A response
 * that something after the route replaced with a body of its own (an error's envelope), or a HEAD, is
 * answered as Hono made it, and the stream is closed unread.
 */
export function withNodeBodies(fetch: Fetch): Fetch {
  return async (request, env) => {
    pending.set(env.incoming, null);
    let response: Response;
    try {
      response = await fetch(request, env);
    } catch (error) {
      pending.get(env.incoming)?.destroy();
      pending.delete(env.incoming);
      throw error;
    }
    const stream = pending.get(env.incoming);
    pending.delete(env.incoming);
    if (!stream) return response;
    if (response.body !== null || request.method === 'HEAD' || env.outgoing.headersSent) {
      stream.destroy();
      return response;
    }
    env.outgoing.writeHead(response.status, nodeHeaders(response.headers));
    // An object store's body writes itself with buffers it reuses (files/object-get.ts); it cuts the
    // response if the store fails, and closes the store's connection if the client leaves.
    if (stream instanceof ObjectBody) stream.sendTo(env.outgoing, logFailure);
    else pipeline(stream, env.outgoing, logFailure);
    return RESPONSE_ALREADY_SENT;
  };
}
