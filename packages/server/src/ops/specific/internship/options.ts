import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import { creationOrder, selectRows } from '../../rows.js';

/*
 * Schools and classes travel as departments in the pickers (SPEC §3: id and cDepartName). A class option's
 * id is the Class key (fClassId), the value InternshipStudent.fClassId stores; the mobile checks answer the
 * same id as fAppDepartmentId so that the person dialog can preselect it.
 */

export const schoolOption = (r: Row) => ({
  id: r.fSchoolId as string,
  cDepartName: String(r.cSchoolName ?? ''),
  cSchoolCode: r.cSchoolCode ?? null,
});

export const classOption = (r: Row) => ({
  id: r.fClassId as string,
  cDepartName: String(r.cClassName ?? ''),
  fSchoolId: r.fSchoolId ?? null,
  cSchoolName: r.cSchoolName ?? null,
  cMajor: r.cMajor ?? null,
});

/** The schools the caller may see (a school's people see their own; the platform admin all). */
export async function schoolOptions(q: Queryable, caller: Caller | null) {
  const t = tableOf('School');
  const rows = await selectRows(q, t, caller, new Params(), { order: creationOrder(t) });
  return rows.map(schoolOption);
}

/** Classes the caller may see, of one school when given. */
export async function classOptions(q: Queryable, caller: Caller | null, schoolId?: unknown) {
  const p = new Params();
  const where = schoolId == null ? [] : [`t."fSchoolId" = ${p.add(String(schoolId))}`];
  const t = tableOf('Class');
  const rows = await selectRows(q, t, caller, p, { where, order: creationOrder(t) });
  return rows.map(classOption);
}
