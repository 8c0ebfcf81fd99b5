import { isSdkError, type PracticeSdk } from '@practice/sdk';
import { expect } from 'vitest';
import { sdkFor, startTestServer, type TestServer } from '../../../../test/harness.js';
import { demoData } from '../../../seed/demo.js';

/*
 * What the scenario tests of this folder share: one server per file, signed-in clients by user name, and
 * the assertion that a call was refused with a code and a message. Not a test file itself.
 */

export { startTestServer, type TestServer };
export type Sdk = PracticeSdk;

/** A client signed in as a demo user (the demo password). */
export const signIn = (server: { url: string }, userName: string): Promise<Sdk> => sdkFor(server, userName);

/** The call failed with this envelope code and (when given) this server message. */
export async function expectRefused(call: Promise<unknown>, code: number, message?: string | RegExp) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isSdkError(error)) throw new Error(`expected a refusal with code ${code}, got ${String(error)}`);
  expect(Number(error.code)).toBe(code);
  if (typeof message === 'string') expect(error.detail).toBe(message);
  else if (message) expect(error.detail).toMatch(message);
}

/** The demo's accounts in the order the seed numbers them (ids are not ordered). */
let seedOrder: ReadonlyMap<unknown, number> | undefined;
const seedRank = (id: string) => {
  seedOrder ??= new Map(
    (demoData().tables.find((t) => t.entity === 'AppUser')?.rows ?? []).map((r, i) => [r.fAppUserId, i]),
  );
  return seedOrder.get(id) ?? Number.POSITIVE_INFINITY;
};

/**
 * Active, reviewed student accounts of a school that work once signed in (none that must change an initial
 * password first), oldest first (the demo seeds a few dozen, in seed order, the
 * demo `student` first among 华东理工's; accounts added since follow in the order they were made).
 */
export async function studentsOf(
  server: TestServer,
  schoolId: string,
): Promise<{ id: string; userName: string }[]> {
  const rows = await server.db.query<{ id: string; userName: string }>(
    `select u."fAppUserId" as id, u."cUserName" as "userName" from "AppUser" u
       join app_role_user ru on ru.user_id = u."fAppUserId" join "AppRole" r on r."fAppRoleId" = ru.role_id
      where r."cRoleCode" = 'student' and u."fSchoolId" = $1 and coalesce(u."fStatus", 0) = 0
        and coalesce(u."fAuditStatus", 1) = 1 and coalesce(u."fMustChangePassword", 0) = 0`,
    [schoolId],
  );
  return rows.sort((a, b) => seedRank(a.id) - seedRank(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export async function userId(
  server: TestServer,
  userName: string,
): Promise<{ id: string; schoolId: string }> {
  const [row] = await server.db.query(
    'select "fAppUserId", "fSchoolId" from "AppUser" where "cUserName" = $1',
    [userName],
  );
  if (!row) throw new Error(`no user ${userName}`);
  return { id: row.fAppUserId as string, schoolId: row.fSchoolId as string };
}

/** A calendar day n days from today in the schools' clock ('YYYY-MM-DD'). */
export function day(n: number): string {
  const d = new Date(Date.now() + 8 * 3600_000 + n * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Reads one row straight from the database, to prove what a refused call left unchanged. */
export async function rowOf(server: TestServer, table: string, key: string, id: unknown) {
  const [row] = await server.db.query(`select * from "${table}" where "${key}" = $1`, [id]);
  return row;
}
