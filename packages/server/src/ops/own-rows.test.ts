import { type EntityDef, entities, operationByName, type Role } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../test/harness.js';
import type { Row } from '../db/driver.js';
import { specificHandlers } from './specific/index.js';
import { type Client, raw, signIn } from './specific/system/test-client.js';

/*
 * A row whose owner column no client may write (a footprint, a viewing record, a resume) belongs to whoever
 * adds it, whatever their role: a tutor's footprints are theirs and they find them in their own list. One
 * table over every such entity the standard Add serves, and every demo role granted that Add.
 */

let server: TestServer;
const clients = new Map<Role, Client>();
const ids = new Map<Role, string>();

const FILES = new Set(['file', 'image', 'video']);
const ownedByAuthor = (e: EntityDef) => {
  const owner = e.rows.owner ? e.fields[e.rows.owner] : undefined;
  return !!owner?.readOnly && e.ops.includes('add') && !specificHandlers[`Add${e.name}`];
};
const CASES = entities.filter(ownedByAuthor).flatMap((e) => {
  const grants = operationByName.get(`Add${e.name}`)?.grants;
  const roles = (Object.keys(DEMO) as Role[]).filter(
    (r) =>
      r === 'platformAdmin' || grants === 'authenticated' || (Array.isArray(grants) && grants.includes(r)),
  );
  return roles.map((role) => ({ e, role }));
});

beforeAll(async () => {
  server = await startTestServer();
  for (const role of Object.keys(DEMO) as Role[]) {
    clients.set(role, await signIn(server.url, DEMO[role]));
    const [u] = await server.db.query('select "fAppUserId" from "AppUser" where "cUserName" = $1', [
      DEMO[role],
    ]);
    ids.set(role, String(u?.fAppUserId));
  }
}, 180_000);
afterAll(() => server?.close());

/** An Add form copied from a stored row of the student's (their own school's, so any staff may refer to it). */
async function addBody(e: EntityDef): Promise<Row> {
  const owner = e.rows.owner as string;
  const [row] = await server.db.query(`select * from "${e.name}" where "${owner}" = $1 limit 1`, [
    ids.get('student'),
  ]);
  return Object.fromEntries(
    Object.keys(e.schemas.add.shape).flatMap((w) =>
      row?.[w] == null || FILES.has(e.fields[w]?.display ?? '') ? [] : [[w, row[w]]],
    ),
  );
}

describe('rows with a read-only owner', () => {
  it('include the footprints', () => {
    expect(CASES.map((c) => `${c.e.name}:${c.role}`)).toEqual(
      expect.arrayContaining([
        'CloudMyHistory:teacher',
        'CloudMyHistory:companyTutor',
        'CloudMyHistory:student',
      ]),
    );
  });

  it.each(CASES.map((c) => [`${c.e.name} added by ${c.role}`, c] as const))(
    '%s is owned by the one who added it and listed for them',
    async (_name, { e, role }) => {
      const client = clients.get(role) as Client;
      const r = await raw(server.url, `Add${e.name}`, { token: client.token, body: await addBody(e) });
      expect([r.status, r.json.Message]).toEqual([200, expect.anything()]);
      const id = (r.json.Content as Row)[e.key];
      const [stored] = await server.db.query(`select * from "${e.name}" where "${e.key}" = $1`, [id]);
      expect(stored?.[e.rows.owner as string]).toBe(ids.get(role));
      const mine = await raw(server.url, `Get${e.name}PageList`, {
        token: client.token,
        query: { pageSize: 999999 },
      });
      const listed = ((mine.json.Content as { List: Row[] }).List ?? []).map((x) => x[e.key]);
      expect(listed).toContain(id);
    },
    30_000,
  );
});
