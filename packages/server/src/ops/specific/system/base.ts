import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import { signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { selectRows } from '../../rows.js';
import { type PageResult, pageOfRows } from '../../standard/page.js';
import { mobileSql, requireMobile, roleOf, USERS } from './shared.js';

/*
 * Base: the pickers' light look-ups (SPEC §7.3 "Base"). Classes are the Class entity's rows (their ids are
 * what InternshipStudent.fClassId and the add-person dialog's class field hold); people are accounts the
 * caller may see, so a school's staff never find another school's people.
 */

const mapPage = (page: PageResult, map: (r: Row) => Row): PageResult => ({
  ...page,
  List: page.List.map(map),
});

export const schoolOptions = onNoRow(
  'a page list: the scope is applied in its query by pageOfRows',
  async (ctx, { query }) =>
    mapPage(await pageOfRows(ctx.db, tableOf('School'), ctx.caller, query), (r) => ({
      id: r.fSchoolId,
      cDepartName: r.cSchoolName,
      fSchoolId: r.fSchoolId,
      cSchoolName: r.cSchoolName,
      cSchoolCode: r.cSchoolCode,
      cShortName: r.cShortName,
    })),
);

export const classOptions = onNoRow(
  'a page list: the scope is applied in its query by pageOfRows',
  async (ctx, { query }) =>
    mapPage(await pageOfRows(ctx.db, tableOf('Class'), ctx.caller, query), (r) => ({
      id: r.fClassId,
      cDepartName: r.cClassName,
      fClassId: r.fClassId,
      fSchoolId: r.fSchoolId,
      cSchoolName: r.cSchoolName,
      cMajor: r.cMajor,
      fGrade: r.fGrade,
    })),
);

type Kind = 'student' | 'teacher';

/** Students by their user type or role; teachers are in-school or enterprise tutors (SPEC §3 tutor types). */
function kindCondition(kind: Kind, p: Params): string {
  const roles = kind === 'student' ? [roleOf('student')] : [roleOf('teacher'), roleOf('companyTutor')];
  const hasRole = `exists (select 1 from app_role_user ru where ru.user_id = t."fAppUserId" and ru.role_id = any(${p.add(roles)}))`;
  return `(t."fUserLabel" = ${p.add(kind === 'student' ? 2 : 1)} or ${hasRole})`;
}

/** The person fields the dialogs fill in: number and class from the school's roster where there is one. */
async function person(q: Queryable, kind: Kind, user: Row): Promise<Row> {
  const base = {
    fAppUserId: user.fAppUserId,
    cRealName: user.cRealName,
    cMobile: user.cMobile,
    cNumber: user.cNumber ?? null,
    fSchoolId: user.fSchoolId ?? null,
    cSchoolName: user.cSchoolName ?? null,
  };
  if (kind === 'teacher') {
    const t = await q.query('select "cNumber" from "Teacher" where "fUserId" = $1 limit 1', [
      user.fAppUserId,
    ]);
    return {
      ...base,
      cNumber: t[0]?.cNumber ?? base.cNumber,
      fAppDepartmentId: user.fAppDepartmentId ?? null,
    };
  }
  const s = await q.query<{ cNumber: string; fClassId: string; cClassName: string | null }>(
    `select s."cNumber", s."fClassId", c."cClassName" from "Student" s left join "Class" c on c."fClassId" = s."fClassId"
      where s."fUserId" = $1 order by s."fStudentId" limit 1`,
    [user.fAppUserId],
  );
  const roster = s[0];
  return {
    ...base,
    cNumber: roster?.cNumber ?? base.cNumber,
    // The class as the class picker (Base_GetClassPageList) identifies it.
    fAppDepartmentId: roster?.fClassId ?? null,
    fClassId: roster?.fClassId ?? null,
    cClassName: roster?.cClassName ?? null,
  };
}

async function byMobile(q: Queryable, caller: Caller, kind: Kind, cMobile: unknown): Promise<Row | null> {
  const mobile = requireMobile(cMobile);
  const p = new Params();
  const rows = await selectRows(q, USERS, caller, p, {
    where: [`${mobileSql('t')} = ${p.add(mobile)}`, kindCondition(kind, p)],
    limit: 1,
  });
  return rows[0] ? person(q, kind, rows[0]) : null;
}

export const studentByMobile = onNoRow(
  'a look-up by mobile: the scope is applied in its query by selectRows',
  (ctx, { query }) => byMobile(ctx.db, signedIn(ctx), 'student', query.cMobile),
);
export const teacherByMobile = onNoRow(
  'a look-up by mobile: the scope is applied in its query by selectRows',
  (ctx, { query }) => byMobile(ctx.db, signedIn(ctx), 'teacher', query.cMobile),
);

export const teachersByName = onNoRow(
  'a page list: the scope is applied in its query by pageOfRows',
  async (ctx, { query }) => {
    const { pageNumber, pageSize, cRealName } = query;
    const page = await pageOfRows(
      ctx.db,
      USERS,
      ctx.caller,
      { pageNumber, pageSize, cRealName, sortName: 'cRealName', sortOrder: 'asc' },
      (p) => [kindCondition('teacher', p)],
    );
    return { ...page, List: await Promise.all(page.List.map((u) => person(ctx.db, 'teacher', u))) };
  },
);
