import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import { forbidden } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onNoRow, onRows } from '../../declared.js';
import { selectRows, visibleRow } from '../../rows.js';
import { model, page } from '../../standard/crud.js';
import { pageOfRows } from '../../standard/page.js';
import { updateRows } from '../../write.js';
import { isStudent, keysOf, requireState, selected, titleOf } from './shared.js';

const courses = tableOf('PracticeInfo');

/** The schools a multi-school course is open to: cOpenSchoolIds is a JSON array of fSchoolId values. */
export function openSchoolIds(course: Row): string[] {
  try {
    const list: unknown = JSON.parse(String(course.cOpenSchoolIds ?? '[]'));
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** SPEC §3 practiceInfoType: 1 whole platform, 2 own school, 3 the listed schools (and its own). */
export function isOpenTo(course: Row, schoolId: string | null): boolean {
  if (course.fPracticeType === enums.PracticeInfoType.wholePlatform) return true;
  if (schoolId === null) return false;
  if (course.fSchoolId === schoolId) return true;
  return (
    course.fPracticeType === enums.PracticeInfoType.severalSchools && openSchoolIds(course).includes(schoolId)
  );
}

/**
 * The same rule in SQL over alias t. The JSON list is searched as text for the quoted id rather than cast
 * to jsonb, so one malformed list cannot make the whole course list fail.
 */
export function openToSql(p: Params, schoolId: string | null): string {
  const school = p.add(schoolId ?? '');
  return `(t."fPracticeType" = 1 or t."fSchoolId" = ${school} or (t."fPracticeType" = 3
    and strpos(coalesce(t."cOpenSchoolIds", ''), '"' || ${school}::text || '"') > 0))`;
}

/**
 * What a student sees of practice courses: those they selected, and the approved ones open to their school
 * (course selection lists courses of other schools too, which the generic school scope would hide).
 */
function studentCourses(caller: Caller) {
  return (p: Params) => [
    `(t."cPracticeInfoId" in (select "cPracticeInfoId" from "PracticeStudent" where "fStudentUserId" = ${p.add(
      caller.userId,
    )}) or (t."fStatus" = ${enums.ReviewStatus.passed} and ${openToSql(p, caller.schoolId)}))`,
  ];
}

export const practicePage: Handler = onNoRow(
  'a page list: the scope is applied in its query (a student’s: their own courses and those open to them)',
  (a, input) => {
    if (!isStudent(a.caller)) return page(a, input);
    return pageOfRows(a.q, courses, null, input.query, studentCourses(signedIn(a)));
  },
);

/**
 * One course. A student's scope is wider than the catalogue's (approved courses open to their school, of
 * other schools too), so it is applied in the query here; everyone else reads by the catalogue's scope.
 */
export const practiceModel: Handler = onNoRow(
  'one course read by its own query’s scope: a student also sees approved courses other schools open to theirs',
  async (a, input) => {
    if (!isStudent(a.caller)) return model(a, input);
    const p = new Params();
    const where = [
      `t."cPracticeInfoId" = ${p.add(String(input.query.cPracticeInfoId))}`,
      ...studentCourses(signedIn(a))(p),
    ];
    const [row] = await selectRows(a.q, courses, null, p, { where });
    if (row) return row;
    await visibleRow(a.q, courses, null, input.query.cPracticeInfoId);
    throw forbidden('无权访问该数据');
  },
);

/**
 * FinishPracticeInfoIDS: the course ends (fPracticeStatus 3). Only an approved course has run, so finishing
 * an unreviewed or rejected one is refused, as is finishing one twice.
 */
export const finishPractice: Handler = onRows({
  target: selected('PracticeInfo', 'run'),
  work: async ({ q }, _input, rows) => {
    requireState(
      rows,
      (r) => r.fStatus === enums.ReviewStatus.passed,
      (r) => `课程${titleOf(courses, r)}未审核通过，不能结束`,
    );
    requireState(
      rows,
      (r) => r.fPracticeStatus !== enums.PracticeStatus.ended,
      (r) => `课程${titleOf(courses, r)}已结束`,
    );
    await updateRows(q, courses, keysOf(courses, rows), { fPracticeStatus: enums.PracticeStatus.ended });
    return null;
  },
});
