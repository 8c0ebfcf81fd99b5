import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, HUADONG, raw, signIn } from './test-client.js';

/*
 * Every ref field of a row written through Add/Edit must name a row the caller may see (write.ts
 * assertRefsVisible): a school administrator cannot hang their rows under another school's.
 */

let server: TestServer;
let admin: Client;
let school: Client;

/** 华东理工's own node of the department tree (seed/demo/schools.ts departmentId 1). */
const OWN_NODE = demoId('AppDepartment', 1);
/** 江南信息's node of the department tree and one of its teachers (rows outside 华东理工). */
const OTHER_NODE = demoId('AppDepartment', 2);
let otherTeacher: string;
let ownTeacher: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  school = await signIn(server.url, HUADONG.admin);
  const id = async (name: string) =>
    String(
      (await server.db.query('select "fAppUserId" from "AppUser" where "cRealName" = $1', [name]))[0]
        ?.fAppUserId,
    );
  otherTeacher = await id('徐晓东');
  ownTeacher = await id('赵思远');
}, 180_000);
afterAll(() => server?.close());

const count = async (table: string) =>
  Number((await server.db.query(`select count(*)::int as n from "${table}"`))[0]?.n);

describe('refs of written rows stay within the caller’s scope', () => {
  it('refuses AddAppDepartment under another school’s department (403), adding nothing', async () => {
    const before = await count('AppDepartment');
    const r = await raw(server.url, 'AddAppDepartment', {
      token: school.token,
      body: { cDepartName: '越界班级', fDepartmentLabel: 2, fParentId: OTHER_NODE },
    });
    expect(r.status).toBe(403);
    expect(r.json.Message).toMatch(/无权引用/);
    expect(await count('AppDepartment')).toBe(before);
    const own = await school.sdk.AddAppDepartment({
      cDepartName: '本校班级',
      fDepartmentLabel: 2,
      fParentId: OWN_NODE,
    });
    expect(own).toMatchObject({ fParentId: OWN_NODE, fSchoolId: HUADONG.id });
  });

  it('refuses EditAppDepartment moving a department under another school’s, changing nothing', async () => {
    const own = await school.sdk.AddAppDepartment({
      cDepartName: '待移动',
      fDepartmentLabel: 2,
      fParentId: OWN_NODE,
    });
    const r = await raw(server.url, 'EditAppDepartment', {
      token: school.token,
      body: { ...own, fParentId: OTHER_NODE },
    });
    expect(r.status).toBe(403);
    const stored = await server.db.query(
      'select "fParentId" from "AppDepartment" where "fAppDepartmentId" = $1',
      [own.fAppDepartmentId],
    );
    expect(stored[0]?.fParentId).toBe(OWN_NODE);
    // The unchanged ref (and a rename) passes.
    const renamed = await school.sdk.EditAppDepartment({ ...own, cDepartName: '已改名' });
    expect(renamed.cDepartName).toBe('已改名');
  });

  it('refuses refs to another school’s account and department in AddAppDepartmentUser', async () => {
    const before = await count('AppDepartmentUser');
    for (const body of [
      { fAppDepartmentId: OWN_NODE, fAppUserId: otherTeacher },
      { fAppDepartmentId: OTHER_NODE, fAppUserId: ownTeacher },
    ]) {
      const r = await raw(server.url, 'AddAppDepartmentUser', { token: school.token, body });
      expect(r.status).toBe(403);
    }
    expect(await count('AppDepartmentUser')).toBe(before);
  });

  it('answers 400 for a ref to a row that does not exist, and for a number as a ref', async () => {
    const before = await count('AppDepartment');
    for (const fParentId of ['0'.repeat(32), 987654]) {
      const r = await raw(server.url, 'AddAppDepartment', {
        token: school.token,
        body: { cDepartName: '无上级', fDepartmentLabel: 2, fParentId },
      });
      expect(r.status).toBe(400);
    }
    expect(await count('AppDepartment')).toBe(before);
  });

  it('lets the platform administrator reference any school’s rows', async () => {
    const row = await admin.sdk.AddAppDepartment({
      cDepartName: '平台添加',
      fDepartmentLabel: 2,
      fParentId: OTHER_NODE,
      fSchoolId: demoId('School', 2),
    });
    expect(row.fParentId).toBe(OTHER_NODE);
  });
});
