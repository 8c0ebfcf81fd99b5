import { enums } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { refused } from '../../../http/errors.js';

/*
 * Seats of a practice course. fStudentCount counts every selection that holds a seat, that is every one not
 * rejected (a pending selection holds its seat, or ten students could queue for three seats). It is
 * recomputed from the rows inside the transaction that changed them, never incremented, so it cannot drift.
 */

export const courses = tableOf('PracticeInfo');
export const selections = tableOf('PracticeStudent');

export async function seatsTaken(q: Queryable, courseId: string): Promise<number> {
  const rows = await q.query(
    `select count(*)::int as n from "PracticeStudent" where "cPracticeInfoId" = $1 and coalesce("fStatus", 0) <> $2`,
    [courseId, enums.ReviewStatus.failed],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function recountSeats(q: Queryable, courseIds: readonly string[]): Promise<void> {
  for (const id of new Set(courseIds)) {
    await q.query(`update "PracticeInfo" set "fStudentCount" = $2 where "cPracticeInfoId" = $1`, [
      id,
      await seatsTaken(q, id),
    ]);
  }
}

/** A course with a limit has room for `wanted` more selections, else the refusal says how many are left. */
export async function requireSeats(q: Queryable, course: Row, wanted: number): Promise<void> {
  const max = Number(course.fMaxStudent ?? 0);
  if (!max) return;
  const left = max - (await seatsTaken(q, String(course.cPracticeInfoId)));
  if (wanted > left) throw refused(left > 0 ? `课程名额不足，剩余名额${left}个` : '选课人数已满');
}

/** The school and class a student belongs to, from their student record (else their account). */
export async function studentPlacement(
  q: Queryable,
  userId: string,
): Promise<{ fSchoolId: string | null; fClassId: string | null }> {
  const rows = await q.query(
    `select coalesce(s."fSchoolId", u."fSchoolId") as "fSchoolId", s."fClassId"
       from "AppUser" u left join "Student" s on s."fUserId" = u."fAppUserId"
      where u."fAppUserId" = $1 order by s."fStudentId" desc nulls last limit 1`,
    [userId],
  );
  return {
    fSchoolId: (rows[0]?.fSchoolId as string | null) ?? null,
    fClassId: (rows[0]?.fClassId as string | null) ?? null,
  };
}

/** The selections a student already has on a course (at most one, by the rules here). */
export async function selectionOf(q: Queryable, courseId: string, userId: string): Promise<Row | undefined> {
  const rows = await q.query(
    `select * from "PracticeStudent" where "cPracticeInfoId" = $1 and "fStudentUserId" = $2`,
    [courseId, userId],
  );
  return rows[0];
}
