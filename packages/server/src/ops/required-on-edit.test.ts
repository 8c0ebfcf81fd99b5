import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { type Client, raw, signIn } from './specific/system/test-client.js';

/*
 * An edit sends what it changes: a required value may be left out, but sending it as null or blank would
 * clear it (EditProjectTeam with cTeamName null emptied the team's name). The contract's edit schemas refuse
 * that for every entity, with the field's label, before any handler runs (standard or specific).
 */

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
}, 180_000);
afterAll(() => server?.close());

const firstRow = async (table: string) =>
  (await server.db.query(`select * from "${table}" order by "tCreateDate" limit 1`))[0] as Record<
    string,
    unknown
  >;

// The team's edits write their own values (practice/teams.ts): a null name reached the table. The class's
// goes through write.ts, which refused it already; the contract now says it the same way for every edit.
const TEAM = { table: 'ProjectTeam', key: 'cProjectTeamId', field: 'cTeamName', label: '团队名称' };
describe.each([
  { edit: 'EditProjectTeam', ...TEAM, extra: {} },
  { edit: 'EditProjectTeamWithStudent', ...TEAM, extra: { fStudentUserIds: [] } },
  { edit: 'EditClass', table: 'Class', key: 'fClassId', field: 'cClassName', label: '班级名称', extra: {} },
])('$edit', ({ edit, table, key, field, label, extra }) => {
  it.each([
    [null, `${label}不能为空`],
    ['', `请输入${label}`],
    ['   ', `请输入${label}`],
  ])(`refuses ${field} sent as %j, changing nothing`, async (value, message) => {
    const row = await firstRow(table);
    const body = { ...extra, [key]: row[key], [field]: value };
    const r = await raw(server.url, edit, { token: admin.token, body });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ Code: 400, Message: message, Content: null });
    expect((await firstRow(table))[field]).toBe(row[field]);
  });
});

it('still lets an edit leave a required value out, and clear an optional one', async () => {
  const row = await firstRow('Class');
  const r = await raw(server.url, 'EditClass', {
    token: admin.token,
    body: { fClassId: row.fClassId, cMajor: null },
  });
  expect(r.json.Message).toBe('操作成功');
  const after = await firstRow('Class');
  expect(after).toMatchObject({ cClassName: row.cClassName, cMajor: null });
});
