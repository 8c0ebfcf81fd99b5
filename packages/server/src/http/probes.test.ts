import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleDist, DEMO_PASSWORD, startTestServer, type TestServer } from '../../test/harness.js';
import { startTestBucket, type TestBucket } from '../../test/s3rver.js';
import type { StoreSettings } from '../files/store-config.js';
import { urlOf } from '../ops/specific/system/test-client.js';
import { createApp } from './app.js';
import type { Probes } from './probes.js';
import { type RequestLine, requestLogWanted } from './request-log.js';

// /healthz, /readyz and the request log: what a load balancer and a log collector read of each process.
const openapiDir = fileURLToPath(new URL('../../../../openapi', import.meta.url));
let server: TestServer;
let bucket: TestBucket;
beforeAll(async () => {
  [server, bucket] = await Promise.all([startTestServer(), startTestBucket()]);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await bucket?.close();
});

/** An app on the test server's database, with another store, a request log or a shutdown under way. */
const appWith = (
  o: { store?: StoreSettings; requestLog?: (line: RequestLine) => void; probes?: Probes } = {},
) =>
  createApp({
    db: server.db,
    config: { filesDir: join(server.filesDir, 'other'), uploadMaxMb: 5, store: o.store },
    consoleDir: consoleDist(),
    openapiDir,
    ...(o.requestLog ? { requestLog: o.requestLog } : {}),
    ...(o.probes ? { probes: o.probes } : {}),
  });

describe('probes', () => {
  it('answers /healthz, and /readyz when the database and the store answer', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const local = await fetch(`${server.url}/readyz`);
    expect(await local.json()).toEqual({ status: 'ok', database: server.db.kind, store: 'local' });
    const s3 = await appWith({ store: bucket.settings }).request('/readyz');
    expect(s3.status).toBe(200);
    expect(await s3.json()).toEqual({ status: 'ok', database: server.db.kind, store: 's3' });
  });

  it('answers /readyz 503 with the reason when the bucket is missing or the store does not answer', async () => {
    const missing = appWith({ store: { ...bucket.settings, bucket: 'no-such-bucket' } });
    const answer = await missing.request('/readyz');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      status: 'unavailable',
      store: expect.stringMatching(/^s3: .*NotFound/),
    });
    // The process itself is up all the same.
    expect((await missing.request('/healthz')).status).toBe(200);

    const unreachable = await appWith({
      store: { ...bucket.settings, endpoint: 'http://127.0.0.1:9' },
    }).request('/readyz');
    expect(unreachable.status).toBe(503);
    expect(await unreachable.json()).toEqual({
      status: 'unavailable',
      store: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('answers /readyz 503 once shutting down, and closes kept-alive connections after each answer', async () => {
    const app = appWith({ probes: { draining: true } });
    const answer = await app.request('/readyz');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
    expect((await app.request('/healthz')).headers.get('connection')).toBe('close');
  });
});

describe('the request log', () => {
  it('writes one line per request: time, method, operation, caller, status and milliseconds', async () => {
    const lines: RequestLine[] = [];
    const app = appWith({ requestLog: (line) => lines.push(line) });
    const signIn = await app.request(urlOf('', 'LoginCheck'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cUserName: 'admin', cPassword: DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as { Content: { token: string } }).Content.token;
    await app.request(urlOf('', 'GetUserInfoModel'), { headers: { authorization: `Bearer ${token}` } });
    await app.request('/healthz');
    await app.request('/files/default/Internship/x---无.txt');
    expect(lines).toEqual([
      {
        time: expect.any(String),
        method: 'POST',
        operation: 'LoginCheck',
        userId: null,
        status: 200,
        ms: expect.any(Number),
      },
      expect.objectContaining({ method: 'GET', operation: 'GetUserInfoModel', status: 200 }),
      expect.objectContaining({ operation: '/healthz', userId: null, status: 200 }),
      expect.objectContaining({ operation: 'files', userId: null, status: 401 }),
    ]);
    expect(lines[1]?.userId).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(lines[0]?.time ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is off unless REQUEST_LOG asks for it', () => {
    expect([undefined, '', 'false', '0', 'off'].map(requestLogWanted)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['json', 'JSON', 'true', '1'].map(requestLogWanted)).toEqual([true, true, true, true]);
  });
});
