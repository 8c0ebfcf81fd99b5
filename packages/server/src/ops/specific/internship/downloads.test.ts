import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { batchDownload } from '@practice/sdk';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * Batch downloads and the reference download counter. The demo rows point at sample files under demo/; the
 * ones these tests pack are written into the server's file folder first (the rest are missing on purpose).
 * Diary 1 is the `student` account's first diary (a photo and an attachment); student 4 is not bound to the
 * enterprise `tutor`. (Seed ordinals: the ids are demoId(entity, ordinal).)
 */
const COURSE = (n: number) => demoId('InternshipInfo', n);
const STUDENT = (n: number) => demoId('InternshipStudent', n);
const DIARY = (n: number) => demoId('InternshipDiary', n);
const REFERENCE = (n: number) => demoId('InternshipReference', n);

let server: TestServer;
let teacher: Client;
let tutor: Client;
let student: Client;
const written = new Map<string, string>();

/** Writes a sample file at a storage key, its content naming the key. */
function put(key: string) {
  const path = join(server.filesDir, ...key.split('/'));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `内容:${key}`);
  written.set(key, `内容:${key}`);
}

const FILE_KINDS = [5, 6];

beforeAll(async () => {
  server = await startTestServer();
  [teacher, tutor, student] = await signInAs(server, 'teacher', 'tutor', 'student');
  // The server wrote stand-ins for every demo file at start; these tests want most of them missing.
  rmSync(join(server.filesDir, 'demo'), { recursive: true, force: true });
  const diaryItems = await teacher.GetInternshipDiaryItemPageList({
    fInternshipDiaryId: DIARY(1),
    pageSize: 50,
  });
  const materials = await teacher.GetInternshipStudentMaterialPageList({ fInternshipStudentId: STUDENT(1) });
  const materialItems = await teacher.GetInternshipStudentMaterialItemPageList({
    fInternshipStudentMaterialId: materials.List[0]?.fInternshipStudentMaterialId as string,
    pageSize: 50,
  });
  for (const item of [...diaryItems.List, ...materialItems.List]) {
    if (FILE_KINDS.includes(item.fFontType as number) && item.cContent) put(item.cContent);
  }
}, 180_000);
afterAll(() => server?.close());

async function unzip(client: Client, operation: Parameters<typeof batchDownload>[1], body: unknown) {
  const file = await batchDownload(client, operation, body as never);
  expect(file.name).toMatch(/\.zip$/);
  const entries = unzipSync(new Uint8Array(await file.blob.arrayBuffer()));
  return Object.fromEntries(
    Object.entries(entries).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]),
  );
}

const zipsOnDisk = () => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (dir.includes('batch-download')) found.push(e.name);
    }
  };
  walk(server.filesDir);
  return found;
};

describe('BatchDownloadInternshipDiary', () => {
  it("packs the selected diary's files under the diary's folder", async () => {
    expect(written.size).toBeGreaterThanOrEqual(3);
    const zip = await unzip(teacher, 'BatchDownloadInternshipDiary', { ids: [DIARY(1)] });
    const names = Object.keys(zip);
    expect(names.length).toBe(2);
    expect(names.every((n) => n.startsWith('刘子涵_') && n.includes('/实习日志_第1周_'))).toBe(true);
    const contents = Object.values(zip).sort();
    const diaryFiles = [...written.entries()].filter(([k]) => k.startsWith('demo/diary/')).map(([, v]) => v);
    expect(contents).toEqual(diaryFiles.sort());
  });

  it('lists files that are gone instead of failing', async () => {
    const zip = await unzip(teacher, 'BatchDownloadInternshipDiary', { ids: [DIARY(2)] });
    expect(zip['缺失文件.txt']).toContain('工作现场.jpg');
  });

  it('answers 404 when the selection has no files at all', async () => {
    const plain = (await teacher.GetInternshipDiaryPageList({ fInternshipStudentId: STUDENT(4) })).List[0];
    await expectRefused(
      teacher.BatchDownloadInternshipDiary({ ids: [plain?.fInternshipDiaryId as string] }),
      404,
      '所选记录没有可下载的文件',
    );
  });

  it('refuses an enterprise tutor a diary of a student not bound to them, packing nothing', async () => {
    const unbound = (await teacher.GetInternshipDiaryPageList({ fInternshipStudentId: STUDENT(4) })).List[0];
    const before = zipsOnDisk().length;
    await expectRefused(
      tutor.BatchDownloadInternshipDiary({ ids: [DIARY(1), unbound?.fInternshipDiaryId as string] }),
      403,
    );
    expect(zipsOnDisk().length).toBe(before);
    // Their own students' diaries they may pack.
    expect(Object.keys(await unzip(tutor, 'BatchDownloadInternshipDiary', { ids: [DIARY(1)] }))).toHaveLength(
      2,
    );
  });

  it('is not for students', async () => {
    await expectRefused(student.BatchDownloadInternshipDiary({ ids: [DIARY(1)] }), 403);
  });
});

