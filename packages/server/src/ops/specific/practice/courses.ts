import type { Queryable, Row } from '../../../db/driver.js';
import { badRequest } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { schoolOptions } from '../internship/options.js';
import { addWith, editWith, pageOfList, type WriteHooks } from '../internship/shared.js';
import { usersWithRole } from './shared.js';

/*
 * A practice course's own rules on Add and Edit (SPEC §3 practiceInfoType): a course open to several schools
 * (3) names them, as a JSON array of existing school ids, and only such a course keeps a list; the
 * responsible teacher is a teacher of the course's school. Every school's name is offered for the list
 * (PracticeInfo_GetSchoolPageList), since a teacher otherwise sees only their own school.
 */

const SEVERAL_SCHOOLS = 3;

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
  if (type !== SEVERAL_SCHOOLS) {
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

const courseRules: WriteHooks = {
  after: async (q, _ctx, values, _input, current) => {
    await checkOpenSchools(q, values, current);
    await checkTeacher(q, values, current);
  },
};

export const courseHandlers: Record<string, Handler> = {
  AddPracticeInfo: addWith(courseRules),
  EditPracticeInfo: editWith(courseRules),
  PracticeInfo_GetSchoolPageList: async (ctx, { query }) =>
    pageOfList(await schoolOptions(ctx.db, null), query),
};
