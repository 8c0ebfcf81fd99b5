import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, startTestServer, type TestServer } from '../../test/harness.js';
import { COMPRESS_FROM_BYTES, compressedAnswer } from './compress.js';

/*
 * The API's JSON answers are compressed for the clients that accept it (http/compress.ts): Brotli first,
 * then gzip, nothing below a kilobyte, and never a body that is not JSON or already coded.
 */

const rows = Array.from({ length: 60 }, (_, i) => ({ fId: String(i), cName: `华东理工职业技术学院 ${i}` }));
const big = { Code: 200, Message: '操作成功', Content: { List: rows, Total: rows.length } };
const answer = (body: unknown, type = 'application/json; charset=utf-8', status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type, 'cache-control': 'no-store' },
  });

async function bytesOf(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe('compressedAnswer', () => {
  it('sends Brotli when the client takes it, the same JSON inside, its length and status kept', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const sent = await compressedAnswer(answer(big, undefined, 201), 'gzip, deflate, br, zstd');
    expect(sent.status).toBe(201);
    expect(sent.headers.get('content-encoding')).toBe('br');
    expect(sent.headers.get('vary')).toContain('accept-encoding');
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const body = await bytesOf(sent);
    expect(Number(sent.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual(big);
  });

  it('sends gzip to a client that takes gzip but not Brotli', async () => {
    const sent = await compressedAnswer(answer(big), 'gzip;q=0.8, br;q=0');
    expect(sent.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytesOf(sent)).toString('utf8'))).toEqual(big);
  });

  it('sends the JSON as it is to a client that takes no coding, varying by the header all the same', async () => {
    for (const header of [null, 'identity', 'br;q=0, gzip;q=0', '*;q=0']) {
      const sent = await compressedAnswer(answer(big), header);
      expect(sent.headers.get('content-encoding'), String(header)).toBeNull();
      expect(sent.headers.get('vary')).toContain('accept-encoding');
      expect(JSON.parse((await bytesOf(sent)).toString('utf8'))).toEqual(big);
    }
  });

  it('leaves an answer under a kilobyte uncoded', async () => {
    const small = { Code: 200, Message: '操作成功', Content: null };
    const sent = await compressedAnswer(answer(small), 'br, gzip');
    expect(sent.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse((await bytesOf(sent)).toString('utf8'))).toEqual(small);
  });

  it('returns an answer that is not JSON, or is coded already, untouched', async () => {
    const sheet = answer(
      'x'.repeat(4000),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(await compressedAnswer(sheet, 'br')).toBe(sheet);
    const coded = new Response('x', {
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
    });
    expect(await compressedAnswer(coded, 'br')).toBe(coded);
  });
});

describe('the API over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.close());

  it("sends a signed-in user's information as Brotli to a browser that takes it", async () => {
    const system = `${server.url}/AuthSubAccountSystemWeb/api/v1/Home`;
    const login = await fetch(`${system}/LoginCheck`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cUserName: DEMO.student, cPassword: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { Content: { token: string } }).Content.token;
    const info = await fetch(`${system}/GetUserInfoModel`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(info.headers.get('content-encoding')).toBe('br');
    // fetch undoes the coding: what the client reads is the envelope.
    const envelope = (await info.json()) as { Code: number; Content: { username: string } };
    expect(envelope.Code).toBe(200);
    expect(envelope.Content.username).toBe(DEMO.student);
  });
});
