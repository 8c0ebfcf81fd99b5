import { entityByName, operationByName } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { Caller } from '../auth/caller.js';
import type { Row } from '../db/driver.js';
import { ApiError } from '../http/errors.js';
import type { OpContext } from './context.js';
import { declarationOf, onRow, onRows } from './declared.js';
import { specificHandlers } from './specific/index.js';

/*
 * Every specific handler declares what it acts on (ops/declared.ts): the list below is the whole set, and one
 * registered without a declaration fails it. The wrapper, not the handler, refuses a row outside the caller's
 * scope: a work that would act on another school's row is never run.
 */

describe('the declarations of the specific handlers', () => {
  const all = Object.entries(specificHandlers).map(([name, h]) => ({ name, d: declarationOf(h) }));

  it('declares a target or a reason for every one', () => {
    expect(all.filter((x) => !x.d).map((x) => x.name)).toEqual([]);
    expect(all.length).toBeGreaterThan(200);
  });

  it('are listed in declarations.txt, which a change of any one shows in review', async () => {
    const line = ({ name, d }: (typeof all)[number]) => {
      if (!d) return `${name}  UNDECLARED`;
      if (d.kind === 'none') return `${name}  no row: ${d.reason}`;
      const t = d.target;
      const how = [t.access, t.lock ? 'locked' : '', d.kind === 'row' && d.optional ? 'when named' : '']
        .filter(Boolean)
        .join(', ');
      return `${name}  ${d.kind === 'rows' ? 'rows' : 'row'} of ${t.entity} (${how})`;
    };
    const listing = all.map(line).sort().join('\n');
    await expect(`${listing}\n`).toMatchFileSnapshot('./declarations.txt');
  });

  it('names entities of the catalogue and reasons a reader understands', () => {
    for (const { name, d } of all) {
      if (!d) continue;
      if (d.kind === 'none') expect(d.reason.length, name).toBeGreaterThan(10);
      else expect(entityByName.has(d.target.entity), `${name} → ${d.target.entity}`).toBe(true);
    }
  });
});

describe('the wrapper refuses what the scope leaves out, before the work runs', () => {
  let server: TestServer;
  let ctx: OpContext;
  let own: string;
  let other: string;

  beforeAll(async () => {
    server = await startTestServer();
    const [admin] = await server.db.query(
      `select u."fAppUserId", u."fSchoolId" from "AppUser" u where u."cUserName" = 'school'`,
    );
    const school = String(admin?.fSchoolId);
    const pick = (sql: string) =>
      server.db.query(
        `select "fInternshipStudentId" as id from "InternshipStudent" s
          join "InternshipInfo" i using ("fInternshipInfoId") where ${sql} limit 1`,
        [school],
      );
    own = String((await pick('i."fSchoolId" = $1'))[0]?.id);
    other = String((await pick('i."fSchoolId" <> $1'))[0]?.id);
    const caller: Caller = {
      userId: String(admin?.fAppUserId),
      userName: 'school',
      realName: '学校管理员',
      schoolId: school,
      roleIds: [],
      roles: ['schoolAdmin'],
      kind: 'schoolAdmin',
      mustChangePassword: false,
      token: 'test',
    };
    const op = operationByName.get('EditInternshipStudent');
    if (!op) throw new Error('the contract lost EditInternshipStudent');
    ctx = {
      db: server.db,
      op,
      caller,
      config: { filesDir: server.filesDir, uploadMaxMb: 5 },
      request: new Request(server.url),
    };
  }, 180_000);
  afterAll(() => server?.close());

  const refusalOf = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => null,
      (x: unknown) => x,
    );
    return e instanceof ApiError ? e.status : e;
  };

  it('runs the work on a row of the caller’s school, with the row', async () => {
    const work = vi.fn(async (_a: unknown, _input: unknown, _row: Row) => 'done');
    const h = onRow({
      target: { entity: 'InternshipStudent', key: ({ body }) => body, access: 'write', lock: true },
      work,
    });
    expect(await h(ctx, { query: {}, body: own })).toBe('done');
    expect(work.mock.calls[0]?.[2]).toMatchObject({ fInternshipStudentId: own });
  });

  it('refuses another school’s row with 403 and never runs the work', async () => {
    const work = vi.fn(async () => 'done');
    const h = onRow({
      target: { entity: 'InternshipStudent', key: ({ body }) => body, access: 'write' },
      work,
    });
    expect(await refusalOf(h(ctx, { query: {}, body: other }))).toBe(403);
    expect(work).not.toHaveBeenCalled();
  });

  it('refuses a list holding one foreign row whole', async () => {
    const work = vi.fn(async () => 'done');
    const h = onRows({
      target: { entity: 'InternshipStudent', keys: ({ body }) => body as string[], access: 'write' },
      work,
    });
    expect(await refusalOf(h(ctx, { query: {}, body: [own, other] }))).toBe(403);
    expect(await refusalOf(h(ctx, { query: {}, body: [own, 'no-such-row'] }))).toBe(404);
    expect(work).not.toHaveBeenCalled();
  });

  it('refuses by the declared rule, with its message', async () => {
    const h = onRow({
      target: { entity: 'InternshipStudent', key: ({ body }) => body, access: 'read' },
      rule: (caller, row) => (row.fUserId === caller?.userId ? undefined : '只能操作自己的实习记录'),
      work: async () => 'done',
    });
    const e = await h(ctx, { query: {}, body: own }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).message).toBe('只能操作自己的实习记录');
  });
});
