import { IMPORT_MAX_MB } from '@practice/sdk';
import { issueInitialPassword } from '../../../auth/initial-password.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable } from '../../../db/driver.js';
import {
  fileResponseHeaders,
  type ImportedUser,
  type ImportRowError,
  importErrorMessage,
  parseUserImport,
  USER_IMPORT_TEMPLATE_NAME,
  USER_IMPORT_TYPES,
  type UserImportContext,
  uploadLimits,
  userImportTemplate,
  validateUserImportRows,
} from '../../../files/index.js';
import { forbidden } from '../../../http/errors.js';
import { type OpInput, signedIn } from '../../context.js';
import { onNoRow, onRowIfNamed } from '../../declared.js';
import { isPlatformAdmin, lockAccounts, mobileSql, roleOf } from './shared.js';
import { readSingleFile } from './upload-form.js';
import { courseRowErrors, enrolImported, refuseClosedCourse } from './user-import-course.js';

/*
 * User import (SPEC §2.4 three-step dialog, §5, §8 "Import"): every row is checked against the file and the
 * database, and then either every user is created in one transaction or none is. Row errors come back as
 * a business error whose Message lists the rows (the console wraps it at 40 characters) and whose Content
 * lists them one by one.
 */

const ROLE_OF_TYPE = {
  student: roleOf('student'),
  teacher: roleOf('teacher'),
  schoolManager: roleOf('schoolAdmin'),
};
const LABEL_OF_TYPE = { student: 2, teacher: 1, schoolManager: null };

function importContext(q: Queryable, onlySchoolId: string | undefined): UserImportContext {
  return {
    ...(onlySchoolId !== undefined ? { onlySchoolId } : {}),
    async findSchoolsByCode(codes) {
      const rows = await q.query<{ cSchoolCode: string; fSchoolId: string; cSchoolName: string }>(
        'select "cSchoolCode", "fSchoolId", "cSchoolName" from "School" where "cSchoolCode" = any($1)',
        [codes],
      );
      return new Map(
        rows.map((r) => [r.cSchoolCode, { fSchoolId: r.fSchoolId, cSchoolName: r.cSchoolName }]),
      );
    },
    async findClassesByName(fSchoolId, names) {
      const rows = await q.query<{ cDepartName: string; id: string }>(
        `select "cDepartName", "fAppDepartmentId" as id from "AppDepartment"
          where "fSchoolId" = $1 and "fDepartmentLabel" = 2 and "cDepartName" = any($2)`,
        [fSchoolId, names],
      );
      return new Map(rows.map((r) => [r.cDepartName, r.id]));
    },
    async findRegisteredMobiles(mobiles) {
      // A mobile is also the new account's user name: one taken as someone's user name is taken too.
      const rows = await q.query<{ m: string }>(
        `select ${mobileSql('u')} as m from "AppUser" u where ${mobileSql('u')} = any($1)
         union select "cUserName" from "AppUser" where "cUserName" = any($1)`,
        [mobiles],
      );
      return new Set(rows.map((r) => r.m));
    },
  };
}

/** Creates one imported account (it must change its initial password first); answers its id. */
async function createUser(
  q: Queryable,
  u: ImportedUser,
  hash: string,
  creator: string,
  now: string,
): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `insert into "AppUser" ("cUserName", "cPassword", "cRealName", "cMobile", "cNumber", "fUserLabel", "fSchoolId",
       "fAppDepartmentId", "fStatus", "fAuditStatus", "fMustChangePassword", "tCreateDate", "fCreateUserId")
     values ($1, $2, $3, $1, $4, $5, $6, $7, 0, 1, 1, $8, $9) returning "fAppUserId" as id`,
    [
      u.cMobile,
      hash,
      u.cRealName,
      u.cNumber,
      LABEL_OF_TYPE[u.userType],
      u.fSchoolId,
      u.fAppDepartmentId,
      now,
      creator,
    ],
  );
  const id = rows[0]?.id as string;
  await q.query('insert into app_role_user (role_id, user_id) values ($1, $2)', [
    ROLE_OF_TYPE[u.userType],
    id,
  ]);
  // A student with a number joins the school's student roster when the class exists there too.
  if (u.userType === 'student' && u.cNumber && u.cDepartName) {
    await q.query(
      `insert into "Student" ("fUserId", "fSchoolId", "cRealName", "cNumber", "cMobile", "fClassId", "tCreateDate",
         "fCreateUserId")
       select $1, $2, $3, $4, $5, c."fClassId", $6, $7 from "Class" c
        where c."fSchoolId" = $2 and c."cClassName" = $8 limit 1`,
      [id, u.fSchoolId, u.cRealName, u.cNumber, u.cMobile, now, creator, u.cDepartName],
    );
  }
  return id;
}

