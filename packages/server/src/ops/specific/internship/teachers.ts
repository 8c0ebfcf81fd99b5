import type { Caller } from '../../../auth/caller.js';
import type { Queryable } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { pageOfRows } from '../../standard/page.js';

/**
 * Teachers whose name contains cRealName (the Teacher entity's own search, so a school's staff find only
 * their school's), only those with an account: a course tutor is linked to one.
 */
export async function teachersByName(q: Queryable, caller: Caller | null, query: Record<string, unknown>) {
  const sorted = { ...query, sortName: 'cRealName', sortOrder: 'asc' };
  const result = await pageOfRows(q, tableOf('Teacher'), caller, sorted, () => ['t."fUserId" is not null']);
  return {
    ...result,
    List: result.List.map((r) => ({
      fUserId: r.fUserId,
      cRealName: r.cRealName,
      cMobile: r.cMobile ?? null,
      cNumber: r.cNumber ?? null,
      cSchoolName: r.cSchoolName ?? null,
    })),
  };
}
