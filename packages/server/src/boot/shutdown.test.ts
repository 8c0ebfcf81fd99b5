import { Agent, createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { stopAccepting } from './shutdown.js';

// A shutdown (SIGTERM, SIGINT: main.ts, boot/start.ts) lets the requests in flight finish, takes no new
// ones, closes kept-alive connections as they fall idle, and gives up on a stalled request after its grace
// time; only then is the database closed.
let server: Server;
let release = () => {};
let firstBytesSent: Promise<void>;
afterEach(() => {
  release();
  server.closeAllConnections();
  server.close();
});

/** A server whose /slow answer sends its first bytes, then waits until released. */
async function start(): Promise<string> {
  let sent = () => {};
  firstBytesSent = new Promise((resolve) => {
    sent = resolve;
  });
  server = createServer((req, res) => {
    if (req.url !== '/slow') return res.end('quick');
    res.write('first ', () => sent());
    release = () => res.end('last');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET on a connection of its own: its status and its whole body, or the error that cut it. */
const get = (url: string, agent: Agent | false = false) =>
  new Promise<string>((resolve, reject) => {
    request(url, { agent }, (res) => {
      let body = '';
      res.on('data', (d) => {
        body += String(d);
      });
      res.on('end', () => resolve(body));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('aborted')));
    })
      .on('error', reject)
      .end();
  });

/** The slow answer, once its first bytes have been sent (in an object: awaiting it must not wait for the end). */
const inFlight = async (base: string, agent: Agent | false = false) => {
  const answer = get(`${base}/slow`, agent);
  answer.catch(() => {});
  await firstBytesSent;
  return { answer };
};

describe('stopAccepting', () => {
  it('finishes a request in flight and refuses new ones meanwhile', async () => {
    const base = await start();
    // Kept alive: once answered, its connection falls idle and must be closed then, not at its timeout.
    const { answer } = await inFlight(base, new Agent({ keepAlive: true }));
    let stopped = false;
    const stopping = stopAccepting(server, 5000).then(() => {
      stopped = true;
    });
    await expect(get(`${base}/`)).rejects.toThrow(/ECONNREFUSED/);
    expect(stopped).toBe(false);
    release();
    expect(await answer).toBe('first last');
    const answered = performance.now();
    await stopping;
    expect(performance.now() - answered).toBeLessThan(1000);
    expect(stopped).toBe(true);
  });

  it('does not wait for a kept-alive connection that is idle', async () => {
    const base = await start();
    const agent = new Agent({ keepAlive: true });
    const res = await new Promise<IncomingMessage>((resolve) =>
      request(`${base}/`, { agent }, resolve).end(),
    );
    res.resume();
    await new Promise((resolve) => res.on('end', resolve));
    expect(Object.keys(agent.freeSockets)).toHaveLength(1); // the connection stays open for the next request
    const started = performance.now();
    await stopAccepting(server, 5000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('cuts off a request still going when the grace time is up', async () => {
    const base = await start();
    const { answer } = await inFlight(base);
    const started = performance.now();
    await stopAccepting(server, 200);
    expect(performance.now() - started).toBeLessThan(2000);
    await expect(answer).rejects.toThrow();
  });
});
