import type { EntityDef } from '@practice/sdk/contract';
import { CREATOR } from '@practice/sdk/contract';
import type { Params } from '../db/params.js';
import { ident } from '../db/tables.js';
import type { Caller } from './caller.js';

/**
 * Who tutors and who attends each kind of course: the memberships that course scoping follows. Each entry
 * selects the course keys of one user ($me).
 */
const COURSES: Record<string, { tutors: string; students: string }> = {
  InternshipInfo: {
    tutors: 'select "fInternshipInfoId" from "InternshipTutor" where "fUserId" = $me',
    students: 'select "fInternshipInfoId" from "InternshipStudent" where "fUserId" = $me',
  },
  PracticeInfo: {
    tutors: 'select "cPracticeInfoId" from "PracticeInfo" where "fTeacherUserId" = $me',
    students: 'select "cPracticeInfoId" from "PracticeStudent" where "fStudentUserId" = $me',
  },
  ProjectInfo: {
    tutors: 'select "cProjectInfoId" from "ProjectTutor" where "fTutorUserId" = $me',
    students: 'select "cProjectInfoId" from "ProjectTeamStudent" where "fStudentUserId" = $me',
  },
};

/** An enterprise tutor sees internship records only of the students bound to them. */
const BOUND_STUDENTS = `select ts."fInternshipStudentId" from "InternshipTutorStudent" ts
  join "InternshipTutor" tt on tt."fInternshipTutorId" = ts."fInternshipTutorId" where tt."fUserId" = $me`;

/** The project teams a student belongs to. */
const MY_TEAMS = 'select "cProjectTeamId" from "ProjectTeamStudent" where "fStudentUserId" = $me';

const col = (wire: string) => `t.${ident(wire)}`;

function courseKeys(e: EntityDef, side: 'tutors' | 'students', me: string): string | null {
  const course = e.rows.course;
  const sql = course && COURSES[course.entity]?.[side];
  if (!course || !sql) return null;
  const created =
    side === 'tutors'
      ? ` union select ${ident(keyOf(course.entity))} from ${ident(course.entity)} where ${ident(CREATOR)} = ${me}`
      : '';
  return `${col(course.field)} in (${sql.replaceAll('$me', me)}${created})`;
}

const COURSE_KEYS: Record<string, string> = {
  InternshipInfo: 'fInternshipInfoId',
  PracticeInfo: 'cPracticeInfoId',
  ProjectInfo: 'cProjectInfoId',
};
const keyOf = (entity: string) => COURSE_KEYS[entity] ?? 'id';

function schoolRule(e: EntityDef, p: Params, schoolId: number | null): string | null {
  const school = e.rows.school;
  if (!school) return null;
  const own = `${col(school)} = ${p.add(schoolId ?? -1)}`;
  // Platform-wide rows (no school) are part of a shared catalogue.
  return e.rows.shared ? `(${own} or ${col(school)} is null)` : own;
}

/**
 * The SQL condition (over alias t) that limits an entity's rows to what the caller may see, or null when
 * nothing is hidden from them (SPEC §6 "Some lists are scoped"; the row-scoping rules).
 */
export function scopeCondition(e: EntityDef, caller: Caller, p: Params): string | null {
  const rows = e.rows;
  const kind = caller.kind;
  if (kind === 'platformAdmin') return null;
  const me = () => p.add(caller.userId);
  const isCourseItself = rows.course?.entity === e.name;

  if (kind === 'schoolAdmin') {
    const school = schoolRule(e, p, caller.schoolId);
    if (school) return school;
    if (rows.course) {
      return `${col(rows.course.field)} in (select ${ident(keyOf(rows.course.entity))} from ${ident(
        rows.course.entity,
      )} where "fSchoolId" = ${p.add(caller.schoolId ?? -1)})`;
    }
    if (rows.owner) {
      return `${col(rows.owner)} in (select "fAppUserId" from "AppUser" where "fSchoolId" = ${p.add(
        caller.schoolId ?? -1,
      )})`;
    }
    return null;
  }

  if (kind === 'teacher' || kind === 'companyTutor') {
    if (rows.course) {
      const ref = me();
      const taught = courseKeys(e, 'tutors', ref) as string;
      if (kind === 'companyTutor' && e.fields.fInternshipStudentId && !isCourseItself) {
        return `(${taught} and ${col('fInternshipStudentId')} in (${BOUND_STUDENTS.replaceAll('$me', ref)}))`;
      }
      return taught;
    }
    return schoolRule(e, p, caller.schoolId) ?? (rows.owner ? `${col(rows.owner)} = ${me()}` : null);
  }

  // Students, and users with only custom roles, see the narrowest set.
  if (rows.owner) return `${col(rows.owner)} = ${me()}`;
  if (rows.team) return `${col(rows.team)} in (${MY_TEAMS.replaceAll('$me', me())})`;
  if (rows.course && !isCourseItself) return courseKeys(e, 'students', me());
  return schoolRule(e, p, caller.schoolId);
}
