import type { EntityDef } from '@practice/sdk/contract';
import { CREATOR, entityByName, isCourseItself } from '@practice/sdk/contract';
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

/** The internship students bound to the user ($me, a placeholder) as their tutor, in school or in a company. */
export const tutoredStudents = (me: string): string => BOUND_STUDENTS.replaceAll('$me', me);

/** The project teams a student belongs to. */
const MY_TEAMS = 'select "cProjectTeamId" from "ProjectTeamStudent" where "fStudentUserId" = $me';

/** A column of the scoped row: its table is aliased t, or tp, tpp … for the parents of a child row. */
const colOf = (alias: string) => (wire: string) => `${alias}.${ident(wire)}`;

function courseKeys(e: EntityDef, side: 'tutors' | 'students', me: string, alias: string): string | null {
  const course = e.rows.course;
  const sql = course && COURSES[course.entity]?.[side];
  if (!course || !sql) return null;
  const created =
    side === 'tutors'
      ? ` union select ${ident(keyOf(course.entity))} from ${ident(course.entity)} where ${ident(CREATOR)} = ${me}`
      : '';
  return `${colOf(alias)(course.field)} in (${sql.replaceAll('$me', me)}${created})`;
}

const COURSE_KEYS: Record<string, string> = {
  InternshipInfo: 'fInternshipInfoId',
  PracticeInfo: 'cPracticeInfoId',
  ProjectInfo: 'cProjectInfoId',
};
const keyOf = (entity: string) => COURSE_KEYS[entity] ?? 'id';

/**
 * A course row itself (an internship, practice or project course) is edited or deleted only by its creator,
 * the school admin and the platform admin: its tutors, who see it, manage its students and their work and
 * run it (close, recover, finish: access 'run'), but do not rewrite a course another teacher set up.
 */
export const COURSE_OWNERS_ONLY = '只有课程的创建者或学校管理员可以修改或删除该课程';

/**
 * Reading and changing differ for shared catalogues: a platform-wide row (no school) is every school's to
 * read, and only its author's (or the platform admin's) to change. 'run' is a change of a course's state by
 * whoever runs it: 'write' in every rule but the course's own owner rule (COURSE_OWNERS_ONLY).
 */
export type Access = 'read' | 'write' | 'run';

function schoolRule(e: EntityDef, p: Params, caller: Caller, alias: string, access: Access): string | null {
  const school = e.rows.school;
  if (!school) return null;
  const col = colOf(alias);
  const own = `${col(school)} = ${p.add(caller.schoolId ?? '')}`;
  if (!e.rows.shared) return own;
  const platformWide = `${col(school)} is null`;
  return access === 'read'
    ? `(${own} or ${platformWide})`
    : `(${own} or (${platformWide} and ${col(CREATOR)} = ${p.add(caller.userId)}))`;
}

/**
 * The SQL condition (over `alias`, t unless given) that limits an entity's rows to what the caller may see,
 * or null when nothing is hidden from them (SPEC §6 "Some lists are scoped"; the row-scoping rules).
 * A child row (rows.parent) must also pass its parent's condition; a published one is read past its own.
 */
export function scopeCondition(
  e: EntityDef,
  caller: Caller,
  p: Params,
  alias = 't',
  access: Access = 'read',
): string | null {
  if (caller.kind === 'platformAdmin') return null;
  const own = publishedOr(e, p, alias, access, ownCondition(e, caller, p, alias, access));
  const parent = parentCondition(e, caller, p, alias, e.rows.parent?.seenOnly ? 'read' : access);
  return own && parent ? `(${own} and ${parent})` : (own ?? parent);
}

/** Reading widens a row's own condition to its published rows (the parent still has to be seen). */
function publishedOr(e: EntityDef, p: Params, alias: string, access: Access, own: string | null) {
  const published = e.rows.published;
  if (!own || !published || access !== 'read') return own;
  return `(${own} or ${colOf(alias)(published.field)} = ${p.add(published.value)})`;
}

/** The parent's own condition, over an alias of its own, through the child's ref to it. */
function parentCondition(
  e: EntityDef,
  caller: Caller,
  p: Params,
  alias: string,
  access: Access,
): string | null {
  const ref = e.rows.parent;
  const parent = ref && entityByName.get(ref.entity);
  if (!ref || !parent) return null;
  const inner = `${alias}p`;
  const condition = scopeCondition(parent, caller, p, inner, access);
  if (!condition) return null;
  return `${colOf(alias)(ref.field)} in (select ${inner}.${ident(parent.key)} from ${ident(parent.name)} ${inner} where ${condition})`;
}

function ownCondition(e: EntityDef, caller: Caller, p: Params, alias: string, access: Access): string | null {
  const rows = e.rows;
  const kind = caller.kind;
  const col = colOf(alias);
  const me = () => p.add(caller.userId);
  const courseItself = isCourseItself(e);

  if (kind === 'schoolAdmin') {
    const school = schoolRule(e, p, caller, alias, access);
    if (school) return school;
    if (rows.course) {
      return `${col(rows.course.field)} in (select ${ident(keyOf(rows.course.entity))} from ${ident(
        rows.course.entity,
      )} where "fSchoolId" = ${p.add(caller.schoolId ?? '')})`;
    }
    if (rows.owner) {
      return `${col(rows.owner)} in (select "fAppUserId" from "AppUser" where "fSchoolId" = ${p.add(
        caller.schoolId ?? '',
      )})`;
    }
    return null;
  }

  if (kind === 'teacher' || kind === 'companyTutor') {
    if (rows.course) {
      const ref = me();
      if (courseItself && access === 'write') return `${col(CREATOR)} = ${ref}`;
      const taught = courseKeys(e, 'tutors', ref, alias) as string;
      if (kind === 'companyTutor' && e.fields.fInternshipStudentId && !courseItself) {
        return `(${taught} and ${col('fInternshipStudentId')} in (${BOUND_STUDENTS.replaceAll('$me', ref)}))`;
      }
      return taught;
    }
    return schoolRule(e, p, caller, alias, access) ?? (rows.owner ? `${col(rows.owner)} = ${me()}` : null);
  }

  // Students, and users with only custom roles, see the narrowest set.
  if (rows.owner) return `${col(rows.owner)} = ${me()}`;
  if (rows.team) return `${col(rows.team)} in (${MY_TEAMS.replaceAll('$me', me())})`;
  if (rows.course && !courseItself) return courseKeys(e, 'students', me(), alias);
  return schoolRule(e, p, caller, alias, access);
}
