import { randomBytes } from 'node:crypto';
import * as XLSX from 'sheetjs-style';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sdkFor } from '../../../../test/harness.js';
import { insertRow } from '../internship-fixture.js';
import { expectRefused, type Sdk, signIn, startTestServer, type TestServer } from '../practice/test-kit.js';
import { raw } from '../system/test-client.js';
import { BUREAU_COLUMNS, type BureauRow, missingOf } from './columns.js';
import { bureauFileName } from './index.js';
import { BATCH, monthDays } from './rows.js';

/*
 * 实习数据上报 (issue 30, part 4) on a school of the test's own, built row by row in SQL so that every edge is
 * the test's: the month's first and last days, a student without dates of their own, an agreement excepted, a
 * policy that covers another month or is not yet passed. The demo school admin is refused that school.
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

const MONTH = '2031-03';
const CODE = '91310115MA1K4AB120';
const newId = () => randomBytes(16).toString('hex');
const at = (d: string) => `${d} 00:00:00`;

let server: TestServer;
let admin: Sdk & { token: string | null };
let school: Sdk;
const ids = { school: newId(), course: newId(), klass: newId() };
/** The students by the edge each stands for. */
const s = {
  complete: newId(),
  endsOnFirst: newId(),
  startsOnLast: newId(),
  endedBefore: newId(),
  startsAfter: newId(),
  courseDates: newId(),
};

const insert = (table: string, row: Record<string, unknown>) => insertRow(server.db, table, row);

async function student(id: string, name: string, number: string, start: string | null, end: string | null) {
  await insert('InternshipStudent', {
    fInternshipStudentId: id,
    fInternshipInfoId: ids.course,
    fClassId: ids.klass,
    cRealName: name,
    cNumber: number,
    cMobile: `139${number.slice(-8)}`,
    cCompanyName: '上海智造科技有限公司',
    cPost: '测试工程师',
    tStartDate: start ? at(start) : null,
    tEndDate: end ? at(end) : null,
  });
}

async function placement(studentId: string, creditCode: string | null) {
  await insert('InternshipPlacement', {
    fInternshipPlacementId: newId(),
    fInternshipInfoId: ids.course,
    fInternshipStudentId: studentId,
    fSchoolId: ids.school,
    fInternshipKind: 2,
    fOrganizeForm: 1,
    fPlacementMode: 1,
    fMajorMatch: 1,
    cCreditCode: creditCode,
    cCity: '上海',
  });
}

async function policy(studentId: string, start: string, end: string, review: number, number: string) {
  await insert('InternshipInsurance', {
    fInternshipInsuranceId: newId(),
    fInternshipInfoId: ids.course,
    fInternshipStudentId: studentId,
    fSchoolId: ids.school,
    cInsurer: '中国人民财产保险',
    cPolicyNumber: number,
    tStartDate: at(start),
    tEndDate: at(end),
    fReviewStatus: review,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, school] = await Promise.all([sdkFor(server, 'admin'), signIn(server, 'school')]);
  await insert('School', { fSchoolId: ids.school, cSchoolName: '浦江职业技术学院', cSchoolCode: 'PJ2031' });
  await insert('Class', {
    fClassId: ids.klass,
    fSchoolId: ids.school,
    cClassName: '数控2101',
    cMajor: '数控技术',
  });
  await insert('InternshipInfo', {
    fInternshipInfoId: ids.course,
    fSchoolId: ids.school,
    cInternshipName: '2031届岗位实习',
    tStartDate: at('2031-01-01'),
    tEndDate: at('2031-12-31'),
  });
  await student(s.complete, '王晨', '2101001', '2031-03-01', '2031-06-30');
  await student(s.endsOnFirst, '李雪', '2101002', '2031-02-15', '2031-03-01');
  await student(s.startsOnLast, '赵磊', '2101003', '2031-03-31', '2031-07-31');
  await student(s.endedBefore, '孙悦', '2101004', '2031-01-10', '2031-02-28');
  await student(s.startsAfter, '周航', '2101005', '2031-04-01', '2031-08-31');
  await student(s.courseDates, '吴桐', '2101006', null, null);
  await placement(s.complete, CODE);
  await placement(s.startsOnLast, CODE);
  await placement(s.courseDates, null);
  await insert('InternshipAgreement', {
    fInternshipAgreementId: newId(),
    fInternshipInfoId: ids.course,
    fInternshipStudentId: s.complete,
    fSchoolId: ids.school,
    fAgreementStatus: 1,
    fReviewStatus: 1,
    tSignedDate: at('2031-02-20'),
  });
  await insert('InternshipAgreement', {
    fInternshipAgreementId: newId(),
    fInternshipInfoId: ids.course,
    fInternshipStudentId: s.startsOnLast,
    fSchoolId: ids.school,
    fAgreementStatus: 0,
    cExemptReason: '企业总部盖章流程中，已登记例外',
  });
  // Signed but not yet passed by the school: not an agreement the report may count.
  await insert('InternshipAgreement', {
    fInternshipAgreementId: newId(),
    fInternshipInfoId: ids.course,
    fInternshipStudentId: s.courseDates,
    fSchoolId: ids.school,
    fAgreementStatus: 1,
    fReviewStatus: 0,
    tSignedDate: at('2031-01-05'),
  });
  await policy(s.complete, '2031-03-31', '2031-12-31', 1, 'PICC-2031-001');
  await policy(s.startsOnLast, '2031-01-01', '2031-02-28', 1, 'PICC-2031-002');
  await policy(s.startsOnLast, '2031-03-01', '2031-12-31', 0, 'PICC-2031-003');
  const tutor = newId();
  await insert('InternshipTutor', {
    fInternshipTutorId: tutor,
    fInternshipInfoId: ids.course,
    fType: 1,
    cRealName: '陈老师',
    cMobile: '13900001111',
  });
  await insert('InternshipTutorStudent', {
    fInternshipTutorStudentId: newId(),
    fInternshipInfoId: ids.course,
    fInternshipTutorId: tutor,
    fInternshipStudentId: s.complete,
  });
});
afterAll(() => server?.close());

