import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { safeJoin } from './static.js';

const consoleDir = mkdtempSync(join(tmpdir(), 'console-'));
const openapiDir = mkdtempSync(join(tmpdir(), 'openapi-'));
writeFileSync(join(consoleDir, 'index.html'), '<title>控制台</title>');
writeFileSync(join(openapiDir, 'system.openapi.json'), '{"openapi":"3.1.0"}');
writeFileSync(join(tmpdir(), 'secret.txt'), 'secret');

const server = createApp({ consoleDir, openapiDir });
let origin = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the reference server', () => {
  it('answers health, documents and the console with its single-page fallback', async () => {
    expect(await (await fetch(`${origin}/health`)).json()).toMatchObject({ status: 'ok' });
    expect(await (await fetch(`${origin}/openapi/system.openapi.json`)).json()).toEqual({ openapi: '3.1.0' });
    const page = await fetch(`${origin}/practice/practice-manage/teacher-list`);
    expect(await page.text()).toContain('控制台');
  });

  it('answers contract paths with the envelope, never the console page', async () => {
    const known = await fetch(`${origin}/WDPracticeInternshipPlugin/api/v1/School/GetSchoolPageList`);
    expect(known.status).toBe(501);
    expect(await known.json()).toMatchObject({ Code: 501, Message: '该接口尚未实现' });
    const unknown = await fetch(`${origin}/AuthSubAccountSystemWeb/api/v1/Nope/Nothing`);
    expect(await unknown.json()).toMatchObject({ Code: 404, Message: '接口不存在' });
  });

  it.each(['../secret.txt', '%2e%2e/secret.txt', '..%2fsecret.txt', 'a/../../secret.txt', '%00'])(
    'never serves %s from outside its folders',
    (path) => {
      expect(safeJoin(openapiDir, path)).toBeNull();
    },
  );
});
