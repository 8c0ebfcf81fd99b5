import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { batchDownload } from '@practice/sdk';
import { unzipSync } from 'fflate';
import * as XLSX from 'sheetjs-style';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { noteUploadOf } from '../../../files/testing.js';
import { demoId } from '../../../seed/demo.js';
import {
  day,
  expectRefused,
  rowOf,
  type Sdk,
  signIn,
  startTestServer,
  studentsOf,
  type TestServer,
  userId,
} from './test-kit.js';

/*
 * The practice calls that carry files or forms: the class-list import, the standard evaluation, the resource
 * download counter and the batch download of students' hand-ins.
 */

// A real server per file; sign-ins hash passwords and imports parse in a worker, slow when suites share the CPU.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let server: TestServer;
let admin: Sdk;
let teacher: Sdk;
let student: Sdk;
let teacherId: string;
const SCHOOL_1 = demoId('School', 1);

type CourseInput = Parameters<Sdk['AddPracticeInfo']>[0];

async function course(o: Partial<CourseInput> = {}): Promise<string> {
  const row = await admin.AddPracticeInfo({
    fSchoolId: SCHOOL_1,
    cPracticeName: `文件测试课程${Math.random().toString(36).slice(2, 7)}`,
    fPracticeType: 2,
    fEvaluationType: 1,
    fTeacherUserId: teacherId,
    tStartDate: day(-10),
    tEndDate: day(90),
    ...o,
  } as CourseInput);
  await admin.AuthPracticeInfoIDS({ ids: [row.cPracticeInfoId] });
  return row.cPracticeInfoId;
}

function workbook(rows: string[][]): Blob {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '名单');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([bytes]);
}

/** A file placed in storage as `userName`'s upload would be, answering its storage key. */
async function stored(key: string, text: string, userName: string): Promise<string> {
  const path = join(server.filesDir, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  await noteUploadOf(server.db, key, userName);
  return key;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, teacher, student] = await Promise.all([
    signIn(server, 'admin'),
    signIn(server, 'teacher'),
    signIn(server, 'student'),
  ]);
  teacherId = (await userId(server, 'teacher')).id;
}, 120_000);
afterAll(() => server?.close());

describe('ImportPracticeStudentList', () => {
  const people = async (n: number) => {
    const list = (await studentsOf(server, SCHOOL_1)).slice(2, 2 + n).map((s) => s.id);
    return server.db.query(
      'select "fAppUserId", "cNumber", "cRealName" from "AppUser" where "fAppUserId" = any($1)',
      [list],
    );
  };

  it('imports a whole class list as approved selections and counts the seats', async () => {
    const id = await course({ fMaxStudent: 10 });
    const list = await people(3);
    const file = workbook([['学号', '姓名'], ...list.map((p) => [String(p.cNumber), String(p.cRealName)])]);
    const result = await teacher.ImportPracticeStudentList({
      file,
      fileName: '名单.xlsx',
      query: { cPracticeInfoId: id },
    });
    expect(result).toEqual({ imported: 3, errors: [] });
    expect(await rowOf(server, 'PracticeInfo', 'cPracticeInfoId', id)).toMatchObject({ fStudentCount: 3 });
    const rows = await server.db.query(
      'select "fStatus" from "PracticeStudent" where "cPracticeInfoId" = $1',
      [id],
    );
    expect(rows.map((r) => r.fStatus)).toEqual([1, 1, 1]);
  });

  it('previews a list on a dry run without adding anyone', async () => {
    const id = await course({ fMaxStudent: 10 });
    const list = await people(2);
    const file = workbook([['学号', '姓名'], ...list.map((p) => [String(p.cNumber), String(p.cRealName)])]);
    const result = await teacher.ImportPracticeStudentList({
      file,
      fileName: '名单.xlsx',
      query: { cPracticeInfoId: id, dryRun: 'true' },
    });
    expect(result.imported).toBe(0);
    expect(result.preview?.map((r) => [r.row, r.cNumber, r.cRealName])).toEqual(
      list.map((p, i) => [i + 2, String(p.cNumber), String(p.cRealName)]),
    );
    expect(result.preview?.[0]?.cSchoolName).toBeTruthy();
    const rows = await server.db.query('select 1 from "PracticeStudent" where "cPracticeInfoId" = $1', [id]);
    expect(rows).toHaveLength(0);
  });

  it('imports nothing when any row is wrong, and says which rows', async () => {
    const id = await course({ fMaxStudent: 10 });
    const [a, b] = await people(2);
    const file = workbook([
      ['学号', '姓名'],
      [String(a?.cNumber), String(a?.cRealName)],
      [String(b?.cNumber), '张冠李戴'],
      ['9999999999', '查无此人'],
      [String(a?.cNumber), String(a?.cRealName)],
    ]);
    await expectRefused(
      teacher.ImportPracticeStudentList({ file, fileName: '名单.xlsx', query: { cPracticeInfoId: id } }),
      400,
      /第3行.*姓名与学号不符.*第4行.*未找到学号为 9999999999 的学生.*第5行.*与第2行重复/,
    );
    expect(
      await server.db.query('select 1 from "PracticeStudent" where "cPracticeInfoId" = $1', [id]),
    ).toHaveLength(0);
  });

  it('refuses a list larger than the seats left, and a file that is not a workbook', async () => {
    const id = await course({ fMaxStudent: 2 });
    const list = await people(3);
    const file = workbook([['学号', '姓名'], ...list.map((p) => [String(p.cNumber), String(p.cRealName)])]);
    await expectRefused(
      teacher.ImportPracticeStudentList({ file, fileName: '名单.xlsx', query: { cPracticeInfoId: id } }),
      409,
      '课程名额不足，剩余名额2个',
    );
    const text = new Blob(['学号,姓名']);
    await expectRefused(
      teacher.ImportPracticeStudentList({ file: text, fileName: '名单.csv', query: { cPracticeInfoId: id } }),
      415,
    );
    expect((await rowOf(server, 'PracticeInfo', 'cPracticeInfoId', id))?.fStudentCount ?? 0).toBe(0);
    expect(
      await server.db.query('select 1 from "PracticeStudent" where "cPracticeInfoId" = $1', [id]),
    ).toHaveLength(0);
  });
});