const check = () => admin.CheckBureauReport({ fSchoolId: ids.school, cMonth: MONTH });

async function workbook(sdk: Sdk, query: { fSchoolId?: string; cMonth: string }) {
  const blob = (await sdk.ExportBureauReport(query)) as unknown as Blob;
  return XLSX.read(new Uint8Array(await blob.arrayBuffer()), {
    type: 'array',
    cellNF: true,
    cellDates: false,
  });
}

describe('the columns', () => {
  it('are the platform’s, in order, and a complete row lacks nothing', () => {
    expect(BUREAU_COLUMNS.map((c) => c.label)).toEqual([
      '序号',
      '学校名称',
      '学号',
      '姓名',
      '专业',
      '班级',
      '实习类型',
      '组织形式',
      '实习方式',
      '实习单位名称',
      '统一社会信用代码',
      '实习岗位',
      '实习城市',
      '实习开始日期',
      '实习结束日期',
      '是否对口',
      '是否签订三方协议',
      '协议签订日期',
      '是否购买实习责任保险',
      '保险公司',
      '保单号',
      '校内指导教师',
      '企业指导教师',
    ]);
  });

  it('names a hand-built row’s gaps in column order', () => {
    const full: BureauRow = {
      fInternshipStudentId: newId(),
      cSchoolName: '浦江职业技术学院',
      cNumber: '1',
      cRealName: '甲',
      cMajor: '数控技术',
      cClassName: '数控2101',
      fInternshipKind: 2,
      fOrganizeForm: 1,
      fPlacementMode: 2,
      cCompanyName: '某公司',
      cCreditCode: CODE,
      cPost: '操作工',
      cCity: null,
      tStartDate: '2031-03-01 00:00:00',
      tEndDate: '2031-04-01 00:00:00',
      fMajorMatch: 0,
      fAgreementStatus: 1,
      fAgreementReview: 1,
      tSignedDate: null,
      cExemptReason: null,
      cInsurer: 'x',
      cPolicyNumber: 'P1',
      cSchoolTutors: null,
      cCompanyTutors: null,
    };
    expect(missingOf(full)).toEqual([]);
    expect(
      missingOf({ ...full, cPolicyNumber: null, cCreditCode: ' ', fOrganizeForm: null, tEndDate: null }),
    ).toEqual(['组织形式', '统一社会信用代码', '实习结束日期', '实习责任保险']);
    // An agreement counts once signed and passed, or with the school's recorded exception.
    expect(missingOf({ ...full, fAgreementReview: 0 })).toEqual(['三方协议']);
    expect(
      missingOf({ ...full, fAgreementStatus: 0, fAgreementReview: null, cExemptReason: '补签中' }),
    ).toEqual([]);
    expect(missingOf({ ...full, fMajorMatch: null, cPost: '' })).toEqual(['实习岗位', '专业对口']);
  });

  it('knows a month’s last day', () => {
    expect(monthDays('2031-02')).toEqual({ first: '2031-02-01', last: '2031-02-28' });
    expect(monthDays('2032-02').last).toBe('2032-02-29');
    expect(monthDays('2031-12').last).toBe('2031-12-31');
  });
});

