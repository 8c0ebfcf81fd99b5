import { AgreementStatus, PlacementReview } from '@practice/sdk/contract';
import * as XLSX from 'sheetjs-style';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoId } from '../../../seed/demo.js';
import { rosterRow as roster, SOFTWARE_COURSE as SOFTWARE, startSignedIn } from '../internship-fixture.js';
import { expectRefused, rowOf, type Sdk, type TestServer, userId } from '../practice/test-kit.js';
import { formWith, HUADONG, raw, signIn as signInRaw, userImportWorkbook } from '../system/test-client.js';
import { mayNotStart, mustKeepAgreement } from './start-rule.js';

/*
 * 实习保障 (issue 30) on the demo: the start rule on every path that sets a student's stage, the school's
 * review and exception, the insurer's import (all or none, the dry run, each bad row), and who may touch
 * which record. Demo roster rows: 1 刘子涵 (the demo `student`, software course, exempted, agreement
 * returned), 2 陈思雨 (same course, passed), 21 曹琳 (summer course in preparation, agreement 待审核),
 * 23 曾婉清 (未签), 24 萧子轩 (no agreement).
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

const SUMMER = demoId('InternshipInfo', 3);

let server: TestServer;
let school: Sdk;
let teacher: Sdk;
let student: Sdk;
let otherAdmin: Sdk;
let schoolToken: string;

beforeAll(async () => {
  ({
    server,
    sdks: [school, teacher, student, otherAdmin],
  } = await startSignedIn('school', 'teacher', 'student', 'jn_admin'));
  schoolToken = (await signInRaw(server.url, 'school')).token;
  const keys = async (table: string, key: string) =>
    new Map(
      (
        await server.db.query<{ s: string; k: string }>(
          `select "fInternshipStudentId" as s, "${key}" as k from "${table}" order by "tCreateDate"`,
        )
      ).map((r) => [r.s, r.k]),
    );
  agreements = await keys('InternshipAgreement', 'fInternshipAgreementId');
  policies = await keys('InternshipInsurance', 'fInternshipInsuranceId');
});
afterAll(() => server?.close());

/** The agreement and the (first) policy of roster row n, as the demo seeded them. */
let agreements = new Map<string, string>();
let policies = new Map<string, string>();
const agreement = (n: number) => agreements.get(roster(n)) as string;
const policy = (n: number) => policies.get(roster(n)) as string;

const stageOf = async (n: number) =>
  Number((await rowOf(server, 'InternshipStudent', 'fInternshipStudentId', roster(n)))?.fInternshipStatus);

