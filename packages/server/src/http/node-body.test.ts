import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamedResponse, withNodeBodies } from './node-body.js';

// The Node-stream path of a response body (what /files answers with), on a real Node server: what the
// middlewares make of the response is what the client gets, and the stream never outlives the request.

/** A stream of `chunks` chunks of 64 KB (endless without), noting whether it was closed. */
function source(chunks = Number.POSITIVE_INFINITY, failAfter = Number.POSITIVE_INFINITY) {
  let sent = 0;
  const state = { closed: false, stream: null as unknown as Readable };
  state.stream = new Readable({
    read() {
      if (sent >= failAfter) return this.destroy(new Error('the store went away'));
      if (sent >= chunks) return this.push(null);
      sent += 1;
      this.push(Buffer.alloc(64 * 1024, 'x'));
    },
  });
  state.stream.on('close', () => {
    state.closed = true;
  });
  return state;
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((r) => setTimeout(r, 20));
  return done();
};

describe('withNodeBodies', () => {
  let server: ServerType;
  let url = '';
  let next: ReturnType<typeof source>;
  const app = new Hono();
  app.use('*', async (c, nextMiddleware) => {
    await nextMiddleware();
    c.header('X-After', 'middleware');
  });
  app.use('/replaced', async (c, nextMiddleware) => {
    await nextMiddleware();
    c.res = c.json({ replaced: true }, 500);
  });
  app.get('*', (c) =>
    streamedResponse(c, next.stream, { status: 206, headers: { 'Content-Type': 'text/plain' } }),
  );

  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: withNodeBodies(app.fetch), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the whole stream with the status and headers the middlewares left', async () => {
    next = source(40);
    const r = await fetch(`${url}/file`);
    expect(r.status).toBe(206);
    expect(r.headers.get('x-after')).toBe('middleware');
    expect(r.headers.get('content-type')).toBe('text/plain');
    expect((await r.arrayBuffer()).byteLength).toBe(40 * 64 * 1024);
    expect(next.closed).toBe(true);
  });

  it('closes the stream when the client goes away half way', async () => {
    next = source();
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${url}/file`, (response) => {
        response.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
      req.on('close', resolve);
      req.end();
      setTimeout(() => reject(new Error('no data came')), 5000);
    });
    expect(await until(() => next.closed)).toBe(true);
    expect(next.stream.destroyed).toBe(true);
  });

  it('cuts the connection when the stream fails half way, so that no short body passes for the whole', async () => {
    next = source(Number.POSITIVE_INFINITY, 20);
    const r = await fetch(`${url}/file`);
    expect(r.status).toBe(206);
    await expect(r.arrayBuffer()).rejects.toThrow();
  });

  it('answers what replaced the response after the route, and closes the stream unread', async () => {
    next = source();
    const r = await fetch(`${url}/replaced`);
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ replaced: true });
    expect(await until(() => next.closed)).toBe(true);
  });

  it('answers HEAD with the headers alone and closes the stream unread', async () => {
    next = source();
    const r = await fetch(`${url}/file`, { method: 'HEAD' });
    expect(r.status).toBe(206);
    expect(r.headers.get('x-after')).toBe('middleware');
    expect(await r.text()).toBe('');
    expect(await until(() => next.closed)).toBe(true);
  });

  it('answers a web stream to a request that did not come through it (app.request, a plain server)', async () => {
    next = source(3);
    const r = await app.request('/file');
    expect(r.status).toBe(206);
    expect((await r.arrayBuffer()).byteLength).toBe(3 * 64 * 1024);

    const plain = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      next = source(5);
      const served = await fetch(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/file`);
      expect(served.status).toBe(206);
      expect((await served.arrayBuffer()).byteLength).toBe(5 * 64 * 1024);
    } finally {
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });
});
