import { enums } from '@practice/sdk/contract';
import type { TableRow, TemplateFormItem, TemplateValues } from '@practice/ui-kit';
import { callOperation } from '../../../entity-list/index.js';
import { ALL, loadDiaryForm, templateItems } from '../../../kit/internship/work-data.js';

export interface DiaryForm {
  items: TemplateFormItem[];
  values: TemplateValues;
}

/**
 * A new diary's form: the items of the course batch's diary template. The batch comes with the production
 * link; a page opened without it asks the course.
 */
export async function newDiaryForm(courseId: string, batchId: string | undefined): Promise<DiaryForm> {
  const batch =
    batchId ??
    ((await callOperation('GetInternshipInfoModel', { fInternshipInfoId: courseId })).fTemplateBatchInfoId as
      | string
      | null
      | undefined);
  if (!batch) return { items: [], values: {} };
  const templates = await callOperation('GetTemplateInfoPageList', {
    ...ALL,
    fTemplateBatchInfoId: batch,
    fTemplateType: enums.TemplateType.diary,
  });
  const template = (templates.List as TableRow[])[0];
  return { items: template ? await templateItems(String(template.fTemplateInfoId)) : [], values: {} };
}

/** The form of the diary `row`, or of a new one. */
export const diaryFormOf = (row: TableRow | null, courseId: string, batchId: string | undefined) =>
  row ? loadDiaryForm(row) : newDiaryForm(courseId, batchId);
