import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, get } from 'node:http';
import { createServer as createNetServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createServer as createTlsServer, Server as TlsServer } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { getObject, type ObjectBody, type ObjectResponse } from './object-get.js';

/** A store that answers each connection as `answer` says, after reading the request's head. */
interface FakeStore {
  url: URL;
  requests: string[];
  /** Resolves when the server side of the connection closed (the client let go of it). */
  closed: Promise<void>;
  server: Server;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A store sending a 100 MB object as fast as its reader takes it: long enough to be left half way. */
const endlessStore = () =>
  fakeStore((s) => {
    s.write('HTTP/1.1 200 OK\r\nContent-Length: 100000000\r\n\r\n');
    const pump = () => {
      while (s.writable && s.write(Buffer.alloc(64 * 1024))) {}
      if (s.writable) s.once('drain', pump);
    };
    pump();
  });

function fakeStore(answer: (socket: Socket) => void, server: Server = createNetServer()): Promise<FakeStore> {
  const requests: string[] = [];
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  server.on(server instanceof TlsServer ? 'secureConnection' : 'connection', (socket: Socket) => {
    let head = '';
    socket.on('error', () => {});
    socket.on('close', markClosed);
    socket.on('data', (chunk: Buffer) => {
      if (head.includes('\r\n\r\n')) return;
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      requests.push(head);
      answer(socket);
    });
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      const scheme = server instanceof TlsServer ? 'https' : 'http';
      resolve({
        url: new URL(`${scheme}://127.0.0.1:${port}/bucket/a%20b.txt?X-Amz-Signature=abc`),
        requests,
        closed,
        server,
      });
    }),
  );
}

/** Bytes no two neighbouring 64 KB reads share, so that a buffer reused too early shows. */
const patterned = (length: number) =>
  Buffer.from(Array.from({ length }, (_, i) => (i * 7 + (i >> 16)) & 0xff));

/** A writable that takes a copy of each chunk only later, as a slow socket does, and keeps few in flight. */
function slowSink() {
  const got: Buffer[] = [];
  const sink = new Writable({
    highWaterMark: 32 * 1024,
    write(chunk: Buffer, _encoding, done) {
      setImmediate(() => {
        got.push(Buffer.from(chunk));
        done();
      });
    },
  });
  return { sink, bytes: () => Buffer.concat(got) };
}

/** The body of an answer the fast path took; a null answer fails the test here. */
function bodyOf(got: ObjectResponse | null): ObjectBody {
  if (!got) throw new Error('the answer was not taken');
  return got.body;
}

const sent = (body: ObjectBody, sink: Writable) =>
  new Promise<Error | null>((resolve) => body.sendTo(sink, resolve));

