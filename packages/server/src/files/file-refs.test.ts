import { batchDownload } from '@practice/sdk';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { type Client, expectRefused, signInAs } from '../ops/specific/internship/testing.js';
import { formWith, PNG, raw } from '../ops/specific/system/test-client.js';
import { demoId } from '../seed/demo.js';

/*
 * The security issue's item 2: a stored path written into a row must be the writer's own upload, a path the
 * row already held, or a public portal picture; /files serves a private file to its uploader and to those
 * whose row scope covers a row that references it; a batch zip therefore holds only what rows legitimately
 * reference. Demo course 1: student 1 is the `student` account, `teacher` tutors the course; `jn_admin`
 * administers another school.
 */
const COURSE = (n: number) => demoId('InternshipInfo', n);
const STUDENT = (n: number) => demoId('InternshipStudent', n);
const REFUSED = '无权引用该文件';

let server: TestServer;
let teacher: Client;
let student: Client;
let classmate: Client;
let admin: Client;
let school: Client;
let otherSchool: Client;

async function uploadAs(
  who: Client,
  name: string,
  bytes: Uint8Array | string,
  folder = 'Internship/cFilePath',
) {
  const r = await raw(server.url, 'BatchUpload', {
    token: who.token,
    query: { folder },
    form: formWith(name, bytes),
  });
  expect(r.json.Code).toBe(10000);
  return String((r.json.FileList as string[])[0]).split('&&')[1] as string;
}

const filesUrl = (path: string) => `${server.url}/files/${path.split('/').map(encodeURIComponent).join('/')}`;
const readAs = async (who: Client | null, path: string) =>
  (await fetch(filesUrl(path), { headers: who ? { authorization: `Bearer ${who.token}` } : {} })).status;

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
let foreign: string;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.db.query<{ name: string }>(
    `select u."cUserName" as name from "AppUser" u join "InternshipStudent" s on s."fUserId" = u."fAppUserId"
      where s."fInternshipStudentId" = $1`,
    [STUDENT(2)],
  );
  [admin, teacher, student, classmate, school, otherSchool] = await signInAs(
    server,
    'admin',
    'teacher',
    'student',
    String(row?.name),
    'school',
    'jn_admin',
  );
  // Another school's private file: what the outside test pointed a hand-in at.
  foreign = await uploadAs(otherSchool, '他校学生简历.pdf', PDF);
}, 180_000);
afterAll(() => server?.close());

const draftSummary = () =>
  student.AddInternshipSummary({
    fInternshipInfoId: COURSE(1),
    fInternshipStudentId: STUDENT(1),
    fInternshipSummaryTaskId: demoId('InternshipSummaryTask', 2),
    cTitle: '毕业总结',
  });

