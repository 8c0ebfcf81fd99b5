import { batchDownload } from '@practice/sdk';
import * as XLSX from 'sheetjs-style';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * The overall-review dialog's save and the grade export. Demo course 1 uses batch 2: template 7 is the
 * enterprise tutor's grade sheet, 8 the in-school tutor's (40 + 60 points and a remark), 5 the diary form;
 * template 14 belongs to another school's batch. The enterprise `tutor` is bound to students 1, 2, 3, 9.
 * (Seed ordinals: the ids are demoId(entity, ordinal).)
 */
const COURSE = (n: number) => demoId('InternshipInfo', n);
const STUDENT = (n: number) => demoId('InternshipStudent', n);
const TEMPLATE = (n: number) => demoId('TemplateInfo', n);

let server: TestServer;
let admin: Client;
let teacher: Client;
let tutor: Client;
let student: Client;
let sheet8: string[];
let sheet7: string[];

beforeAll(async () => {
  server = await startTestServer();
  [admin, teacher, tutor, student] = await signInAs(server, 'admin', 'teacher', 'tutor', 'student');
  const items = await teacher.TemplateItem_GetTemplateItemPageList({
    fTemplateInfoId: TEMPLATE(8),
    pageSize: 50,
  });
  sheet8 = items.List.map((i) => i.fTemplateItemId);
  const other = await teacher.TemplateItem_GetTemplateItemPageList({
    fTemplateInfoId: TEMPLATE(7),
    pageSize: 50,
  });
  sheet7 = other.List.map((i) => i.fTemplateItemId);
}, 180_000);
afterAll(() => server?.close());

const reviewOf = async (studentId: string, templateId: string) =>
  (
    await teacher.GetInternshipStudentGeneralReviewPageList({
      fInternshipStudentId: studentId,
      fTemplateInfoId: templateId,
    })
  ).List[0];
const itemsOf = async (reviewId: string) =>
  (
    await teacher.GetInternshipStudentGeneralReviewItemPageList({
      fInternshipStudentGeneralReviewId: reviewId,
      pageSize: 50,
    })
  ).List;
const form = (
  studentId: string,
  tabs: Record<string, { fStatus?: 0 | 1; cDesc?: string; items: Record<string, string> }>,
) => ({
  fInternshipStudentId: studentId,
  bodyDictionary: tabs,
});
const sheet8Values = (a: string, b: string) => ({
  [sheet8[0] as string]: a,
  [sheet8[1] as string]: b,
  [sheet8[2] as string]: '实习认真',
});

describe('InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList', () => {
  it('writes every item, sums the score sheet and marks the review reviewed', async () => {
    expect(sheet8).toHaveLength(3);
    await teacher.InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList(
      form(STUDENT(5), { [TEMPLATE(8)]: { cDesc: '表现良好', items: sheet8Values('40', '48') } }),
    );
    const review = await reviewOf(STUDENT(5), TEMPLATE(8));
    expect(review).toMatchObject({
      fStatus: 1,
      fScore: 88,
      fGrade: 10,
      cDesc: '表现良好',
      cReviewUserName: '张文博',
    });
    expect(review?.tReviewDate).toBeTruthy();
    expect(
      (await itemsOf(review?.fInternshipStudentGeneralReviewId as string)).map((i) => i.cContent),
    ).toEqual(['40', '48', '实习认真']);
  });

  it('saving again updates the same review and items', async () => {
    await teacher.InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList(
      form(STUDENT(5), { [TEMPLATE(8)]: { items: sheet8Values('40', '60') } }),
    );
    const reviews = await teacher.GetInternshipStudentGeneralReviewPageList({
      fInternshipStudentId: STUDENT(5),
      fTemplateInfoId: TEMPLATE(8),
    });
    expect(reviews.TotalCount).toBe(1);
    expect(reviews.List[0]).toMatchObject({ fScore: 100, fGrade: 12, cDesc: '表现良好' });
    expect(await itemsOf(reviews.List[0]?.fInternshipStudentGeneralReviewId as string)).toHaveLength(3);
  });

  it('a draft (fStatus 0) stays a draft', async () => {
    await teacher.InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList(
      form(STUDENT(7), { [TEMPLATE(8)]: { fStatus: 0, items: { [sheet8[0] as string]: '32' } } }),
    );
    expect(await reviewOf(STUDENT(7), TEMPLATE(8))).toMatchObject({ fStatus: 0 });
  });

  // Tabs are built when the case runs: the template's item ids are read in beforeAll.
  const valid = () => ({ items: sheet8Values('40', '48') });
  it.each([
    [
      'an item of another template',
      () => ({ [TEMPLATE(8)]: { items: { ...valid().items, [String(sheet7[0])]: '1' } } }),
      '模板项不属于该模板',
    ],
    [
      'a template of another batch',
      () => ({ [TEMPLATE(8)]: valid(), [TEMPLATE(14)]: { items: {} } }),
      '评价模板不属于该实习课程的模板批次',
    ],
    [
      'a template that is not a review',
      () => ({ [TEMPLATE(8)]: valid(), [TEMPLATE(5)]: { items: {} } }),
      '所选模板不是评价模板',
    ],
  ])('refuses %s and writes none of the tabs', async (_case, tabs, message) => {
    await expectRefused(
      teacher.InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList(
        form(STUDENT(6), tabs()),
      ),
      409,
      message,
    );
    expect(await reviewOf(STUDENT(6), TEMPLATE(8))).toBeUndefined();
  });

  it('takes only a score an item offers: the sheet is the sum of its options, not of any number', async () => {
    // 日志完成情况 offers 40/32/24/16 (优秀, 良好, 合格, 不合格 of 40 points).
    await expectRefused(
      teacher.InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList(
        form(STUDENT(6), { [TEMPLATE(8)]: { items: sheet8Values('400', '60') } }),
      ),
      400,
      '日志完成情况须为下拉选项之一',
    );
    expect(await reviewOf(STUDENT(6), TEMPLATE(8))).toBeUndefined();
  });

  it('a student cannot review; an enterprise tutor only students bound to them', async () => {
    await expectRefused(
      student.InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList(
        form(STUDENT(1), { [TEMPLATE(8)]: { items: sheet8Values('40', '60') } }),
      ),
      403,
    );
    await expectRefused(
      tutor.InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList(
        form(STUDENT(4), { [TEMPLATE(8)]: { items: sheet8Values('40', '60') } }),
      ),
      403,
    );
    expect(await reviewOf(STUDENT(4), TEMPLATE(8))).toBeUndefined();
  });
});

