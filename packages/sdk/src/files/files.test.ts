import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, ok, startServer } from '../../test/http-server.js';
import { createSdk } from '../client/create.js';
import { CANCELLED_TEXT, SdkError } from '../client/errors.js';
import { batchDownload } from './batch-download.js';
import { downloadFile, previewFile } from './download.js';
import { createOssUploader, ossImageStyle } from './oss.js';
import { uploadFile } from './upload.js';

const PLUGIN = '/WDPracticeInternshipPlugin/api/v1';
const PDF = Buffer.from('%PDF-1.4 fake');

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({
    [`${PLUGIN}/Upload/BatchUpload`]: (req, res) => {
      const body = req.body.toString('latin1');
      const name = /filename="([^"]+)"/.exec(body)?.[1] ?? '';
      if (Buffer.from(name, 'latin1').toString() === '拒绝.txt')
        return json(res, { Code: 500, Message: '文件类型不允许' });
      json(res, {
        Code: 10000,
        Message: '',
        FileList: [`a.txt&&${req.query.folder}/1---a.txt&&${req.query.folder}&&3`],
      });
    },
    [`${PLUGIN}/Upload/UploadImageNoPro`]: (_req, res) => json(res, { Code: 200, Message: '', FileList: [] }),
    [`${PLUGIN}/ProjectTeam/BatchDownloadProjectTeam`]: (_req, res) => ok(res, '/files/packs/团队材料.zip'),
    [`${PLUGIN}/PracticeStudent/BatchDownloadPracticeStudent`]: (_req, res) => ok(res, '/files/slow.zip'),
    '/files/packs/团队材料.zip': (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/zip',
        'content-disposition': "attachment; filename*=UTF-8''1700---%E5%9B%A2%E9%98%9F.zip",
      });
      res.end(Buffer.from('PK'));
    },
    '/files/slow.zip': (_req, res) => {
      setTimeout(() => res.writeHead(200).end('late'), 1000);
    },
    '/files/Internship/cFilePath/1---报告.pdf': (req, res) => {
      if (req.headers.authorization !== 'Bearer t') return json(res, { Code: 401, Message: '请先登录' }, 401);
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    },
    [`${PLUGIN}/Common/GetAssumeRole`]: (_req, res) =>
      ok(res, {
        Credentials: { AccessKeyId: 'id', AccessKeySecret: 'secret', SecurityToken: 'sts' },
        Region: 'oss-cn-hangzhou',
        Bucket: 'school',
      }),
  });
});
afterAll(() => server.close());

const sdkFor = () => createSdk({ baseUrl: server.origin, token: () => 't' });

describe('uploadFile', () => {
  it('sends one multipart file to the preset folder and parses the FileList', async () => {
    const files = await uploadFile(sdkFor(), new Blob(['abc']), 'a.txt', { folder: 'reference' });
    expect(files).toEqual([
      {
        name: 'a.txt',
        path: 'references/cFilePath/1---a.txt',
        folder: 'references/cFilePath',
        size: 3,
        thumbnailPath: null,
      },
    ]);
    const sent = server.requests.at(-1)!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body.toString()).toContain('name="file"; filename="a.txt"');
  });

  it('refuses an over-size file before sending it', async () => {
    const before = server.requests.length;
    const big = new Blob([new Uint8Array(2 * 1024 * 1024 + 1)]);
    await expect(uploadFile(sdkFor(), big, 'big.bin', { maxMb: 2 })).rejects.toMatchObject({
      message: '上传文件大小不能超过 2MB!',
    });
    expect(server.requests.length).toBe(before);
  });

  it("shows the server's refusal, and treats any code but 10000 as failure", async () => {
    await expect(uploadFile(sdkFor(), new Blob(['x']), '拒绝.txt')).rejects.toMatchObject({
      kind: 'business',
      message: '文件类型不允许',
    });
    await expect(
      uploadFile(sdkFor(), new Blob(['x']), 'b.png', { noProcessing: true }),
    ).rejects.toMatchObject({
      message: '网络或服务器错误, b.png上传失败!',
    });
  });
});

describe('downloads', () => {
  it('downloads a stored pdf as an ArrayBuffer with the token, and names it for display', async () => {
    const file = await downloadFile(sdkFor(), 'Internship/cFilePath/1---报告.pdf');
    expect(file.name).toBe('报告.pdf');
    expect(Buffer.from(file.data!)).toEqual(PDF);
    await expect(
      downloadFile(createSdk({ baseUrl: server.origin }), 'Internship/cFilePath/1---报告.pdf'),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('previews only the previewable types', async () => {
    expect(await previewFile(sdkFor(), 'a/1---说明.docx')).toBeNull();
    expect(await previewFile(sdkFor(), 'Internship/cFilePath/1---报告.pdf')).toMatch(/^blob:/);
  });

  it('batch-downloads in two steps and names the file from Content-Disposition', async () => {
    const file = await batchDownload(sdkFor(), 'BatchDownloadProjectTeam', { ids: ['t1', 't2'] });
    expect(file.name).toBe('团队.zip');
    expect(await file.blob.text()).toBe('PK');
    const posted = server.requests.find((r) => r.path.endsWith('BatchDownloadProjectTeam'))!;
    expect(JSON.parse(posted.body.toString())).toEqual({ ids: ['t1', 't2'] });
  });

  it('cancels a batch download when the dialog closes', async () => {
    const controller = new AbortController();
    const pending = batchDownload(
      sdkFor(),
      'BatchDownloadPracticeStudent',
      { ids: ['s1'] },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 100);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ kind: 'cancelled', message: CANCELLED_TEXT });
  });
});

describe('createOssUploader', () => {
  it('uploads with STS credentials, refresh interval and parallelism 3, reporting Code 10000', async () => {
    const made: Record<string, unknown>[] = [];
    const uploads: { key: string; parallel: number }[] = [];
    const deleted: string[] = [];
    const oss = createOssUploader(sdkFor(), {
      schoolName: () => '华东理工大学',
      createClient: (options) => {
        made.push(options);
        return {
          multipartUpload: async (key, _file, o) => void uploads.push({ key, parallel: o.parallel }),
          delete: async (key) => void deleted.push(key),
        };
      },
    });
    const result = await oss.upload(new Blob(['hello']), '周报.docx', 'internship');
    expect(result.Code).toBe(10000);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      region: 'oss-cn-hangzhou',
      bucket: 'school',
      stsToken: 'sts',
      refreshSTSTokenInterval: 3_540_000,
    });
    expect(await (made[0]!.refreshSTSToken as () => Promise<unknown>)()).toEqual({
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      stsToken: 'sts',
    });
    expect(uploads[0]).toMatchObject({ parallel: 3 });
    expect(uploads[0]!.key).toMatch(/^华东理工大学\/internship\/[A-Za-z0-9]{16}---周报\.docx$/);
    expect(result.FileList[0]).toBe(`周报.docx&&oss/${uploads[0]!.key}&&华东理工大学/internship&&5`);

    await oss.upload(new Blob(['again']), 'b.txt', 'internship');
    expect(made).toHaveLength(1); // one client, credentials refreshed by ali-oss itself

    expect(await oss.remove('Internship/cFilePath/1---a.txt')).toBe(false);
    expect(await oss.remove(`oss/${uploads[0]!.key}`)).toBe(true);
    expect(deleted).toEqual([uploads[0]!.key]);
  });

  it('adds image styles to oss URLs', () => {
    expect(ossImageStyle('https://b/x.png', 'thumb')).toBe('https://b/x.png?x-oss-process=style/thumb');
  });
});
