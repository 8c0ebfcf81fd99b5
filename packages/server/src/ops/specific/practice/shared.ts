import { CREATOR } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Access } from '../../../auth/scope.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { ident, type Table } from '../../../db/tables.js';
import { notFound, refused } from '../../../http/errors.js';
import type { Handler, OpInput } from '../../context.js';
import { callerFirst, type ManyTargets } from '../../declared.js';
import { requireReviewer } from '../../reviewers.js';
import { insertRow } from '../../write.js';

/*
 * Small pieces every file of this area uses. Candidates for core (see the report): the row lock, the
 * "all rows must be in the right state" check and the FileError mapping.
 */

export const idsOf = (body: unknown) => (body as { ids: unknown[] }).ids;

/** The rows an IDS call selects (body.ids), for onRows: write scope unless said otherwise. */
export const selected = (entity: string, access: Access = 'write'): ManyTargets => ({
  entity,
  keys: ({ body }) => idsOf(body),
  access,
});

/** Where a call's body names its row, for onRow's target: `{ ...named('ProjectTeam', 'cProjectTeamId'), access }`. */
export const named = (entity: string, wire: string) => ({
  entity,
  key: ({ body }: OpInput) => (body as Row)[wire],
});

/**
 * A review call (Auth/UnAuth, opening a comment, replying to a question) is refused to anyone but the
 * entity's reviewers before any row is read: a student granted the call by mistake learns nothing about the
 * rows (reviewer-only.test.ts): callerFirst runs the check, then the declared handler (`rows`, an onRows /
 * onRow) loads its rows.
 */
export function reviewersFirst(t: Table, values: (caller: Caller | null) => Row, rows: Handler): Handler {
  // requireReviewer throws its own 403 naming the field (无权填写“…”), as the calls always answered.
  return callerFirst((caller) => {
    requireReviewer(t, caller, values(caller));
    return undefined;
  }, rows);
}

/** The keys of rows a declaration handed over, for the update that follows. */
export const keysOf = (t: Table, rows: readonly Row[]) => rows.map((r) => String(r[t.key]));

/** Today in the schools' clock, as date fields store it ('YYYY-MM-DD'). */
export const today = () => nowText().slice(0, 10);

export const isStudent = (caller: Caller | null) => caller?.kind === 'student';

/**
 * Locks one row until the transaction ends, so that two calls counting against the same course (seats,
 * teams) run one after the other instead of both seeing the old count. 404 when the row is gone.
 */
export async function lockRow(q: Queryable, t: Table, id: unknown): Promise<Row> {
  const rows = await q.query(`select * from ${ident(t.name)} where ${ident(t.key)} = $1 for update`, [
    String(id),
  ]);
  if (!rows[0]) throw notFound(`${t.entity.label}不存在或已被删除`);
  return rows[0];
}

/**
 * Refuses the whole call when any selected row is in the wrong state, naming the first such row, so that a
 * batch action never half-happens.
 */
export function requireState(rows: readonly Row[], ok: (r: Row) => boolean, message: (r: Row) => string) {
  const bad = rows.find((r) => !ok(r));
  if (bad) throw refused(message(bad));
}

/** Inserts a row written by the server itself (values already checked), with creation date and creator. */
export function insertOwn(q: Queryable, t: Table, caller: Caller, values: Row): Promise<unknown> {
  const row: Row = { ...values, [CREATOR]: caller.userId };
  if (t.columnByWire.has('tCreateDate')) row.tCreateDate = nowText();
  return insertRow(q, t, row);
}

/** Whether a user holds a built-in role (students are chosen as team members and course students). */
export async function usersWithRole(q: Queryable, userIds: readonly string[], role: string): Promise<Row[]> {
  if (!userIds.length) return [];
  return q.query(
    `select u."fAppUserId", u."cRealName", u."cNumber", u."fSchoolId", u."fAppDepartmentId"
       from "AppUser" u
      where u."fAppUserId" = any($1)
        and exists (select 1 from app_role_user ru join "AppRole" r on r."fAppRoleId" = ru.role_id
                     where ru.user_id = u."fAppUserId" and r."cRoleCode" = $2)`,
    [userIds, role],
  );
}

/** A row's title in corner brackets, for messages that say which row was refused. */
export const titleOf = (t: Table, r: Row) => `「${String(r[t.entity.title] ?? r[t.key])}」`;
