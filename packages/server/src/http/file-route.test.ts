import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { STORE_KINDS } from '../../test/storage-backends.js';
import { parseRange } from './file-route.js';

// Ranges at /files: what a video player or a resumed download asks for, answered alike by both stores.
const PICTURE = 'default/news/r1---范围.png';
const TEXT = '0123456789';

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5 }],
    ['bytes=-3', { suffix: 3 }],
    ['bytes=9-2', null],
    ['bytes=0-1,4-5', null],
    ['items=0-1', null],
    ['bytes=-', null],
    [undefined, null],
  ])('%j', (header, expected) => {
    expect(parseRange(header)).toEqual(expected);
  });
});

describe.each(STORE_KINDS)('/files on the %s store', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: false, store: kind });
    await server.put(PICTURE, TEXT);
  }, 60_000);
  afterAll(() => server?.close());

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
