/**
 * A GET of one object from the store over a socket of its own, for downloads (s3-storage.ts `open`).
 *
 * Why not the SDK's stream: node:http's client parser copies every body chunk it reads, and the server spent
 * 1.25 s of CPU per GB sent to a client (bench/files-store.ts), as much again as the store and the client
 * together. Here the body is read with `onread` into a few reused buffers, each written to the client's
 * response and given back once the response's socket has taken it: no copy, no allocation per chunk.
 * (undici's `request` was measured too: no cheaper than node:http.)
 *
 * Only the plainest answer is streamed this way: HTTP/1.x, 200 or 206, the body framed by Content-Length
 * alone. Anything else (a 404, a 416, a chunked body, a head this does not parse) answers null, and the
 * caller asks again through the SDK, which knows every error's shape. The request says Connection: close,
 * so the body ends where the store closes or the length says, whichever comes first; a connection that
 * ends before the length is an error, never a short file taken as whole.
 */
import { connect as netConnect, type Socket } from 'node:net';
import { Readable, type Writable } from 'node:stream';
import { type ConnectionOptions, connect as tlsConnect } from 'node:tls';
import {
  contentLengthOf,
  headEnd,
  MAX_HEAD_BYTES,
  parseResponseHead,
  type ResponseHead,
} from './response-head.js';

const CHUNK_BYTES = 64 * 1024;
/** Buffers one download keeps for reuse: what the response's socket holds before it asks us to wait. */
const POOL_BUFFERS = 8;
/** How long the store may take to connect and answer the head; the body has no limit (a slow client). */
const HEAD_TIMEOUT_MS = 30_000;

/** Named as pipeline names it, so that node-body.ts tells a client that left from a store that failed. */
const clientLeft = () =>
  Object.assign(new Error('the client went away before the whole body'), {
    code: 'ERR_STREAM_PREMATURE_CLOSE',
  });

export interface ObjectResponse {
  readonly head: ResponseHead;
  /** The body's bytes (the whole object, or the range sent). */
  readonly length: number;
  readonly body: ObjectBody;
}

export interface GetOptions {
  /** Extra TLS settings (a test's own certificate authority); production uses the system's. */
  readonly tls?: ConnectionOptions;
}

/**
 * GETs `url` (a presigned URL: the signature is in its query) with `headers`. Null when the answer is not
 * one ObjectBody can stream (see above); the socket is then closed.
 */
