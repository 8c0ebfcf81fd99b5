import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import type { ZipRecord, ZipSourceFile } from '../../../files/index.js';
import { refused } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { type ManyTargets, onRow, onRows } from '../../declared.js';
import { requireVisible, selectRows } from '../../rows.js';
import { FILE_KINDS, filePathsOf, labelled, schoolNameOfCourse, zipAnswer } from './files.js';
import { courseInBody, idsOf, rowsByKeys, T } from './shared.js';

/*
 * Batch downloads (SPEC §7.3): the selected rows must all be ones the caller may see (else nothing is
 * packed), and only their own files go in. Files that are gone are listed in the zip, not fatal.
 */

/** File values of the template items of some records (diaries or materials), by record id, in form order. */
export async function itemFiles(
  q: Queryable,
  itemEntity: string,
  parentKey: string,
  parentIds: readonly unknown[],
) {
  const rows = await q.query(
    `select i."${parentKey}" as parent, i."cContent" as value from "${itemEntity}" i
      where i."${parentKey}" = any($1) and i."fFontType" = any($2) order by i."fSort" nulls last, 1`,
    [parentIds, [...FILE_KINDS]],
  );
  const byParent = new Map<unknown, string[]>();
  for (const r of rows) byParent.set(r.parent, [...(byParent.get(r.parent) ?? []), ...filePathsOf(r.value)]);
  return byParent;
}

export const diaryLabel = (d: Row) => `实习日志_第${d.fWeek ?? '-'}周_`;

/**
 * The selected diaries, all visible to the caller (in write scope, as ever), with their students' names; in
 * the order they were written, which is the order of the zip.
 */
export const selectedDiaries: ManyTargets = { entity: 'InternshipDiary', keys: idsOf, access: 'write' };

export const inCreationOrder = (q: Queryable, diaries: readonly Row[]) =>
  rowsByKeys(
    q,
    tableOf('InternshipDiary'),
    null,
    diaries.map((d) => d.fInternshipDiaryId),
  );

export const diaryFolder = (d: Row) =>
  `${d.cRealName ?? '学生'}_${String(d.tDiaryDate ?? '').slice(0, 10)}_${d.cDiaryName ?? ''}`;

const batchDownloadDiaries = onRows({
  target: selectedDiaries,
  work: async (a, _input, selected) => {
    const diaries = await inCreationOrder(a.q, selected);
    const files = await itemFiles(
      a.q,
      'InternshipDiaryItem',
      'fInternshipDiaryId',
      diaries.map((d) => d.fInternshipDiaryId),
    );
    const records: ZipRecord[] = diaries.map((d) => ({
      folder: diaryFolder(d),
      files: (files.get(d.fInternshipDiaryId) ?? []).map((p) => labelled(diaryLabel(d), p)),
    }));
    return zipAnswer(
      a,
      records,
      '实习日志附件.zip',
      await schoolNameOfCourse(a.q, diaries[0]?.fInternshipInfoId),
    );
  },
});

async function filesOfRecords(
  q: Queryable,
  caller: Caller | null,
  entity: string,
  studentIds: readonly unknown[],
) {
  const p = new Params();
  return selectRows(q, tableOf(entity), caller, p, {
    where: [`t."fInternshipStudentId" = any(${p.add(studentIds)})`],
  });
}

/** Everything a student handed in for the course: materials, and with fDownloadType 1 diaries, summaries, interviews. */
async function studentFiles(
  q: Queryable,
  caller: Caller | null,
  studentIds: readonly unknown[],
  all: boolean,
) {
  const out = new Map<unknown, ZipSourceFile[]>();
  const add = (sid: unknown, list: ZipSourceFile[]) => out.set(sid, [...(out.get(sid) ?? []), ...list]);
  const materials = await filesOfRecords(q, caller, 'InternshipStudentMaterial', studentIds);
  const materialFiles = await itemFiles(
    q,
    'InternshipStudentMaterialItem',
    'fInternshipStudentMaterialId',
    materials.map((m) => m.fInternshipStudentMaterialId),
  );
  for (const m of materials) {
    add(
      m.fInternshipStudentId,
      (materialFiles.get(m.fInternshipStudentMaterialId) ?? []).map((p) => labelled('实习材料_', p)),
    );
  }
  if (!all) return out;
  const diaries = await filesOfRecords(q, caller, 'InternshipDiary', studentIds);
  const diaryFiles = await itemFiles(
    q,
    'InternshipDiaryItem',
    'fInternshipDiaryId',
    diaries.map((d) => d.fInternshipDiaryId),
  );
  for (const d of diaries)
    add(
      d.fInternshipStudentId,
      (diaryFiles.get(d.fInternshipDiaryId) ?? []).map((p) => labelled(diaryLabel(d), p)),
    );
  for (const [entity, prefix] of [
    ['InternshipSummary', '实习总结_'],
    ['InternshipInterview', '访谈记录_'],
  ] as const) {
    for (const r of await filesOfRecords(q, caller, entity, studentIds)) {
      add(
        r.fInternshipStudentId,
        filePathsOf(r.cFilePath).map((p) => labelled(prefix, p)),
      );
    }
  }
  return out;
}

/**
 * The files of the selected students of a course: the course is loaded first, then every student is checked
 * (in write scope, as ever) and must be of that course.
 */
const batchDownloadStudents = onRow({
  target: { ...courseInBody, access: 'read' },
  work: async (a, { body }, course) => {
    const input = body as { fInternshipStudentIds: string[]; fDownloadType: 1 | 2 };
    const keys = await requireVisible(a.q, T.student(), a.caller, input.fInternshipStudentIds);
    const students = await rowsByKeys(a.q, T.student(), null, keys);
    if (students.some((s) => s.fInternshipInfoId !== course.fInternshipInfoId))
      throw refused('所选学生不属于该实习课程');
    const files = await studentFiles(a.q, a.caller, keys, input.fDownloadType !== 2);
    const records = students.map((s) => ({
      folder: `${s.cNumber ?? ''}_${s.cRealName ?? ''}`,
      files: files.get(s.fInternshipStudentId) ?? [],
    }));
    const what = input.fDownloadType === 2 ? '实习材料' : '实习资料';
    return zipAnswer(
      a,
      records,
      `${course.cInternshipName ?? '实习课程'}_${what}.zip`,
      String(course.cSchoolName ?? '') || null,
    );
  },
});

/** Counted atomically in the statement itself, so parallel downloads never lose a count. */
const countReferenceDownload = onRow({
  target: {
    entity: 'InternshipReference',
    key: ({ body }) => (body as { fInternshipReferenceId: string }).fInternshipReferenceId,
    access: 'read',
  },
  work: async ({ q }, _input, reference) => {
    await q.query(
      `update "InternshipReference" set "fDownloadCount" = coalesce("fDownloadCount", 0) + 1 where "fInternshipReferenceId" = $1`,
      [reference.fInternshipReferenceId],
    );
    return null;
  },
});

export const downloadHandlers: Record<string, Handler> = {
  BatchDownloadInternshipDiary: batchDownloadDiaries,
  BatchDownloadInternshipStudent: batchDownloadStudents,
  InternshipReference_UpdateDownloadCount: countReferenceDownload,
};
