import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { roleId } from '../boot/grants.js';
import { type Client, formWith, PNG, raw, signIn } from '../ops/specific/system/test-client.js';

/*
 * The security issue's items 1 and 3, over HTTP on every upload path: the portal's public folders take only
 * pictures from those who edit the portal, and only at the presets' exact folders; every file's bytes must
 * be what its name says, and an SVG must carry nothing that runs.
 */

let server: TestServer;
let admin: Client;
let school: Client;
let teacher: Client;
let student: Client;

beforeAll(async () => {
  server = await startTestServer();
  [admin, school, teacher, student] = (await Promise.all(
    ['admin', 'school', 'teacher', 'student'].map((name) => signIn(server.url, name)),
  )) as [Client, Client, Client, Client];
}, 180_000);
afterAll(() => server?.close());

type Bytes = Uint8Array | string;
// UploadImageNoPro takes pictures only, whatever the folder: it is one of the paths for picture names alone.
const callsFor = (name: string) =>
  /\.(?:png|jpe?g|gif|bmp|webp|svg)$/i.test(name)
    ? ['BatchUpload', 'UploadImageNoPro', 'FileUpload']
    : ['BatchUpload', 'FileUpload'];

const upload = (who: Client, name: string, bytes: Bytes, folder: string, op = 'BatchUpload') =>
  raw(server.url, op, { token: who.token, query: { folder }, form: formWith(name, bytes) });

/** The chunked path: verify, one part, merge into `folder`. */
async function chunked(who: Client, name: string, bytes: Bytes, folder: string) {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const hash = createHash('md5').update(data).digest('hex');
  const { uploadId } = await who.sdk.MultipartVerify({ cFileHash: hash, cFileName: name });
  await raw(server.url, 'MultipartUpload', {
    token: who.token,
    query: { uploadId, partNumber: 1 },
    form: formWith('blob', data),
  });
  return raw(server.url, 'MultipartMerge', {
    token: who.token,
    body: { uploadId, cFileName: name, partCount: 1, folder },
  });
}

/** Every upload path's answer for one file: the three form calls and the chunked merge. */
async function everyPath(who: Client, name: string, bytes: Bytes, folder: string) {
  const answers = [];
  for (const op of callsFor(name)) answers.push(await upload(who, name, bytes, folder, op));
  answers.push(await chunked(who, name, bytes, folder));
  return answers.map((r) => ({ status: r.status, message: r.json.Message }));
}

const refusedEverywhere = (status: number, message: string | RegExp, name = 'a.png') =>
  Array.from({ length: callsFor(name).length + 1 }, () => ({
    status,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  }));

describe('uploads into the portal’s public folders', () => {
  it.each(['rich-text', 'news', 'banners/cPics'])(
    'refuses %s to a student and a teacher on every path, with nothing written',
    async (folder) => {
      for (const who of [student, teacher]) {
        expect(await everyPath(who, 'pic.png', PNG, folder)).toEqual(
          refusedEverywhere(403, '无权上传到该目录'),
        );
      }
    },
  );

  it('takes pictures there from the platform admin and a school admin (granted the news and banner writes)', async () => {
    for (const who of [admin, school]) {
      for (const folder of ['rich-text', 'news', 'banners/cPics']) {
        const r = await upload(who, 'pic.png', PNG, folder);
        expect(r.json.Code).toBe(10000);
      }
    }
  });

  it('follows the role grants as data: a teacher granted EditGatewayNewsInfo may upload news pictures', async () => {
    const role = roleId('teacher');
    await server.db.query(
      `insert into app_role_api (role_id, operation) values ($1, 'EditGatewayNewsInfo')`,
      [role],
    );
    try {
      expect((await upload(teacher, 'pic.png', PNG, 'news')).json.Code).toBe(10000);
      // News rights open the news folders, not the banners'.
      expect((await upload(teacher, 'pic.png', PNG, 'banners/cPics')).status).toBe(403);
    } finally {
      await server.db.query(
        `delete from app_role_api where role_id = $1 and operation = 'EditGatewayNewsInfo'`,
        [role],
      );
    }
  });

  it.each(['rich-text/a', 'news/2024/x', 'banners/cPics/more', 'banners', 'banners/other', 'News'])(
    'refuses the folder %s even to the platform admin: only the presets themselves',
    async (folder) => {
      const answers = await everyPath(admin, 'pic.png', PNG, folder);
      expect(answers).toEqual(refusedEverywhere(400, '上传目录不合法'));
    },
  );

  it('takes only pictures there, checked by content', async () => {
    const pdf = '%PDF-1.7\n%\u00e2\u00e3\n1 0 obj<<>>endobj\n';
    expect(await everyPath(admin, 'a.pdf', pdf, 'news')).toEqual(
      refusedEverywhere(415, /只能上传图片文件/, 'a.pdf'),
    );
    expect(await everyPath(admin, 'a.png', '<html><script>alert(1)</script></html>', 'rich-text')).toEqual(
      refusedEverywhere(415, /只能上传图片文件|文件内容与扩展名不符/),
    );
    // Banners: gif, jpeg, jpg, png, svg (SPEC §5); the editor's pictures may also be bmp and webp.
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    expect((await upload(admin, 'a.webp', webp, 'banners/cPics')).status).toBe(415);
    expect((await upload(admin, 'a.webp', webp, 'rich-text')).json.Code).toBe(10000);
  });

  it('serves a file in a sub-folder of a public folder, or one that is not a picture, as private', async () => {
    const put = (path: string) => {
      const target = join(server.filesDir, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, '<html><script>alert(1)</script></html>');
    };
    for (const path of [
      'default/news/evil/x---page.png',
      'default/rich-text/a/b/x---a.png',
      'default/news/x---page.html',
    ]) {
      put(path);
      const r = await fetch(`${server.url}/files/${path.split('/').map(encodeURIComponent).join('/')}`);
      expect(r.status).toBe(401);
      expect(r.headers.get('cache-control')).not.toContain('public');
    }
  });
});

