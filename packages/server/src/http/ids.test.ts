import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { SERVER_ID } from '../db/ids.js';
import { raw, signIn } from '../ops/specific/system/test-client.js';

// Ids are opaque strings on the wire; this server issues 32 lowercase hex characters. The numbers that old
// routes and bookmarks still carry are refused as bad requests (the 400 envelope), never a 500.
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, 'school')).token;
}, 180_000);
afterAll(() => server?.close());

const NOBODY = '0'.repeat(32);

describe('row ids at the server boundary', () => {
  it('issues 32-hex ids that sort by creation, and lists newest first', async () => {
    const { sdk } = await signIn(server.url, 'school');
    const school = (await sdk.GetSchoolPageList({ pageNumber: 1, pageSize: 1 })).List[0]!.fSchoolId;
    const made: string[] = [];
    for (const name of ['甲班', '乙班', '丙班']) {
      const row = await sdk.AddClass({ fSchoolId: school, cClassName: `编号测试${name}`, fGrade: 2026 });
      made.push(String((row as { fClassId: string }).fClassId));
    }
    for (const id of made) expect(id).toMatch(SERVER_ID);
    expect([...made].sort()).toEqual(made);
    const page = await sdk.GetClassPageList({ pageNumber: 1, pageSize: 3, cClassName: '编号测试' });
    expect(page.List.map((r) => r.fClassId)).toEqual([...made].reverse());
  });

  it('keeps creation order within one millisecond too', async () => {
    const rows = await server.db.query<{ fClassId: string; n: number }>(
      `insert into "Class" ("cClassName", "fGrade")
       select '同毫秒' || g, g from generate_series(1, 200) g returning "fClassId", "fGrade" as n`,
    );
    const byId = [...rows].sort((a, b) => (a.fClassId < b.fClassId ? -1 : 1)).map((r) => r.n);
    expect(byId).toEqual(rows.map((r) => r.n).sort((a, b) => a - b));
  });

  it('answers 400 for a number, in a query or a body, and for a malformed id', async () => {
    const cases = [
      raw(server.url, 'GetSchoolModel', { token, query: { fSchoolId: 3 } }),
      raw(server.url, 'GetClassPageList', { token, query: { fSchoolId: '12' } }),
      raw(server.url, 'GetSchoolModel', { token, query: { fSchoolId: "x' or 1=1 --" } }),
      raw(server.url, 'DeleteClassIDS', { token, body: { ids: [3] } }),
      raw(server.url, 'DeleteClassIDS', { token, body: { ids: ['3'] } }),
      raw(server.url, 'EditClass', { token, body: { fClassId: 7, cClassName: '改名' } }),
    ];
    for (const r of await Promise.all(cases)) {
      expect(r.status).toBe(400);
      expect(r.json.Code).toBe(400);
      expect(r.json.Message).toMatch(/编号/);
    }
  });

  it('answers 404 for a well-formed id that names no row', async () => {
    const r = await raw(server.url, 'GetSchoolModel', { token, query: { fSchoolId: NOBODY } });
    expect(r.status).toBe(404);
  });
});
