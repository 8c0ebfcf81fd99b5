import { type EntityDef, entityByName, type Role } from '@practice/sdk/contract';
import type { Db, Row } from '../src/db/driver.js';

/**
 * An independent statement of the row-scope rules (packages/server/README.md "Row scope"), in plain
 * JavaScript over facts read straight from the tables, against which the server's SQL is checked.
 */
export interface Facts {
  readonly userId: string;
  readonly kind: Role;
  readonly schoolId: string | null;
  /** Course keys per course entity that the user tutors or created. */
  readonly tutors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Course keys per course entity that the user attends. */
  readonly attends: ReadonlyMap<string, ReadonlySet<string>>;
  /** Internship students bound to the user as an enterprise tutor. */
  readonly bound: ReadonlySet<string>;
  /** Project teams the user is a member of. */
  readonly teams: ReadonlySet<string>;
}

const keys = async (db: Db, sql: string, userId: string) =>
  new Set((await db.query<{ k: unknown }>(sql, [userId])).map((r) => String(r.k)));

export async function factsOf(db: Db, userId: string, kind: Role): Promise<Facts> {
  const [user] = await db.query<{ fSchoolId: string | null }>(
    'select "fSchoolId" from "AppUser" where "fAppUserId" = $1',
    [userId],
  );
  const tutors = new Map([
    [
      'InternshipInfo',
      await keys(
        db,
        `select "fInternshipInfoId" as k from "InternshipTutor" where "fUserId" = $1
         union select "fInternshipInfoId" from "InternshipInfo" where "fCreateUserId" = $1`,
        userId,
      ),
    ],
    [
      'PracticeInfo',
      await keys(
        db,
        `select "cPracticeInfoId" as k from "PracticeInfo" where "fTeacherUserId" = $1 or "fCreateUserId" = $1`,
        userId,
      ),
    ],
    [
      'ProjectInfo',
      await keys(
        db,
        `select "cProjectInfoId" as k from "ProjectTutor" where "fTutorUserId" = $1
         union select "cProjectInfoId" from "ProjectInfo" where "fCreateUserId" = $1`,
        userId,
      ),
    ],
  ]);
  const attends = new Map([
    [
      'InternshipInfo',
      await keys(db, 'select "fInternshipInfoId" as k from "InternshipStudent" where "fUserId" = $1', userId),
    ],
    [
      'PracticeInfo',
      await keys(
        db,
        'select "cPracticeInfoId" as k from "PracticeStudent" where "fStudentUserId" = $1',
        userId,
      ),
    ],
    [
      'ProjectInfo',
      await keys(
        db,
        'select "cProjectInfoId" as k from "ProjectTeamStudent" where "fStudentUserId" = $1',
        userId,
      ),
    ],
  ]);
  const bound = await keys(
    db,
    `select ts."fInternshipStudentId" as k from "InternshipTutorStudent" ts
     join "InternshipTutor" tt on tt."fInternshipTutorId" = ts."fInternshipTutorId" where tt."fUserId" = $1`,
    userId,
  );
  const teams = await keys(
    db,
    'select "cProjectTeamId" as k from "ProjectTeamStudent" where "fStudentUserId" = $1',
    userId,
  );
  return { userId, kind, schoolId: user?.fSchoolId ?? null, tutors, attends, bound, teams };
}

/** Whether the rules let this user see the row (owner rows read via the same columns the server uses). */
export interface Lookups {
  schoolOfCourse(entity: string, key: string): unknown;
  schoolOfUser(userId: string): unknown;
  /** A stored row of a parent entity by key (rows.parent), as the database holds it. */
  parentRow(entity: string, key: string): Row | undefined;
}

/** A child row (rows.parent) is seen only with its parent, on top of its own rules or published. */
export function maySee(e: EntityDef, f: Facts, row: Row, look: Lookups): boolean {
  const ref = e.rows.parent;
  const parent = ref && entityByName.get(ref.entity);
  if (ref && parent) {
    const stored = look.parentRow(parent.name, String(row[ref.field]));
    if (!stored || !maySee(parent, f, stored, look)) return false;
  }
  const published = e.rows.published;
  if (published && String(row[published.field]) === String(published.value)) return true;
  return mayOwnRulesSee(e, f, row, look);
}

function mayOwnRulesSee(e: EntityDef, f: Facts, row: Row, look: Lookups): boolean {
  const rows = e.rows;
  const value = (wire: string) => (row[wire] === null || row[wire] === undefined ? null : String(row[wire]));
  const inSchool = () => {
    const s = rows.school ? row[rows.school] : undefined;
    return rows.school ? s === f.schoolId || (!!rows.shared && (s === null || s === undefined)) : null;
  };
  if (f.kind === 'platformAdmin') return true;
  if (f.kind === 'schoolAdmin') {
    if (rows.school) return inSchool() as boolean;
    if (rows.course)
      return look.schoolOfCourse(rows.course.entity, String(value(rows.course.field))) === f.schoolId;
    return rows.owner ? look.schoolOfUser(String(value(rows.owner))) === f.schoolId : true;
  }
  if (f.kind === 'teacher' || f.kind === 'companyTutor') {
    if (rows.course) {
      const taught = f.tutors.get(rows.course.entity)?.has(String(value(rows.course.field))) ?? false;
      if (f.kind === 'companyTutor' && e.fields.fInternshipStudentId && rows.course.entity !== e.name) {
        return taught && f.bound.has(String(value('fInternshipStudentId')));
      }
      return taught;
    }
    if (rows.school) return inSchool() as boolean;
    return rows.owner ? value(rows.owner) === String(f.userId) : true;
  }
  if (rows.owner) return value(rows.owner) === String(f.userId);
  if (rows.team) return f.teams.has(String(value(rows.team)));
  if (rows.course && rows.course.entity !== e.name) {
    return f.attends.get(rows.course.entity)?.has(String(value(rows.course.field))) ?? false;
  }
  return rows.school ? (inSchool() as boolean) : true;
}