describe('InternshipDiary_PackageInternshipDiary', () => {
  it('packs each diary as text beside its files, leaving no text files behind', async () => {
    const zip = await unzip(teacher, 'InternshipDiary_PackageInternshipDiary', { ids: [DIARY(1)] });
    const text = Object.entries(zip).find(([n]) => n.endsWith('/日志内容.txt'))?.[1] ?? '';
    expect(text).toContain('标题：入职第一周：熟悉开发环境与代码规范');
    expect(text).toContain('【工作内容】');
    expect(Object.keys(zip)).toHaveLength(3);
    expect(zipsOnDisk().filter((n) => n.endsWith('.txt'))).toEqual([]);
  });
});

describe('BatchDownloadInternshipStudent', () => {
  const body = (fDownloadType: 1 | 2, ids = [STUDENT(1)]) => ({
    fInternshipInfoId: COURSE(1),
    fInternshipStudentIds: ids,
    fDownloadType,
  });

  it("materials only: the student's material files", async () => {
    const zip = await unzip(teacher, 'BatchDownloadInternshipStudent', body(2));
    const names = Object.keys(zip);
    expect(names.length).toBe(2);
    expect(names.every((n) => /^\d+_刘子涵\/实习材料_/.test(n))).toBe(true);
  });

  it('all material: also diaries, summaries and interviews (missing ones listed)', async () => {
    const zip = await unzip(teacher, 'BatchDownloadInternshipStudent', body(1));
    const names = Object.keys(zip);
    expect(names.filter((n) => n.includes('/实习材料_'))).toHaveLength(2);
    expect(names.some((n) => n.includes('/实习日志_第1周_'))).toBe(true);
    expect(zip['缺失文件.txt']).toContain('实习总结_');
  });

  it('refuses a student of another course, and an unbound student for an enterprise tutor', async () => {
    await expectRefused(
      teacher.BatchDownloadInternshipStudent({ ...body(2), fInternshipInfoId: COURSE(2) }),
      403,
    );
    await expectRefused(tutor.BatchDownloadInternshipStudent(body(2, [STUDENT(1), STUDENT(4)])), 403);
  });
});

describe('InternshipReference_UpdateDownloadCount', () => {
  const count = async (id: string) =>
    (await teacher.GetInternshipReferenceModel({ fInternshipReferenceId: id })).fDownloadCount ?? 0;

  it('counts 20 parallel downloads as 20', async () => {
    const before = await count(REFERENCE(1));
    await Promise.all(
      Array.from({ length: 20 }, () =>
        student.InternshipReference_UpdateDownloadCount({ fInternshipReferenceId: REFERENCE(1) }),
      ),
    );
    expect(await count(REFERENCE(1))).toBe(before + 20);
  });

  it('does not count a reference of a course the caller is not in', async () => {
    const other = (
      await server.db.query(
        'select "fInternshipReferenceId" as id, "fDownloadCount" as n from "InternshipReference" where "fInternshipInfoId" = $1 limit 1',
        [COURSE(5)],
      )
    )[0];
    await expectRefused(
      student.InternshipReference_UpdateDownloadCount({ fInternshipReferenceId: other?.id as string }),
      403,
    );
    const after = (
      await server.db.query(
        'select "fDownloadCount" as n from "InternshipReference" where "fInternshipReferenceId" = $1',
        [other?.id],
      )
    )[0];
    expect(after?.n).toBe(other?.n);
  });
});