describe('the start rule: 实习阶段 only with a passed agreement or an exception', () => {
  it('refuses the roster edit and /table/doEdit for a student whose agreement waits, naming the student', async () => {
    await expectRefused(
      school.EditInternshipStudent({ fInternshipStudentId: roster(21), fInternshipStatus: 1 } as never),
      409,
      mayNotStart(['曹琳']),
    );
    await expectRefused(
      school.Table_doEdit({
        table: 'InternshipStudent',
        row: { fInternshipStudentId: roster(21), fInternshipStatus: 1 },
      }),
      409,
      mayNotStart(['曹琳']),
    );
    expect(await stageOf(21)).toBe(0);
    // Other edits of a waiting student still go through.
    await school.EditInternshipStudent({
      fInternshipStudentId: roster(21),
      cPost: '店铺运营实习生',
    } as never);
  });

  it('lets the student start once the school passes the signed agreement', async () => {
    await school.ReviewInternshipAgreement({
      fInternshipAgreementId: agreement(21),
      fReviewStatus: PlacementReview.passed,
    });
    await school.EditInternshipStudent({ fInternshipStudentId: roster(21), fInternshipStatus: 1 } as never);
    expect(await stageOf(21)).toBe(1);
  });

  it('never adds a student straight into 实习阶段, even to a course already in it', async () => {
    const base = { fInternshipInfoId: SOFTWARE, fClassId: demoId('Class', 1), cNumber: 'P30001' };
    await expectRefused(
      school.InternshipStudent_AddInternshipStudent({
        ...base,
        cRealName: '新来的',
        cMobile: '13900007001',
        fInternshipStatus: 1,
      } as never),
      409,
      mayNotStart(['新来的']),
    );
    const added = await school.InternshipStudent_AddInternshipStudent({
      ...base,
      cRealName: '后来的',
      cMobile: '13900007002',
    } as never);
    expect(added.fInternshipStatus).toBe(0);
  });

  it('enrols students a user import puts into a running course in 准备阶段', async () => {
    const r = await raw(server.url, 'AppUserImport', {
      token: schoolToken,
      query: { fInternshipInfoId: SOFTWARE },
      form: formWith(
        '学生.xlsx',
        userImportWorkbook([[HUADONG.code, '导入生', '学生', '软件技术2201班', '13900007011', 'P30011']]),
      ),
    });
    expect(r.status).toBe(200);
    const [row] = await server.db.query(
      'select "fInternshipStatus" from "InternshipStudent" where "cMobile" = $1',
      ['13900007011'],
    );
    expect(row?.fInternshipStatus).toBe(0);
  });

  it('starts a waiting student of a running course when their signed agreement passes', async () => {
    const [row] = await server.db.query(
      'select "fInternshipStudentId" as id from "InternshipStudent" where "cMobile" = $1',
      ['13900007002'],
    );
    const id = String(row?.id);
    const added = await school.AddInternshipAgreement({
      fInternshipInfoId: SOFTWARE,
      fInternshipStudentId: id,
      cSchoolParty: '华东理工职业技术学院',
      cCompanyParty: '上海汇智软件科技有限公司',
      cStudentParty: '后来的',
      fAgreementStatus: AgreementStatus.signed,
      tSignedDate: '2026-03-01',
    } as never);
    expect(added).toMatchObject({ fReviewStatus: PlacementReview.pending, fSchoolId: HUADONG.id });
    await expectRefused(
      school.ReviewInternshipAgreement({
        fInternshipAgreementId: added.fInternshipAgreementId,
        fReviewStatus: PlacementReview.passed,
      }),
      409,
      '尚未上传协议文件，不能审核通过',
    );
    await server.db.query(
      `update "InternshipAgreement" set "cAgreementFile" = 'demo/placement/x---协议.pdf' where "fInternshipAgreementId" = $1`,
      [added.fInternshipAgreementId],
    );
    await school.ReviewInternshipAgreement({
      fInternshipAgreementId: added.fInternshipAgreementId,
      fReviewStatus: PlacementReview.passed,
    });
    const [after] = await server.db.query(
      'select "fInternshipStatus" from "InternshipStudent" where "fInternshipStudentId" = $1',
      [id],
    );
    expect(after?.fInternshipStatus).toBe(1);
  });
});

describe('the start rule after the start', () => {
  it('refuses to return, unsign or delete the passed agreement of a student in 实习阶段', async () => {
    expect(await stageOf(2)).toBe(1);
    const refusal = mustKeepAgreement('陈思雨');
    await expectRefused(
      school.ReviewInternshipAgreement({
        fInternshipAgreementId: agreement(2),
        fReviewStatus: PlacementReview.returned,
        cReviewNote: '公章不清晰',
      }),
      409,
      refusal,
    );
    await expectRefused(
      school.EditInternshipAgreement({
        fInternshipAgreementId: agreement(2),
        fAgreementStatus: AgreementStatus.unsigned,
      } as never),
      409,
      refusal,
    );
    await expectRefused(school.DeleteInternshipAgreementIDS({ ids: [agreement(2)] }), 409, refusal);
    const kept = await rowOf(server, 'InternshipAgreement', 'fInternshipAgreementId', agreement(2));
    expect([kept?.fAgreementStatus, kept?.fReviewStatus]).toEqual([
      AgreementStatus.signed,
      PlacementReview.passed,
    ]);
  });

  it('lets the school return the agreement of a started student it exempted', async () => {
    expect(await stageOf(1)).toBe(1);
    const row = await school.ReviewInternshipAgreement({
      fInternshipAgreementId: agreement(1),
      fReviewStatus: PlacementReview.returned,
      cReviewNote: '缺少实习单位公章，请补盖后重新上传',
    });
    expect(row.fReviewStatus).toBe(PlacementReview.returned);
  });
});