describe('CheckBureauReport', () => {
  it('counts the students whose internship overlaps the month, to its first and last day', async () => {
    const { fRows, gaps } = await check();
    expect(fRows).toBe(4);
    expect(gaps.map((g) => g.fInternshipStudentId).sort()).toEqual(
      [s.endsOnFirst, s.startsOnLast, s.courseDates].sort(),
    );
  });

  it('lists each row’s missing fields in column order', async () => {
    const { gaps } = await check();
    const of = (id: string) => gaps.find((g) => g.fInternshipStudentId === id);
    expect(of(s.endsOnFirst)).toMatchObject({
      cRealName: '李雪',
      cNumber: '2101002',
      missing: [
        '实习类型',
        '组织形式',
        '实习方式',
        '统一社会信用代码',
        '专业对口',
        '三方协议',
        '实习责任保险',
      ],
    });
    // The exception stands for the agreement; a February policy and a pending March one insure nothing.
    expect(of(s.startsOnLast)?.missing).toEqual(['实习责任保险']);
    // No dates of their own: in the report by the course's, with the dates as gaps; an unpassed agreement.
    expect(of(s.courseDates)?.missing).toEqual([
      '统一社会信用代码',
      '实习开始日期',
      '实习结束日期',
      '三方协议',
      '实习责任保险',
    ]);
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const r = await raw(server.url, 'CheckBureauReport', {
      token: admin.token,
      query: { fSchoolId: ids.school, cMonth: '2031-13' },
    });
    expect([r.status, r.json.Message]).toEqual([400, expect.stringContaining('月份格式应为YYYY-MM')]);
  });
});

describe('who reports which school', () => {
  it('refuses the school admin another school', async () => {
    await expectRefused(
      school.CheckBureauReport({ fSchoolId: ids.school, cMonth: MONTH }),
      403,
      '只能上报本校的实习数据',
    );
    await expectRefused(school.ExportBureauReport({ fSchoolId: ids.school, cMonth: MONTH }), 403);
  });

  it('asks the platform admin to name a school, and one that exists', async () => {
    await expectRefused(admin.CheckBureauReport({ cMonth: MONTH }), 400, '请选择学校');
    await expectRefused(admin.ExportBureauReport({ fSchoolId: newId(), cMonth: MONTH }), 404);
  });

  it('refuses tutors and students by the operation’s grants', async () => {
    for (const user of ['teacher', 'tutor', 'student']) {
      const sdk = await signIn(server, user);
      await expectRefused(sdk.CheckBureauReport({ cMonth: MONTH }), 403);
      await expectRefused(sdk.ExportBureauReport({ cMonth: MONTH }), 403);
    }
  });

  it('gives the school admin their own school without naming it', async () => {
    const [own] = await server.db.query<{ cSchoolName: string }>(
      `select sc."cSchoolName" from "School" sc join "AppUser" u on u."fSchoolId" = sc."fSchoolId"
        where u."cUserName" = 'school'`,
    );
    const book = await workbook(school, { cMonth: '1999-01' });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    expect(sheet.B2?.v).toBe(own?.cSchoolName);
  });
});