describe('a GET from the store over a socket of its own', () => {
  it('sends the URL, the host and the headers asked for, and reads the body as a Readable', async () => {
    const store = await fakeStore((s) =>
      s.end('HTTP/1.1 200 OK\r\nContent-Length: 5\r\nLast-Modified: x\r\n\r\nhello'),
    );
    const got = await getObject(store.url, { Range: 'bytes=0-' });
    expect(got?.head.status).toBe(200);
    expect(got?.length).toBe(5);
    expect((await buffer(bodyOf(got))).toString()).toBe('hello');
    expect(store.requests[0]).toBe(
      `GET /bucket/a%20b.txt?X-Amz-Signature=abc HTTP/1.1\r\nHost: ${store.url.host}\r\n` +
        'Connection: close\r\nRange: bytes=0-\r\n\r\n',
    );
  });

  it('writes a large body into a slow response in order, each buffer reused only once written', async () => {
    const data = patterned(3 * 1024 * 1024 + 123);
    const store = await fakeStore((s) => {
      s.write(`HTTP/1.1 206 Partial Content\r\nContent-Length: ${data.length}\r\n\r\n`);
      s.end(data);
    });
    const got = await getObject(store.url, {});
    const { sink, bytes } = slowSink();
    expect(await sent(bodyOf(got), sink)).toBeNull();
    expect(bytes().equals(data)).toBe(true);
    expect(sink.writableEnded).toBe(true);
  });

  it('takes an empty body, and stops at the length even if the store sends more', async () => {
    const empty = await fakeStore((s) => s.end('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n'));
    expect((await buffer(bodyOf(await getObject(empty.url, {})))).length).toBe(0);
    const more = await fakeStore((s) => s.end('HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabcdef'));
    const { sink, bytes } = slowSink();
    const got = await getObject(more.url, {});
    expect(await sent(bodyOf(got), sink)).toBeNull();
    expect(bytes().toString()).toBe('abc');
  });

  it.each([
    ['a 404', 'HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\n\r\nNoSuchKey'],
    ['a 416', 'HTTP/1.1 416 Range Not Satisfiable\r\nContent-Length: 0\r\n\r\n'],
    ['a redirect', 'HTTP/1.1 307 Temporary Redirect\r\nLocation: http://x/\r\nContent-Length: 0\r\n\r\n'],
    ['a chunked body', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n'],
    ['a body with no length', 'HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nhello'],
    ['a malformed head', 'HTTP/1.1 200 OK\r\nContent-Length : 5\r\n\r\nhello'],
    ['an HTTP/2 answer', 'HTTP/2 200\r\nContent-Length: 5\r\n\r\nhello'],
  ])('answers null for %s, and lets go of the connection', async (_, answer) => {
    const store = await fakeStore((s) => s.write(answer));
    expect(await getObject(store.url, {})).toBeNull();
    await store.closed;
  });

  it('fails when the store closes before answering or cannot be reached', async () => {
    const store = await fakeStore((s) => s.end('HTTP/1.1 200 OK\r\nContent-'));
    await expect(getObject(store.url, {})).rejects.toThrow(/closed before answering/);
    store.server.close();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(getObject(store.url, {})).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  describe('a store that dies half way', () => {
    const halfWay = () =>
      fakeStore((s) => {
        s.write('HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n');
        s.write(Buffer.alloc(300_000, 1), () => s.destroy());
      });

    it('cuts the response it was writing, never ends it as whole', async () => {
      const got = await getObject((await halfWay()).url, {});
      const { sink } = slowSink();
      const error = await sent(bodyOf(got), sink);
      expect(error?.message).toMatch(/closed \d+ bytes short/);
      expect(sink.destroyed).toBe(true);
      expect(sink.writableEnded).toBe(false);
    });

    it('errs as a Readable', async () => {
      const got = await getObject((await halfWay()).url, {});
      await expect(buffer(bodyOf(got))).rejects.toThrow(/closed \d+ bytes short/);
    });
  });

  it("closes the store's connection when the client goes away", async () => {
    const store = await endlessStore();
    const got = await getObject(store.url, {});
    const { sink } = slowSink();
    const result = sent(bodyOf(got), sink);
    setTimeout(() => sink.destroy(), 20);
    expect(await result).toMatchObject({ code: 'ERR_STREAM_PREMATURE_CLOSE' });
    await store.closed;
  });

  it('reads from an https endpoint', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'object-get-tls-'));
    try {
      // A certificate of the moment for 127.0.0.1, trusted by this request only.
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      const cert = readFileSync(join(dir, 'cert.pem'));
      const data = patterned(1024 * 1024);
      const store = await fakeStore(
        (s) => {
          s.write(`HTTP/1.1 200 OK\r\nContent-Length: ${data.length}\r\n\r\n`);
          s.end(data);
        },
        createTlsServer({ key: readFileSync(join(dir, 'key.pem')), cert }),
      );
      const got = await getObject(store.url, {}, { tls: { ca: cert } });
      const { sink, bytes } = slowSink();
      expect(await sent(bodyOf(got), sink)).toBeNull();
      expect(bytes().equals(data)).toBe(true);
      // Without the certificate's authority, the store is not trusted.
      await expect(getObject(store.url, {})).rejects.toThrow(/self-signed|self signed/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('into a real HTTP response', () => {
    /** A server whose every answer is the store's body at `storeUrl`, sent as node-body.ts sends it. */
    async function relay(storeUrl: URL) {
      const server = createHttpServer(async (_request, response) => {
        const got = await getObject(storeUrl, {});
        if (!got) return response.writeHead(502).end();
        response.writeHead(200, { 'content-length': got.length });
        got.body.sendTo(response, () => {});
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    }

    /** What a client reading the relay gets: all its bytes, or how it failed after some. */
    const download = (url: string) =>
      new Promise<{ bytes: number; complete: boolean }>((resolve) => {
        get(url, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          response.on('end', () => resolve({ bytes, complete: response.complete }));
          response.on('error', () => resolve({ bytes, complete: false }));
        }).on('error', () => resolve({ bytes: 0, complete: false }));
      });

    it('sends the whole body', async () => {
      const data = patterned(2 * 1024 * 1024);
      const store = await fakeStore((s) => {
        s.write(`HTTP/1.1 200 OK\r\nContent-Length: ${data.length}\r\n\r\n`);
        s.end(data);
      });
      expect(await download(await relay(store.url))).toEqual({ bytes: data.length, complete: true });
    });

    it("cuts the client's connection when the store dies half way", async () => {
      const store = await fakeStore((s) => {
        s.write('HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n');
        s.write(Buffer.alloc(300_000, 1), () => s.destroy());
      });
      const got = await download(await relay(store.url));
      expect(got.complete).toBe(false);
      expect(got.bytes).toBeLessThan(1_000_000);
    });

    it("closes the store's connection when the client goes away", async () => {
      const store = await endlessStore();
      const url = await relay(store.url);
      await new Promise<void>((resolve) => {
        const request = get(url, (response) => response.once('data', () => request.destroy()));
        request.on('close', () => resolve());
        request.on('error', () => {});
      });
      await store.closed;
    });
  });
});