describe('the exception (登记未签协议例外)', () => {
  const body = {
    fInternshipStudentId: roster(24),
    cExemptReason: '实习单位合同流程较长，经学院同意先行上岗',
  };

  it('is the school admin’s of the student’s own school', async () => {
    await expectRefused(teacher.ExemptInternshipAgreement(body), 403);
    await expectRefused(otherAdmin.ExemptInternshipAgreement(body), 403);
    await expectRefused(student.ExemptInternshipAgreement(body), 403);
    const rows = await server.db.query(
      'select 1 from "InternshipAgreement" where "fInternshipStudentId" = $1',
      [roster(24)],
    );
    expect(rows).toHaveLength(0);
  });

  it('asks for a reason', async () => {
    // Straight to the server: the SDK would refuse it before sending.
    const r = await raw(server.url, 'ExemptInternshipAgreement', {
      token: schoolToken,
      body: { ...body, cExemptReason: '  ' },
    });
    expect([r.status, r.json.Message]).toEqual([400, expect.stringContaining('请填写例外原因')]);
  });

  it('creates the missing agreement as 未签 with reason, who and when, and then lets the student start', async () => {
    const row = await school.ExemptInternshipAgreement(body);
    const admin = await userId(server, 'school');
    expect(row).toMatchObject({
      fInternshipStudentId: roster(24),
      fAgreementStatus: AgreementStatus.unsigned,
      cExemptReason: body.cExemptReason,
      fExemptUserId: admin.id,
      cStudentParty: '萧子轩',
      cSchoolParty: '华东理工职业技术学院',
      fSchoolId: HUADONG.id,
    });
    expect(row.tExemptDate).toMatch(/^\d{4}-\d{2}-\d{2} /);
    await school.EditInternshipStudent({ fInternshipStudentId: roster(24), fInternshipStatus: 1 } as never);
    expect(await stageOf(24)).toBe(1);
  });
});

describe('the school’s review', () => {
  it('is refused to tutors, students and another school’s admin', async () => {
    const pass = { fInternshipAgreementId: agreement(22), fReviewStatus: PlacementReview.passed } as const;
    await expectRefused(teacher.ReviewInternshipAgreement(pass), 403);
    await expectRefused(student.ReviewInternshipAgreement(pass), 403);
    await expectRefused(otherAdmin.ReviewInternshipAgreement(pass), 403);
    expect(
      (await rowOf(server, 'InternshipAgreement', 'fInternshipAgreementId', agreement(22)))?.fReviewStatus,
    ).toBe(PlacementReview.returned);
  });

  it('wants a reason to return, and a signed agreement to pass', async () => {
    const r = await raw(server.url, 'ReviewInternshipAgreement', {
      token: schoolToken,
      body: { fInternshipAgreementId: agreement(22), fReviewStatus: 2, cReviewNote: ' ' },
    });
    expect([r.status, r.json.Message]).toEqual([400, expect.stringContaining('退回时请填写审核意见')]);
    await expectRefused(
      school.ReviewInternshipAgreement({ fInternshipAgreementId: agreement(23), fReviewStatus: 1 }),
      409,
      '协议状态不是已签，不能审核通过',
    );
  });

  it('records the verdict, the note, the reviewer and the time', async () => {
    const row = await school.ReviewInternshipInsurance({
      fInternshipInsuranceId: policy(12),
      fReviewStatus: PlacementReview.returned,
      cReviewNote: '保单未列明被保险人，请上传含名单的页面',
    });
    const admin = await userId(server, 'school');
    expect(row).toMatchObject({
      fReviewStatus: PlacementReview.returned,
      cReviewNote: '保单未列明被保险人，请上传含名单的页面',
      fReviewUserId: admin.id,
      cReviewName: '王雅琴',
    });
  });

  it('goes back to 待审核 when reviewed content changes, not when it is saved unchanged', async () => {
    const before = (await rowOf(server, 'InternshipInsurance', 'fInternshipInsuranceId', policy(3))) ?? {};
    expect(before.fReviewStatus).toBe(PlacementReview.passed);
    const same = await school.EditInternshipInsurance({
      fInternshipInsuranceId: policy(3),
      cInsurer: before.cInsurer,
    } as never);
    expect(same.fReviewStatus).toBe(PlacementReview.passed);
    const changed = await school.EditInternshipInsurance({
      fInternshipInsuranceId: policy(3),
      tEndDate: '2026-06-30',
    } as never);
    expect(changed.fReviewStatus).toBe(PlacementReview.pending);
  });
});

