import { existsSync } from 'node:fs';
import { readdir, readlink } from 'node:fs/promises';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { STORE_KINDS } from '../../test/storage-backends.js';
import { noteUploadOf } from '../files/testing.js';
import { DEMO_PASSWORD, urlOf } from '../ops/specific/system/test-client.js';

// How /files answers beyond who may read (file-access.test.ts): revalidation by ETag (304), HEAD, the
// headers the middlewares add to a streamed answer, and a download the client abandons, which must close
// the store's stream (a file handle on disk, the object store's file behind its connection).
describe.each(STORE_KINDS)('downloads on the %s store', (kind) => {
  let server: TestServer;
  const PICTURE = 'default/news/tag1---picture.png';
  const TEXT = '0123456789';
  const PRIVATE = '华东理工职业技术学院/Internship/cFilePath/tag2---日志.txt';
  // Large enough that the socket's buffers cannot take it whole before the client leaves.
  const LARGE = 'default/news/abort1---large.png';
  const LARGE_BYTES = 16 * 1024 * 1024;

  const urlOfFile = (path: string) =>
    `${server.url}/files/${path.split('/').map(encodeURIComponent).join('/')}`;
  const read = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(urlOfFile(path), { headers, method });

  /** File handles this process holds on a file whose name has `name` (the server and s3rver run here). */
  async function handlesOn(name: string): Promise<number> {
    let count = 0;
    for (const fd of await readdir('/proc/self/fd')) {
      const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
      if (target.includes(name)) count += 1;
    }
    return count;
  }
  const noHandlesOn = async (name: string) => {
    for (let i = 0; i < 100 && (await handlesOn(name)) > 0; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    return handlesOn(name);
  };
  const canSeeHandles = existsSync('/proc/self/fd');

  beforeAll(async () => {
    server = await startTestServer({ store: kind });
    await server.put(PICTURE, TEXT);
    await server.put(PRIVATE, 'private');
    await noteUploadOf(server.db, PRIVATE, 'student');
    await server.put(LARGE, new Uint8Array(LARGE_BYTES));
  }, 180_000);
  afterAll(() => server?.close());

  describe('revalidation', () => {
    it('tags a whole file and a part of it alike, and answers 304 to a request naming the tag', async () => {
      const whole = await read(PICTURE);
      const tag = whole.headers.get('etag') ?? '';
      expect(tag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
      expect(await whole.text()).toBe(TEXT);
      expect((await read(PICTURE, { range: 'bytes=2-4' })).headers.get('etag')).toBe(tag);

      for (const named of [tag, `W/${tag}`, `"other", ${tag}`]) {
        const again = await read(PICTURE, { 'if-none-match': named });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(tag);
        expect(again.headers.get('cache-control')).toBe('public, max-age=86400');
        expect(await again.text()).toBe('');
      }
      // A range with a tag that still holds: 304 too (If-None-Match comes before Range).
      expect((await read(PICTURE, { 'if-none-match': tag, range: 'bytes=0-1' })).status).toBe(304);
    });

    it('sends the file again when the tag is another, and a new tag once the file is written again', async () => {
      const stale = await read(PICTURE, { 'if-none-match': '"0-0"' });
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(TEXT);

      const path = 'default/news/tag3---rewritten.png';
      await server.put(path, 'first');
      const first = (await read(path)).headers.get('etag') ?? '';
      await server.put(path, 'second!');
      const changed = await read(path, { 'if-none-match': first });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toBe('second!');
      expect(changed.headers.get('etag')).not.toBe(first);
    });

    it('asks who is reading before any 304: a private file with its tag is still refused without a sign-in', async () => {
      const login = await fetch(urlOf(server.url, 'LoginCheck'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cUserName: 'student', cPassword: DEMO_PASSWORD }),
      });
      const { token } = ((await login.json()) as { Content: { token: string } }).Content;
      const auth = { authorization: `Bearer ${token}` };
      const tag = (await read(PRIVATE, auth)).headers.get('etag') ?? '';
      expect(tag).not.toBe('');
      const refused = await read(PRIVATE, { 'if-none-match': tag });
      expect(refused.status).toBe(401);
      const revalidated = await read(PRIVATE, { ...auth, 'if-none-match': tag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('cache-control')).toBe('private, no-cache');
    });
  });

  describe('HEAD and headers', () => {
    it('answers HEAD with the headers a GET has, ranges and 416 included, and leaves the file closed', async () => {
      const got = await read(PICTURE);
      await got.text();
      const head = await read(PICTURE, {}, 'HEAD');
      expect(head.status).toBe(200);
      for (const name of ['content-length', 'content-type', 'content-disposition', 'etag', 'accept-ranges']) {
        expect(head.headers.get(name)).toBe(got.headers.get(name));
      }
      expect(await head.text()).toBe('');
      const part = await read(PICTURE, { range: 'bytes=-3' }, 'HEAD');
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 7-9/10');
      expect(part.headers.get('content-length')).toBe('3');
      const past = await read(PICTURE, { range: 'bytes=10-' }, 'HEAD');
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe('bytes */10');
      expect((await read('default/news/none---无.png', {}, 'HEAD')).status).toBe(404);
      // A file larger than a stream's first read: one opened for a HEAD and never read would stay open.
      const large = await read(LARGE, {}, 'HEAD');
      expect(large.headers.get('content-length')).toBe(String(LARGE_BYTES));
      if (canSeeHandles) expect(await noHandlesOn('abort1---large.png')).toBe(0);
    });

    it('keeps the security headers of every answer and the stricter policy of a stored file', async () => {
      const r = await read(PICTURE, { range: 'bytes=0-1' });
      expect(r.status).toBe(206);
      expect(await r.text()).toBe('01');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('content-security-policy')).toContain('sandbox');
      expect(r.headers.get('content-type')).toBe('image/png');
      expect(r.headers.get('content-disposition')).toContain("filename*=UTF-8''picture.png");
    });
  });

  describe('a download the client abandons', () => {
    it.skipIf(!canSeeHandles)('closes the store stream behind it', async () => {
      const received = await new Promise<number>((resolve, reject) => {
        const request = get(urlOfFile(LARGE), (response) => {
          response.once('data', async (chunk: Buffer) => {
            // While the answer is under way the store's file is open (the check can see what it looks for).
            const open = await handlesOn('abort1---large.png');
            request.destroy();
            if (open === 0) reject(new Error('no handle on the file while it was being sent'));
            else resolve(chunk.length);
          });
        });
        request.on('error', () => {});
      });
      expect(received).toBeLessThan(LARGE_BYTES);
      expect(await noHandlesOn('abort1---large.png')).toBe(0);
      // The server goes on answering.
      expect((await read(PICTURE)).status).toBe(200);
    });
  });
});