describe('hand-ins', () => {
  let courseId: string;
  let selectionId: string;
  let taskId: string;

  beforeAll(async () => {
    const [template] = await server.db.query(
      'select "fEvaluationTemplateInfoId" as id from "EvaluationTemplateItem" group by 1 having count(*) >= 2 limit 1',
    );
    courseId = await course({ fEvaluationType: 2, fEvaluationTemplateInfoId: template?.id as string });
    const me = await userId(server, 'student');
    selectionId = (await teacher.AddPracticeStudent({ cPracticeInfoId: courseId, fStudentUserId: me.id }))
      .cPracticeStudentId;
    const task = await teacher.AddPracticeTask({
      cPracticeInfoId: courseId,
      cTaskName: '需求分析报告',
      tStartDate: day(-1),
      tEndDate: day(10),
      cContent: '提交需求分析报告',
    });
    const handIn = await student.AddPracticeStudentTask({
      cPracticeInfoId: courseId,
      cPracticeTaskId: task.cPracticeTaskId,
      cPracticeStudentId: selectionId,
      cFilePath: await stored('default/practice/u1---需求分析.txt', '需求分析的内容', 'student'),
    });
    taskId = handIn.cPracticeStudentTaskId;
  });

  it('saves a standard evaluation item by item, the total being their sum', async () => {
    const items = await server.db.query(
      `select "fEvaluationTemplateItemId" as id, "fScore" as max from "EvaluationTemplateItem"
        where "fEvaluationTemplateInfoId" = (select "fEvaluationTemplateInfoId" from "PracticeInfo" where "cPracticeInfoId" = $1)`,
      [courseId],
    );
    const scores = items.map((i) => ({
      fEvaluationTemplateItemId: i.id as string,
      fScore: Number(i.max) - 1,
    }));
    const task = await teacher.EditPracticeStudentTaskEvaluation({
      cPracticeStudentTaskId: taskId,
      cComment: '完成较好',
      items: scores,
    });
    expect(task.fScore).toBe(scores.reduce((s, i) => s + i.fScore, 0));
    expect(task.cComment).toBe('完成较好');
    const over = [{ fEvaluationTemplateItemId: items[0]?.id as string, fScore: Number(items[0]?.max) + 1 }];
    await expectRefused(
      teacher.EditPracticeStudentTaskEvaluation({ cPracticeStudentTaskId: taskId, items: over }),
      400,
      /不能超过/,
    );
    expect((await rowOf(server, 'PracticeStudentTask', 'cPracticeStudentTaskId', taskId))?.fScore).toBe(
      task.fScore,
    );
  });

  it('packs the selected students’ hand-ins into one zip for the course staff', async () => {
    const file = await batchDownload(teacher, 'BatchDownloadPracticeStudent', { ids: [selectionId] });
    expect(file.name).toBe('选课学生材料.zip');
    const entries = unzipSync(new Uint8Array(await file.blob.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/\/需求分析报告_需求分析\.txt$/);
    expect(new TextDecoder().decode(entries[names[0] as string])).toBe('需求分析的内容');
    await expectRefused(student.BatchDownloadPracticeStudent({ ids: [selectionId] }), 403);
  });

  it('counts every download of a course resource, also when they arrive together', async () => {
    const resource = await teacher.AddPracticeResource({
      cPracticeInfoId: courseId,
      cResourceName: '开发规范',
      cFilePath: await stored('default/practice/u2---开发规范.pdf', '%PDF-1.4', 'teacher'),
    });
    const id = resource.cPracticeResourceId;
    await Promise.all(
      Array.from({ length: 20 }, () => student.AddPracticeResourceDownloadCount({ cPracticeResourceId: id })),
    );
    expect(await rowOf(server, 'PracticeResource', 'cPracticeResourceId', id)).toMatchObject({
      fDownloadCount: 20,
    });
  });
});
