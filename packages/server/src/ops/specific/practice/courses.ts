import { enums } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { badRequest } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onNoRow, onRow } from '../../declared.js';
import { visibleRow } from '../../rows.js';
import { insertRow, prepareInsert, prepareUpdate, updateRows } from '../../write.js';
import { schoolOptions } from '../internship/options.js';
import { pageOfList } from '../internship/shared.js';
import { usersWithRole } from './shared.js';

/*
 * A practice course's own rules on Add and Edit (SPEC §3 practiceInfoType): a course open to several schools
 * (3) names them, as a JSON array of existing school ids, and only such a course keeps a list; the
 * responsible teacher is a teacher of the course's school. Every school's name is offered for the list
 * (PracticeInfo_GetSchoolPageList), since a teacher otherwise sees only their own school.
 */

const courses = tableOf('PracticeInfo');

function parsedList(text: unknown): string[] {
  let list: unknown;
  try {
    list = JSON.parse(String(text));
  } catch {
    throw badRequest('开放学校格式不正确');
  }
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string'))
    throw badRequest('开放学校格式不正确');
  return [...new Set(list)];
}

async function checkOpenSchools(q: Queryable, values: Row, current?: Row) {
  const type = Number(values.fPracticeType ?? current?.fPracticeType);
  if (type !== enums.PracticeInfoType.severalSchools) {
    if ('fPracticeType' in values || values.cOpenSchoolIds) values.cOpenSchoolIds = null;
    return;
  }
  const given = values.cOpenSchoolIds === undefined ? current?.cOpenSchoolIds : values.cOpenSchoolIds;
  const ids = given ? parsedList(given) : [];
  const school = String(values.fSchoolId ?? current?.fSchoolId ?? '');
  const others = ids.filter((id) => id !== school);
  if (!others.length) throw badRequest('请选择开放学校');
  const found = await q.query('select "fSchoolId" from "School" where "fSchoolId" = any($1)', [ids]);
  if (found.length !== ids.length) throw badRequest('开放学校不存在或已被删除');
  values.cOpenSchoolIds = JSON.stringify(ids);
}

async function checkTeacher(q: Queryable, values: Row, current?: Row) {
  const teacher = values.fTeacherUserId;
  if (teacher === undefined || teacher === null || teacher === '') return;
  if (current && String(current.fTeacherUserId) === String(teacher) && values.fSchoolId === undefined) return;
  const [user] = await usersWithRole(q, [String(teacher)], 'teacher');
  const school = String(values.fSchoolId ?? current?.fSchoolId ?? '');
  if (!user || String(user.fSchoolId) !== school) throw badRequest('负责教师须为本校教师');
}

async function checkCourse(q: Queryable, values: Row, current?: Row) {
  await checkOpenSchools(q, values, current);
  await checkTeacher(q, values, current);
}

/** AddPracticeInfo: a new course, its open schools and teacher checked before it is stored. */
const addCourse = onNoRow(
  'adds a new course: there is no row yet; the school and teacher it names are checked in the work',
  async ({ q, ...ctx }, { body }) => {
    const values = await prepareInsert(q, courses, signedIn(ctx), body as Row);
    await checkCourse(q, values);
    return visibleRow(q, courses, null, await insertRow(q, courses, values));
  },
);

/** EditPracticeInfo: the course as stored (write scope: its creator and the school admin) is the current one. */
const editCourse = onRow({
  target: {
    entity: 'PracticeInfo',
    key: ({ body }) => (body as Row).cPracticeInfoId,
    access: 'write',
  },
  work: async ({ q, ...ctx }, { body }, current) => {
    const values = await prepareUpdate(q, courses, signedIn(ctx), body as Row);
    await checkCourse(q, values, current);
    await updateRows(q, courses, [String(current.cPracticeInfoId)], values);
    return visibleRow(q, courses, null, current.cPracticeInfoId);
  },
});

export const courseHandlers: Record<string, Handler> = {
  AddPracticeInfo: addCourse,
  EditPracticeInfo: editCourse,
  PracticeInfo_GetSchoolPageList: onNoRow(
    'a pure look-up of public options: every school’s name, for the list of open schools',
    async ({ q }, { query }) => pageOfList(await schoolOptions(q, null), query),
  ),
};
