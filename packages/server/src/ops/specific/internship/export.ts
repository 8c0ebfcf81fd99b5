import { enums } from '@practice/sdk/contract';
import type * as Sheetjs from 'sheetjs-style';
import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import { refused } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { onRow } from '../../declared.js';
import { requireVisible, selectRows } from '../../rows.js';
import { BATCH_DOWNLOAD_FOLDER, storageOf } from './files.js';
import { courseInBody, T } from './shared.js';

/*
 * ExportInternshipStudentGeneralReviewGrade: the review grades of the selected students (all the caller may
 * see in the course when none are selected) as an .xlsx saved with the batch downloads, answered by its key.
 */

/** A text cell that a spreadsheet could read as a formula gets a leading quote (CSV/formula injection). */
export const safeCell = (v: unknown): string | number => {
  if (typeof v === 'number') return v;
  const text = v == null ? '' : String(v);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

const HEADER_STYLE = {
  font: { bold: true },
  fill: { patternType: 'solid', fgColor: { rgb: 'FFE6F4EA' } },
  alignment: { horizontal: 'center', vertical: 'center' },
};

/** Review templates of the course: its batch's review-type templates, then any others it has reviews on. */
async function reviewTemplates(q: Queryable, course: Row, reviews: readonly Row[]) {
  const used = [...new Set(reviews.map((r) => r.fTemplateInfoId))];
  return q.query(
    `select "fTemplateInfoId", "cTemplateName" from "TemplateInfo"
      where ("fTemplateBatchInfoId" = $1 and "fTemplateType" in (2, 4, 5, 6)) or "fTemplateInfoId" = any($2)
      order by "fSort" nulls last, "fTemplateInfoId"`,
    [course.fTemplateBatchInfoId ?? '', used],
  );
}

async function studentsToExport(q: Queryable, ctx: Parameters<Handler>[0], courseId: string, ids?: string[]) {
  const p = new Params();
  const where = [`t."fInternshipInfoId" = ${p.add(courseId)}`];
  if (ids?.length)
    where.push(
      `t."fInternshipStudentId" = any(${p.add(await requireVisible(q, T.student(), ctx.caller, ids))})`,
    );
  const rows = await selectRows(q, T.student(), ctx.caller, p, {
    where,
    order: 't."cNumber" asc nulls last, t."fInternshipStudentId"',
  });
  if (ids?.length && rows.length !== new Set(ids).size) throw refused('所选学生不属于该实习课程');
  return rows;
}

/** sheetjs-style costs the process about 30 MB once loaded: only a server that exports grades loads it. */
const loadSheetjs = () => import('sheetjs-style');

function workbook(
  XLSX: typeof Sheetjs,
  students: readonly Row[],
  templates: readonly Row[],
  reviews: readonly Row[],
): Uint8Array {
  const header = [
    '学号',
    '姓名',
    '班级',
    '实习单位',
    ...templates.flatMap((t) => [
      `${t.cTemplateName}-评分`,
      `${t.cTemplateName}-等级`,
      `${t.cTemplateName}-状态`,
    ]),
  ];
  const lines = students.map((s) => [
    s.cNumber,
    s.cRealName,
    s.cClassName,
    s.cCompanyName,
    ...templates.flatMap((t) => {
      const r = reviews.find(
        (x) => x.fInternshipStudentId === s.fInternshipStudentId && x.fTemplateInfoId === t.fTemplateInfoId,
      );
      return [
        r?.fScore ?? '',
        r?.fGrade != null ? enums.ScoreGrade.labelOf(r.fGrade) : '',
        enums.OverallEvaluationStatus.labelOf(r?.fStatus ?? 0),
      ];
    }),
  ]);
  const sheet = XLSX.utils.aoa_to_sheet([header, ...lines].map((row) => row.map(safeCell)));
  header.forEach((_, c) => {
    const cell = sheet[XLSX.utils.encode_cell({ r: 0, c })] as Sheetjs.CellObject | undefined;
    if (cell) Object.assign(cell, { s: HEADER_STYLE });
  });
  sheet['!cols'] = header.map((h, i) => ({ wch: i < 4 ? 16 : Math.max(10, h.length * 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '总体评价成绩');
  const bytes: Buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const exportGrades = onRow({
  target: { ...courseInBody, access: 'read' },
  work: async (a, { body }, course) => {
    const input = body as { fInternshipStudentIds?: string[] };
    const courseId = String(course.fInternshipInfoId);
    const students = await studentsToExport(a.q, a, courseId, input.fInternshipStudentIds);
    const p = new Params();
    const reviews = await selectRows(a.q, tableOf('InternshipStudentGeneralReview'), a.caller, p, {
      where: [`t."fInternshipStudentId" = any(${p.add(students.map((s) => s.fInternshipStudentId))})`],
    });
    const templates = await reviewTemplates(a.q, course, reviews);
    const saved = await storageOf(a).save({
      data: workbook(await loadSheetjs(), students, templates, reviews),
      originalName: `${course.cInternshipName ?? '实习课程'}_总体评价成绩.xlsx`,
      folder: BATCH_DOWNLOAD_FOLDER,
      schoolName: (course.cSchoolName as string | null) ?? null,
    });
    return saved.path;
  },
});

export const exportHandlers: Record<string, Handler> = {
  ExportInternshipStudentGeneralReviewGrade: exportGrades,
};
