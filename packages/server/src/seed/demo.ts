import { cloudTables } from './demo/cloud.js';
import { companyTables } from './demo/companies.js';
import { diaryTables } from './demo/diaries.js';
import { evaluationTables } from './demo/evaluation.js';
import { internshipTables } from './demo/internship.js';
import { libraryTables } from './demo/library.js';
import { materialAndReferenceTables } from './demo/materials.js';
import { portalTables } from './demo/portal.js';
import { practiceTables } from './demo/practice.js';
import { projectTables } from './demo/project.js';
import { reviewTables } from './demo/reviews.js';
import { schoolTables } from './demo/schools.js';
import { settingTables } from './demo/settings.js';
import { summaryTables } from './demo/summaries.js';
import { templateTables } from './demo/templates.js';
import { tutorialTables } from './demo/tutorials.js';
import { accounts, otherSchool, roleUsers, userTables } from './demo/users.js';
import type { DemoData } from './types.js';

export { DEMO_PASSWORD } from './demo/people.js';
export { otherSchool };

/**
 * The demo data set: three schools, their people and a school year of internships, practice courses,
 * training-camp projects, recruitment, lectures and portal content. AppRole rows are not included: the
 * server creates the five roles itself and roleUsers says who has which.
 */
export function demoData(): DemoData {
  // Areas in dependency order: each only points at tables listed before it.
  const tables = [
    ...schoolTables(),
    ...companyTables(),
    ...userTables(),
    ...settingTables(),
    ...templateTables(),
    ...evaluationTables(),
    ...internshipTables(),
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
  return { tables, roleUsers: roleUsers(), accounts: accounts() };
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
