import type { Db } from '../../db/driver.js';
import { demoId } from '../../seed/demo.js';
import { type Sdk, signIn, startTestServer, type TestServer } from './practice/test-kit.js';

/*
 * What the internship-side scenario tests (attendance, warnings, placement, the bureau's report, statistics)
 * share: the demo's software course and its roster, a server with its clients signed in, the student of a
 * roster row as a client, and rows written straight into a table. Not a test file itself.
 */

/** The demo's software course (岗位实习), where the demo `student` and most of its roster are. */
export const SOFTWARE_COURSE = demoId('InternshipInfo', 1);
/** Roster row n as the demo seeds it (1 刘子涵, the demo `student`; 2 陈思雨, a classmate ...). */
export const rosterRow = (n: number) => demoId('InternshipStudent', n);
/** The demo `student`'s own roster row. */
export const OWN_ROSTER_ROW = rosterRow(1);

/** A test server on the demo data and a client signed in as each user named, in the order named. */
export async function startSignedIn<const U extends readonly string[]>(
  ...userNames: U
): Promise<{ server: TestServer; sdks: { [K in keyof U]: Sdk } }> {
  const server = await startTestServer();
  try {
    const sdks = await Promise.all(userNames.map((name) => signIn(server, name)));
    return { server, sdks: sdks as { [K in keyof U]: Sdk } };
  } catch (e) {
    await server.close();
    throw e;
  }
}

/** A client signed in as the student whose account a roster row names (a classmate, another course's). */
export async function signInAsRosterStudent(server: TestServer, fInternshipStudentId: string): Promise<Sdk> {
  const [row] = await server.db.query<{ cUserName: string }>(
    `select u."cUserName" from "InternshipStudent" s join "AppUser" u on u."fAppUserId" = s."fUserId"
      where s."fInternshipStudentId" = $1`,
    [fInternshipStudentId],
  );
  if (!row) throw new Error(`roster row ${fInternshipStudentId} has no account`);
  return signIn(server, row.cUserName);
}

/**
 * Writes one row as given, past the handlers and their rules (a test's own edge, a cause to warn of), and
 * answers its key when `key` names the key column.
 */
export async function insertRow(
  db: Db,
  table: string,
  row: Record<string, unknown>,
  key?: string,
): Promise<string> {
  const cols = Object.keys(row);
  const [inserted] = await db.query(
    `insert into "${table}" (${cols.map((c) => `"${c}"`).join(', ')})
     values (${cols.map((_, i) => `$${i + 1}`).join(', ')})${key ? ` returning "${key}" as id` : ''}`,
    Object.values(row),
  );
  return key ? String(inserted?.id) : '';
}
