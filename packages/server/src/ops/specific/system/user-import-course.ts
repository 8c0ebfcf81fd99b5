import { enums } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import type { ImportedUser, ImportRowError } from '../../../files/index.js';
import { refused } from '../../../http/errors.js';
import { insertRow } from '../../write.js';
import { firstStage } from '../placement/start-rule.js';

/*
 * An import of students may also put them into one internship course (the import dialog's 实习课程): each
 * imported student becomes an InternshipStudent of it in the import's own transaction, so a row refused for
 * the course leaves no account behind either. Only students join; teachers in the same file are imported alone.
 */

export const COURSE_CLOSED = '所选实习课程已结束，不能再加入学生';
export const COURSE_OF_OTHER_SCHOOL = '该用户的学校与所选实习课程的学校不同';
export const NUMBER_NEEDED = '加入实习课程的学生须填写学号';
export const classMissing = (name: string) => `班级「${name}」不在班级管理中，不能加入实习课程`;
export const ALREADY_IN_COURSE = '该手机号的学生已在所选实习课程中';

/**
 * The chosen course, as the caller may see it and locked until the import commits (the import's declaration,
 * user-import.ts), must still be open.
 */
export function refuseClosedCourse(course: Row): void {
  if (course.fInternshipStatus === enums.InternshipStage.finished) throw refused(COURSE_CLOSED);
}

const studentsOf = (users: readonly ImportedUser[]) => users.filter((u) => u.userType === 'student');

/** The course's roster needs of every student row: its school, a number, a class of 班级管理, not yet listed. */
export async function courseRowErrors(
  q: Queryable,
  course: Row,
  users: readonly ImportedUser[],
): Promise<ImportRowError[]> {
  const errors: ImportRowError[] = [];
  const students = studentsOf(users);
  const classes = await classIds(q, course.fSchoolId as string, students);
  const listed = await q.query<{ m: string }>(
    `select regexp_replace("cMobile", '^(\\+86|0086)', '') as m from "InternshipStudent"
      where "fInternshipInfoId" = $1 and regexp_replace("cMobile", '^(\\+86|0086)', '') = any($2)`,
    [course.fInternshipInfoId, students.map((u) => u.cMobile)],
  );
  const taken = new Set(listed.map((r) => r.m));
  for (const u of students) {
    if (u.fSchoolId !== course.fSchoolId) {
      errors.push({ row: u.row, field: '学校识别码', message: COURSE_OF_OTHER_SCHOOL });
      continue;
    }
    if (!u.cNumber) errors.push({ row: u.row, field: '学号/工号', message: NUMBER_NEEDED });
    if (u.cDepartName && !classes.has(u.cDepartName))
      errors.push({ row: u.row, field: '班级名称', message: classMissing(u.cDepartName) });
    if (taken.has(u.cMobile)) errors.push({ row: u.row, field: '手机号', message: ALREADY_IN_COURSE });
  }
  return errors;
}

/** The course roster's classes (Class rows) of the school, by name. */
async function classIds(q: Queryable, schoolId: string, students: readonly ImportedUser[]) {
  const names = [...new Set(students.flatMap((u) => (u.cDepartName ? [u.cDepartName] : [])))];
  const rows = await q.query<{ cClassName: string; fClassId: string }>(
    'select "cClassName", "fClassId" from "Class" where "fSchoolId" = $1 and "cClassName" = any($2)',
    [schoolId, names],
  );
  return new Map(rows.map((r) => [r.cClassName, r.fClassId]));
}

/** Puts the just-created student accounts into the course; answers how many joined. */
export async function enrolImported(
  q: Queryable,
  course: Row,
  created: readonly { user: ImportedUser; fAppUserId: string }[],
  creator: string,
  now: string,
): Promise<number> {
  const students = created.filter((c) => c.user.userType === 'student');
  const classes = await classIds(
    q,
    course.fSchoolId as string,
    students.map((c) => c.user),
  );
  const roster = tableOf('InternshipStudent');
  for (const { user, fAppUserId } of students) {
    await insertRow(q, roster, {
      fInternshipInfoId: course.fInternshipInfoId,
      fUserId: fAppUserId,
      fClassId: classes.get(user.cDepartName ?? '') ?? null,
      cRealName: user.cRealName,
      cNumber: user.cNumber,
      cMobile: user.cMobile,
      // Imported students have no 三方协议 yet, so not 实习阶段 (placement/start-rule.ts).
      fInternshipStatus: firstStage(undefined, course.fInternshipStatus, user.cRealName),
      tCreateDate: now,
      fCreateUserId: creator,
    });
  }
  return students.length;
}
