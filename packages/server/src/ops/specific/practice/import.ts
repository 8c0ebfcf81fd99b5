import { IMPORT_MAX_MB } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import {
  headerMatches,
  type ImportRowError,
  importErrorMessage,
  parseUserImport,
  uploadLimits,
} from '../../../files/index.js';
import { badRequest, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onRow } from '../../declared.js';
import { readSingleFile } from '../system/upload-form.js';
import { isOpenTo } from './practice.js';
import { courses, recountSeats, requireSeats, selections } from './seats.js';
import { insertOwn, lockRow } from './shared.js';

/*
 * ImportPracticeStudentList: a class list in a workbook of three columns (学号, 姓名, and 学校识别码 when the
 * student is not of the course's school). All or nothing: every row is checked, and a single bad row means no
 * row is imported; the refusal lists the rows, as the user import does (SPEC §8 "Import"). A dry run makes
 * the same checks and answers the students it would add (the dialog's preview), writing nothing.
 */
export const PRACTICE_IMPORT_COLUMNS = ['学号', '姓名', '学校识别码'] as const;

interface Candidate {
  row: number;
  number: string;
  name: string;
  schoolName: string | null;
  userId: string;
  schoolId: string | null;
  classId: string | null;
}

/** The workbook, read like the user import's: refused past the import limit while it arrives, not after. */
async function readWorkbook(request: Request, maxMb: number): Promise<string[][]> {
  const limits = uploadLimits({ maxMb: Math.min(maxMb, IMPORT_MAX_MB) });
  const file = await readSingleFile(request, limits, 'file');
  return parseUserImport(new Uint8Array(await file.arrayBuffer()), file.name);
}

/** Students of one school by number, with the number's account, its name and class. */
async function findStudent(
  q: Queryable,
  number: string,
  schoolCode: string,
  courseSchool: unknown,
): Promise<Row[]> {
  return q.query(
    `select u."fAppUserId", u."cRealName", coalesce(s."fSchoolId", u."fSchoolId") as "fSchoolId", s."fClassId",
            (select k."cSchoolName" from "School" k where k."fSchoolId" = coalesce(s."fSchoolId", u."fSchoolId"))
              as "cSchoolName"
       from "AppUser" u
       left join "Student" s on s."fUserId" = u."fAppUserId"
      where u."cNumber" = $1
        and coalesce(s."fSchoolId", u."fSchoolId") = ${
          schoolCode ? '(select "fSchoolId" from "School" where "cSchoolCode" = $2 limit 1)' : '$2::text'
        }
        and exists (select 1 from app_role_user ru join "AppRole" r on r."fAppRoleId" = ru.role_id
                     where ru.user_id = u."fAppUserId" and r."cRoleCode" = 'student')`,
    [number, schoolCode || courseSchool],
  );
}

async function checkRows(q: Queryable, rows: string[][], course: Row, errors: ImportRowError[]) {
  const found: Candidate[] = [];
  const seen = new Map<string, number>();
  const fail = (row: number, message: string) => errors.push({ row, field: '', message });
  for (let i = 1; i < rows.length; i += 1) {
    const [number = '', name = '', schoolCode = ''] = (rows[i] ?? []).map((c) => c.trim());
    if (!number && !name && !schoolCode) continue;
    const row = i + 1;
    if (!number || !name) {
      fail(row, number ? '姓名不能为空' : '学号不能为空');
      continue;
    }
    const [student, ...more] = await findStudent(q, number, schoolCode, course.fSchoolId);
    if (!student)
      fail(row, `未找到学号为 ${number} 的学生${schoolCode ? '' : '（非本校学生请填写学校识别码）'}`);
    else if (more.length) fail(row, `学号 ${number} 对应多名学生，请填写学校识别码`);
    else if (student.cRealName !== name)
      fail(row, `姓名与学号不符（学号 ${number} 为 ${String(student.cRealName)}）`);
    else if (!isOpenTo(course, student.fSchoolId as string | null))
      fail(row, '该学生所在的学校不在课程开放范围内');
    else if (seen.has(student.fAppUserId as string))
      fail(row, `与第${seen.get(student.fAppUserId as string)}行重复`);
    else {
      const userId = student.fAppUserId as string;
      seen.set(userId, row);
      const already = await q.query(
        'select 1 from "PracticeStudent" where "cPracticeInfoId" = $1 and "fStudentUserId" = $2',
        [course.cPracticeInfoId, userId],
      );
      if (already.length) fail(row, '该学生已在课程名单中');
      else
        found.push({
          row,
          number,
          name,
          schoolName: (student.cSchoolName as string | null) ?? null,
          userId,
          schoolId: student.fSchoolId as string | null,
          classId: student.fClassId as string | null,
        });
    }
  }
  return found;
}

export const importStudents: Handler = onRow({
  target: { entity: 'PracticeInfo', key: ({ query }) => query.cPracticeInfoId, access: 'read' },
  work: async (ctx, { query }, target) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const courseId = String(target.cPracticeInfoId);
    // The workbook is parsed before the course is locked: a slow parse must not hold the course's lock.
    const rows = await readWorkbook(ctx.request, ctx.config.uploadMaxMb);
    const header = rows[0] ?? [];
    if (!headerMatches(header[0], '学号') || !headerMatches(header[1], '姓名')) {
      throw badRequest('表头应为"学号、姓名、学校识别码", 请使用导入模板, 不要修改表头');
    }
    const course = await lockRow(q, courses, courseId);
    if (course.fPracticeStatus === enums.PracticeStatus.ended) throw refused('该课程已结束，不能导入学生');
    const errors: ImportRowError[] = [];
    const found = await checkRows(q, rows, course, errors);
    if (errors.length) throw badRequest(importErrorMessage(errors));
    if (!found.length) throw badRequest('导入文件中没有学生数据, 请从第2行开始填写');
    await requireSeats(q, course, found.length);
    if (query.dryRun) {
      const preview = found.map((c) => ({
        row: c.row,
        cNumber: c.number,
        cRealName: c.name,
        cSchoolName: c.schoolName,
      }));
      return { imported: 0, errors: [], preview };
    }
    for (const c of found) {
      await insertOwn(q, selections, me, {
        cPracticeInfoId: courseId,
        fStudentUserId: c.userId,
        fSchoolId: c.schoolId,
        fClassId: c.classId,
        fRegistrationStatus: enums.RegistrationStatus.registered,
        // Staff chose these students, as with AddPracticeStudent: the list is the approval.
        fStatus: enums.ReviewStatus.passed,
      });
    }
    await recountSeats(q, [courseId]);
    return { imported: found.length, errors: [] };
  },
});
