import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { roleId } from '../../../boot/grants.js';
import { SERVER_ID } from '../../../db/ids.js';
import { demoId } from '../../../seed/demo.js';
import { assumeRole, OSS_NOT_CONFIGURED, percentEncode, rpcSignature } from './sts.js';
import { type Client, HUADONG, raw, signIn } from './test-client.js';

let server: TestServer;
let admin: Client;
let school: Client;
let student: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  school = await signIn(server.url, HUADONG.admin);
  student = await signIn(server.url, 'student');
}, 180_000);
afterAll(() => server?.close());

const mobileOf = async (realName: string) =>
  (
    await server.db.query<{ cMobile: string }>('select "cMobile" from "AppUser" where "cRealName" = $1', [
      realName,
    ])
  )[0]?.cMobile as string;

describe('generic table calls', () => {
  it('runs the named entity’s page list with its scope', async () => {
    const r = await raw(server.url, 'Table_getList', {
      token: school.token,
      query: { table: 'AppUser', pageNumber: 1, pageSize: 500 },
    });
    const list = (r.json.Content as { List: { fSchoolId: string; cRoleNames: unknown }[] }).List;
    expect(list.length).toBeGreaterThan(5);
    expect(new Set(list.map((u) => u.fSchoolId))).toEqual(new Set([HUADONG.id]));
    // The entity's own (specific) handler answered: role names are filled in.
    expect(list.some((u) => typeof u.cRoleNames === 'string')).toBe(true);
  });

  it.each([
    ['an entity the caller may not list', () => student, { query: { table: 'AppUser' } }, 403],
    ['an unknown table', () => school, { query: { table: 'Nothing' } }, 400],
    ['a table name that is not a name', () => school, { query: { table: 'x;drop table' } }, 400],
    ['a search value of the wrong type', () => school, { query: { table: 'AppUser', fStatus: 'abc' } }, 400],
  ])('refuses %s', async (_, who, input, status) => {
    const r = await raw(server.url, 'Table_getList', { token: who().token, ...input });
    expect(r.status).toBe(status);
    expect(r.json.Code).toBe(status);
  });

  it('edits and deletes through the entity’s own rules', async () => {
    const setting = await admin.sdk.AddAppSetting({ cKey: 'table.edit', cValue: 'a' });
    await admin.sdk.Table_doEdit({
      table: 'AppSetting',
      row: { fAppSettingId: setting.fAppSettingId, cValue: 'b' },
    });
    expect((await admin.sdk.GetAppSettingModelByKey({ cKey: 'table.edit' }))?.cValue).toBe('b');
    const builtIn = await raw(server.url, 'Table_doDelete', {
      token: admin.token,
      body: { table: 'AppRole', ids: [roleId('platformAdmin')] },
    });
    expect(builtIn.json).toMatchObject({ Code: 409, Message: '内置角色不能删除' });
    const denied = await raw(server.url, 'Table_doDelete', {
      token: student.token,
      body: { table: 'AppSetting', ids: [setting.fAppSettingId] },
    });
    expect(denied.status).toBe(403);
    await admin.sdk.Table_doDelete({ table: 'AppSetting', ids: [setting.fAppSettingId as string] });
    expect(await admin.sdk.GetAppSettingModelByKey({ cKey: 'table.edit' })).toBeNull();
  });
});