describe('a student’s own records', () => {
  it('files the student’s upload under their own account and school, waiting for review', async () => {
    const row = await student.AddInternshipInsurance({
      fInternshipInfoId: SOFTWARE,
      fInternshipStudentId: roster(1),
      cInsurer: '众安在线财产保险股份有限公司',
      cPolicyNumber: 'ZA2026040100017',
      tStartDate: '2026-04-01',
      tEndDate: '2026-05-29',
    } as never);
    const me = await userId(server, 'student');
    expect(row).toMatchObject({
      fStudentUserId: me.id,
      fSchoolId: HUADONG.id,
      fReviewStatus: PlacementReview.pending,
    });
  });

  it('cannot file under, read into or change another student’s records', async () => {
    await expectRefused(
      student.AddInternshipInsurance({
        fInternshipInfoId: SOFTWARE,
        fInternshipStudentId: roster(2),
        cInsurer: '某保险公司',
        cPolicyNumber: 'X1',
        tStartDate: '2026-04-01',
        tEndDate: '2026-05-29',
      } as never),
      403,
    );
    await expectRefused(
      student.EditInternshipAgreement({
        fInternshipAgreementId: agreement(2),
        tSignedDate: '2025-10-20',
      } as never),
      403,
    );
    await expectRefused(student.DeleteInternshipAgreementIDS({ ids: [agreement(2)] }), 403);
    const page = await student.GetInternshipAgreementPageList({ pageNumber: 1, pageSize: 50 } as never);
    expect(page.List.map((r) => r.fInternshipStudentId)).toEqual([roster(1)]);
  });

  it('cannot change or delete a record once it passed', async () => {
    await expectRefused(
      student.EditInternshipInsurance({ fInternshipInsuranceId: policy(1), cInsurer: '另一家' } as never),
      409,
      '实习保险已审核通过，不能再修改',
    );
    await expectRefused(
      student.DeleteInternshipInsuranceIDS({ ids: [policy(1)] }),
      403,
      '实习保险已审核通过，不能删除',
    );
  });

  it('re-uploads a returned agreement, which goes back to 待审核', async () => {
    const row = await student.EditInternshipAgreement({
      fInternshipAgreementId: agreement(1),
      tSignedDate: '2025-10-22',
    } as never);
    expect(row.fReviewStatus).toBe(PlacementReview.pending);
    // The exception stays: the student keeps interning while the school checks again.
    expect(row.cExemptReason).toBeTruthy();
  });

  it('cannot set a review itself nor import', async () => {
    const row = await student.EditInternshipAgreement({
      fInternshipAgreementId: agreement(1),
      fReviewStatus: PlacementReview.passed,
    } as never);
    expect(row.fReviewStatus).toBe(PlacementReview.pending);
    const r = await raw(server.url, 'ImportInternshipInsurance', {
      token: (await signInRaw(server.url, 'student')).token,
      query: { fInternshipInfoId: SOFTWARE },
      form: formWith('保单.xlsx', policyBook([])),
    });
    expect(r.status).toBe(403);
  });
});

/** An insurer's workbook: the template's header, then these rows (a Date is written as a date cell). */
function policyBook(
  rows: (string | number | Date)[][],
  header = ['学号', '姓名', '保险公司', '保单号', '保险开始日期', '保险结束日期'],
) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows], { cellDates: true }), '保单');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
}

