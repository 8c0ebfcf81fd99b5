import { CREATOR, entityByName } from '@practice/sdk/contract';
import { stableId } from '../db/ids.js';
import { attendanceTables } from './demo/attendance.js';
import { auditLogTables } from './demo/audit-log.js';
import { shiftTables, weeksToSeedDay } from './demo/clock.js';
import { cloudTables } from './demo/cloud.js';
import { commentReadTables } from './demo/comment-reads.js';
import { companyTables } from './demo/companies.js';
import { diaryTables } from './demo/diaries.js';
import { evaluationTables } from './demo/evaluation.js';
import { internshipTables } from './demo/internship.js';
import { libraryTables } from './demo/library.js';
import { materialAndReferenceTables } from './demo/materials.js';
import { placementTables } from './demo/placement.js';
import { portalTables } from './demo/portal.js';
import { practiceTables } from './demo/practice.js';
import { projectTables } from './demo/project.js';
import { reviewTables } from './demo/reviews.js';
import { schoolTables } from './demo/schools.js';
import { settingTables } from './demo/settings.js';
import { summaryTables } from './demo/summaries.js';
import { templateTables } from './demo/templates.js';
import { tutorialTables } from './demo/tutorials.js';
import { accounts, otherSchoolOrdinals, roleUsers, userTables } from './demo/users.js';
import type { DemoData, SeedTable } from './types.js';

export { DEMO_PASSWORD } from './demo/people.js';

/** The demo data names rows by ordinals: the id of a row is stableId(entity, ordinal) (db/ids.ts). */
export const demoId = stableId;

/** A student and a teacher of 江南信息: rows a 华东理工 user must not see. */
export const otherSchool = {
  fSchoolId: demoId('School', otherSchoolOrdinals.fSchoolId),
  studentUserId: demoId('AppUser', otherSchoolOrdinals.studentUserId),
  teacherUserId: demoId('AppUser', otherSchoolOrdinals.teacherUserId),
} as const;

/**
 * The seed modules write keys and refs as ordinals (School 1, 'pi-0001'), readable and easy to keep
 * consistent; here each becomes the 32-hex id the server issues, through the entity the field names.
 */
function withIds({ entity, rows }: SeedTable): SeedTable {
  const fields = entityByName.get(entity)?.fields ?? {};
  const targetOf = (wire: string): string | undefined => {
    if (wire === CREATOR) return 'AppUser';
    const f = fields[wire];
    if (f?.display === 'id') return entity;
    return f?.display === 'ref' ? f.ref : undefined;
  };
  return {
    entity,
    rows: rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([wire, v]) => {
          const target = targetOf(wire);
          const ordinal = typeof v === 'number' || (typeof v === 'string' && v !== '');
          return [wire, target && ordinal ? demoId(target, v as number | string) : v];
        }),
      ),
    ),
  };
}

/**
 * The demo data set: three schools, their people and a school year of internships, practice courses,
 * training-camp projects, recruitment, lectures and portal content. AppRole rows are not included: the
 * server creates the five roles itself and roleUsers says who has which. `seedDay` ('YYYY-MM-DD') is the day
 * the database is seeded: every date moves by whole weeks so that the demo reads as of that day's week
 * (demo/clock.ts); without it the data is as written, as of DEMO_WEEK.
 */
export function demoData(o: { seedDay?: string } = {}): DemoData {
  // Areas in dependency order: each only points at tables listed before it.
  const tables = [
    ...schoolTables(),
    ...companyTables(),
    ...userTables(),
    ...settingTables(),
    ...templateTables(),
    ...evaluationTables(),
    ...internshipTables(),
    ...attendanceTables(),
    ...placementTables(),
    ...materialAndReferenceTables(),
    ...diaryTables(),
    ...summaryTables(),
    ...reviewTables(),
    ...libraryTables(),
    ...tutorialTables(),
    ...practiceTables(),
    ...projectTables(),
    ...cloudTables(),
    ...portalTables(),
  ];
  // Made from the finished rows: which comments the demo student has read (a table nothing points to).
  tables.push(...commentReadTables(tables));
  // And the audit log of the weeks before, naming those rows (a table nothing points to).
  tables.push(...auditLogTables(tables));
  const shifted = o.seedDay ? shiftTables(tables, weeksToSeedDay(o.seedDay)) : tables;
  // The demo's sign-ins run to the end of its week: those on or after the seeding day have not happened yet.
  const seeded = o.seedDay ? shifted.map((t) => notYetSigned(t, o.seedDay as string)) : shifted;
  return {
    tables: seeded.map(withIds),
    roleUsers: roleUsers().map((r) => ({ ...r, fAppUserId: demoId('AppUser', r.fAppUserId) })),
    accounts: accounts().map((a) => ({ ...a, fAppUserId: demoId('AppUser', a.fAppUserId) })),
  };
}

function notYetSigned(t: SeedTable, seedDay: string): SeedTable {
  if (t.entity !== 'AttendanceSignIn') return t;
  return { entity: t.entity, rows: t.rows.filter((r) => String(r.tSignInDate) < seedDay) };
}

/** Every sample file the rows point at (file, image and video fields), for the lead to provide or stub. */
export const demoFiles: string[] = [
  ...new Set(
    demoData().tables.flatMap((t) =>
      t.rows.flatMap((row) =>
        Object.values(row).filter((v): v is string => typeof v === 'string' && v.startsWith('demo/')),
      ),
    ),
  ),
].sort();
