import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PLUGIN_BASE } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../test/s3rver.js';
import type { Db } from '../db/driver.js';
import type { StoreSettings } from '../files/store-config.js';
import { createApp, routesOf } from './app.js';
import type { Probes } from './probes.js';
import { type RequestLine, requestLogWanted } from './request-log.js';

// /healthz, /readyz and the request log: what a load balancer and a log collector read of each process.
// The probes ask the database only `select 1`, so a stand-in answers it (or refuses, like a database that is
// down); a signed-in caller's line is in file-access.test.ts, on a real server. Nothing here reaches a test
// server or database, so the PostgreSQL pass leaves this file out.
const answering = { kind: 'postgres', query: async () => [{ '?column?': 1 }] } as unknown as Db;
const down = {
  kind: 'postgres',
  query: async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  },
} as unknown as Db;

let bucket: TestBucket;
let filesDir: string;
beforeAll(async () => {
  bucket = await startTestBucket();
  filesDir = mkdtempSync(join(tmpdir(), 'probes-'));
});
afterAll(async () => {
  await bucket?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const appWith = (
  o: { db?: Db; store?: StoreSettings; requestLog?: (line: RequestLine) => void; probes?: Probes } = {},
) =>
  createApp({
    db: o.db ?? answering,
    config: { filesDir, uploadMaxMb: 5, store: o.store },
    consoleDir: filesDir,
    openapiDir: filesDir,
    ...(o.requestLog ? { requestLog: o.requestLog } : {}),
    ...(o.probes ? { probes: o.probes } : {}),
  });

describe('probes', () => {
  it('answers /healthz, and /readyz when the database and the store answer', async () => {
    expect((await appWith().request('/healthz')).status).toBe(200);
    const local = await appWith().request('/readyz');
    expect(await local.json()).toEqual({ status: 'ok', database: 'postgres', store: 'local' });
    const s3 = await appWith({ store: bucket.settings }).request('/readyz');
    expect(s3.status).toBe(200);
    expect(s3.headers.get('cache-control')).toBe('no-store');
    expect(await s3.json()).toEqual({ status: 'ok', database: 'postgres', store: 's3' });
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

    const unreachable = appWith({ store: { ...bucket.settings, endpoint: 'http://127.0.0.1:9' } });
    const refused = await unreachable.request('/readyz');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      status: 'unavailable',
      store: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('answers /readyz 503 when the database does not answer', async () => {
    const answer = await appWith({ db: down }).request('/readyz');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      status: 'unavailable',
      database: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432',
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
    await app.request('/healthz');
    await app.request(
      routesOf([DEFAULT_PLUGIN_BASE]).find((r) => r.op.name === 'GetSchoolPageList')?.path ?? '',
    );
    await app.request('/files/default/Internship/x---无.txt');
    expect(lines).toEqual([
      {
        time: expect.any(String),
        method: 'GET',
        operation: '/healthz',
        userId: null,
        status: 200,
        ms: expect.any(Number),
      },
      expect.objectContaining({ operation: 'GetSchoolPageList', userId: null, status: 401 }),
      expect.objectContaining({ operation: 'files', userId: null, status: 401 }),
    ]);
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
