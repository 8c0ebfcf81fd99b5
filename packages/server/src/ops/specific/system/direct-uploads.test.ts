import { uploadTooLarge } from '@practice/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { roleId } from '../../../boot/grants.js';
import { DIRECT_GRACE_MS, DIRECT_MESSAGES } from '../../../files/direct-uploads.js';
import { FILE_MESSAGES } from '../../../files/errors.js';
import { sweepStaleFiles } from '../../../files/sweep.js';
import { SAMPLE_FILES } from '../../../files/testing.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, expectRefused, signInAs } from '../internship/testing.js';

/*
 * Direct uploads on an object store (s3rver in the test): the ticket binds one server-made key, the object
 * counts only once the server has verified it, a refused object is removed, an unverified key can be named in
 * no row, and the sweep removes what was never verified. Demo course 1: `student` is student 1, `teacher`
 * tutors the course.
 */
const STUDENT = (n: number) => demoId('InternshipStudent', n);
const PDF = new TextEncoder().encode(SAMPLE_FILES.pdf);
// A Windows program: what a name ending in .pdf must not smuggle in.
const PROGRAM = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

let server: TestServer;
let student: Client;
let teacher: Client;
let admin: Client;

type Ticket = Awaited<ReturnType<Client['GetDirectUploadUrl']>>;

const ticketFor = (who: Client, cFileName: string, fSize: number, folder = 'Internship/cFilePath') =>
  who.GetDirectUploadUrl({ cFileName, fSize, folder });

const put = (t: Ticket, bytes: Uint8Array) =>
  fetch(t.url, { method: t.method, headers: t.headers, body: new Uint8Array(bytes) });

async function directUpload(who: Client, name: string, bytes: Uint8Array): Promise<string> {
  const t = await ticketFor(who, name, bytes.byteLength);
  expect((await put(t, bytes)).status).toBe(200);
  const done = await who.CompleteDirectUpload({ cFilePath: t.cFilePath });
  expect(done.Code).toBe(10000);
  return t.cFilePath;
}

const summaryOf = async (who: Client) => {
  const [summary] = (await who.GetInternshipSummaryPageList({ fInternshipStudentId: STUDENT(1) })).List;
  if (!summary) throw new Error('the demo student has a summary');
  return summary;
};

const readStatus = async (who: Client, path: string) =>
  (
    await fetch(`${server.url}/files/${path.split('/').map(encodeURIComponent).join('/')}`, {
      headers: { authorization: `Bearer ${who.token}` },
    })
  ).status;

beforeAll(async () => {
  server = await startTestServer({ store: 's3' });
  [student, teacher, admin] = await signInAs(server, 'student', 'teacher', 'admin');
}, 180_000);
afterAll(() => server?.close());

