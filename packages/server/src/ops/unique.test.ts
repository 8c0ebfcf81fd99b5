import { entities } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { ident } from '../db/tables.js';
import { demoId } from '../seed/demo.js';
import { type Client, HUADONG, raw, signIn } from './specific/system/test-client.js';

// The contract's unique rules (entity `unique`), through Add and Edit as the screens send them.
let server: TestServer;
let admin: Client;
let school: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  school = await signIn(server.url, HUADONG.admin);
}, 180_000);
afterAll(() => server?.close());

const refused = async (client: Client, name: string, body: unknown, message: string) => {
  const r = await raw(server.url, name, { token: client.token, body });
  expect(r.status).toBe(400);
  expect(r.json.Message).toBe(message);
};

const classIdNamed = async (name: string) =>
  (
    await server.db.query<{ fClassId: string }>('select "fClassId" from "Class" where "cClassName" = $1', [
      name,
    ])
  )[0]?.fClassId;

describe('unique values', () => {
  it('holds for the demo data, for every rule of the contract', async () => {
    const ruled = entities.filter((e) => e.unique?.length);
    expect(ruled.map((e) => e.name).sort()).toEqual([
      'AppSetting',
      'AttendanceRule',
      'Class',
      'Company',
      'InternshipAgreement',
      'InternshipInsurance',
      'InternshipPlacement',
      'School',
    ]);
    for (const e of ruled) {
      for (const rule of e.unique ?? []) {
        const columns = [rule.field, ...(rule.within ? [rule.within] : [])].map(ident).join(', ');
        const repeated = await server.db.query(
          `select ${columns} from ${ident(e.name)} where ${ident(rule.field)} is not null
             and ${ident(rule.field)} <> '' group by ${columns} having count(*) > 1`,
        );
        expect(repeated, `${e.name}.${rule.field}`).toEqual([]);
      }
    }
  });

  it('refuses a second school with a code or a name already taken', async () => {
    await refused(
      admin,
      'AddSchool',
      { cSchoolName: '新建学院', cSchoolCode: HUADONG.code },
      `学校识别码“${HUADONG.code}”已存在`,
    );
    await refused(
      admin,
      'AddSchool',
      { cSchoolName: '华东理工职业技术学院', cSchoolCode: '9900000001' },
      '学校名称“华东理工职业技术学院”已存在',
    );
    expect(await server.db.query('select 1 from "School" where "cSchoolCode" = $1', ['9900000001'])).toEqual(
      [],
    );
  });

  it('takes a class name once per school: refused twice in one, allowed in another, kept on edit', async () => {
    const name = '唯一性测试2401班';
    await school.sdk.AddClass({ fSchoolId: HUADONG.id, cClassName: name } as never);
    await refused(
      school,
      'AddClass',
      { fSchoolId: HUADONG.id, cClassName: name },
      `该学校已有班级名称“${name}”`,
    );
    // Another school may use the same name (the platform admin writes for any school).
    const secondSchool = demoId('School', 2);
    await admin.sdk.AddClass({ fSchoolId: secondSchool, cClassName: name } as never);
    const own = await server.db.query<{ fClassId: string; fSchoolId: string }>(
      'select "fClassId", "fSchoolId" from "Class" where "cClassName" = $1',
      [name],
    );
    expect(own.map((r) => r.fSchoolId).sort()).toEqual([HUADONG.id, secondSchool].sort());
    const id = own.find((r) => r.fSchoolId === HUADONG.id)?.fClassId;
    // An edit that keeps the name, or changes something else, passes.
    await school.sdk.EditClass({
      fClassId: id,
      fSchoolId: HUADONG.id,
      cClassName: name,
      cMajor: '测试',
    } as never);
    await school.sdk.EditClass({ fClassId: id, cMajor: '测试二' } as never);
    // Renaming onto a class of the same school is refused, and nothing changes.
    const other = await classIdNamed('软件技术2201班');
    await refused(school, 'EditClass', { fClassId: other, cClassName: name }, `该学校已有班级名称“${name}”`);
    expect(await classIdNamed('软件技术2201班')).toBe(other);
  });

  it('takes a setting key once, and leaves an optional value free when blank', async () => {
    await admin.sdk.AddAppSetting({ cKey: 'unique.test', cValue: '1' } as never);
    await refused(admin, 'AddAppSetting', { cKey: 'unique.test', cValue: '2' }, '配置键“unique.test”已存在');
    for (const cCompanyName of ['唯一性测试甲公司', '唯一性测试乙公司']) {
      await school.sdk.AddCompany({ fSchoolId: HUADONG.id, cCompanyName, cCreditCode: '' } as never);
    }
    await refused(
      school,
      'AddCompany',
      { fSchoolId: HUADONG.id, cCompanyName: '唯一性测试甲公司' },
      '该合作学校已有企业名称“唯一性测试甲公司”',
    );
  });
});