describe('ImportInternshipInsurance', () => {
  const importInto = (
    rows: (string | number | Date)[][],
    o: { dryRun?: boolean; token?: string; header?: string[] } = {},
  ) =>
    raw(server.url, 'ImportInternshipInsurance', {
      token: o.token ?? schoolToken,
      query: { fInternshipInfoId: SUMMER, ...(o.dryRun ? { dryRun: 'true' } : {}) },
      form: formWith('保单.xlsx', policyBook(rows, o.header)),
    });
  const summerPolicies = async () =>
    (
      await server.db.query(
        'select count(*)::int as n from "InternshipInsurance" where "fInternshipInfoId" = $1',
        [SUMMER],
      )
    )[0]?.n;
  const studentsOfSummer = async () =>
    server.db.query<{ cNumber: string; cRealName: string }>(
      `select "cNumber", "cRealName" from "InternshipStudent" where "fInternshipInfoId" = $1 order by "cNumber"`,
      [SUMMER],
    );
  const INSURER = '中国人民财产保险股份有限公司杭州市分公司';

  it('previews on a dry run, in every date form insurers send, and writes nothing', async () => {
    const [a, b, c] = await studentsOfSummer();
    const r = await importInto(
      [
        [a!.cNumber, a!.cRealName, INSURER, 'PZHZ2026070001', '2026-07-06', '2026/10/30'],
        [b!.cNumber, b!.cRealName, INSURER, 'PZHZ2026070001', '2026年7月6日', '2026.10.30'],
        [c!.cNumber, c!.cRealName, INSURER, 'PZHZ2026070001', new Date(Date.UTC(2026, 6, 6)), 46325],
      ],
      { dryRun: true },
    );
    expect(r.status).toBe(200);
    const content = r.json.Content as { imported: number; preview: Record<string, unknown>[] };
    expect(content.imported).toBe(0);
    expect(content.preview.map((p) => [p.row, p.cRealName, p.tStartDate, p.tEndDate])).toEqual([
      [2, a!.cRealName, '2026-07-06', '2026-10-30'],
      [3, b!.cRealName, '2026-07-06', '2026-10-30'],
      [4, c!.cRealName, '2026-07-06', '2026-10-30'],
    ]);
    expect(await summerPolicies()).toBe(0);
  });

  it('refuses a file with any bad row whole, reporting each bad row in Chinese', async () => {
    const [a, b, c] = await studentsOfSummer();
    const r = await importInto([
      [a!.cNumber, a!.cRealName, INSURER, 'PZHZ2026070002', '2026-07-06', '2026-10-30'],
      ['X99999', '查无此人', INSURER, 'PZHZ2026070002', '2026-07-06', '2026-10-30'],
      [b!.cNumber, '张冠李戴', INSURER, 'PZHZ2026070002', '2026-07-06', '2026-10-30'],
      [c!.cNumber, c!.cRealName, INSURER, 'PZHZ2026070002', '2026-13-01', '2026-10-30'],
      [c!.cNumber, c!.cRealName, INSURER, 'PZHZ2026070003', '2026-10-30', '2026-07-06'],
      [a!.cNumber, a!.cRealName, INSURER, 'PZHZ2026070002', '2026-07-06', '2026-10-30'],
      [b!.cNumber, b!.cRealName, '', 'PZHZ2026070004', '2026-07-06', '2026-10-30'],
    ]);
    expect(r.status).toBe(400);
    expect(r.json.Message).toMatch(/^导入失败/);
    expect((r.json.Content as { errors: unknown[] }).errors).toEqual([
      { row: 3, field: '学号', message: '该实习课程中没有学号为 X99999 的学生' },
      { row: 4, field: '姓名', message: `姓名与学号不符（学号 ${b!.cNumber} 为 ${b!.cRealName}）` },
      { row: 5, field: '保险开始日期', message: '日期“2026-13-01”无法识别，请填写如 2026-03-01 的日期' },
      { row: 6, field: '保险结束日期', message: '保险结束日期不能早于保险开始日期' },
      { row: 7, field: '保单号', message: '与第2行重复（同一学生的同一保单号）' },
      { row: 8, field: '保险公司', message: '保险公司不能为空' },
    ]);
    expect(await summerPolicies()).toBe(0);
  });

  it('imports every row as a reviewed policy, and refuses the same list again as already recorded', async () => {
    const list = await studentsOfSummer();
    const rows = list.map((s) => [
      s.cNumber,
      s.cRealName,
      INSURER,
      'PZHZ2026070009',
      '2026-07-06',
      '2026-10-30',
    ]);
    const r = await importInto(rows);
    expect(r.status).toBe(200);
    expect(r.json.Content).toEqual({ imported: list.length, errors: [] });
    const stored = await server.db.query(
      'select "fReviewStatus", "fStudentUserId", "fSchoolId" from "InternshipInsurance" where "fInternshipInfoId" = $1',
      [SUMMER],
    );
    expect(stored).toHaveLength(list.length);
    for (const s of stored)
      expect(s).toMatchObject({ fReviewStatus: PlacementReview.passed, fSchoolId: HUADONG.id });
    const again = await importInto(rows.slice(0, 1));
    expect(again.status).toBe(400);
    expect((again.json.Content as { errors: { message: string }[] }).errors[0]?.message).toBe(
      '该学生已登记过保单号 PZHZ2026070009',
    );
  });

  it('refuses a changed header, an empty list and another school’s admin', async () => {
    const wrongHeader = await importInto([], { header: ['学号', '姓名', '保单号'] });
    expect(wrongHeader.status).toBe(400);
    expect(wrongHeader.json.Message).toContain('请使用导入模板');
    const empty = await importInto([]);
    expect(empty.status).toBe(400);
    expect(empty.json.Message).toBe('导入文件中没有保单数据，请从第2行开始填写');
    const other = await importInto([], { token: (await signInRaw(server.url, 'jn_admin')).token });
    expect(other.status).toBe(403);
  });
});
