import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleDist, sdkFor, startTestServer, type TestServer } from '../../test/harness.js';
import { STORE_KINDS } from '../../test/storage-backends.js';
import { noteUploadOf, SAMPLE_FILES, uploadedPath } from '../files/testing.js';
import { DEMO_PASSWORD, urlOf } from '../ops/specific/system/test-client.js';
import { createApp } from './app.js';
import { isPublicFile } from './file-access.js';
import type { RequestLine } from './request-log.js';
import { SESSION_COOKIE } from './session-cookie.js';

// Who may read /files/: the portal's public pictures anyone, every other stored file a signed-in user only,
// by the Authorization header or the session cookie LoginCheck sets (what an <img> sends), and then only its
// uploader or someone a referencing row's scope lets see it (files/file-refs.test.ts covers the rows). The
// same on the local disk and on an object store.
describe.each(STORE_KINDS)('on the %s store', (kind) => {
  let server: TestServer;

  // Ranges: what a video player or a resumed download asks for.
  const PICTURE = 'default/news/r1---范围.png';
  const TEXT = '0123456789';
  const PRIVATE = '华东理工职业技术学院/Internship/cFilePath/k3x9---实习报告.txt';
  const PUBLIC = [
    'default/news/n1---封面.png',
    '华东理工职业技术学院/banners/cPics/b1---横幅.jpg',
    'default/rich-text/r1---插图.gif',
    // The seed keeps its sample banners one level up.
    'demo/banners/b1---横幅.jpg',
  ];

  const fileUrl = (path: string) =>
    `${server.url}/files/${path.split('/').map(encodeURIComponent).join('/')}`;
  const read = (path: string, headers: Record<string, string> = {}) => fetch(fileUrl(path), { headers });

  async function logIn(): Promise<{ token: string; setCookie: string }> {
    const r = await fetch(urlOf(server.url, 'LoginCheck'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cUserName: 'student', cPassword: DEMO_PASSWORD }),
    });
    expect(r.status).toBe(200);
    const token = ((await r.json()) as { Content: { token: string } }).Content.token;
    return { token, setCookie: r.headers.get('set-cookie') ?? '' };
  }

  const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? '';

  beforeAll(async () => {
    server = await startTestServer({ store: kind });
    await server.put(PRIVATE, 'private');
    await noteUploadOf(server.db, PRIVATE, 'student');
    for (const path of PUBLIC) await server.put(path, 'public');
    await server.put(PICTURE, TEXT);
  }, 180_000);
  afterAll(() => server?.close());

  describe('reading stored files', () => {
    it('refuses a private file without a sign-in, whether or not it exists', async () => {
      for (const path of [PRIVATE, '华东理工职业技术学院/Internship/cFilePath/none---无.txt']) {
        const r = await read(path);
        expect(r.status).toBe(401);
        expect(await r.json()).toEqual({ Code: 401, Message: '请先登录', Content: null });
      }
      const forged: Record<string, string>[] = [
        { authorization: 'Bearer nope' },
        { cookie: `${SESSION_COOKIE}=nope` },
      ];
      for (const headers of forged) {
        expect((await read(PRIVATE, headers)).status).toBe(401);
      }
    });

    it('serves banners, news and editor pictures to anyone', async () => {
      for (const path of PUBLIC) {
        expect(isPublicFile(path)).toBe(true);
        const r = await read(path);
        expect(r.status).toBe(200);
        expect(await r.text()).toBe('public');
        expect(r.headers.get('cache-control')).toBe('public, max-age=86400');
      }
      expect(isPublicFile(PRIVATE)).toBe(false);
      // Only the folder right under the school counts: a file merely named news is not public.
      expect(isPublicFile('default/Internship/news/x---y.png')).toBe(false);
      // Only pictures, and only at the presets themselves: not in a sub-folder of one.
      expect(isPublicFile('default/news/x---page.html')).toBe(false);
      expect(isPublicFile('default/news/more/x---y.png')).toBe(false);
      expect(isPublicFile('default/banners/cPics/more/x---y.png')).toBe(false);
      expect(isPublicFile('default/banners/other/x---y.png')).toBe(false);
    });

    it('refuses a private file to a signed-in user who neither uploaded it nor sees a row holding it', async () => {
      const r = await fetch(urlOf(server.url, 'LoginCheck'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cUserName: 'teacher', cPassword: DEMO_PASSWORD }),
      });
      const { token } = ((await r.json()) as { Content: { token: string } }).Content;
      for (const path of [PRIVATE, '华东理工职业技术学院/Internship/cFilePath/none---无.txt']) {
        const answer = await read(path, { authorization: `Bearer ${token}` });
        expect(answer.status).toBe(403);
        expect(await answer.json()).toEqual({ Code: 403, Message: '无权查看该文件', Content: null });
      }
    });

    it('serves a private file to a bearer token, and to the cookie set at sign-in until sign-out', async () => {
      const { token, setCookie } = await logIn();
      const bearer = await read(PRIVATE, { authorization: `Bearer ${token}` });
      expect(await bearer.text()).toBe('private');
      expect(bearer.headers.get('cache-control')).toBe('private, no-cache');

      expect(setCookie).toContain(`${SESSION_COOKIE}=${token}`);
      const cookie = cookieOf(setCookie);
      expect(await (await read(PRIVATE, { cookie: `other=1; ${cookie}` })).text()).toBe('private');

      const out = await fetch(urlOf(server.url, 'LoginOut'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
      // A browser would have dropped it; one that kept it is refused, the session being revoked.
      expect((await read(PRIVATE, { cookie })).status).toBe(401);
    });

    it('marks the cookie Secure when the browser came over https, directly or through a proxy', async () => {
      const r = await fetch(urlOf(server.url, 'LoginCheck'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ cUserName: 'student', cPassword: DEMO_PASSWORD }),
      });
      expect(r.headers.get('set-cookie')).toMatch(/; Secure$/);
      expect((await logIn()).setCookie).not.toContain('Secure');
    });

    it('gives the cookie back to a sign-in that asks who it is (the console at every start)', async () => {
      const { token } = await logIn();
      const info = await fetch(urlOf(server.url, 'GetUserInfoModel'), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(info.status).toBe(200);
      const cookie = cookieOf(info.headers.get('set-cookie') ?? '');
      expect(cookie).toBe(`${SESSION_COOKIE}=${token}`);
      expect(await (await read(PRIVATE, { cookie })).text()).toBe('private');
    });

    it('stores an upload in the store and serves it to its uploader; a forged picture leaves nothing', async () => {
      const sdk = await sdkFor(server, 'student');
      const path = await uploadedPath(sdk, '报告.pdf', SAMPLE_FILES.pdf);
      expect(await server.storage.stat(path)).toMatchObject({ size: SAMPLE_FILES.pdf.length });
      const r = await read(path, { authorization: `Bearer ${sdk.token}` });
      expect(await r.text()).toBe(SAMPLE_FILES.pdf);
      const before = [];
      for await (const file of server.storage.list('')) before.push(file.path);
      await expect(uploadedPath(sdk, '照片.png', '<html>not a picture</html>')).rejects.toThrow(
        '文件内容与扩展名不符',
      );
      const after = [];
      for await (const file of server.storage.list('')) after.push(file.path);
      expect(after.sort()).toEqual(before.sort());
    });

    it('still answers 404 for a path outside the store, before asking who is reading', async () => {
      const r = await fetch(`${server.url}/files/..%2f..%2fetc%2fpasswd`);
      expect(r.status).toBe(404);
    });
  });

  describe('ranges', () => {
    const url = () => `${server.url}/files/${PICTURE.split('/').map(encodeURIComponent).join('/')}`;
    const get = (range?: string) => fetch(url(), range ? { headers: { range } } : {});

    it('sends the whole file, saying that ranges are accepted', async () => {
      const r = await get();
      expect(r.status).toBe(200);
      expect(r.headers.get('accept-ranges')).toBe('bytes');
      expect(r.headers.get('content-length')).toBe('10');
      expect(await r.text()).toBe(TEXT);
    });

    it.each([
      ['bytes=2-4', '234', 'bytes 2-4/10'],
      ['bytes=7-', '789', 'bytes 7-9/10'],
      ['bytes=-3', '789', 'bytes 7-9/10'],
      ['bytes=8-100', '89', 'bytes 8-9/10'],
    ])('answers %s with 206 and those bytes', async (range, body, contentRange) => {
      const r = await get(range);
      expect(r.status).toBe(206);
      expect(r.headers.get('content-range')).toBe(contentRange);
      expect(r.headers.get('content-length')).toBe(String(body.length));
      expect(await r.text()).toBe(body);
    });

    it('answers a range past the end with 416 and the size, and several ranges with the whole file', async () => {
      const past = await get('bytes=10-');
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe('bytes */10');
      expect((await past.json()).Code).toBe(416);
      const several = await get('bytes=0-1,4-5');
      expect(several.status).toBe(200);
      expect(await several.text()).toBe(TEXT);
    });

    it('answers a missing file 404, with a range or without', async () => {
      for (const headers of [{}, { range: 'bytes=0-1' }] as Record<string, string>[]) {
        const r = await fetch(`${server.url}/files/default/news/none---无.png`, { headers });
        expect(r.status).toBe(404);
      }
    });
  });

  describe('the request log', () => {
    it('names the signed-in caller of a call and of a file', async () => {
      const lines: RequestLine[] = [];
      const app = createApp({
        db: server.db,
        config: server.config,
        consoleDir: consoleDist(),
        openapiDir: '',
        requestLog: (line) => lines.push(line),
      });
      const { token } = await logIn();
      const headers = { authorization: `Bearer ${token}` };
      await app.request(urlOf('', 'GetUserInfoModel'), { headers });
      await app.request(fileUrl(PRIVATE).slice(server.url.length), { headers });
      expect(lines).toEqual([
        expect.objectContaining({ method: 'GET', operation: 'GetUserInfoModel', status: 200 }),
        expect.objectContaining({ method: 'GET', operation: 'files', status: 200 }),
      ]);
      expect(lines[0]?.userId).toMatch(/^[0-9a-f]{32}$/);
      expect(lines[1]?.userId).toBe(lines[0]?.userId);
    });
  });
});
