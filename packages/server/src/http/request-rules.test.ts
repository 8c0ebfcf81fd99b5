import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import {
  type Client,
  DEMO_PASSWORD,
  formWith,
  HUADONG,
  PNG,
  raw,
  signIn,
  urlOf,
} from '../ops/specific/system/test-client.js';

/*
 * What the shared pipeline refuses before any handler runs, whoever calls: a JSON body sent as another type
 * (415: a form or text/plain post is what a cross-site page can make a browser send, login CSRF), a NUL
 * character in any text (400: PostgreSQL cannot store it), an email the documents' `format: email` refuses,
 * and a method an operation does not have (405 with Allow).
 */

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
}, 180_000);
afterAll(() => server?.close());

const credentials = JSON.stringify({ cUserName: 'admin', cPassword: DEMO_PASSWORD });
const post = (name: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(urlOf(server.url, name), { method: 'POST', headers, body });

describe('a JSON body', () => {
  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['text/plain with a charset', { 'content-type': 'text/plain;charset=UTF-8' }],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no type at all', {}],
    ['a type that only starts like JSON', { 'content-type': 'application/jsonp' }],
  ])('sent as %s is refused with 415 and signs nobody in', async (_, headers) => {
    const r = await post('LoginCheck', credentials, headers);
    expect(r.status).toBe(415);
    expect(await r.json()).toEqual({
      Code: 415,
      Message: '请求内容类型必须为 application/json',
      Content: null,
    });
    expect(r.headers.get('set-cookie')).toBeNull();
  });

  it('sent as application/json, with or without a charset, is read', async () => {
    for (const type of ['application/json', 'Application/JSON; charset=utf-8']) {
      const r = await post('LoginCheck', credentials, { 'content-type': type });
      expect(r.status).toBe(200);
    }
  });

  it('is refused on a signed-in write too, and nothing is written', async () => {
    const r = await post('AddAppSetting', JSON.stringify({ cKey: 'csrf.test', cValue: '1' }), {
      authorization: `Bearer ${admin.token}`,
      'content-type': 'text/plain',
    });
    expect(r.status).toBe(415);
    expect(await server.db.query(`select 1 from "AppSetting" where "cKey" = 'csrf.test'`)).toEqual([]);
  });

  it('leaves uploads to multipart', async () => {
    const r = await raw(server.url, 'BatchUpload', {
      token: admin.token,
      query: { folder: 'default' },
      form: formWith('pixel.png', PNG),
    });
    expect(r.status).toBe(200);
  });
});

describe('a NUL character', () => {
  const NUL_REFUSED = { Code: 400, Message: '输入内容不能包含空字符', Content: null };

  it.each([
    [
      'in a signed-out sign-in',
      () => raw(server.url, 'LoginCheck', { body: { cUserName: 'a\u0000b', cPassword: 'x' } }),
    ],
    [
      'in a password',
      () => raw(server.url, 'LoginCheck', { body: { cUserName: 'admin', cPassword: 'x\u0000' } }),
    ],
    [
      'in a key of the body',
      () => raw(server.url, 'LoginCheck', { body: { cUserName: 'admin', cPassword: 'x', 'a\u0000': 1 } }),
    ],
    [
      'in a search value',
      () => raw(server.url, 'GetAppUserPageList', { token: admin.token, query: { cRealName: 'a\u0000b' } }),
    ],
    [
      'in a query key',
      () => raw(server.url, 'GetAppUserPageList', { token: admin.token, query: { 'x\u0000': '1' } }),
    ],
    [
      'in a written text',
      () =>
        raw(server.url, 'AddAppSetting', { token: admin.token, body: { cKey: 'nul\u0000', cValue: '1' } }),
    ],
    [
      'deep in a body',
      () => raw(server.url, 'DeleteAppSettingIDS', { token: admin.token, body: { ids: ['a\u0000'] } }),
    ],
  ])('%s is refused with 400 in Chinese, not a 500', async (_, call) => {
    const r = await call();
    expect(r.status).toBe(400);
    expect(r.json).toEqual(NUL_REFUSED);
  });

  it('as %00 in a raw query string is refused alike', async () => {
    const r = await fetch(`${urlOf(server.url, 'GetAppUserPageList')}?cUserName=%00`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual(NUL_REFUSED);
  });
});

describe('an email', () => {
  it.each([
    [
      'AddAppUser',
      () => ({ cUserName: 'mail_a', cRealName: '邮箱甲', cMobile: '13900001111', fSchoolId: HUADONG.id }),
    ],
    ['Home_EditAppUser', () => ({})],
  ])('%s refuses one that format: email refuses', async (name, body) => {
    for (const cEmail of ['a@b-.com', `${'x'.repeat(65)}@qq.com`]) {
      const r = await raw(server.url, name, { token: admin.token, body: { ...body(), cEmail } });
      expect(r.status).toBe(400);
      expect(r.json.Message).toContain('邮箱格式不正确');
    }
    expect(await server.db.query(`select 1 from "AppUser" where "cEmail" like '%-.com'`)).toEqual([]);
  });
});

describe('a method an operation does not have', () => {
  it.each([
    ['PUT', 'LoginCheck', 'POST'],
    ['DELETE', 'DeleteAppUserIDS', 'POST'],
    ['PATCH', 'EditAppUser', 'POST'],
    ['GET', 'AddAppUser', 'POST'],
    ['POST', 'GetAppUserPageList', 'GET, HEAD'],
    ['DELETE', 'GetSchoolPageList', 'GET, HEAD'],
  ])('%s on %s answers 405 in the envelope with Allow: %s', async (method, name, allow) => {
    const r = await fetch(urlOf(server.url, name), {
      method,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe(allow);
    expect(await r.json()).toEqual({ Code: 405, Message: '不支持该请求方法', Content: null });
  });

  it('other paths keep their answers: an unknown operation 404, a stored file GET only', async () => {
    const unknown = await fetch(`${server.url}/AuthSubAccountSystemWeb/api/v1/Nope/Nothing`, {
      method: 'PUT',
    });
    expect(unknown.status).toBe(404);
    const file = await fetch(`${server.url}/files/default/x.txt`, { method: 'DELETE' });
    expect(file.status).toBe(405);
    expect(file.headers.get('allow')).toBe('GET, HEAD');
    expect((await file.json()).Code).toBe(405);
    const page = await fetch(`${server.url}/some/console/page`, { method: 'POST' });
    expect(page.status).toBe(405);
    expect((await page.json()).Code).toBe(405);
  });
});