describe('Base look-ups', () => {
  it('lists schools and classes as options, all of them with pageNumber -1', async () => {
    const all = await admin.sdk.Base_GetSchoolPageList({});
    expect(all.TotalCount).toBe(3);
    expect(all.List[0]).toMatchObject({
      id: expect.stringMatching(SERVER_ID),
      cDepartName: expect.any(String),
    });
    expect((await school.sdk.Base_GetSchoolPageList({})).List.map((s) => s.id)).toEqual([HUADONG.id]);
    const secondSchool = demoId('School', 2);
    const classes = await admin.sdk.Base_GetClassPageList({ fSchoolId: secondSchool });
    expect(classes.List.length).toBe(classes.TotalCount);
    expect(new Set(classes.List.map((c) => c.fSchoolId))).toEqual(new Set([secondSchool]));
    const paged = await admin.sdk.Base_GetClassPageList({ pageNumber: 1, pageSize: 2 });
    expect(paged.List).toHaveLength(2);
  });

  it('finds a student by mobile with number and class, within the caller’s school', async () => {
    const found = await school.sdk.Base_GetStudentModelByMobile({
      cMobile: `+86${await mobileOf('刘子涵')}`,
    });
    const roster = (
      await server.db.query('select "cNumber", "fClassId" from "Student" where "cRealName" = $1', ['刘子涵'])
    )[0];
    expect(found).toMatchObject({
      cRealName: '刘子涵',
      cNumber: roster?.cNumber,
      fAppDepartmentId: roster?.fClassId,
    });
    expect(await school.sdk.Base_GetStudentModelByMobile({ cMobile: await mobileOf('杜鹏飞') })).toBeNull();
    // A teacher is not a student.
    expect(await school.sdk.Base_GetStudentModelByMobile({ cMobile: await mobileOf('张文博') })).toBeNull();
    const bad = await raw(server.url, 'Base_GetStudentModelByMobile', {
      token: school.token,
      query: { cMobile: 'abc' },
    });
    expect(bad.json).toMatchObject({ Code: 400, Message: '请输入正确的手机号再进行校验!' });
  });

  it('finds teachers and enterprise tutors by mobile and by name', async () => {
    const teacher = await school.sdk.Base_GetTeacherModelByMobile({ cMobile: await mobileOf('张文博') });
    expect(teacher?.cRealName).toBe('张文博');
    const tutor = await school.sdk.Base_GetTeacherModelByMobile({ cMobile: await mobileOf('杨帆') });
    expect(tutor?.cRealName).toBe('杨帆');
    const byName = await school.sdk.Base_GetTeacherListByRealName({ cRealName: '张' });
    expect(byName.List.map((p) => p.cRealName)).toContain('张文博');
    expect(byName.List.every((p) => p.cRealName.includes('张'))).toBe(true);
  });
});

describe('Common/GetAssumeRole', () => {
  it('says so when no object storage is configured', async () => {
    const r = await raw(server.url, 'GetAssumeRole', { token: school.token });
    expect(r.json).toMatchObject({ Code: 400, Message: OSS_NOT_CONFIGURED });
  });

  it('signs RPC requests as Alibaba Cloud documents (its published example)', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    expect(percentEncode("a b*c~!'()")).toBe('a%20b%2Ac~%21%27%28%29');
  });

  describe('against a stand-in STS endpoint', () => {
    const oss = {
      region: 'oss-cn-shanghai',
      bucket: 'b1',
      accessKeyId: 'id1',
      accessKeySecret: 's1',
      roleArn: 'acs:ram::1:role/up',
    };
    let sts: Server;
    let endpoint = '';
    beforeAll(async () => {
      sts = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://x');
        const params = Object.fromEntries(url.searchParams);
        const { Signature, ...signed } = params;
        const ok = Signature === rpcSignature('GET', signed, oss.accessKeySecret);
        res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            ok
              ? {
                  Credentials: {
                    AccessKeyId: 'STS.x',
                    AccessKeySecret: 'y',
                    SecurityToken: 'z',
                    Expiration: 'e',
                  },
                }
              : { Code: 'SignatureDoesNotMatch' },
          ),
        );
      });
      await new Promise<void>((r) => sts.listen(0, '127.0.0.1', r));
      endpoint = `http://127.0.0.1:${(sts.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((r) => sts.close(() => r())));

    it('answers the credentials STS issues for a signed request', async () => {
      const answer = await assumeRole(oss, 'user-1', '华东理工职业技术学院/', endpoint);
      expect(answer).toMatchObject({
        Credentials: { AccessKeyId: 'STS.x', SecurityToken: 'z' },
        Bucket: 'b1',
      });
    });

    it('reports a refusal and an unreachable endpoint as 502', async () => {
      const wrong = { ...oss, accessKeySecret: 'other' };
      await expect(assumeRole(wrong, 'user-1', 'default/', endpoint)).rejects.toMatchObject({ code: 502 });
      await expect(assumeRole(oss, 'user-1', 'default/', 'http://127.0.0.1:1/')).rejects.toMatchObject({
        code: 502,
      });
    });
  });
});
