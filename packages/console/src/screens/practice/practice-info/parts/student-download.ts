import type { TableRow } from '@practice/ui-kit';
import { batchDownloadAction } from '../../../kit/index.js';

/** The selected selections' ids, each once (a row without one is left out rather than sent empty). */
export const selectionIds = (rows: readonly TableRow[]): string[] => [
  ...new Set(rows.map((r) => String(r.cPracticeStudentId ?? '')).filter(Boolean)),
];

/** 批量下载: every task file the selected students handed in, a folder per student (SPEC §7.3). */
export const STUDENT_DOWNLOAD = {
  BatchDownloadPracticeStudent: batchDownloadAction('BatchDownloadPracticeStudent', {
    need: 'any',
    input: (rows) => ({ ids: selectionIds(rows) }),
  }),
};
