import { enums } from '@practice/sdk/contract';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { refused } from '../../../http/errors.js';
import type { Handler, OpContext } from '../../context.js';
import { onNoRow, onRowIfNamed, onRows } from '../../declared.js';
import { restartDiaries } from './diary-dates.js';
import { classOptions, schoolOptions } from './options.js';
import {
  addRow,
  courseInBody,
  courseInQuery,
  editRow,
  idsOf,
  isAllNode,
  pageOfList,
  requireCourseVisible,
} from './shared.js';

/** SPEC §5: a course is added under one school; the tree's 全部学校 choice (0 or none) is refused. */
export const CHOOSE_SCHOOL = '请先选择学校';

async function requireSchool(q: Queryable, schoolId: unknown) {
  if (schoolId == null || isAllNode(schoolId)) throw refused(CHOOSE_SCHOOL);
  const found = await q.query('select 1 from "School" where "fSchoolId" = $1', [String(schoolId)]);
  if (!found.length) throw refused(CHOOSE_SCHOOL);
}

/** A course's template batch is its school's own or a platform-wide one (no school). */
async function checkBatch(q: Queryable, batchId: unknown, schoolId: unknown) {
  if (batchId == null) return;
  const rows = await q.query(
    'select "fSchoolId" from "TemplateBatchInfo" where "fTemplateBatchInfoId" = $1',
    [String(batchId)],
  );
  const owner = rows[0]?.fSchoolId;
  if (!rows[0] || (owner != null && owner !== schoolId)) throw refused('所选模板批次不属于该学校');
}

const addCourse = addRow('a new course: its school is checked by requireSchool and the write rules', {
  before: (q, _ctx, input) => requireSchool(q, input.fSchoolId),
  after: (q, _ctx, values) => checkBatch(q, values.fTemplateBatchInfoId, values.fSchoolId),
});

const editCourse = editRow('InternshipInfo', {
  before: async (q, _ctx, input) => {
    if ('fSchoolId' in input && input.fSchoolId !== undefined) await requireSchool(q, input.fSchoolId);
  },
  after: async (q, _ctx, values, _input, current) => {
    if (current && typeof values.tStartDate === 'string' && values.tStartDate !== current.tStartDate)
      await restartDiaries(q, current.fInternshipInfoId, values.tStartDate);
    if (values.fTemplateBatchInfoId !== undefined || values.fSchoolId !== undefined) {
      const batch =
        values.fTemplateBatchInfoId !== undefined
          ? values.fTemplateBatchInfoId
          : current?.fTemplateBatchInfoId;
      await checkBatch(q, batch, values.fSchoolId ?? current?.fSchoolId);
    }
  },
});

const coursesNamed = { entity: 'InternshipInfo', keys: idsOf, access: 'run' } as const;

/** Closing ends the internship stage (fInternshipStatus 2); the course and its records stay readable. */
const closeCourses = onRows({
  target: coursesNamed,
  work: async ({ q }, _input, courses) => {
    await q.query(
      'update "InternshipInfo" set "fInternshipStatus" = $1 where "fInternshipInfoId" = any($2)',
      [enums.InternshipStage.finished, courses.map((c) => c.fInternshipInfoId)],
    );
    return null;
  },
});

/**
 * Recovering a closed course puts it back in the stage its dates say: preparation before its start date,
 * internship from then on (the stage before closing is not kept). Courses that are not closed are left alone.
 */
const recoverCourses = onRows({
  target: coursesNamed,
  work: async ({ q }, _input, courses) => {
    const today = nowText().slice(0, 10);
    await q.query(
      `update "InternshipInfo" set "fInternshipStatus" = case when "tStartDate" > $1 then 0 else 1 end
        where "fInternshipInfoId" = any($2) and "fInternshipStatus" = $3`,
      [today, courses.map((c) => c.fInternshipInfoId), enums.InternshipStage.finished],
    );
    return null;
  },
});

/** Classes a course may take students from: its school's, or every class the caller sees without a course. */
const courseClasses = onRowIfNamed({
  target: { ...courseInQuery, access: 'read' },
  work: async ({ q, caller }, { query }, course) =>
    pageOfList(await classOptions(q, caller, course?.fSchoolId), query),
});

const courseSchools = onNoRow(
  'a picker of schools: the scope is applied in its query by selectRows',
  async (a, { query }) => pageOfList(await schoolOptions(a.q, a.caller), query),
);

/**
 * Summary tasks hang on a course alone: it must be one the caller may see (SPEC §6 scope). An add declares
 * the course it goes under; an edit that moves the task checks the new one.
 */
const taskHooks = {
  after: (q: Queryable, ctx: OpContext, values: Row, _input: Row, current?: Row) =>
    requireCourseVisible(q, ctx.caller, values, current),
};

export const courseHandlers: Record<string, Handler> = {
  AddInternshipSummaryTask: addRow({ ...courseInBody, access: 'read' }, {}),
  EditInternshipSummaryTask: editRow('InternshipSummaryTask', taskHooks),
  AddInternshipInfo: addCourse,
  EditInternshipInfo: editCourse,
  CloseInternshipInfoIDS: closeCourses,
  RecoverInternshipInfoIDS: recoverCourses,
  InternshipInfo_GetClassPageList: courseClasses,
  InternshipInfo_GetSchoolPageList: courseSchools,
};
