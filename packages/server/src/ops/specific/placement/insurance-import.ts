import { IMPORT_MAX_MB } from '@practice/sdk';
import { PlacementReview } from '@practice/sdk/contract';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { headerMatches, type ImportRowError, parseUserImport, uploadLimits } from '../../../files/index.js';
import { badRequest } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onRow } from '../../declared.js';
import { insertRow } from '../../write.js';
import { readSingleFile } from '../system/upload-form.js';
import { importRefused } from '../system/user-import.js';
import { policyDate } from './policy-dates.js';

/*
 * ImportInternshipInsurance: the insurer's list of insured students (学号, 姓名, 保险公司, 保单号, 保险开始日期,
 * 保险结束日期) into one course. Each row is matched by 学号 on the course's roster and must carry the name the
 * roster has. All or nothing: every row is checked and one bad row imports none; the refusal (400, as the
 * user import's) names each bad row in Chinese in its Content. dryRun checks the same and answers what it
 * would write (the dialog's preview). The school imports what the insurer sent, so the policies are recorded
 * as already reviewed, by the importer.
 */

export const POLICY_COLUMNS = ['学号', '姓名', '保险公司', '保单号', '保险开始日期', '保险结束日期'] as const;

interface Policy {
  row: number;
  student: Row;
  cInsurer: string;
  cPolicyNumber: string;
  tStartDate: string;
  tEndDate: string;
}

async function readWorkbook(request: Request, maxMb: number): Promise<string[][]> {
  const limits = uploadLimits({ maxMb: Math.min(maxMb, IMPORT_MAX_MB) });
  const file = await readSingleFile(request, limits, 'file');
  return parseUserImport(new Uint8Array(await file.arrayBuffer()), file.name);
}

/** The course's roster by 学号, and each student's policy numbers already recorded. */
async function rosterOf(q: Queryable, courseId: unknown) {
  const students = await q.query(
    `select "fInternshipStudentId", "fUserId", "cRealName", "cNumber" from "InternshipStudent"
      where "fInternshipInfoId" = $1`,
    [courseId],
  );
  const held = await q.query<{ s: string; p: string }>(
    `select "fInternshipStudentId" as s, "cPolicyNumber" as p from "InternshipInsurance"
      where "fInternshipInfoId" = $1`,
    [courseId],
  );
  const byNumber = new Map<string, Row[]>();
  for (const s of students) {
    const key = String(s.cNumber ?? '').trim();
    byNumber.set(key, [...(byNumber.get(key) ?? []), s]);
  }
  return { byNumber, held: new Set(held.map((h) => `${h.s}\u0000${h.p}`)) };
}

function checkRows(rows: string[][], roster: Awaited<ReturnType<typeof rosterOf>>, errors: ImportRowError[]) {
  const found: Policy[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < rows.length; i += 1) {
    const cells = POLICY_COLUMNS.map((_, c) => (rows[i]?.[c] ?? '').trim());
    if (cells.every((c) => !c)) continue;
    const row = i + 1;
    const fail = (field: string, message: string) => errors.push({ row, field, message });
    const [number, name, insurer, policyNo, startText, endText] = cells as [string, ...string[]];
    const before = errors.length;
    POLICY_COLUMNS.forEach((column, c) => {
      if (!cells[c]) fail(column, `${column}不能为空`);
    });
    if (insurer && insurer.length > 100) fail('保险公司', '保险公司不能超过100个字符');
    if (policyNo && policyNo.length > 50) fail('保单号', '保单号不能超过50个字符');
    const start = startText ? policyDate(startText) : null;
    const end = endText ? policyDate(endText) : null;
    if (startText && !start) fail('保险开始日期', `日期“${startText}”无法识别，请填写如 2026-03-01 的日期`);
    if (endText && !end) fail('保险结束日期', `日期“${endText}”无法识别，请填写如 2026-03-01 的日期`);
    if (start && end && end < start) fail('保险结束日期', '保险结束日期不能早于保险开始日期');
    const [student, ...more] = number ? (roster.byNumber.get(number) ?? []) : [];
    if (number && !student) fail('学号', `该实习课程中没有学号为 ${number} 的学生`);
    else if (more.length) fail('学号', `该实习课程中有多名学生的学号为 ${number}，请先核对实习学生名单`);
    else if (student && name && String(student.cRealName).trim() !== name)
      fail('姓名', `姓名与学号不符（学号 ${number} 为 ${String(student.cRealName)}）`);
    if (student && policyNo) {
      const key = `${String(student.fInternshipStudentId)}\u0000${policyNo}`;
      if (roster.held.has(key)) fail('保单号', `该学生已登记过保单号 ${policyNo}`);
      else if (seen.has(key)) fail('保单号', `与第${seen.get(key)}行重复（同一学生的同一保单号）`);
      else seen.set(key, row);
    }
    if (errors.length > before || !student) continue;
    found.push({
      row,
      student,
      cInsurer: insurer as string,
      cPolicyNumber: policyNo as string,
      tStartDate: start as string,
      tEndDate: end as string,
    });
  }
  return found;
}

export const importPolicies: Handler = onRow({
  target: {
    entity: 'InternshipInfo',
    key: ({ query }) => query.fInternshipInfoId,
    access: 'read',
  },
  work: async (a, { query }, course) => {
    const me = signedIn(a);
    const rows = await readWorkbook(a.request, a.config.uploadMaxMb);
    const header = rows[0] ?? [];
    if (POLICY_COLUMNS.some((column, i) => !headerMatches(header[i], column)))
      throw badRequest(`表头应为“${POLICY_COLUMNS.join('、')}”，请使用导入模板，不要修改表头`);
    // Parsed first, then the course held: two imports of one list run one after the other, and the second
    // finds the first's policies already recorded.
    await a.q.query('select 1 from "InternshipInfo" where "fInternshipInfoId" = $1 for update', [
      course.fInternshipInfoId,
    ]);
    const errors: ImportRowError[] = [];
    const found = checkRows(rows, await rosterOf(a.q, course.fInternshipInfoId), errors);
    // Refused whole: the message names the first rows, the answer's Content every one.
    if (errors.length) return importRefused(errors);
    if (!found.length) throw badRequest('导入文件中没有保单数据，请从第2行开始填写');
    if (query.dryRun) {
      const preview = found.map((p) => ({
        row: p.row,
        cNumber: String(p.student.cNumber),
        cRealName: String(p.student.cRealName),
        cInsurer: p.cInsurer,
        cPolicyNumber: p.cPolicyNumber,
        tStartDate: p.tStartDate,
        tEndDate: p.tEndDate,
      }));
      return { imported: 0, errors: [], preview };
    }
    const t = tableOf('InternshipInsurance');
    const now = nowText();
    for (const p of found) {
      await insertRow(a.q, t, {
        fInternshipInfoId: course.fInternshipInfoId,
        fInternshipStudentId: p.student.fInternshipStudentId,
        fStudentUserId: p.student.fUserId ?? null,
        fSchoolId: course.fSchoolId ?? null,
        cInsurer: p.cInsurer,
        cPolicyNumber: p.cPolicyNumber,
        tStartDate: p.tStartDate,
        tEndDate: p.tEndDate,
        fReviewStatus: PlacementReview.passed,
        cReviewNote: '保险公司名单导入',
        fReviewUserId: me.userId,
        tReviewDate: now,
        tCreateDate: now,
        fCreateUserId: me.userId,
      });
    }
    return { imported: found.length, errors: [] };
  },
});
