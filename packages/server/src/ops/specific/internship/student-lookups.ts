import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import { refused } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { onNoRow, onRow } from '../../declared.js';
import { selectRows, visibleRow } from '../../rows.js';
import { BARE_MOBILE_SQL, bareMobile, courseInQuery, pageOfList, T } from './shared.js';

/** Rows of a people table (Student, Teacher, AppUser) with this mobile, as the caller may see them. */
function peopleByMobile(q: Queryable, entity: string, caller: Caller | null, mobile: string, extra = '') {
  const p = new Params();
  return selectRows(q, tableOf(entity), caller, p, {
    where: [`${BARE_MOBILE_SQL('t."cMobile"')} = ${p.add(bareMobile(mobile))}`, ...(extra ? [extra] : [])],
    order: 't."tCreateDate" desc nulls last',
    limit: 1,
  });
}

/** The class (Class key) of an account: its AppDepartment node matched by school and name. */
async function classOfAccount(q: Queryable, user: Row): Promise<string | null> {
  const rows = await q.query(
    `select c."fClassId" as id from "AppDepartment" d join "Class" c
       on c."cClassName" = d."cDepartName" and c."fSchoolId" = d."fSchoolId"
      where d."fAppDepartmentId" = $1 limit 1`,
    [user.fAppDepartmentId ?? ''],
  );
  return (rows[0]?.id as string | undefined) ?? null;
}

/**
 * What the person dialog's mobile check fills in (SPEC §4): number, name and class of the student with that
 * mobile, from the school's roster first, else from a student account; null when nobody has it.
 */
export async function studentByMobile(
  q: Queryable,
  caller: Caller | null,
  mobile: string,
): Promise<Row | null> {
  const [student] = await peopleByMobile(q, 'Student', caller, mobile);
  if (student) {
    return {
      fAppUserId: student.fUserId ?? null,
      cRealName: student.cRealName,
      cMobile: student.cMobile,
      cNumber: student.cNumber ?? null,
      fAppDepartmentId: student.fClassId ?? null,
      cClassName: student.cClassName ?? null,
    };
  }
  const [user] = await peopleByMobile(q, 'AppUser', caller, mobile, 't."fUserLabel" = 2');
  if (!user) return null;
  return {
    fAppUserId: user.fAppUserId,
    cRealName: user.cRealName,
    cMobile: user.cMobile,
    cNumber: user.cNumber ?? null,
    fAppDepartmentId: await classOfAccount(q, user),
  };
}

const studentModelByMobile = onNoRow(
  'a look-up by mobile: the people tables are read through the scope by selectRows',
  (a, { query }) => studentByMobile(a.q, a.caller, String(query.cMobile)),
);

const courseOfQuery = { ...courseInQuery, access: 'read' } as const;

/** Classes that have students in the course (the assignment dialog's class field), with their head count. */
const classesOfCourse = onRow({
  target: courseOfQuery,
  work: async ({ q, caller }, { query }, course) => {
    const p = new Params();
    const rows = await selectRows(q, T.student(), caller, p, {
      where: [`t."fInternshipInfoId" = ${p.add(String(course.fInternshipInfoId))}`],
      // The classes in the order they were set up (ids are not ordered).
      order: `(select c."tCreateDate" from "Class" c where c."fClassId" = t."fClassId") asc nulls last, t."fClassId"`,
    });
    const classes = new Map<string, { id: string; cDepartName: string; fStudentCount: number }>();
    for (const r of rows) {
      const id = r.fClassId as string;
      const c = classes.get(id) ?? { id, cDepartName: String(r.cClassName ?? ''), fStudentCount: 0 };
      c.fStudentCount += 1;
      classes.set(id, c);
    }
    return pageOfList([...classes.values()], query);
  },
});

/** The tutor the list is for: the one asked for (in the same course), else the caller's own tutor row. */
async function tutorFor(q: Queryable, caller: Caller | null, courseId: string, tutorId: unknown) {
  if (tutorId != null) {
    const tutor = await visibleRow(q, T.tutor(), caller, tutorId);
    if (tutor.fInternshipInfoId !== courseId) throw refused('所选导师不属于该实习课程');
    return tutor;
  }
  const rows = await q.query(
    'select * from "InternshipTutor" where "fInternshipInfoId" = $1 and "fUserId" = $2',
    [courseId, caller?.userId ?? ''],
  );
  return rows[0] ?? null;
}

/**
 * The students of one class in the course, for the assignment transfer box: each says whether it is bound
 * to the tutor already (fIsBind 1: the right-hand list) and who else guides it.
 */
const studentsInClass = onRow({
  target: courseOfQuery,
  work: async ({ q, caller }, { query }, course) => {
    const courseId = String(course.fInternshipInfoId);
    const tutor = await tutorFor(q, caller, courseId, query.fInternshipTutorId);
    const p = new Params();
    const rows = await selectRows(q, T.student(), caller, p, {
      where: [
        `t."fInternshipInfoId" = ${p.add(courseId)}`,
        `t."fClassId" = ${p.add(String(query.fClassId))}`,
      ],
      order: 't."cNumber" asc nulls last, t."fInternshipStudentId"',
    });
    const bindings = await q.query(
      `select ts."fInternshipStudentId" as sid, ts."fInternshipTutorId" as tid, tt."cRealName" as name
       from "InternshipTutorStudent" ts join "InternshipTutor" tt on tt."fInternshipTutorId" = ts."fInternshipTutorId"
      where ts."fInternshipStudentId" = any($1)`,
      [rows.map((r) => r.fInternshipStudentId)],
    );
    const list = rows.map((r) => {
      const mine = bindings.filter((b) => b.sid === r.fInternshipStudentId);
      return {
        fInternshipStudentId: r.fInternshipStudentId,
        cRealName: r.cRealName,
        cMobile: r.cMobile ?? null,
        cNumber: r.cNumber ?? null,
        fClassId: r.fClassId,
        fIsBind: tutor && mine.some((b) => b.tid === tutor.fInternshipTutorId) ? 1 : 0,
        cTutorNames: mine.map((b) => b.name).join('、') || null,
      };
    });
    return pageOfList(list, query);
  },
});

export const studentLookupHandlers: Record<string, Handler> = {
  InternshipStudent_GetStudentModelByMobile: studentModelByMobile,
  InternshipStudent_GetInternshipStudentClassList: classesOfCourse,
  InternshipStudent_GetVisibleInternshipStudentPageListInClassByTutorId: studentsInClass,
};
