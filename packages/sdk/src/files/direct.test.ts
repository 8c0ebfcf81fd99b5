import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, ok, startServer } from '../../test/http-server.js';
import { createSdk } from '../client/create.js';
import { SdkError } from '../client/errors.js';
import { uploadDirect } from './direct.js';

const PLUGIN = '/WDPracticeInternshipPlugin/api/v1';
const KEY = '学校/Internship/cFilePath/u1---报告.pdf';
const PDF = '%PDF-1.4 fake';

/** What the stand-in server does this time: each test sets the part it is about. */
let mode: { ticket: 'ok' | 'unavailable' | 'missing' | 'badType'; store: number; complete: 'ok' | 'refused' };
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({
    [`${PLUGIN}/Upload/GetDirectUploadUrl`]: (_req, res) => {
      if (mode.ticket === 'missing') return void res.writeHead(404).end();
      if (mode.ticket === 'unavailable')
        return json(
          res,
          { Code: 400, Message: '当前文件存储不支持浏览器直传，请使用服务器上传', Content: null },
          400,
        );
      if (mode.ticket === 'badType')
        return json(res, { Code: 415, Message: '不支持的文件类型 .exe', Content: null }, 415);
      ok(res, {
        cFilePath: KEY,
        url: `${server.origin}/store/object?X-Amz-Signature=s`,
        method: 'PUT',
        headers: { 'Content-Type': 'application/pdf' },
        tExpireDate: new Date(Date.now() + 900_000).toISOString(),
      });
    },
    '/store/object': (_req, res) => void res.writeHead(mode.store).end(),
    [`${PLUGIN}/Upload/CompleteDirectUpload`]: (req, res) => {
      if (mode.complete === 'refused')
        return json(res, { Code: 415, Message: '文件内容与扩展名不符', Content: null }, 415);
      const { cFilePath } = JSON.parse(req.body.toString()) as { cFilePath: string };
      json(res, {
        Code: 10000,
        Message: '上传成功',
        FileList: [`报告.pdf&&${cFilePath}&&Internship/cFilePath&&13`],
      });
    },
    [`${PLUGIN}/Upload/BatchUpload`]: (req, res) =>
      json(res, {
        Code: 10000,
        Message: '',
        FileList: [`报告.pdf&&${req.query.folder}/s1---报告.pdf&&${req.query.folder}&&13`],
      }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  mode = { ticket: 'ok', store: 200, complete: 'ok' };
  server.requests.length = 0;
});

const sdk = () => createSdk({ baseUrl: server.origin, token: () => 't' });
const paths = () => server.requests.map((r) => r.path.replace(`${PLUGIN}/Upload/`, ''));

describe('uploadDirect', () => {
  it('PUTs the bytes to the signed URL with its headers, then has the server verify them', async () => {
    const result = await uploadDirect(sdk(), new Blob([PDF]), '报告.pdf');
    expect(result.route).toBe('direct');
    expect(result.files).toMatchObject([
      { name: '报告.pdf', path: KEY, folder: 'Internship/cFilePath', size: 13 },
    ]);
    expect(paths()).toEqual(['GetDirectUploadUrl', '/store/object', 'CompleteDirectUpload']);
    const [ticket, put] = server.requests;
    expect(JSON.parse(ticket?.body.toString() ?? '')).toEqual({
      cFileName: '报告.pdf',
      fSize: PDF.length,
      folder: 'Internship/cFilePath',
    });
    expect(put?.method).toBe('PUT');
    expect(put?.headers['content-type']).toBe('application/pdf');
    expect(put?.headers['content-length']).toBe(String(PDF.length));
    // The store is another site: the console's token stays with the console's server.
    expect(put?.headers.authorization).toBeUndefined();
    expect(put?.body.toString()).toBe(PDF);
  });

  it.each([
    ['the store cannot presign (the local disk)', { ticket: 'unavailable' as const }],
    ['the back end has no such call', { ticket: 'missing' as const }],
    ['the store refuses the PUT (a bucket without CORS, a clock out of step)', { store: 403 }],
  ])('falls back to the server upload when %s', async (_, change) => {
    mode = { ...mode, ...change };
    const result = await uploadDirect(sdk(), new Blob([PDF]), '报告.pdf');
    expect(result.route).toBe('server');
    expect(result.files[0]?.path).toBe('Internship/cFilePath/s1---报告.pdf');
    expect(paths().at(-1)).toBe('BatchUpload');
    expect(paths()).not.toContain('CompleteDirectUpload');
  });

  it("goes through the server for the portal's public folders without asking for a URL", async () => {
    const result = await uploadDirect(sdk(), new Blob([PDF]), '横幅.png', { folder: 'banner' });
    expect(result.route).toBe('server');
    expect(paths()).toEqual(['BatchUpload']);
  });

  it("rejects with the server's word when the file itself is refused, without a second try", async () => {
    mode.ticket = 'badType';
    const typeRefused = await uploadDirect(sdk(), new Blob(['MZ']), '程序.exe').catch((e: unknown) => e);
    expect(typeRefused).toBeInstanceOf(SdkError);
    expect((typeRefused as SdkError).message).toContain('不支持的文件类型 .exe');
    expect(paths()).toEqual(['GetDirectUploadUrl']);
    mode = { ticket: 'ok', store: 200, complete: 'refused' };
    server.requests.length = 0;
    const contentRefused = await uploadDirect(sdk(), new Blob(['MZ']), '报告.pdf').catch((e: unknown) => e);
    expect((contentRefused as SdkError).message).toContain('文件内容与扩展名不符');
    expect(paths()).toEqual(['GetDirectUploadUrl', '/store/object', 'CompleteDirectUpload']);
  });

  it('refuses a file over the limit before sending anything', async () => {
    const refused = await uploadDirect(sdk(), new Blob(['12']), 'a.pdf', { maxMb: 0.000001 }).catch(
      (e: unknown) => e,
    );
    expect((refused as SdkError).kind).toBe('validation');
    expect(server.requests).toEqual([]);
  });
});
