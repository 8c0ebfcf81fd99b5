import { SHEET_WRITERS, sheetRefusal } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * A score sheet is written by the reviewer it belongs to and read by the others. Demo course 1 (batch 2):
 * template 7 is the enterprise tutor's grade sheet, 8 the in-school tutor's. Student 1 is the demo student,
 * tutored by `teacher` (in school) and `tutor` (enterprise); the tutor has graded them on sheet 7.
 */
const STUDENT = (n: number) => demoId('InternshipStudent', n);
const TEMPLATE = (n: number) => demoId('TemplateInfo', n);
const ENTERPRISE_SHEET = TEMPLATE(7);
const SCHOOL_SHEET = TEMPLATE(8);

let server: TestServer;
let admin: Client;
let school: Client;
let teacher: Client;
let tutor: Client;

beforeAll(async () => {
  server = await startTestServer();
  [admin, school, teacher, tutor] = await signInAs(server, 'admin', 'school', 'teacher', 'tutor');
}, 180_000);
afterAll(() => server?.close());

const sheetName = async (templateId: string) =>
  String((await teacher.GetTemplateInfoModel({ fTemplateInfoId: templateId })).cTemplateName);
const reviewOf = async (templateId: string) =>
  (
    await teacher.GetInternshipStudentGeneralReviewPageList({
      fInternshipStudentId: STUDENT(1),
      fTemplateInfoId: templateId,
    })
  ).List[0];
const itemsOf = async (templateId: string) =>
  (await teacher.TemplateItem_GetTemplateItemPageList({ fTemplateInfoId: templateId, pageSize: 50 })).List;
/** The dialog's save of one tab, every score item at its first option. */
async function saveTab(client: Client, templateId: string) {
  const items = await itemsOf(templateId);
  const values = Object.fromEntries(
    items.map((i) => [
      i.fTemplateItemId,
      String(i.cOptions ?? '')
        .split(/[,，]/)[0]
        ?.split(/[:：]/)
        .pop() ?? '',
    ]),
  );
  return client.InternshipStudentGeneralReviewItem_EditInternshipStudentGeneralReviewItemList({
    fInternshipStudentId: STUDENT(1),
    bodyDictionary: { [templateId]: { items: values } },
  });
}

describe('a score sheet is written by the reviewer it belongs to', () => {
  it("the in-school tutor cannot write the enterprise tutor's sheet, by the dialog or the generic calls", async () => {
    const before = await reviewOf(ENTERPRISE_SHEET);
    expect(before?.fStatus).toBe(1);
    const message = sheetRefusal(await sheetName(ENTERPRISE_SHEET), SHEET_WRITERS[4] as never);
    expect(message).toBe(`“${await sheetName(ENTERPRISE_SHEET)}”只能由该学生的企业导师填写`);
    await expectRefused(saveTab(teacher, ENTERPRISE_SHEET), 403, message);
    const id = before?.fInternshipStudentGeneralReviewId as string;
    await expectRefused(
      teacher.EditInternshipStudentGeneralReview({
        fInternshipStudentGeneralReviewId: id,
        fScore: 1,
        cDesc: '改',
      }),
      403,
      message,
    );
    const [line] = (
      await teacher.GetInternshipStudentGeneralReviewItemPageList({
        fInternshipStudentGeneralReviewId: id,
        pageSize: 50,
      })
    ).List;
    await expectRefused(
      teacher.EditInternshipStudentGeneralReviewItem({
        fInternshipStudentGeneralReviewItemId: line?.fInternshipStudentGeneralReviewItemId as string,
        cContent: '0',
      }),
      403,
      message,
    );
    await expectRefused(
      teacher.DeleteInternshipStudentGeneralReviewItemIDS({
        ids: [line?.fInternshipStudentGeneralReviewItemId as string],
      }),
      403,
      message,
    );
    await expectRefused(teacher.DeleteInternshipStudentGeneralReviewIDS({ ids: [id] }), 403, message);
    // Nothing of the tutor's sheet moved.
    expect(await reviewOf(ENTERPRISE_SHEET)).toEqual(before);
  });

  it("the enterprise tutor cannot write the in-school tutor's sheet of a student bound to them", async () => {
    const message = sheetRefusal(await sheetName(SCHOOL_SHEET), SHEET_WRITERS[5] as never);
    expect(message).toContain('只能由该学生的校内导师填写');
    const before = await reviewOf(SCHOOL_SHEET);
    await expectRefused(saveTab(tutor, SCHOOL_SHEET), 403, message);
    expect(await reviewOf(SCHOOL_SHEET)).toEqual(before);
  });

  it('the platform admin and the school admin read the tutors’ sheets but do not write them', async () => {
    for (const client of [admin, school]) {
      expect(
        (await client.GetInternshipStudentGeneralReviewPageList({ fInternshipStudentId: STUDENT(1) })).List
          .length,
      ).toBeGreaterThan(0);
      await expectRefused(saveTab(client, ENTERPRISE_SHEET), 403, '只能由该学生的企业导师填写');
      await expectRefused(saveTab(client, SCHOOL_SHEET), 403, '只能由该学生的校内导师填写');
    }
  });

  it('each tutor writes their own sheet', async () => {
    await saveTab(tutor, ENTERPRISE_SHEET);
    await saveTab(teacher, SCHOOL_SHEET);
    expect(await reviewOf(ENTERPRISE_SHEET)).toMatchObject({
      fStatus: 1,
      cReviewUserName: expect.any(String),
    });
    expect(await reviewOf(SCHOOL_SHEET)).toMatchObject({ fStatus: 1, cReviewUserName: '张文博' });
  });
});
