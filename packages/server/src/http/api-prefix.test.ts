import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createSdk } from '@practice/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { noteUploadOf } from '../files/testing.js';
import { DEMO_PASSWORD, urlOf } from '../ops/specific/system/test-client.js';
import { API_BASE_META, consolePage } from '../static.js';
import { normalizePrefix } from './app.js';

// Deployments put the APIs behind a path prefix (the production internship API answers at
// /api/WDPracticeInternshipPlugin/api/v1/...): the server takes the prefix as a setting and the SDK a base
// URL with a path.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ apiPrefix: '/api/' });
}, 180_000);
afterAll(() => server?.close());

describe('an API prefix', () => {
  it('is normalised whichever slashes it was given', () => {
    expect(['api', '/api', '/api/', 'api/'].map((p) => normalizePrefix(p))).toEqual(Array(4).fill('/api'));
    expect([undefined, '', '/'].map((p) => normalizePrefix(p))).toEqual(['', '', '']);
    expect(normalizePrefix('/gateway/v2/')).toBe('/gateway/v2');
  });

  it('serves every API under the prefix to an SDK whose base URL carries it, and nothing without it', async () => {
    let token: string | null = null;
    const sdk = createSdk({ baseUrl: `${server.url}/api`, token: () => token });
    token = (await sdk.LoginCheck({ cUserName: 'school', cPassword: DEMO_PASSWORD })).token;
    // One call of each API: system, internship (under its plugin base) and gateway.
    expect((await sdk.GetUserInfoModel()).info.cUserName).toBe('school');
    expect((await sdk.GetInternshipInfoPageList({ pageNumber: 1, pageSize: 5 })).TotalCount).toBeGreaterThan(
      0,
    );
    expect((await sdk.GetGatewayNewsInfoPageList({ pageNumber: 1, pageSize: 5 })).TotalCount).toBeGreaterThan(
      0,
    );

    const prefixed = await fetch(
      `${server.url}/api${new URL(urlOf('', 'GetUserInfoModel'), 'http://x').pathname}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(prefixed.status).toBe(200);
    // Without the prefix the path is the console's, not the API's.
    const bare = await fetch(urlOf(server.url, 'GetUserInfoModel'), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bare.headers.get('content-type') ?? '').not.toContain('application/json');
    // An unknown call under the prefix still answers the envelope.
    const unknown = await fetch(`${server.url}/api/AuthSubAccountSystemWeb/api/v1/Nope/Nothing`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { Message: string }).Message).toBe('接口不存在');
  });

  it('serves stored files under the prefix, where the SDK builds their URLs', async () => {
    const stored = '华东理工职业技术学院/Internship/cFilePath/p1---前缀.txt';
    const target = join(server.filesDir, stored);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, 'behind the prefix');
    await noteUploadOf(server.db, stored, 'school');
    let token: string | null = null;
    const sdk = createSdk({ baseUrl: `${server.url}/api`, token: () => token });
    token = (await sdk.LoginCheck({ cUserName: 'school', cPassword: DEMO_PASSWORD })).token;
    const url = sdk.config.fileUrl(stored);
    expect(url.startsWith(`${server.url}/api/files/`)).toBe(true);
    const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(await r.text()).toBe('behind the prefix');
  });

  it('tells the console page where the APIs are', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>控制台</title></head></html>');
    const page = await (await consolePage(dir, '/api'))!.text();
    expect(page).toContain(`<head><meta name="${API_BASE_META}" content="/api"><title>`);
    const plain = await (await consolePage(dir, ''))!.text();
    expect(plain).not.toContain(API_BASE_META);
    expect(await consolePage(join(dir, 'missing'), '/api')).toBeNull();
  });
});
