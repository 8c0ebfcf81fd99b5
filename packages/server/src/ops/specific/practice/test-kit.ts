import { createSdk, isSdkError, type PracticeSdk } from '@practice/sdk';
import { expect } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../../../test/harness.js';

/*
 * What the scenario tests of this folder share: one server per file, signed-in clients by user name, and
 * the assertion that a call was refused with a code and a message. Not a test file itself.
 */

export { startTestServer, type TestServer };
export type Sdk = PracticeSdk;

export async function signIn(server: { url: string }, userName: string): Promise<Sdk> {
  let token: string | null = null;
  const sdk = createSdk({ baseUrl: server.url, token: () => token });
  token = (await sdk.LoginCheck({ cUserName: userName, cPassword: DEMO_PASSWORD })).token;
  return sdk;
}

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

/** Active, reviewed student accounts of a school, oldest first (the demo seeds a few dozen). */
export async function studentsOf(
  server: TestServer,
  schoolId: number,
): Promise<{ id: number; userName: string }[]> {
  const rows = await server.db.query(
    `select u."fAppUserId" as id, u."cUserName" as "userName" from "AppUser" u
       join app_role_user ru on ru.user_id = u."fAppUserId" join "AppRole" r on r."fAppRoleId" = ru.role_id
      where r."cRoleCode" = 'student' and u."fSchoolId" = $1 and coalesce(u."fStatus", 0) = 0
        and coalesce(u."fAuditStatus", 1) = 1
      order by u."fAppUserId"`,
    [schoolId],
  );
  return rows as { id: number; userName: string }[];
}

export async function userId(
  server: TestServer,
  userName: string,
): Promise<{ id: number; schoolId: number }> {
  const [row] = await server.db.query(
    'select "fAppUserId", "fSchoolId" from "AppUser" where "cUserName" = $1',
    [userName],
  );
  if (!row) throw new Error(`no user ${userName}`);
  return { id: row.fAppUserId as number, schoolId: row.fSchoolId as number };
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
