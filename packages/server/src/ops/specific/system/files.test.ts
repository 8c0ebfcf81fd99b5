import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { zipBomb } from '../../../files/testing.js';
import { HASH_MISMATCH, UNKNOWN_UPLOAD } from './chunks.js';
import { type Client, formWith, HUADONG, PNG, raw, signIn, userImportWorkbook } from './test-client.js';

let server: TestServer;
let admin: Client;
let school: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  school = await signIn(server.url, HUADONG.admin);
}, 180_000);
afterAll(() => server?.close());

const users = async () => Number((await server.db.query('select count(*)::int as n from "AppUser"'))[0]?.n);

describe('user import', () => {
  it('downloads the template as an attachment with a safe Chinese file name', async () => {
    const r = await fetch(`${server.url}/AuthSubAccountSystemWeb/api/v1/AppUser/GetAppUserImportTemplate`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('spreadsheetml');
    expect(r.headers.get('content-disposition')).toBe(
      `attachment; filename="file.xlsx"; filename*=UTF-8''${encodeURIComponent('用户导入模板.xlsx')}`,
    );
    const bytes = new Uint8Array(await r.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('imports nothing when any row is wrong, and lists the rows', async () => {
    const before = await users();
    const file = userImportWorkbook([
      [HUADONG.code, '甲同学', '学生', '软件技术2201班', '13300000001', 'S9001'],
      [HUADONG.code, '乙同学', '学生', '软件技术2201班', '12345', 'S9002'],
      [HUADONG.code, '丙同学', '学生', '不存在的班级', '13300000003', 'S9003'],
    ]);
    const r = await raw(server.url, 'AppUserImport', {
      token: school.token,
      form: formWith('用户.xlsx', file),
    });
    expect(r.status).toBe(400);
    expect(r.json.Message).toMatch(/^导入失败/);
    expect(r.json.Message).toContain('第3行');
    expect(r.json.Message).toContain('第4行');
    const content = r.json.Content as { imported: number; errors: { row: number }[] };
    expect(content.imported).toBe(0);
    expect(content.errors.map((e) => e.row)).toEqual([3, 4]);
    expect(await users()).toBe(before);
  });

  it('a dry run answers the rows it would create and writes nothing', async () => {
    const before = await users();
    const file = userImportWorkbook([
      [HUADONG.code, '庚同学', '学生', '软件技术2201班', '13300000011', 'S9011'],
      [HUADONG.code, '辛老师', '教师', '', '13300000012', ''],
    ]);
    const content = await school.sdk.AppUserImport({
      file: new Blob([file]),
      fileName: '用户.xlsx',
      query: { dryRun: 'true' },
    });
    expect(content.imported).toBe(0);
    expect(content.preview).toEqual([
      expect.objectContaining({
        row: 2,
        cRealName: '庚同学',
        cMobile: '13300000011',
        cUserType: '学生',
        cDepartName: '软件技术2201班',
      }),
      expect.objectContaining({ row: 3, cRealName: '辛老师', cUserType: '教师', cNumber: null }),
    ]);
    expect(await users()).toBe(before);
    const refused = await raw(server.url, 'AppUserImport', {
      token: school.token,
      query: { dryRun: 'true' },
      form: formWith(
        '用户.xlsx',
        userImportWorkbook([[HUADONG.code, '壬同学', '学生', '软件技术2201班', '12345', '']]),
      ),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.Message).toContain('第2行');
  });

  it('imports every row in one go; the people sign in with their mobile', async () => {
    const before = await users();
    const file = userImportWorkbook([
      [HUADONG.code, '甲同学', '学生', '软件技术2201班', '+8613300000001', 'S9001'],
      [HUADONG.code, '丁老师', '教师', '', '13300000004', 'T9004'],
    ]);
    const content = await school.sdk.AppUserImport({ file: new Blob([file]), fileName: '用户.xlsx' });
    expect(content).toMatchObject({ imported: 2, errors: [] });
    expect(content.accounts?.map((a) => [a.row, a.cUserName, a.cRealName])).toEqual([
      [2, '13300000001', '甲同学'],
      [3, '13300000004', '丁老师'],
    ]);
    expect(await users()).toBe(before + 2);
    // Each account signs in with a password of its own, which the answer showed once.
    const [first, second] = content.accounts ?? [];
    expect(first?.cPassword).not.toBe(second?.cPassword);
    const student = await signIn(server.url, '13300000001', String(first?.cPassword));
    expect((await student.sdk.GetUserInfoModel()).roles).toEqual(['student']);
    expect(await server.db.query('select 1 from "Student" where "cNumber" = $1', ['S9001'])).toHaveLength(1);
  });

  it.each([
    [
      'another school’s row',
      () => userImportWorkbook([['4132011842', '戊同学', '教师', '', '13300000005', '']]),
      400,
      '只能导入本校的用户',
    ],
    [
      'a mobile already registered',
      () => userImportWorkbook([[HUADONG.code, '己同学', '教师', '', '13300000004', '']]),
      400,
      '已被注册',
    ],
    ['a text file named .xlsx', () => new TextEncoder().encode('a,b,c'), 415, '只能上传 Excel'],
  ])('refuses %s', async (_, file, status, words) => {
    const before = await users();
    const r = await raw(server.url, 'AppUserImport', {
      token: school.token,
      form: formWith('用户.xlsx', file()),
    });
    expect(r.status).toBe(status);
    expect(r.json.Message).toContain(words);
    expect(await users()).toBe(before);
  });
});

/** The most this process's memory reaches while `run` runs, over what it was before, in MB. */
async function memoryRise(run: () => Promise<unknown>): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    await run();
  } finally {
    clearInterval(sample);
  }
  return (Math.max(peak, process.memoryUsage().rss) - before) / (1024 * 1024);
}

describe('zip bombs sent to the import', () => {
  it.each([
    [
      'declares its 300 MB',
      zipBomb({ unpackedMb: 300 }),
      413,
      '文件解压后超过 50 MB, 疑似压缩炸弹, 已拒绝读取',
    ],
    [
      'hides its 300 MB behind a small declared size',
      zipBomb({ unpackedMb: 300, declaredBytes: 2048 }),
      422,
      '文件中的压缩数据比它声明的大小更大, 已拒绝读取',
    ],
  ])(
    'a 300 kB .xlsx that %s is refused within a second, writing nothing',
    async (_, bomb, status, message) => {
      const before = await users();
      const uploads = await server.db.query('select count(*)::int as n from app_upload');
      let answer: Awaited<ReturnType<typeof raw>> | undefined;
      let ms = 0;
      const rise = await memoryRise(async () => {
        const started = Date.now();
        answer = await raw(server.url, 'AppUserImport', {
          token: school.token,
          query: { dryRun: 'true' },
          form: formWith('用户.xlsx', bomb),
        });
        ms = Date.now() - started;
      });
      expect(answer?.status).toBe(status);
      expect(answer?.json).toEqual({ Code: status, Message: message, Content: null });
      expect(ms).toBeLessThan(1000);
      expect(rise).toBeLessThan(50);
      expect(await users()).toBe(before);
      expect(await server.db.query('select count(*)::int as n from app_upload')).toEqual(uploads);
    },
  );
});

describe('uploads', () => {
  const upload = (
    name: string,
    bytes: Uint8Array | string,
    query: Record<string, string> = {},
    op = 'BatchUpload',
  ) => raw(server.url, op, { token: school.token, query, form: formWith(name, bytes) });

  it('stores a file under a server-made name and answers the FileList entry', async () => {
    const r = await upload('../../照片&&.png', PNG, { folder: 'rich-text' });
    expect(r.json.Code).toBe(10000);
    const [entry] = r.json.FileList as string[];
    const [name, path, folder, size] = (entry as string).split('&&');
    expect(name).toBe('照片&.png');
    expect(folder).toBe('rich-text');
    expect(Number(size)).toBe(PNG.byteLength);
    expect(path).toMatch(/^华东理工职业技术学院\/rich-text\/[^/]+---照片&\.png$/);
    expect(readFileSync(join(server.filesDir, path as string))).toEqual(Buffer.from(PNG));
  });

  it.each<[string, string, Uint8Array | string, Record<string, string>, number, string?]>([
    ['text posing as an image', 'a.png', 'just text', { folder: 'rich-text' }, 415],
    ['a program in a file field', 'setup.exe', 'MZ', {}, 415],
    [
      'a non-image to the image-only call',
      'a.pdf',
      '%PDF-1.4',
      { folder: 'Internship/cFilePath' },
      415,
      'UploadImageNoPro',
    ],
    [
      'an SVG with script',
      'a.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      { folder: 'news' },
      415,
    ],
    ['a folder climbing out', 'a.png', PNG, { folder: '../etc' }, 400],
    ['a folder with a dot segment', 'a.png', PNG, { folder: 'a/./b' }, 400],
    ['a file over the limit', 'big.pdf', new Uint8Array(5 * 1024 * 1024 + 1), {}, 413],
  ])('refuses %s', async (_, name, bytes, query, status, op = 'BatchUpload') => {
    const r = await upload(name, bytes, query, op);
    expect(r.status).toBe(status);
    expect(r.json.Code).toBe(status);
  });

  it('refuses a second file and a body that is not multipart', async () => {
    const form = formWith('a.png', PNG);
    form.append('other', new Blob([PNG]), 'b.png');
    const two = await raw(server.url, 'BatchUpload', { token: school.token, form });
    expect(two.json.Message).toBe('只能上传1个文件, 请先取消已选择或已上传文件');
    const json = await raw(server.url, 'FileUpload', { token: school.token, body: { file: 'x' } });
    expect(json.status).toBe(400);
    const anonymous = await raw(server.url, 'BatchUpload', { form: formWith('a.png', PNG) });
    expect(anonymous.status).toBe(401);
    const broken = await fetch(`${server.url}/WDPracticeInternshipPlugin/api/v1/Upload/BatchUpload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${school.token}`,
        'content-type': 'multipart/form-data; boundary=zzz',
      },
      body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ Code: 400, Message: '上传内容格式不正确' });
  });

  it('says 上传文件大小不能超过 {n}MB! for an oversized upload', async () => {
    const r = await upload('big.pdf', new Uint8Array(6 * 1024 * 1024));
    expect(r.json.Message).toBe('上传文件大小不能超过 5MB!');
  });
});

describe('chunked uploads', () => {
  const content = new TextEncoder().encode('第一段内容-second part-third');
  const parts = [content.slice(0, 10), content.slice(10, 20), content.slice(20)];
  const md5 = createHash('md5').update(content).digest('hex');

  it('resumes, merges in order and checks the hash', async () => {
    const verify = await school.sdk.MultipartVerify({ cFileHash: md5, cFileName: '报告.txt' });
    expect(verify).toMatchObject({ exists: false, uploadedParts: [] });
    const { uploadId } = verify;
    for (const [i, part] of parts.entries()) {
      if (i === 1) continue;
      const r = await raw(server.url, 'MultipartUpload', {
        token: school.token,
        query: { uploadId, partNumber: i + 1 },
        form: formWith('blob', part),
      });
      expect(r.json.Content).toEqual({ partNumber: i + 1, size: part.byteLength });
    }
    expect(
      (await school.sdk.MultipartVerify({ cFileHash: md5, cFileName: '报告.txt' })).uploadedParts,
    ).toEqual([1, 3]);
    const early = await raw(server.url, 'MultipartMerge', {
      token: school.token,
      body: { uploadId, cFileName: '报告.txt', partCount: 3, folder: 'references/cFilePath' },
    });
    expect(early.json.Message).toBe('缺少分片：2');
    await raw(server.url, 'MultipartUpload', {
      token: school.token,
      query: { uploadId, partNumber: 2 },
      form: formWith('blob', parts[1] as Uint8Array),
    });
    const merged = await school.sdk.MultipartMerge({
      uploadId,
      cFileName: '报告.txt',
      partCount: 3,
      folder: 'references/cFilePath',
    });
    expect(merged.fSize).toBe(content.byteLength);
    expect(new Uint8Array(readFileSync(join(server.filesDir, merged.cFilePath)))).toEqual(content);
    const again = await school.sdk.MultipartVerify({ cFileHash: md5, cFileName: '报告.txt' });
    expect(again).toMatchObject({ exists: true, cFilePath: merged.cFilePath });
  });

  it('refuses a merge whose content does not match the hash, and another user’s upload id', async () => {
    const wrong = createHash('md5').update('something else').digest('hex');
    const { uploadId } = await school.sdk.MultipartVerify({ cFileHash: wrong, cFileName: 'x.txt' });
    await raw(server.url, 'MultipartUpload', {
      token: school.token,
      query: { uploadId, partNumber: 1 },
      form: formWith('blob', content),
    });
    const r = await raw(server.url, 'MultipartMerge', {
      token: school.token,
      body: { uploadId, cFileName: 'x.txt', partCount: 1, folder: 'internship' },
    });
    expect(r.json.Message).toBe(HASH_MISMATCH);
    const other = await raw(server.url, 'MultipartUpload', {
      token: admin.token,
      query: { uploadId, partNumber: 2 },
      form: formWith('blob', content),
    });
    expect(other.json.Message).toBe(UNKNOWN_UPLOAD);
  });
});