async function exportRows(
  client: Client,
  body: { fInternshipInfoId: string; fInternshipStudentIds?: string[] },
) {
  const file = await batchDownload(client, 'ExportInternshipStudentGeneralReviewGrade', body);
  expect(file.name).toMatch(/总体评价成绩\.xlsx$/);
  const book = XLSX.read(new Uint8Array(await file.blob.arrayBuffer()), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  return { sheet, rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }) };
}

describe('ExportInternshipStudentGeneralReviewGrade', () => {
  it("exports the selected students' grades per review template", async () => {
    const { rows } = await exportRows(teacher, {
      fInternshipInfoId: COURSE(1),
      fInternshipStudentIds: [STUDENT(5)],
    });
    const [header, row] = rows as [string[], unknown[]];
    expect(header.slice(0, 4)).toEqual(['学号', '姓名', '班级', '实习单位']);
    const at = header.indexOf('校内导师评分表-评分');
    expect(at).toBeGreaterThan(3);
    expect(rows).toHaveLength(2);
    expect(row.slice(at, at + 3)).toEqual([100, 'A+', '已评价']);
  });

  it('defuses cells a spreadsheet would read as formulas', async () => {
    const added = await teacher.InternshipStudent_AddInternshipStudent({
      fInternshipInfoId: COURSE(1),
      fClassId: demoId('Class', 1),
      cRealName: '=HYPERLINK("http://x")',
      cNumber: '@SUM(1)',
      cMobile: '13600004444',
    });
    const { sheet, rows } = await exportRows(teacher, {
      fInternshipInfoId: COURSE(1),
      fInternshipStudentIds: [added.fInternshipStudentId],
    });
    expect((rows[1] as unknown[]).slice(0, 2)).toEqual(["'@SUM(1)", '\'=HYPERLINK("http://x")']);
    expect(sheet.B2?.f).toBeUndefined();
    expect(sheet.B2?.t).toBe('s');
  });

  it('an enterprise tutor exports only the students bound to them', async () => {
    const { rows } = await exportRows(tutor, { fInternshipInfoId: COURSE(1) });
    expect(rows).toHaveLength(1 + 4);
  });

  it('refuses students outside the course', async () => {
    const other = (await admin.GetInternshipStudentPageList({ fInternshipInfoId: COURSE(2), pageSize: 1 }))
      .List[0];
    const body = {
      fInternshipInfoId: COURSE(1),
      fInternshipStudentIds: [STUDENT(5), other?.fInternshipStudentId as string],
    };
    await expectRefused(
      admin.ExportInternshipStudentGeneralReviewGrade(body),
      409,
      '所选学生不属于该实习课程',
    );
    // The teacher does not tutor that student's course: not theirs to see.
    await expectRefused(teacher.ExportInternshipStudentGeneralReviewGrade(body), 403);
  });
});