const TYPE_LABEL = new Map(USER_IMPORT_TYPES.map((t) => [t.value, t.label]));

const previewRow = (u: ImportedUser) => ({
  row: u.row,
  cRealName: u.cRealName,
  cMobile: u.cMobile,
  cNumber: u.cNumber,
  cUserType: TYPE_LABEL.get(u.userType) ?? u.userType,
  cSchoolName: u.cSchoolName,
  cDepartName: u.cDepartName,
});

/** A refused import answers the error envelope with the rows in its Content as well as its Message. */
export const importRefused = (errors: ImportRowError[]) =>
  new Response(
    JSON.stringify({ Code: 400, Message: importErrorMessage(errors), Content: { imported: 0, errors } }),
    {
      status: 400,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    },
  );

/** The course the import may also enrol its students in (fInternshipInfoId), held until the import commits. */
const courseNamed = {
  entity: 'InternshipInfo',
  access: 'read',
  lock: true,
  key: ({ query }: OpInput) => query.fInternshipInfoId,
} as const;

export const importUsers = onRowIfNamed({
  target: courseNamed,
  work: async (ctx, { query }, course) => {
    const { q } = ctx;
    const caller = signedIn(ctx);
    if (course) refuseClosedCourse(course);
    const asked = query.fSchoolId as string | undefined;
    // A school administrator imports into their own school only; a platform administrator may pin one.
    if (!isPlatformAdmin(caller) && asked !== undefined && asked !== caller.schoolId) {
      throw forbidden('只能导入本校的用户');
    }
    const onlySchoolId = isPlatformAdmin(caller) ? asked : (caller.schoolId ?? '');
    const limits = uploadLimits({ maxMb: Math.min(ctx.config.uploadMaxMb, IMPORT_MAX_MB) });
    const file = await readSingleFile(ctx.request, limits, 'file');
    const rows = await parseUserImport(new Uint8Array(await file.arrayBuffer()), file.name);
    const dryRun = query.dryRun === true;
    await lockAccounts(q);
    const result = await validateUserImportRows(rows, importContext(q, onlySchoolId));
    if (!result.ok) return importRefused(result.errors);
    const courseErrors = course ? await courseRowErrors(q, course, result.users) : [];
    if (courseErrors.length) return importRefused(courseErrors);
    if (dryRun) return { imported: 0, errors: [], preview: result.users.map(previewRow) };
    const now = nowText();
    // A password of its own for every account, shown to the administrator in this answer only.
    const accounts: ImportedAccount[] = [];
    for (const user of result.users) {
      const { password, hash } = await issueInitialPassword();
      const fAppUserId = await createUser(q, user, hash, caller.userId, now);
      accounts.push({ user, fAppUserId, password });
    }
    const enrolled = course ? await enrolImported(q, course, accounts, caller.userId, now) : 0;
    return {
      imported: result.users.length,
      errors: [],
      accounts: accounts.map(({ user, fAppUserId, password }) => ({
        row: user.row,
        fAppUserId,
        // Imported people sign in with their mobile as user name.
        cUserName: user.cMobile,
        cRealName: user.cRealName,
        cMobile: user.cMobile,
        cPassword: password,
      })),
      ...(course ? { enrolled } : {}),
    };
  },
});

interface ImportedAccount {
  user: ImportedUser;
  fAppUserId: string;
  password: string;
}

export const importTemplate = onNoRow('a blank template file, the same for everyone: no row', async () => {
  const bytes = await userImportTemplate();
  const headers = fileResponseHeaders({ path: USER_IMPORT_TEMPLATE_NAME, size: bytes.byteLength });
  return new Response(new Uint8Array(bytes), { headers: { ...headers, 'cache-control': 'no-store' } });
});
