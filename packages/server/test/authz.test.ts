import {
  APIS,
  DEFAULT_PLUGIN_BASE,
  entities,
  type OperationDef,
  operations,
  type Role,
} from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undocumentedAnswers } from '../src/http/undocumented.js';
import { specificHandlers } from '../src/ops/specific/index.js';
import { DEMO, DEMO_PASSWORD, sdkFor, startTestServer, type TestServer } from './harness.js';
import { factsOf, type Lookups, maySee } from './scope-oracle.js';

/**
 * Every operation called as each demo role: refused with 403 exactly when the role's grants do not include
 * it (whatever the input), and every list shows exactly the rows the scope rules allow.
 */
let server: TestServer;
const tokens = new Map<Role, string>();
const userIds = new Map<Role, string>();
const ROLES = Object.keys(DEMO) as Role[];

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES) {
    const sdk = await sdkFor(server, DEMO[role], DEMO_PASSWORD);
    tokens.set(role, sdk.token as string);
    const [u] = await server.db.query<{ fAppUserId: string }>(
      'select "fAppUserId" from "AppUser" where "cUserName" = $1',
      [DEMO[role]],
    );
    userIds.set(role, u?.fAppUserId as string);
  }
}, 120_000);
afterAll(() => server?.close());

const urlOf = (op: OperationDef) =>
  `${server.url}${op.api === 'internship' ? `/${DEFAULT_PLUGIN_BASE}` : APIS[op.api].prefix}${op.path}`;

function call(op: OperationDef, role: Role, query = '') {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(role)}` };
  const init: RequestInit = { method: op.method, headers };
  if (op.method === 'POST') {
    if (op.multipart) init.body = new FormData();
    else {
      headers['content-type'] = 'application/json';
      init.body = '{}';
    }
  }
  return fetch(`${urlOf(op)}${query}`, init);
}

const granted = (op: OperationDef, role: Role) =>
  op.grants === 'public' ||
  op.grants === 'authenticated' ||
  role === 'platformAdmin' ||
  op.grants.includes(role);

// LoginOut would end the session the other calls use; it has its own tests.
const checked = operations.filter((op) => op.name !== 'LoginOut');

describe('grants', () => {
  it.each(ROLES)(
    '%s is refused exactly the operations it is not granted',
    async (role) => {
      const wrong: string[] = [];
      for (const op of checked) {
        const res = await call(op, role);
        const body = (await res.json().catch(() => null)) as { Code?: number } | null;
        const refused = res.status === 403 && body?.Code === 403;
        if (refused === granted(op, role)) wrong.push(`${op.name}: ${res.status} ${JSON.stringify(body)}`);
        if (res.status >= 500) wrong.push(`${op.name}: ${res.status}`);
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});

describe('row scope', () => {
  // Lists whose handler a business rule replaces (published posts, open comments, courses open for
  // selection, ...) narrow the generic scope further; their own scenario suites check them.
  const pages = operations.filter(
    (op) => op.kind === 'page' && op.name === `Get${op.entity}PageList` && !specificHandlers[op.name],
  );

  it.each(ROLES.filter((r) => r !== 'platformAdmin'))(
    '%s sees exactly the rows the rules allow',
    async (role) => {
      const facts = await factsOf(server.db, userIds.get(role) as string, role);
      const schools = new Map<string, unknown>();
      for (const course of ['InternshipInfo', 'PracticeInfo', 'ProjectInfo']) {
        const key = entities.find((e) => e.name === course)?.key as string;
        for (const r of await server.db.query(`select "${key}" as k, "fSchoolId" as s from "${course}"`)) {
          schools.set(`${course}:${r.k}`, r.s);
        }
      }
      const users = new Map(
        (await server.db.query('select "fAppUserId" as k, "fSchoolId" as s from "AppUser"')).map((r) => [
          String(r.k),
          r.s,
        ]),
      );
      const parents = new Map<string, Record<string, unknown>>();
      for (const name of new Set(entities.flatMap((e) => (e.rows.parent ? [e.rows.parent.entity] : [])))) {
        const key = entities.find((e) => e.name === name)?.key as string;
        for (const r of await server.db.query(`select * from "${name}"`)) parents.set(`${name}:${r[key]}`, r);
      }
      const look: Lookups = {
        schoolOfCourse: (entity, key) => schools.get(`${entity}:${key}`),
        schoolOfUser: (id) => users.get(id),
        parentRow: (entity, key) => parents.get(`${entity}:${key}`),
      };
      const problems: string[] = [];
      let seen = 0;
      for (const op of pages) {
        const e = entities.find((x) => x.name === op.entity);
        if (!e || !granted(op, role)) continue;
        const list = async (as: Role) =>
          (
            (await (await call(op, as, '?pageSize=999999')).json()) as {
              Content: { List: Record<string, unknown>[] };
            }
          ).Content.List;
        const all = await list('platformAdmin');
        const mine = await list(role);
        const expected = all.filter((row) => maySee(e, facts, row, look)).map((r) => String(r[e.key]));
        const actual = mine.map((r) => String(r[e.key]));
        seen += actual.length;
        if (JSON.stringify([...actual].sort()) !== JSON.stringify([...expected].sort())) {
          problems.push(`${e.name}: saw ${actual.length}, rules allow ${expected.length}`);
        }
      }
      expect(problems).toEqual([]);
      // The demo data gives every role something to see: an empty world would prove nothing.
      expect(seen).toBeGreaterThan(10);
    },
    120_000,
  );
});

describe('the OpenAPI documents', () => {
  it('list every refusal the calls above answered', () => {
    expect(undocumentedAnswers()).toEqual([]);
  });
});
