import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { safeJoin } from '../static.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
  mkdirSync(join(server.filesDir, 'default/news'), { recursive: true });
  writeFileSync(join(server.filesDir, 'default/news/hello.png'), 'hello');
}, 60_000);
afterAll(() => server?.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const SCHOOLS = '/WDPracticeInternshipPlugin/api/v1/School/GetSchoolPageList';

describe('the reference server', () => {
  it('answers health and the OpenAPI documents', async () => {
    expect(await (await get('/health')).json()).toMatchObject({
      status: 'ok',
      operations: expect.any(Number),
    });
    const doc = await (await get('/openapi/system.openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\.1/);
  });

  it('answers contract paths with the envelope, never the console page', async () => {
    const unknown = await get('/AuthSubAccountSystemWeb/api/v1/Nope/Nothing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ Code: 404, Message: '接口不存在', Content: null });
  });

  it('asks for a sign-in without a token, and with an unknown one', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of variants) {
      const res = await get(SCHOOLS, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ Code: 401, Message: '请先登录', Content: null });
    }
  });

  it('serves stored files and nothing outside their folder', async () => {
    expect(await (await get('/files/default/news/hello.png')).text()).toBe('hello');
    const missing = await get('/files/..%2f..%2fetc%2fpasswd');
    expect(missing.status).toBe(404);
    expect((await missing.json()).Code).toBe(404);
  });

  it.each(['../secret.txt', '%2e%2e/secret.txt', '..%2fsecret.txt', 'a/../../secret.txt', '%00', '%E0%A4%A'])(
    'resolves no path outside its root for %s',
    (p) => {
      writeFileSync(join(tmpdir(), 'secret.txt'), 'secret');
      expect(safeJoin(join(tmpdir(), 'root'), p)).toBeNull();
    },
  );
});