export function getObject(url: URL, headers: Record<string, string>, options: GetOptions = {}) {
  return new Promise<ObjectResponse | null>((resolve, reject) => {
    const https = url.protocol === 'https:';
    if (!https && url.protocol !== 'http:') return reject(new Error(`not an http(s) URL: ${url.protocol}`));
    const port = Number(url.port || (https ? 443 : 80));
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let headBytes = Buffer.alloc(0);
    let body: ObjectBody | undefined;
    const onread = {
      // Fresh buffers until the head is read and while the body is read as a Readable; the pool once
      // the body is sent to a response (which gives each back).
      buffer: () => body?.nextBuffer() ?? Buffer.allocUnsafe(CHUNK_BYTES),
      callback: (n: number, buffer: Buffer): boolean => {
        if (body) return body.received(n, buffer);
        headBytes = Buffer.concat([headBytes, buffer.subarray(0, n)]);
        const end = headEnd(headBytes);
        if (end < 0) {
          if (headBytes.length > MAX_HEAD_BYTES) fail(new Error('the store sent a head too long'));
          return true;
        }
        let head: ResponseHead;
        try {
          head = parseResponseHead(headBytes.subarray(0, end));
        } catch {
          return settle(null);
        }
        const length = contentLengthOf(head);
        if ((head.status !== 200 && head.status !== 206) || length === null) return settle(null);
        socket.setTimeout(0);
        body = new ObjectBody(socket, length, headBytes.subarray(end));
        resolve({ head, length, body });
        return true;
      },
    };
    const socket: Socket = https
      ? // The server name (SNI, and the name the certificate must carry) is the host's, as Node sets it.
        tlsConnect({
          host,
          port,
          ALPNProtocols: ['http/1.1'],
          ...options.tls,
          onread,
        } as ConnectionOptions)
      : netConnect({ host, port, onread });
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    /** Answers without a body of ours: the socket is closed, its remaining bytes unread. */
    const settle = (value: null) => {
      socket.destroy();
      resolve(value);
      return false;
    };
    socket.setTimeout(HEAD_TIMEOUT_MS, () => fail(new Error('the store did not answer in time')));
    socket.on('error', (error) => (body ? body.storeFailed(error) : fail(error)));
    socket.on('close', () =>
      body ? body.storeClosed() : fail(new Error('the store closed before answering')),
    );
    socket.on(https ? 'secureConnect' : 'connect', () => {
      const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`, 'Connection: close'];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
    });
  });
}

/**
 * An object's body as it comes off the socket. `sendTo` writes it into a response with the reused buffers
 * (what the /files route does, node-body.ts); read as any Readable instead (tests, a server without the
 * Node-stream path), each chunk is a buffer of its own. Either way it ends with an error, not an end,
 * when the store's connection closes before `length` bytes came.
 */
export class ObjectBody extends Readable {
  #left: number;
  #pool: Buffer[] | undefined;
  #out: Writable | undefined;
  #done: ((error: Error | null) => void) | undefined;
  #finished = false;

  constructor(
    private readonly socket: Socket,
    length: number,
    first: Buffer,
  ) {
    super();
    this.#left = length;
    // Bytes of the body that came with the head: kept until a consumer is chosen (a copy, as the head's
    // buffer is small and gone after this).
    if (first.length) this.#deliverCopy(Buffer.from(first));
    else if (length === 0) this.#end();
    if (!this.#finished) socket.pause();
  }

  /** The buffer the next socket read goes into. */
  nextBuffer(): Buffer {
    return (this.#out && this.#pool?.pop()) || Buffer.allocUnsafe(CHUNK_BYTES);
  }

  /** Sends the rest of the body into `out` and ends it; `done` once all was written or it failed. */
  sendTo(out: Writable, done: (error: Error | null) => void) {
    if (this.#out || this.readableFlowing !== null) throw new Error('the body is being read already');
    this.#out = out;
    this.#done = done;
    this.#pool = [];
    out.on('close', () => {
      // The client went away (or the response ended): the store's connection has no further use.
      if (!this.#finished) this.#finish(clientLeft());
    });
    out.on('error', () => {});
    // What came before sendTo was held as a Readable's buffer: written first, in order.
    for (let chunk = this.read() as Buffer | null; chunk; chunk = this.read() as Buffer | null)
      out.write(chunk);
    if (this.#finished) return this.#complete();
    this.socket.resume();
  }

  /** `n` bytes read into `buffer`; false asks the socket to wait. */
  received(n: number, buffer: Buffer): boolean {
    if (this.#finished) return false;
    const take = Math.min(n, this.#left);
    this.#left -= take;
    const chunk = buffer.subarray(0, take);
    let more: boolean;
    if (this.#out) {
      const pool = this.#pool;
      more = this.#out.write(chunk, () => {
        if (pool && pool.length < POOL_BUFFERS) pool.push(buffer);
      });
      if (!more && this.#left > 0) this.#out.once('drain', () => this.socket.resume());
    } else {
      more = this.push(chunk);
    }
    if (this.#left === 0) {
      this.#end();
      return false;
    }
    return more;
  }

  storeFailed(error: Error) {
    if (!this.#finished) this.#finish(error);
  }

  storeClosed() {
    if (!this.#finished) this.#finish(new Error(`the store's connection closed ${this.#left} bytes short`));
  }

  override _read() {
    this.socket.resume();
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void) {
    this.#finished = true;
    this.socket.destroy();
    callback(error);
  }

  #deliverCopy(chunk: Buffer) {
    const take = Math.min(chunk.length, this.#left);
    this.#left -= take;
    this.push(chunk.subarray(0, take));
    if (this.#left === 0) this.#end();
  }

  #end() {
    this.#finished = true;
    this.socket.destroy();
    if (this.#out) this.#complete();
    else this.push(null);
  }

  /** The whole body was handed to the response: done once the response has flushed it (or failed to). */
  #complete() {
    const done = this.#done;
    this.#done = undefined;
    this.#out?.end((error?: Error | null) => done?.(error ?? null));
  }

  /** Stops on an error: the response is cut (the client sees a broken download), or the Readable errs. */
  #finish(error: Error) {
    this.#finished = true;
    this.socket.destroy();
    if (this.#out) {
      this.#out.destroy(error);
      this.#done?.(error);
      this.#done = undefined;
    } else {
      this.destroy(error);
    }
  }
}