describe('ExportBureauReport', () => {
  it('answers an .xlsx named for the school and month, logged as 导出', async () => {
    const url = new URL(`${server.url}/WDPracticeInternshipPlugin/api/v1/Statistics/ExportBureauReport`);
    url.searchParams.set('fSchoolId', ids.school);
    url.searchParams.set('cMonth', MONTH);
    const r = await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const name = bureauFileName('浦江职业技术学院', MONTH);
    expect(name).toBe('实习数据上报_浦江职业技术学院_2031-03.xlsx');
    expect(r.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    await r.arrayBuffer();
    const [entry] = await server.db.query(
      `select "cKind", "cTargetIds", "cChanges" from "AppAuditLog" where "cOperation" = 'ExportBureauReport'
          and "cTargetIds" = $1`,
      [ids.school],
    );
    expect(entry).toMatchObject({ cKind: 'export', cTargetIds: ids.school });
    expect(String(entry?.cChanges)).toContain(MONTH);
  });

  it('writes the filters, the header and one typed row per student', async () => {
    const book = await workbook(admin, { fSchoolId: ids.school, cMonth: MONTH });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    expect(rows[0]?.[0]).toBe('实习数据上报表');
    expect(rows[1]).toEqual(expect.arrayContaining(['学校', '浦江职业技术学院', '月份', MONTH]));
    expect(rows[3]).toEqual(BUREAU_COLUMNS.map((c) => c.label));
    const data = rows.slice(4);
    expect(data).toHaveLength(4);
    expect(data.map((r) => r[0])).toEqual([1, 2, 3, 4]);
    const col = (label: string) => BUREAU_COLUMNS.findIndex((c) => c.label === label);
    const line = data.find((r) => r[col('学号')] === '2101001') as unknown[];
    const rowNumber = rows.indexOf(line) + 1;
    const cell = (label: string) =>
      sheet[`${XLSX.utils.encode_col(col(label))}${rowNumber}`] as XLSX.CellObject;
    expect(cell('序号')).toMatchObject({ t: 'n' });
    expect(cell('学号')).toMatchObject({ t: 's', v: '2101001' });
    // Dates are day numbers with a date format: 2031-03-01 is day 47908 of the 1900 system.
    expect(cell('实习开始日期')).toMatchObject({ t: 'n', v: 47908, z: 'yyyy-mm-dd' });
    expect(cell('协议签订日期')).toMatchObject({ t: 'n', z: 'yyyy-mm-dd' });
    expect(line.slice(col('实习类型'), col('是否购买实习责任保险') + 3)).toEqual([
      '岗位实习',
      '集中',
      '学校安排',
      '上海智造科技有限公司',
      CODE,
      '测试工程师',
      '上海',
      47908,
      48029,
      '是',
      '是',
      47899,
      '是',
      '中国人民财产保险',
      'PICC-2031-001',
    ]);
    expect(line[col('校内指导教师')]).toBe('陈老师');
    expect(line[col('专业')]).toBe('数控技术');
    const exempt = data.find((r) => r[col('学号')] === '2101003') as unknown[];
    expect(exempt[col('是否签订三方协议')]).toBe('否（例外：企业总部盖章流程中，已登记例外）');
    expect(exempt[col('是否购买实习责任保险')]).toBeNull();
    expect(sheet['!autofilter']?.ref).toBe(`A4:W${rows.length}`);
  });

  it('writes a file with the header and no rows for a month nobody interns', async () => {
    const book = await workbook(admin, { fSchoolId: ids.school, cMonth: '2030-12' });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    expect(rows).toHaveLength(4);
    expect(rows[3]).toEqual(BUREAU_COLUMNS.map((c) => c.label));
    expect(await admin.CheckBureauReport({ fSchoolId: ids.school, cMonth: '2030-12' })).toEqual({
      fRows: 0,
      gaps: [],
    });
  });

  it('pages through more students than one batch, each once', async () => {
    const course = newId();
    await insert('InternshipInfo', {
      fInternshipInfoId: course,
      fSchoolId: ids.school,
      cInternshipName: '2032届岗位实习',
      tStartDate: at('2032-01-01'),
      tEndDate: at('2032-12-31'),
    });
    const count = BATCH * 2 + 37;
    await server.db.query(
      `insert into "InternshipStudent" ("fInternshipStudentId", "fInternshipInfoId", "fClassId", "cRealName", "cNumber",
         "cMobile") select md5($1 || g), $1, $2, '学生' || g, lpad(g::text, 6, '0'), '1360' || lpad(g::text, 7, '0')
         from generate_series(1, $3) g`,
      [course, ids.klass, count],
    );
    const { fRows } = await admin.CheckBureauReport({ fSchoolId: ids.school, cMonth: '2032-05' });
    expect(fRows).toBe(count);
    const book = await workbook(admin, { fSchoolId: ids.school, cMonth: '2032-05' });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const data = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true }).slice(4);
    expect(data).toHaveLength(count);
    expect(data.at(-1)?.[0]).toBe(count);
    expect(new Set(data.map((r) => r[2])).size).toBe(count);

    // A reader that goes away after the first bytes leaves the server answering the next call.
    const url = new URL(`${server.url}/WDPracticeInternshipPlugin/api/v1/Statistics/ExportBureauReport`);
    url.search = new URLSearchParams({ fSchoolId: ids.school, cMonth: '2032-05' }).toString();
    const r = await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } });
    const reader = r.body?.getReader();
    expect((await reader?.read())?.done).toBe(false);
    await reader?.cancel();
    expect((await admin.CheckBureauReport({ fSchoolId: ids.school, cMonth: '2032-05' })).fRows).toBe(count);
  });
});
