import type { TableRow, TemplateFormItem } from '@practice/ui-kit';
import { callOperation } from '../../entity-list/index.js';
import { type DiaryLine, diaryForm } from './diary.js';

/*
 * The reads the review pages make besides their lists: a template's items, a diary's lines, a record by id.
 * Every row any of them returns is already scoped by the server to what the caller may see.
 */

/** pageNumber -1: every row (SPEC 9), for lists that fill a form or a dialog rather than a table. */
export const ALL = { pageNumber: -1, pageSize: 10 } as const;

type ItemRow = {
  fTemplateItemId: string;
  cTemplateItemName?: string | null;
  cTip?: string | null;
  fFontType?: number | null;
  fSort?: number | null;
  cFilePath?: string | null;
  cContent?: string | null;
  fIsRequired?: number | null;
};

export const toFormItem = (row: ItemRow): TemplateFormItem => ({
  fTemplateItemId: row.fTemplateItemId,
  cTemplateItemName: row.cTemplateItemName ?? '',
  cTip: row.cTip ?? null,
  fFontType: row.fFontType ?? 1,
  fSort: row.fSort ?? null,
  cFilePath: row.cFilePath ?? null,
  cContent: row.cContent ?? null,
  fIsRequired: row.fIsRequired ?? null,
});

/** A template's items in their order (TemplateItem_GetTemplateItemPageList, SPEC 7.3). */
export async function templateItems(fTemplateInfoId: string): Promise<TemplateFormItem[]> {
  const page = await callOperation('TemplateItem_GetTemplateItemPageList', { ...ALL, fTemplateInfoId });
  return (page.List as ItemRow[]).map(toFormItem);
}

/** A diary as its template form with the student's values. */
export async function loadDiaryForm(diary: TableRow) {
  const templateId = diary.fTemplateInfoId ? String(diary.fTemplateInfoId) : null;
  const [template, lines] = await Promise.all([
    templateId ? templateItems(templateId) : Promise.resolve([]),
    callOperation('GetInternshipDiaryItemPageList', {
      ...ALL,
      fInternshipDiaryId: String(diary.fInternshipDiaryId),
    }),
  ]);
  return diaryForm(template, lines.List as DiaryLine[]);
}

/** One record by its key (Get{E}Model). */
export const recordOf = (entity: string, key: string, id: string) =>
  callOperation(`Get${entity}Model`, { [key]: id }) as Promise<TableRow>;