describe('file content must match the name, on every upload path', () => {
  const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
  const ZIP = zipSync({ 'a.txt': new TextEncoder().encode('x') });
  const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
  const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

  it.each<[string, string, Bytes]>([
    [
      'an SVG that animates an event handler on',
      'a.svg',
      svg('<set attributeName="onmouseover" to="alert(1)"/>'),
    ],
    [
      'an SVG with a handler after a slash',
      'a.svg',
      '<svg/onload="alert(1)" xmlns="http://www.w3.org/2000/svg"/>',
    ],
    [
      'an SVG with an encoded javascript: link',
      'a.svg',
      svg('<a href="java&#115;cript:alert(1)"><text>x</text></a>'),
    ],
    [
      'an SVG with a split javascript: link',
      'a.svg',
      svg('<a href="java\nscript:alert(1)"><text>x</text></a>'),
    ],
  ])('refuses %s', async (_, name, bytes) => {
    expect(await everyPath(student, name, bytes, 'Internship/cFilePath')).toEqual(
      refusedEverywhere(415, /SVG/),
    );
  });

  it.each<[string, string, Bytes]>([
    ['a .pdf that is a zip', 'report.pdf', ZIP],
    ['a .docx that is a program', 'report.docx', EXE],
    [
      'a .xls that is a web page',
      'grades.xls',
      '<html><body><table><tr><td>1</td></tr></table></body></html>',
    ],
    ['a .zip that is a program', 'bundle.zip', ELF],
    ['a .txt that is a program', 'readme.txt', EXE],
    ['an .mp4 that is a web page', 'clip.mp4', '<!doctype html><script>alert(1)</script>'],
  ])('refuses %s', async (_, name, bytes) => {
    expect(await everyPath(student, name, bytes, 'Internship/cFilePath')).toEqual(
      refusedEverywhere(415, '文件内容与扩展名不符', name),
    );
  });

  it.each<[string, string, Bytes]>([
    ['a .jpg that is a program', 'photo.jpg', EXE],
    ['a .png that is a web page', 'photo.png', '<html><script>alert(1)</script></html>'],
  ])('refuses %s (already refused before: kept so)', async (_, name, bytes) => {
    for (const r of await everyPath(student, name, bytes, 'Internship/cFilePath')) {
      expect(r.status).toBe(415);
    }
  });

  it.each<[string, string, Bytes]>([
    ['a real pdf', '报告.pdf', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'],
    ['a real docx (a zip)', '报告.docx', ZIP],
    ['a real zip', '资料.zip', ZIP],
    ['a text file', '说明.txt', '第一行\r\n第二行'],
    ['a csv', '名单.csv', '姓名,学号\n张三,1\n'],
    ['a picture', '照片.png', PNG],
  ])('accepts %s on every path', async (_, name, bytes) => {
    for (const r of await everyPath(student, name, bytes, 'Internship/cFilePath')) {
      expect(r).toEqual({ status: 200, message: expect.any(String) });
    }
  });
});
