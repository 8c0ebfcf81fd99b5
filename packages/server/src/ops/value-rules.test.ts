import { isSdkError } from '@practice/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { ident } from '../db/tables.js';
import { type Client, HUADONG, raw, signIn } from './specific/system/test-client.js';

/*
 * The contract's value rules (issue 24), sent straight to the server as a school system might, past the
 * SDK's own check: dates in order (an edit moving one date is compared with the stored other), numbers
 * within their bounds, contact phones and e-mails. Each refusal is a 400 naming the field, and writes nothing.
 */

let server: TestServer;
let admin: Client;
/** The first row's key of each table these cases write to. */
const ids: Record<string, string> = {};

const TABLES: Record<string, string> = {
  InternshipInfo: 'fInternshipInfoId',
  InternshipSummaryTask: 'fInternshipSummaryTaskId',
  InternshipStudent: 'fInternshipStudentId',
  PracticeInfo: 'cPracticeInfoId',
  PracticeTask: 'cPracticeTaskId',
  ProjectInfo: 'cProjectInfoId',
  ProjectTask: 'cProjectTaskId',
  CloudCareerPlanning: 'cCloudCareerPlanningId',
  CloudRecruitment: 'cCloudRecruitmentId',
  EvaluationTemplateItem: 'fEvaluationTemplateItemId',
  School: 'fSchoolId',
  Company: 'fCompanyId',
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  for (const [table, key] of Object.entries(TABLES)) {
    const [row] = await server.db.query<{ k: string }>(
      `select ${ident(key)} as k from ${ident(table)} order by ${ident(key)} limit 1`,
    );
    ids[table] = row?.k as string;
  }
}, 180_000);
afterAll(() => server?.close());

const rowsOf = (table: string) => server.db.query(`select * from ${ident(table)} order by 1`);

/** Calls `name` with the body as the admin and expects a 400 with `message` and the table as it was. */
async function expectRefused(name: string, table: string, body: Record<string, unknown>, message: string) {
  const before = await rowsOf(table);
  const r = await raw(server.url, name, { token: admin.token, body });
  expect([r.status, r.json.Message]).toEqual([400, message]);
  expect(await rowsOf(table)).toEqual(before);
}

const LATER = '2026-03-02';
const EARLIER = '2026-03-01';

