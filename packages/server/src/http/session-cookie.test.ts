import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { DEMO_PASSWORD, urlOf } from '../ops/specific/system/test-client.js';
import { CROSS_SITE_REFUSED } from './pipeline.js';
import { SESSION_COOKIE } from './session-cookie.js';

// A browser client signs in once and is then recognised by the session cookie alone (SPEC §7 "with
// credentials"), like the production back end's `_AuthSubAccountSystem`; a page of another site cannot
// ride that cookie.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(() => server?.close());

async function signIn(headers: Record<string, string> = {}) {
  const r = await fetch(urlOf(server.url, 'LoginCheck'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ cUserName: 'teacher', cPassword: DEMO_PASSWORD }),
  });
  expect(r.status).toBe(200);
  const setCookie = r.headers.get('set-cookie') ?? '';
  return { setCookie, cookie: setCookie.split(';')[0] ?? '' };
}

const userInfo = (headers: Record<string, string>) =>
  fetch(urlOf(server.url, 'GetUserInfoModel'), { headers });

describe('the session cookie', () => {
  it('is set at sign-in as HttpOnly, SameSite=Strict for the whole site, Secure only over https', async () => {
    const { setCookie } = await signIn();
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{20,};`));
    expect(setCookie).toContain('Path=/;');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Max-Age=86400');
    expect(setCookie).not.toContain('Secure');
    expect((await signIn({ 'x-forwarded-proto': 'https' })).setCookie).toMatch(/; Secure$/);
  });

  it('authenticates API calls without a bearer header, from this site', async () => {
    const { cookie } = await signIn();
    expect((await userInfo({})).status).toBe(401);
    const own = await userInfo({ cookie });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { Content: { info: { cUserName: string } } }).Content.info.cUserName).toBe(
      'teacher',
    );
    const sameOrigin = new URL(server.url).origin;
    expect((await userInfo({ cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await userInfo({ cookie, origin: sameOrigin })).status).toBe(200);
  });

  it('refuses a cookie-authenticated call that another site started, reads and writes alike', async () => {
    const { cookie } = await signIn();
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const read = await userInfo({ cookie, ...headers });
      expect(read.status).toBe(403);
      expect(await read.json()).toEqual({ Code: 403, Message: CROSS_SITE_REFUSED, Content: null });
      const write = await fetch(urlOf(server.url, 'ChangePass'), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          oldPassword: DEMO_PASSWORD,
          newPassword: 'Changed@2026',
          cPassword: 'Changed@2026',
        }),
      });
      expect(write.status).toBe(403);
    }
    // The bearer header is not sent by browsers on their own, so it is not a cross-site risk.
    const token = cookie.split('=')[1] as string;
    expect(
      (await userInfo({ authorization: `Bearer ${token}`, origin: 'https://evil.example' })).status,
    ).toBe(200);
  });

  it('is cleared by LoginOut, which also revokes the session it names', async () => {
    const { cookie } = await signIn();
    const out = await fetch(urlOf(server.url, 'LoginOut'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    // A client that kept the cookie anyway is signed out.
    expect((await userInfo({ cookie })).status).toBe(401);
  });
});
