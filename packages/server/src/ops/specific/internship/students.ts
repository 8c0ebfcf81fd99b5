import { enums } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import { badRequest, refused } from '../../../http/errors.js';
import type { Handler, OpContext } from '../../context.js';
import { signedIn } from '../../context.js';
import { onNoRow, onRow } from '../../declared.js';
import { visibleRow } from '../../rows.js';
import { page as standardPage } from '../../standard/crud.js';
import type { PageResult } from '../../standard/page.js';
import { insertRow, prepareInsert } from '../../write.js';
import { assertMayStart, firstStage } from '../placement/start-rule.js';
import { linkOrCreateAccount } from './accounts.js';
import { BARE_MOBILE_SQL, bareMobile, courseInBody, courseRow, editRow, T } from './shared.js';

/**
 * cTeacherTutorName / cCompanyTutorName are computed (the contract says so): the names of the student's
 * in-school (fType 1) and enterprise (fType 2) tutors, from the bindings rather than a copy that could drift;
 * in the order the tutors joined the course (ids are not ordered).
 */
export async function withTutorNames(q: Queryable, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => r.fInternshipStudentId);
  if (!ids.length) return rows;
  const names = await q.query(
    `select ts."fInternshipStudentId" as sid, tt."fType" as type,
            string_agg(tt."cRealName", '、' order by tt."tCreateDate" nulls last, tt."fInternshipTutorId") as names
       from "InternshipTutorStudent" ts join "InternshipTutor" tt on tt."fInternshipTutorId" = ts."fInternshipTutorId"
      where ts."fInternshipStudentId" = any($1) and tt."fType" in (1, 2) group by 1, 2`,
    [ids],
  );
  for (const r of rows) {
    const of = (type: number) =>
      names.find((n) => n.sid === r.fInternshipStudentId && n.type === type)?.names ?? null;
    r.cTeacherTutorName = of(1);
    r.cCompanyTutorName = of(2);
  }
  return rows;
}

const studentPage = onNoRow(
  'a page list: the scope is applied in its query by the standard page',
  async (a, input) => {
    const result = (await standardPage(a, input)) as PageResult;
    await withTutorNames(a.q, result.List);
    return result;
  },
);

const studentModel = onRow({
  target: {
    entity: 'InternshipStudent',
    key: ({ query }) => query.fInternshipStudentId,
    access: 'read',
  },
  work: async ({ q }, _input, row) => (await withTutorNames(q, [row]))[0],
});

async function requireClassOfSchool(q: Queryable, classId: unknown, schoolId: unknown) {
  const rows = await q.query('select "fSchoolId" from "Class" where "fClassId" = $1', [String(classId)]);
  if (!rows[0]) throw badRequest('所选班级不存在');
  if (rows[0].fSchoolId !== schoolId) throw refused('所选班级不属于该实习课程所在学校');
}

/** One person once per course: the same mobile (in either form) or the same account counts as the same. */
async function refuseDuplicate(
  q: Queryable,
  courseId: unknown,
  mobile: string,
  userId: string | null,
  except?: unknown,
) {
  const rows = await q.query(
    `select 1 from "InternshipStudent" where "fInternshipInfoId" = $1
        and (${BARE_MOBILE_SQL('"cMobile"')} = $2 or ("fUserId" is not null and "fUserId" = $3))
        and "fInternshipStudentId" <> $4 limit 1`,
    [String(courseId), bareMobile(mobile), userId ?? '', String(except ?? '')],
  );
  if (rows.length) throw refused('该学生已在本实习课程中，不能重复添加');
}

/**
 * The person dialog's add (SPEC §4 "Add person dialog"): the course comes from the route query (sent in the
 * form as fInternshipInfoId); the student's account is found by mobile or opened.
 */
const addStudent = onRow({
  // The lock serialises adds to one course, so two quick clicks cannot add the same student twice.
  target: { ...courseInBody, access: 'read', lock: true },
  work: async (a, { body }, course) => {
    const { q } = a;
    const t = T.student();
    const input = body as Row;
    const caller = signedIn(a);
    await requireClassOfSchool(q, input.fClassId, course.fSchoolId);
    await refuseDuplicate(q, course.fInternshipInfoId, String(input.cMobile), null);
    const values = await prepareInsert(q, t, caller, input);
    values.fUserId = await linkOrCreateAccount(q, {
      role: 'student',
      mobile: String(input.cMobile),
      realName: String(input.cRealName),
      number: input.cNumber as string,
      schoolId: course.fSchoolId as string,
      classId: input.fClassId as string,
      creatorId: caller.userId,
    });
    await refuseDuplicate(q, course.fInternshipInfoId, String(input.cMobile), values.fUserId as string);
    // A new student has no 三方协议 yet: never 实习阶段 from the start (placement/start-rule.ts).
    values.fInternshipStatus = firstStage(
      values.fInternshipStatus,
      course.fInternshipStatus,
      String(input.cRealName),
    );
    const id = await insertRow(q, t, values);
    return (await withTutorNames(q, [await visibleRow(q, t, null, id)]))[0];
  },
});

/**
 * A roster row stays in its course; a new mobile or class is checked like on add; it enters 实习阶段 only
 * with a passed agreement or an exception (placement/start-rule.ts).
 */
const editStudent = editRow('InternshipStudent', {
  before: async (q: Queryable, _ctx: OpContext, input: Row, current?: Row) => {
    if (!current) return;
    const { internship } = enums.InternshipStage;
    if (Number(input.fInternshipStatus) === internship && Number(current.fInternshipStatus) !== internship)
      await assertMayStart(q, [current.fInternshipStudentId]);
    if (input.fInternshipInfoId != null && input.fInternshipInfoId !== current.fInternshipInfoId) {
      throw refused('不能更改实习学生所属的实习课程');
    }
    const course = await courseRow(q, current.fInternshipInfoId);
    if (input.fClassId != null) await requireClassOfSchool(q, input.fClassId, course.fSchoolId);
    if (
      input.cMobile != null &&
      bareMobile(String(input.cMobile)) !== bareMobile(String(current.cMobile ?? ''))
    ) {
      await refuseDuplicate(
        q,
        current.fInternshipInfoId,
        String(input.cMobile),
        null,
        current.fInternshipStudentId,
      );
    }
  },
});

export const studentHandlers: Record<string, Handler> = {
  GetInternshipStudentPageList: studentPage,
  GetInternshipStudentModel: studentModel,
  InternshipStudent_AddInternshipStudent: addStudent,
  EditInternshipStudent: editStudent,
};
