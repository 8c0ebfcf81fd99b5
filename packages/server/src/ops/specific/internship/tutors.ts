import { CREATOR, enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { forbidden, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onNoRow, onRow } from '../../declared.js';
import { requireVisible, visibleRow } from '../../rows.js';
import { insertRow } from '../../write.js';
import { accountByMobile, linkOrCreateAccount } from './accounts.js';
import {
  addRow,
  BARE_MOBILE_SQL,
  bareMobile,
  courseInBody,
  editRow,
  isStudentLike,
  requireCourseVisible,
  rowsByKeys,
  T,
} from './shared.js';
import { teachersByName } from './teachers.js';

/** fStudentCount is derived: recounted from the bindings whenever they change. */
export async function recountTutors(q: Queryable, tutorIds: readonly unknown[]) {
  await q.query(
    `update "InternshipTutor" t set "fStudentCount" = (select count(*)::int from "InternshipTutorStudent" s
       where s."fInternshipTutorId" = t."fInternshipTutorId") where t."fInternshipTutorId" = any($1)`,
    [tutorIds.map(String)],
  );
}

/** Binds students to a tutor, adding only the bindings that are missing (binding twice changes nothing). */
export async function bindStudents(
  q: Queryable,
  tutor: Row,
  studentIds: readonly unknown[],
  creatorId: string,
) {
  const bound = await q.query(
    'select "fInternshipStudentId" as id from "InternshipTutorStudent" where "fInternshipTutorId" = $1',
    [tutor.fInternshipTutorId],
  );
  const have = new Set(bound.map((b) => b.id));
  for (const id of new Set(studentIds.map(String))) {
    if (have.has(id)) continue;
    await insertRow(q, T.tutorStudent(), {
      fInternshipInfoId: tutor.fInternshipInfoId,
      fInternshipTutorId: tutor.fInternshipTutorId,
      fInternshipStudentId: id,
      tCreateDate: nowText(),
      [CREATOR]: creatorId,
    });
  }
  await recountTutors(q, [tutor.fInternshipTutorId]);
}

/** The students, all visible to the caller and all in the tutor's course, or the call is refused. */
async function requireCourseStudents(
  q: Queryable,
  caller: Caller | null,
  courseId: unknown,
  ids: readonly unknown[],
) {
  if (!ids.length) return [];
  const keys = await requireVisible(q, T.student(), caller, ids);
  const rows = await rowsByKeys(q, T.student(), null, keys);
  if (rows.some((r) => r.fInternshipInfoId !== courseId)) throw refused('所选学生与导师不在同一实习课程');
  return keys;
}

async function tutorByMobile(q: Queryable, courseId: unknown, mobile: string, except?: unknown) {
  const rows = await q.query(
    `select * from "InternshipTutor" where "fInternshipInfoId" = $1 and ${BARE_MOBILE_SQL('"cMobile"')} = $2
        and "fInternshipTutorId" <> $3 limit 1`,
    [String(courseId), bareMobile(mobile), String(except ?? '')],
  );
  return rows[0] ?? null;
}

const DUPLICATE_TUTOR = '该导师已在本实习课程中，不能重复添加';

/**
 * A tutor joins a course once; the account is linked by mobile (an enterprise tutor's is opened if new). The
 * course is locked so that two adds of one mobile run one after another.
 */
const addTutor = addRow(
  { ...courseInBody, access: 'read', lock: true },
  {
    before: async (q, _ctx, input) => {
      if (await tutorByMobile(q, input.fInternshipInfoId, String(input.cMobile)))
        throw refused(DUPLICATE_TUTOR);
    },
    after: async (q, ctx, values, _input, _current, course) => {
      values.fStudentCount = 0;
      if (values.fUserId != null) return;
      const existing = await accountByMobile(q, String(values.cMobile));
      values.fUserId =
        existing?.fAppUserId ??
        (values.fType === enums.TutorType.enterprise
          ? await linkOrCreateAccount(q, {
              role: 'companyTutor',
              mobile: String(values.cMobile),
              realName: String(values.cRealName),
              number: (values.cNumber as string | undefined) ?? null,
              schoolId: course?.fSchoolId as string,
              creatorId: signedIn(ctx).userId,
            })
          : null);
    },
  },
);

const editTutor = editRow('InternshipTutor', {
  after: (q, ctx, values, _input, current) => requireCourseVisible(q, ctx.caller, values, current),
  before: async (q, _ctx, input, current) => {
    if (input.cMobile == null || !current) return;
    const other = await tutorByMobile(
      q,
      current.fInternshipInfoId,
      String(input.cMobile),
      current.fInternshipTutorId,
    );
    if (other) throw refused(DUPLICATE_TUTOR);
  },
});

/**
 * SPEC §7.3 AddInternshipTutorStudentList. Decision: it adds (binding is idempotent) and never unbinds:
 * the dialog works one class at a time, so replacing would drop the tutor's students of other classes.
 * Unbinding is DeleteInternshipTutorStudentIDS.
 */
const assignStudents = onRow({
  target: { entity: 'InternshipTutor', key: ({ body }) => (body as Row).fInternshipTutorId, access: 'read' },
  work: async (a, { body }, tutor) => {
    const ids = (body as { InternshipStudentIds: string[] }).InternshipStudentIds;
    const keys = await requireCourseStudents(a.q, a.caller, tutor.fInternshipInfoId, ids);
    await bindStudents(a.q, tutor, keys, signedIn(a).userId);
    return null;
  },
});

interface CompanyTutorInput {
  fInternshipInfoId: string;
  cRealName: string;
  cMobile: string;
  cCompanyName?: string | null;
  cJobTitle?: string | null;
  InternshipStudentIds?: string[];
}

/** Whom a company tutor is bound to: the given students, or a student's own roster row (and nobody else). */
async function studentsToBind(q: Queryable, caller: Caller, input: CompanyTutorInput) {
  if (!isStudentLike(caller)) {
    return requireCourseStudents(q, caller, input.fInternshipInfoId, input.InternshipStudentIds ?? []);
  }
  const own = await q.query(
    'select "fInternshipStudentId" as id from "InternshipStudent" where "fInternshipInfoId" = $1 and "fUserId" = $2',
    [input.fInternshipInfoId, caller.userId],
  );
  if (!own[0]) throw forbidden('你不是该实习课程的学生');
  if ((input.InternshipStudentIds ?? []).some((id) => id !== own[0]?.id))
    throw forbidden('学生只能为自己添加企业导师');
  return [own[0].id];
}

/** A new (or, by mobile, the existing) enterprise tutor of the course, bound to students in one step. */
const addCompanyTutor = onRow({
  target: { ...courseInBody, access: 'read', lock: true },
  work: async (a, { body }, course) => {
    const { q } = a;
    const input = body as CompanyTutorInput;
    const caller = signedIn(a);
    const ids = await studentsToBind(q, caller, input);
    let tutor = await tutorByMobile(q, course.fInternshipInfoId, input.cMobile);
    if (tutor && tutor.fType !== enums.TutorType.enterprise)
      throw refused('该手机号已是本实习课程的校内导师');
    if (!tutor) {
      const id = await insertRow(q, T.tutor(), {
        fInternshipInfoId: course.fInternshipInfoId,
        fType: enums.TutorType.enterprise,
        cRealName: input.cRealName,
        cMobile: input.cMobile,
        cCompanyName: input.cCompanyName ?? null,
        cJobTitle: input.cJobTitle ?? null,
        fStudentCount: 0,
        fUserId: await linkOrCreateAccount(q, {
          role: 'companyTutor',
          mobile: input.cMobile,
          realName: input.cRealName,
          schoolId: course.fSchoolId as string,
          creatorId: caller.userId,
        }),
        tCreateDate: nowText(),
        [CREATOR]: caller.userId,
      });
      tutor = await visibleRow(q, T.tutor(), null, id);
    }
    await bindStudents(q, tutor, ids, caller.userId);
    return visibleRow(q, T.tutor(), null, tutor.fInternshipTutorId);
  },
});

export const tutorHandlers: Record<string, Handler> = {
  AddInternshipTutor: addTutor,
  EditInternshipTutor: editTutor,
  InternshipTutor_GetTeacherListByRealName: onNoRow(
    'a search of teachers by name: the scope is applied in its query by the standard page',
    (a, { query }) => teachersByName(a.q, a.caller, query),
  ),
  InternshipTutorStudent_AddInternshipTutorStudentList: assignStudents,
  AddCompanyTutorBindStudent: addCompanyTutor,
};
