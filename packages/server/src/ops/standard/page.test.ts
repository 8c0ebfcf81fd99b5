import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { type Client, signInAs } from '../specific/internship/testing.js';
import { raw } from '../specific/system/test-client.js';

/*
 * Paging (SPEC §9): the pages of a list, walked one after another, are the 全部 list in the same order, each
 * row once, with the same total on every page; past the last page the list is empty and the total still
 * right. Run for a caller without a scope condition (admin) and one with (teacher), for the default order, a
 * requested sort, a filter on the row's own column and a search on a joined column.
 */

let server: TestServer;
let admin: Client;
let teacher: Client;

beforeAll(async () => {
  server = await startTestServer();
  [admin, teacher] = await signInAs(server, 'admin', 'teacher');
}, 180_000);
afterAll(() => server?.close());

const ALL = { pageNumber: 1, pageSize: 999_999 };
const SIZE = 7;

interface Page {
  List: Record<string, unknown>[];
  PageIndex: number;
  PageCount: number;
  TotalCount: number;
}
type List = (query: Record<string, unknown>) => Promise<Page>;

/** Walks every page of `list` for `query` and checks it against the 全部 list; answers the row count. */
async function walkPages(list: List, key: string, query: Record<string, unknown>): Promise<number> {
  const all = await list({ ...query, ...ALL });
  const total = all.TotalCount;
  expect(all.List).toHaveLength(total);
  const pageCount = Math.max(1, Math.ceil(total / SIZE));
  const walked: unknown[] = [];
  for (let n = 1; n <= pageCount; n++) {
    const page = await list({ ...query, pageNumber: n, pageSize: SIZE });
    expect(page).toMatchObject({ PageIndex: n, PageCount: pageCount, TotalCount: total });
    expect(page.List).toHaveLength(Math.min(SIZE, total - (n - 1) * SIZE));
    walked.push(...page.List.map((r) => r[key]));
  }
  expect(walked).toEqual(all.List.map((r) => r[key]));
  const past = await list({ ...query, pageNumber: pageCount + 1, pageSize: SIZE });
  expect(past).toMatchObject({ List: [], TotalCount: total, PageCount: pageCount });
  return total;
}

const diaries =
  (c: Client): List =>
  (q) =>
    c.GetInternshipDiaryPageList(q) as Promise<Page>;
const DIARY = 'fInternshipDiaryId';

describe('pages of diaries', () => {
  it.each([
    ['admin (every row)', () => admin],
    ['teacher (rows of the courses they tutor)', () => teacher],
  ])('%s: by the default order and by a requested sort', async (_who, client) => {
    const total = await walkPages(diaries(client()), DIARY, {});
    expect(total).toBeGreaterThan(2 * SIZE);
    await walkPages(diaries(client()), DIARY, { sortName: 'cDiaryName', sortOrder: 'asc' });
  });

  it('the teacher sees fewer rows than the admin, each with its joined names', async () => {
    const mine = await teacher.GetInternshipDiaryPageList({ pageNumber: 1, pageSize: SIZE });
    const every = await admin.GetInternshipDiaryPageList({ pageNumber: 1, pageSize: SIZE });
    expect(mine.TotalCount).toBeLessThan(every.TotalCount);
    for (const row of mine.List)
      expect(row).toMatchObject({ cRealName: expect.any(String), cInternshipName: expect.any(String) });
  });

  it('a filter narrows the total and every page', async () => {
    const all = await admin.GetInternshipDiaryPageList(ALL);
    const week = await walkPages(diaries(admin), DIARY, { fWeek: 1 });
    expect(week).toBe(all.List.filter((r) => r.fWeek === 1).length);
    expect(week).toBeLessThan(all.TotalCount);
  });
});

describe('a search on a joined column', () => {
  it('pages the department members whose name holds the text', async () => {
    const members: List = (q) => admin.GetAppDepartmentUserPageList(q) as Promise<Page>;
    const everyone = await members(ALL);
    const name = String(everyone.List.find((r) => typeof r.cRealName === 'string')?.cRealName ?? '');
    const surname = name.slice(0, 1);
    expect(surname).not.toBe('');
    const found = await walkPages(members, 'fAppDepartmentUserId', { cRealName: surname });
    expect(found).toBe(everyone.List.filter((r) => String(r.cRealName ?? '').includes(surname)).length);
  });
});

describe('a search the list cannot answer is refused, not answered with an empty list', () => {
  const listed = (query: Record<string, string | number>) =>
    raw(server.url, 'GetAppAuditLogPageList', { token: admin.token, query });

  it.each([
    [{ tCreateDateBegin: '2026-06-02', tCreateDateEnd: '2026-06-01' }, '操作时间的开始不能晚于结束'],
    [{ tCreateDateBegin: '下周一' }, '操作时间格式不正确'],
    [{ cKind: 'hack' }, '操作类型只能为新增、修改、删除'],
    [{ fOutcome: 7 }, '结果只能为成功或失败'],
  ])('%o', async (query, message) => {
    const answer = await listed(query);
    expect(answer.status).toBe(400);
    expect(answer.json.Message).toContain(message);
  });

  it('while a range of one day, an empty bound and a known value still list', async () => {
    const answer = await listed({
      tCreateDateBegin: '2026-06-01',
      tCreateDateEnd: '2026-06-01',
      cKind: 'signIn',
      fOutcome: '',
    });
    expect(answer.status).toBe(200);
  });
});
