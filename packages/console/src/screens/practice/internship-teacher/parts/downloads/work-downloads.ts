import type { TableRow } from '@practice/ui-kit';
import type { ListAction, ListActions } from '../../../../entity-list/index.js';
import { batchDownloadAction } from '../../../../kit/download-action.js';

/*
 * The pages' file buttons (SPEC 7.3 batch downloads): the server packs the chosen rows and answers the
 * packed file's URL, which is then fetched, all under the kit's confirmation and progress dialog.
 */

export const diaryIds = (rows: readonly TableRow[]) => ({
  ids: rows.map((row) => String(row.fInternshipDiaryId)),
});

/** 批量下载 (the diaries' attachments) and 打包下载 (the diaries themselves as text, with attachments). */
export const DIARY_DOWNLOADS: ListActions = {
  BatchDownloadInternshipDiary: batchDownloadAction('BatchDownloadInternshipDiary', {
    need: 'any',
    input: diaryIds,
  }),
  InternshipDiary_PackageInternshipDiary: batchDownloadAction('InternshipDiary_PackageInternshipDiary', {
    need: 'any',
    input: diaryIds,
  }),
};

/** 导出成绩: the selected students' grades, or with none selected the whole course's (the contract's rule). */
export function gradeExportInput(rows: readonly TableRow[], routeQuery: Readonly<Record<string, string>>) {
  const ids = rows.map((row) => String(row.fInternshipStudentId));
  return {
    fInternshipInfoId: String(routeQuery.fInternshipInfoId),
    ...(ids.length > 0 ? { fInternshipStudentIds: ids } : {}),
  };
}

const exportGrades = batchDownloadAction('ExportInternshipStudentGeneralReviewGrade', {
  need: 'none',
  input: gradeExportInput,
});

/** Works with or without a selection: the rows the user ticked, if any, narrow the export. */
export const EXPORT_GRADES: ListAction = {
  need: 'none',
  run: (_rows, ctx) => exportGrades.run(ctx.api.selection.selectedRows, ctx),
};
