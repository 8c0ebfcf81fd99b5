import { PUBLIC_APP_SETTING_KEYS } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { type Client, raw, signIn } from './test-client.js';

/*
 * System settings are the administrators' to read (platform and school admin); everyone else reads only
 * the public keys, through GetPublicAppSettingList.
 */

let server: TestServer;
const clients = new Map<string, Client>();

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'school', 'teacher', 'tutor', 'student'])
    clients.set(name, await signIn(server.url, name));
}, 180_000);
afterAll(() => server?.close());

const token = (name: string) => clients.get(name)?.token ?? null;
const firstSetting = async () =>
  (
    await server.db.query('select "fAppSettingId" as id from "AppSetting" where "cKey" = $1', [
      'register.needAudit',
    ])
  )[0]?.id as string;

describe.each(['teacher', 'tutor', 'student'])('%s', (name) => {
  it('is refused the settings’ page list, model and read by key', async () => {
    const calls = [
      raw(server.url, 'GetAppSettingPageList', { token: token(name), query: { pageSize: 10 } }),
      raw(server.url, 'GetAppSettingModel', {
        token: token(name),
        query: { fAppSettingId: await firstSetting() },
      }),
      raw(server.url, 'GetAppSettingModelByKey', {
        token: token(name),
        query: { cKey: 'register.needAudit' },
      }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(403);
      expect(r.json).toEqual({ Code: 403, Message: '没有权限访问该接口', Content: null });
    }
  });

  it('reads the public keys, and only those', async () => {
    const r = await raw(server.url, 'GetPublicAppSettingList', { token: token(name) });
    expect(r.status).toBe(200);
    const list = r.json.Content as { cKey: string; cValue: string | null }[];
    expect(list.map((s) => s.cKey)).toEqual([...PUBLIC_APP_SETTING_KEYS]);
    expect(list).toContainEqual({ cKey: 'site.title', cValue: '新工科实践教学平台' });
    expect(JSON.stringify(list)).not.toContain('register.needAudit');
  });
});

it.each(['admin', 'school'])('%s reads every setting', async (name) => {
  const page = await raw(server.url, 'GetAppSettingPageList', {
    token: token(name),
    query: { pageSize: 999999 },
  });
  expect((page.json.Content as { TotalCount: number }).TotalCount).toBeGreaterThan(
    PUBLIC_APP_SETTING_KEYS.length,
  );
  const model = await raw(server.url, 'GetAppSettingModel', {
    token: token(name),
    query: { fAppSettingId: await firstSetting() },
  });
  expect(model.json.Content).toMatchObject({ cKey: 'register.needAudit' });
  const byKey = await raw(server.url, 'GetAppSettingModelByKey', {
    token: token(name),
    query: { cKey: 'register.needAudit' },
  });
  expect(byKey.json.Content).toMatchObject({ cValue: 'true' });
});

it('refuses the public keys to a caller who is not signed in', async () => {
  expect((await raw(server.url, 'GetPublicAppSettingList')).status).toBe(401);
});
