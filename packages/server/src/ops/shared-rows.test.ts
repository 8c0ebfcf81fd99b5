import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { type Client, raw, signIn } from './specific/system/test-client.js';

/*
 * Shared catalogues (contract rows.shared): a platform-wide row, one without a school, is every school's to
 * read and only its author's or the platform admin's to change. The demo's platform template batch serves
 * 浙北机电's course; before this rule its templates were unreadable to that school's staff, and a school's
 * staff could change any platform-wide row of a shared catalogue.
 */

let server: TestServer;
let zhebei: Client;
let zhebeiTeacher: Client;
let admin: Client;
let platformTemplate: string;
let platformBatch: string;

const one = async <T>(sql: string, params: unknown[] = []) =>
  (await server.db.query(sql, params))[0] as T | undefined;

beforeAll(async () => {
  server = await startTestServer();
  [zhebei, zhebeiTeacher, admin] = await Promise.all([
    signIn(server.url, 'zb_admin'),
    signIn(server.url, '2008033'),
    signIn(server.url, 'admin'),
  ]);
  const template = await one<{ id: string; batch: string }>(
    `select "fTemplateInfoId" as id, "fTemplateBatchInfoId" as batch from "TemplateInfo"
     where "fSchoolId" is null and "fTemplateInfoId" in (select "fTemplateInfoId" from "TemplateItem") limit 1`,
  );
  if (!template) throw new Error('the demo data has no platform template with items');
  platformTemplate = template.id;
  platformBatch = template.batch;
}, 180_000);
afterAll(() => server?.close());

describe('platform templates', () => {
  it("are read by every school's staff, with their items", async () => {
    for (const c of [zhebei, zhebeiTeacher]) {
      const model = await raw(server.url, 'GetTemplateInfoModel', {
        token: c.token,
        query: { fTemplateInfoId: platformTemplate },
      });
      expect(model.status).toBe(200);
      const items = await raw(server.url, 'TemplateItem_GetTemplateItemPageList', {
        token: c.token,
        query: { fTemplateInfoId: platformTemplate, pageNumber: 1, pageSize: 50 },
      });
      expect(items.status).toBe(200);
      expect((items.json.Content as { List: unknown[] }).List.length).toBeGreaterThan(0);
    }
    const batches = await raw(server.url, 'GetTemplateBatchInfoTreeList', { token: zhebei.token });
    expect(JSON.stringify(batches.json.Content)).toContain(platformBatch);
  });

  it('are changed by the platform admin only, with their items', async () => {
    const edit = { fTemplateInfoId: platformTemplate, cTemplateName: '本校改名' };
    expect((await raw(server.url, 'EditTemplateInfo', { token: zhebei.token, body: edit })).status).toBe(403);
    const del = { ids: [platformTemplate] };
    expect((await raw(server.url, 'DeleteTemplateInfoIDS', { token: zhebei.token, body: del })).status).toBe(
      403,
    );
    const item = await one<{ id: string }>(
      'select "fTemplateItemId" as id from "TemplateItem" where "fTemplateInfoId" = $1 limit 1',
      [platformTemplate],
    );
    const itemEdit = { fTemplateItemId: item?.id, cTemplateItemName: '本校改名' };
    expect((await raw(server.url, 'EditTemplateItem', { token: zhebei.token, body: itemEdit })).status).toBe(
      403,
    );
    expect((await raw(server.url, 'EditTemplateInfo', { token: admin.token, body: edit })).status).toBe(200);
  });

  it("makes a school's new or emptied template its own, never a platform one", async () => {
    const added = await raw(server.url, 'AddTemplateBatchInfo', {
      token: zhebei.token,
      body: { cBatchName: '浙北机电2027届模板', fCourseType: 1, fSchoolId: null },
    });
    expect(added.status).toBe(200);
    const id = (added.json.Content as { fTemplateBatchInfoId: string }).fTemplateBatchInfoId;
    const school = await one<{ s: string | null }>(
      'select "fSchoolId" as s from "TemplateBatchInfo" where "fTemplateBatchInfoId" = $1',
      [id],
    );
    const own = await one<{ s: string }>('select "fSchoolId" as s from "AppUser" where "cUserName" = $1', [
      'zb_admin',
    ]);
    expect(school?.s).toBe(own?.s);
    const emptied = await raw(server.url, 'EditTemplateBatchInfo', {
      token: zhebei.token,
      body: { fTemplateBatchInfoId: id, cBatchName: '浙北机电2027届模板', fSchoolId: null },
    });
    expect(emptied.status).toBe(200);
    const after = await one<{ s: string | null }>(
      'select "fSchoolId" as s from "TemplateBatchInfo" where "fTemplateBatchInfoId" = $1',
      [id],
    );
    expect(after?.s).toBe(own?.s);
  });
});

describe('platform-wide recruitment posts', () => {
  it("are read by another school's admin, who cannot change them", async () => {
    const post = await one<{ id: string; name: string }>(
      `select "cCloudRecruitmentId" as id, "cJobName" as name from "CloudRecruitment"
       where "fSchoolId" is null limit 1`,
    );
    if (!post) throw new Error('the demo data has no platform-wide post');
    const outsider = await signIn(server.url, 'jn_admin');
    const model = await raw(server.url, 'GetCloudRecruitmentModel', {
      token: outsider.token,
      query: { cCloudRecruitmentId: post.id },
    });
    expect(model.status).toBe(200);
    const edit = await raw(server.url, 'EditCloudRecruitment', {
      token: outsider.token,
      body: { cCloudRecruitmentId: post.id, cJobName: '被改掉的职位' },
    });
    expect(edit.status).toBe(403);
    const stored = await one<{ name: string }>(
      'select "cJobName" as name from "CloudRecruitment" where "cCloudRecruitmentId" = $1',
      [post.id],
    );
    expect(stored?.name).toBe(post.name);
  });
});