describe('writing a stored path', () => {
  const zipOfStudent1 = async () => {
    const file = await batchDownload(teacher, 'BatchDownloadInternshipStudent', {
      fInternshipInfoId: COURSE(1),
      fInternshipStudentIds: [STUDENT(1)],
      fDownloadType: 1,
    });
    return unzipSync(new Uint8Array(await file.blob.arrayBuffer()));
  };

  it("refuses another school's file in a hand-in: the update-file call and the generic edit", async () => {
    const draft = await draftSummary();
    await expectRefused(student.UpdateInternshipSummaryFile({ ...draft, cFilePath: foreign }), 403, REFUSED);
    await expectRefused(
      student.EditInternshipSummary({ ...draft, cFilePath: JSON.stringify([foreign]) }),
      403,
      REFUSED,
    );
  });

  it("a tutor's batch zip cannot contain another school's file", async () => {
    const [summary] = (await student.GetInternshipSummaryPageList({ fInternshipStudentId: STUDENT(1) })).List;
    if (!summary) throw new Error('the demo student has a summary');
    // Whatever the server answers, the zip is what counts.
    await student.UpdateInternshipSummaryFile({ ...summary, cFilePath: foreign }).catch(() => null);
    const entries = await zipOfStudent1();
    expect(Object.keys(entries).some((n) => n.includes('他校学生简历'))).toBe(false);
    expect(Object.values(entries).some((bytes) => new TextDecoder().decode(bytes) === PDF)).toBe(false);
    // The caller's own upload is what a hand-in takes, and what the zip then holds.
    const mine = await uploadAs(student, '毕业总结.pdf', PDF);
    await student.UpdateInternshipSummaryFile({ ...summary, cFilePath: mine });
    expect(Object.keys(await zipOfStudent1()).some((n) => n.endsWith('实习总结_毕业总结.pdf'))).toBe(true);
  });

  it('refuses a picture of another school embedded in rich text, by its /files URL', async () => {
    const picture = await uploadAs(otherSchool, '图.png', PNG);
    const html = (path: string) => `<p>见图</p><p><img src="${student.config.fileUrl(path)}"></p>`;
    const draft = (
      await student.GetInternshipSummaryPageList({ fInternshipStudentId: STUDENT(1) })
    ).List.find((s) => s.fStatus === 0 || s.fStatus === 1);
    if (!draft) throw new Error('the demo student has a summary');
    for (const src of [
      `/files/${picture.split('/').map(encodeURIComponent).join('/')}`,
      `http://elsewhere.example/api/files/${picture}`,
      `/files/${picture}`,
    ]) {
      await expectRefused(
        student.EditInternshipSummary({ ...draft, cContent: `<p><img src="${src}"></p>` }),
        403,
        REFUSED,
      );
    }
    const mine = await uploadAs(student, '我的图.png', PNG);
    await student.EditInternshipSummary({ ...draft, cContent: html(mine) });
  });

  it('keeps what a row already holds, takes public portal pictures, refuses other people’s files', async () => {
    const [hdlg] = await server.db.query<{ cLogo: string }>(
      `select "cLogo" from "School" where "fSchoolId" = $1`,
      [demoId('School', 1)],
    );
    const [jnxx] = await server.db.query<{ cLogo: string }>(
      `select "cLogo" from "School" where "fSchoolId" = $1`,
      [demoId('School', 2)],
    );
    // The seed's sample logo stays when the school is saved unchanged; another school's private file is
    // refused to another school's admin, while the platform admin, who may read every file, may name any.
    await admin.EditSchool({ fSchoolId: demoId('School', 1), cLogo: hdlg?.cLogo });
    await expectRefused(school.Home_EditAppUser({ cAvatar: foreign }), 403, REFUSED);
    await admin.EditSchool({ fSchoolId: demoId('School', 1), cLogo: jnxx?.cLogo });
    const logo = await uploadAs(admin, '校徽.png', PNG);
    await admin.EditSchool({ fSchoolId: demoId('School', 1), cLogo: logo });
    // Public portal pictures may be shown anywhere; a classmate's upload may not be taken.
    const banner = await uploadAs(school, '横幅.png', PNG, 'banners/cPics');
    await student.Home_EditAppUser({ cAvatar: banner });
    const theirs = await uploadAs(classmate, '头像.png', PNG);
    await expectRefused(student.Home_EditAppUser({ cAvatar: theirs }), 403, REFUSED);
  });
});

describe('reading a private file at /files', () => {
  it('serves a fresh upload to its uploader only, before any form is saved', async () => {
    const fresh = await uploadAs(student, '预览.png', PNG);
    expect(await readAs(student, fresh)).toBe(200);
    expect(await readAs(classmate, fresh)).toBe(403);
    expect(await readAs(teacher, fresh)).toBe(403);
    expect(await readAs(null, fresh)).toBe(401);
    expect(await readAs(student, foreign)).toBe(403);
    expect(await readAs(otherSchool, foreign)).toBe(200);
  });

  it('serves a handed-in file to those whose scope covers the row, not to others', async () => {
    const handed = await uploadAs(student, '实习报告.pdf', PDF);
    const summary = (await student.GetInternshipSummaryPageList({ fInternshipStudentId: STUDENT(1) }))
      .List[0];
    if (!summary) throw new Error('the demo student has a summary');
    await student.UpdateInternshipSummaryFile({ ...summary, cFilePath: handed });
    expect(await readAs(teacher, handed)).toBe(200);
    expect(await readAs(school, handed)).toBe(200);
    expect(await readAs(classmate, handed)).toBe(403);
    expect(await readAs(otherSchool, handed)).toBe(403);
  });

  it('serves the seed’s sample files through the rows that hold them', async () => {
    const [row] = await server.db.query<{ cLogo: string }>(
      `select "cLogo" from "School" where "fSchoolId" = $1`,
      [demoId('School', 2)],
    );
    const logo = String(row?.cLogo);
    expect(await readAs(otherSchool, logo)).toBe(200);
    expect(await readAs(student, logo)).toBe(403);
  });

  it('takes a file the writer may already read: an audited common resource copied into a course', async () => {
    const [resource] = await server.db.query<{ path: string }>(
      `select "cFilePath" as path from "CommonResource" where "cFilePath" is not null and "cFilePath" <> ''
        and "fStatus" = 1 limit 1`,
    );
    if (!resource) throw new Error('the demo data has no audited common resource with a file');
    expect(await readAs(teacher, resource.path)).toBe(200);
    const added = await teacher.AddInternshipReference({
      fInternshipInfoId: COURSE(1),
      cFileName: '公共资源副本',
      cFilePath: resource.path,
    });
    expect(added.cFilePath).toBe(resource.path);
    // What the writer cannot read stays refused.
    await expectRefused(
      teacher.AddInternshipReference({ fInternshipInfoId: COURSE(1), cFileName: '他校', cFilePath: foreign }),
      403,
      REFUSED,
    );
  });
});