describe('a direct upload', () => {
  it('is verified, answers the FileList entry, and is then the uploader’s to read and to hand in', async () => {
    const t = await ticketFor(student, '实习报告.pdf', PDF.byteLength);
    expect(t.cFilePath).toMatch(/^华东理工职业技术学院\/Internship\/cFilePath\/[\w-]+---实习报告\.pdf$/);
    expect(t.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(new Date(t.tExpireDate).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    // Before it is verified the key is nobody's: not readable, not nameable.
    expect((await put(t, PDF)).status).toBe(200);
    expect(await readStatus(student, t.cFilePath)).toBe(403);
    const done = await student.CompleteDirectUpload({ cFilePath: t.cFilePath });
    expect(done.FileList).toEqual([`实习报告.pdf&&${t.cFilePath}&&Internship/cFilePath&&${PDF.byteLength}`]);
    // Asking again answers the same.
    expect((await student.CompleteDirectUpload({ cFilePath: t.cFilePath })).FileList).toEqual(done.FileList);
    expect(await readStatus(student, t.cFilePath)).toBe(200);
    const summary = await summaryOf(student);
    await student.UpdateInternshipSummaryFile({ ...summary, cFilePath: t.cFilePath });
  });

  it('binds the size and the type in the signature, for fifteen minutes', async () => {
    // s3rver does not check V4 signatures, so what a store refuses is read off the URL: a real store answers
    // 403 SignatureDoesNotMatch to a PUT whose Content-Length or Content-Type differs from these.
    const t = await ticketFor(student, '总结.pdf', PDF.byteLength);
    const query = new URL(t.url).searchParams;
    expect(query.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect(query.get('X-Amz-Expires')).toBe('900');
    expect(new URL(t.url).pathname.endsWith(t.cFilePath.split('/').map(encodeURIComponent).join('/'))).toBe(
      true,
    );
  });

  it('is refused before any URL over the size limit, in a type the folder refuses, or into a public folder', async () => {
    await expectRefused(ticketFor(student, '大文件.pdf', 5 * 1024 * 1024 + 1), 413, uploadTooLarge(5));
    await expectRefused(ticketFor(student, '脚本.html', 10), 415, '不支持的文件类型 .html');
    await expectRefused(ticketFor(admin, '横幅.png', 10, 'banners/cPics'), 403, DIRECT_MESSAGES.publicFolder);
    await expectRefused(
      ticketFor(student, '横幅.png', 10, 'banners/cPics'),
      403,
      FILE_MESSAGES.folderForbidden,
    );
  });

  it('is refused and removed when the object is over the limit, of another size, or not what its name says', async () => {
    // A store that did not hold the PUT to the signed length: the server's own check still refuses.
    const large = await ticketFor(student, '报告.pdf', PDF.byteLength);
    await server.put(large.cFilePath, new Uint8Array(5 * 1024 * 1024 + 10));
    await expectRefused(student.CompleteDirectUpload({ cFilePath: large.cFilePath }), 413, uploadTooLarge(5));
    expect(await server.storage.stat(large.cFilePath)).toBeNull();
    // Refused once, the key is gone: asking again is as for a key never given.
    await expectRefused(
      student.CompleteDirectUpload({ cFilePath: large.cFilePath }),
      400,
      DIRECT_MESSAGES.unknown,
    );

    const short = await ticketFor(student, '报告.pdf', PDF.byteLength + 100);
    await server.put(short.cFilePath, PDF);
    await expectRefused(
      student.CompleteDirectUpload({ cFilePath: short.cFilePath }),
      400,
      DIRECT_MESSAGES.sizeMismatch,
    );
    expect(await server.storage.stat(short.cFilePath)).toBeNull();

    const program = await ticketFor(student, '说明.pdf', PROGRAM.byteLength);
    expect((await put(program, PROGRAM)).status).toBe(200);
    await expectRefused(
      student.CompleteDirectUpload({ cFilePath: program.cFilePath }),
      415,
      FILE_MESSAGES.contentMismatch,
    );
    expect(await server.storage.stat(program.cFilePath)).toBeNull();
  });

  it('waits for an object not yet PUT, and keeps its key for the PUT that follows', async () => {
    const t = await ticketFor(student, '稍后.pdf', PDF.byteLength);
    await expectRefused(
      student.CompleteDirectUpload({ cFilePath: t.cFilePath }),
      400,
      DIRECT_MESSAGES.notArrived,
    );
    expect((await put(t, PDF)).status).toBe(200);
    expect((await student.CompleteDirectUpload({ cFilePath: t.cFilePath })).Code).toBe(10000);
  });

  it("is the caller's own: another caller can neither complete it nor name it in a row", async () => {
    const t = await ticketFor(student, '我的.pdf', PDF.byteLength);
    expect((await put(t, PDF)).status).toBe(200);
    await expectRefused(
      teacher.CompleteDirectUpload({ cFilePath: t.cFilePath }),
      400,
      DIRECT_MESSAGES.unknown,
    );
    await expectRefused(teacher.CompleteDirectUpload({ cFilePath: 'default/x/none---无.pdf' }), 400);
    await student.CompleteDirectUpload({ cFilePath: t.cFilePath });
    // The teacher's own verified upload is theirs, not the student's, to write into the student's hand-in.
    const theirs = await directUpload(teacher, '导师的.pdf', PDF);
    const summary = await summaryOf(student);
    await expectRefused(
      student.UpdateInternshipSummaryFile({ ...summary, cFilePath: theirs }),
      403,
      FILE_MESSAGES.referenceForbidden,
    );
  });

  it('cannot be named in a row before it is verified, by anyone; the sweep removes it once expired', async () => {
    const t = await ticketFor(student, '未校验.pdf', PDF.byteLength);
    expect((await put(t, PDF)).status).toBe(200);
    const summary = await summaryOf(student);
    await expectRefused(
      student.UpdateInternshipSummaryFile({ ...summary, cFilePath: t.cFilePath }),
      403,
      DIRECT_MESSAGES.unverified,
    );
    // The platform admin may read and name any file the rows can hold, but not one nobody has looked at.
    expect(await readStatus(admin, t.cFilePath)).toBe(403);
    await expectRefused(
      admin.UpdateInternshipSummaryFile({ ...summary, cFilePath: t.cFilePath }),
      403,
      DIRECT_MESSAGES.unverified,
    );
    // Past its URL's time and the grace after it: it can no longer be completed, and the sweep removes it.
    const past = new Date(Date.now() - DIRECT_GRACE_MS - 60_000).toISOString();
    await server.db.query('update app_direct_upload set expires_at = $1 where path = $2', [
      past,
      t.cFilePath,
    ]);
    await expectRefused(
      student.CompleteDirectUpload({ cFilePath: t.cFilePath }),
      400,
      DIRECT_MESSAGES.unknown,
    );
    const verified = await directUpload(student, '已校验.pdf', PDF);
    await server.db.query('update app_direct_upload set expires_at = $1 where path = $2', [past, verified]);
    expect(
      await sweepStaleFiles(server.storage, server.filesDir, Date.now(), server.db),
    ).toBeGreaterThanOrEqual(1);
    expect(await server.storage.stat(t.cFilePath)).toBeNull();
    // A verified upload is a file like any other: its time does not matter.
    expect(await server.storage.stat(verified)).not.toBeNull();
    await expectRefused(
      student.UpdateInternshipSummaryFile({ ...summary, cFilePath: t.cFilePath }),
      403,
      FILE_MESSAGES.referenceForbidden,
    );
  });

  it('is granted by role: a school can keep it from students while its teachers still use it', async () => {
    expect((await ticketFor(student, '学生.pdf', 10)).cFilePath).toContain('学生.pdf');
    const revoke = () =>
      server.db.query('delete from app_role_api where role_id = $1 and operation = $2', [
        roleId('student'),
        'GetDirectUploadUrl',
      ]);
    await revoke();
    try {
      await expectRefused(ticketFor(student, '学生.pdf', 10), 403, '没有权限访问该接口');
      expect((await ticketFor(teacher, '导师.pdf', 10)).cFilePath).toContain('导师.pdf');
    } finally {
      await server.db.query('insert into app_role_api (role_id, operation) values ($1, $2)', [
        roleId('student'),
        'GetDirectUploadUrl',
      ]);
    }
  });
});

describe('on the local store', () => {
  let local: TestServer;
  beforeAll(async () => {
    local = await startTestServer();
  }, 180_000);
  afterAll(() => local?.close());

  it('answers that direct uploads are not available, so the client uploads through the server', async () => {
    const [who] = await signInAs(local, 'student');
    await expectRefused(ticketFor(who, '报告.pdf', 10), 400, DIRECT_MESSAGES.unavailable);
  });
});