describe('dates in order', () => {
  const adds: [string, string, () => Record<string, unknown>, string][] = [
    [
      'AddInternshipInfo',
      'InternshipInfo',
      () => ({
        fSchoolId: HUADONG.id,
        cInternshipName: '日期测试实习',
        tStartDate: LATER,
        tEndDate: EARLIER,
      }),
      '结束日期不能早于开始日期',
    ],
    [
      'AddInternshipSummaryTask',
      'InternshipSummaryTask',
      () => ({
        fInternshipInfoId: ids.InternshipInfo,
        cTaskName: '日期测试总结',
        tStartDate: LATER,
        tEndDate: EARLIER,
      }),
      '截止日期不能早于开始日期',
    ],
    [
      'AddPracticeInfo',
      'PracticeInfo',
      () => ({
        fSchoolId: HUADONG.id,
        cPracticeName: '日期测试课程',
        fPracticeType: 2,
        fEvaluationType: 1,
        tStartDate: LATER,
        tEndDate: EARLIER,
      }),
      '结课日期不能早于开课日期',
    ],
    [
      'AddPracticeTask',
      'PracticeTask',
      () => ({
        cPracticeInfoId: ids.PracticeInfo,
        cTaskName: '日期测试任务',
        cContent: '要求',
        tStartDate: '2026-03-01 10:00:00',
        tEndDate: '2026-03-01 09:59:59',
      }),
      '截止时间不能早于开始时间',
    ],
    [
      'AddProjectInfo',
      'ProjectInfo',
      () => ({
        fSchoolId: HUADONG.id,
        cProjectName: '日期测试项目',
        tEnrollStartDate: LATER,
        tEnrollEndDate: EARLIER,
        tStartDate: '2026-04-01',
        tEndDate: '2026-06-30',
      }),
      '报名截止日期不能早于报名开始日期',
    ],
    [
      'AddProjectTask',
      'ProjectTask',
      () => ({
        cProjectInfoId: ids.ProjectInfo,
        cTaskName: '日期测试团队任务',
        fTaskType: 2,
        cContent: '要求',
        tStartDate: '2026-03-01 10:00',
        tEndDate: '2026-03-01T01:00:00Z',
      }),
      '截止时间不能早于开始时间',
    ],
  ];
  it.each(adds)('%s refuses an end before the start', (name, table, body, message) =>
    expectRefused(name, table, body(), message),
  );

  // Only the start is sent, later than the stored end: the server compares it with the row as stored.
  const edits: [string, string, string, string][] = [
    ['EditInternshipInfo', 'InternshipInfo', '2099-12-31', '结束日期不能早于开始日期'],
    ['EditInternshipSummaryTask', 'InternshipSummaryTask', '2099-12-31', '截止日期不能早于开始日期'],
    ['EditPracticeInfo', 'PracticeInfo', '2099-12-31', '结课日期不能早于开课日期'],
    ['EditPracticeTask', 'PracticeTask', '2099-12-31 00:00:00', '截止时间不能早于开始时间'],
    ['EditProjectInfo', 'ProjectInfo', '2099-12-31', '项目结束日期不能早于项目开始日期'],
    ['EditProjectTask', 'ProjectTask', '2099/12/31 08:00:00', '截止时间不能早于开始时间'],
    ['EditCloudCareerPlanning', 'CloudCareerPlanning', '2099-12-31 00:00:00', '结束时间不能早于开始时间'],
  ];
  it.each(edits)('%s refuses a start moved past the stored end', (name, table, start, message) =>
    expectRefused(name, table, { [TABLES[table] as string]: ids[table], tStartDate: start }, message),
  );

  it('refuses an internship student whose own dates are out of order, and keeps a valid pair', async () => {
    const key = { fInternshipStudentId: ids.InternshipStudent };
    await expectRefused(
      'EditInternshipStudent',
      'InternshipStudent',
      { ...key, tStartDate: LATER, tEndDate: EARLIER },
      '实习结束日期不能早于实习开始日期',
    );
    await admin.sdk.EditInternshipStudent({ ...key, tStartDate: EARLIER, tEndDate: EARLIER } as never);
  });

  it('is refused by the SDK before sending, in the same words', async () => {
    const error = await admin.sdk
      .AddInternshipInfo({
        fSchoolId: HUADONG.id,
        cInternshipName: '日期测试实习',
        tStartDate: LATER,
        tEndDate: EARLIER,
      } as never)
      .catch((e: unknown) => e);
    expect(isSdkError(error) && [error.kind, error.message]).toEqual([
      'validation',
      '结束日期不能早于开始日期',
    ]);
  });
});

describe('numbers, phones and e-mails', () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    ['EditPracticeInfo', 'PracticeInfo', { fCredit: -1 }, '学分不能为负数'],
    ['EditPracticeInfo', 'PracticeInfo', { fHours: -32 }, '学时不能为负数'],
    ['EditPracticeInfo', 'PracticeInfo', { fMaxStudent: 40.5 }, '人数上限必须是整数'],
    ['EditPracticeTask', 'PracticeTask', { fFullScore: -100 }, '满分不能为负数'],
    ['EditProjectTask', 'ProjectTask', { fFullScore: -1 }, '满分不能为负数'],
    ['EditProjectInfo', 'ProjectInfo', { fMaxTeam: -1 }, '团队数量上限不能为负数'],
    ['EditCloudRecruitment', 'CloudRecruitment', { fRecruitNumber: -2 }, '招聘人数不能为负数'],
    ['EditEvaluationTemplateItem', 'EvaluationTemplateItem', { fScore: -5 }, '分值不能为负数'],
    ['EditSchool', 'School', { cMobile: '12345' }, '联系电话：请输入正确的手机号或固定电话'],
    ['EditCompany', 'Company', { cMobile: '0512-668' }, '联系电话：请输入正确的手机号或固定电话'],
    [
      'EditCloudRecruitment',
      'CloudRecruitment',
      { cContactPhone: '找王老师' },
      '联系电话：请输入正确的手机号或固定电话',
    ],
    ['EditCompany', 'Company', { cEmail: 'hr@company' }, '联系邮箱：邮箱格式不正确'],
  ];
  it.each(cases)('%s refuses %o', (name, table, change, message) =>
    expectRefused(name, table, { [TABLES[table] as string]: ids[table], ...change }, message),
  );

  it.each(['0512-66881234', '13800138000'])('takes %s as a school’s contact phone', async (cMobile) => {
    await admin.sdk.EditSchool({ fSchoolId: ids.School, cMobile } as never);
    const [row] = await server.db.query('select "cMobile" from "School" where "fSchoolId" = $1', [
      ids.School,
    ]);
    expect(row?.cMobile).toBe(cMobile);
  });
});
