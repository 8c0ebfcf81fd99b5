import { enums } from '@practice/sdk/contract';
import type { TableRow, TemplateFormItem, TemplateValues } from '@practice/ui-kit';
import {
  entriesOf,
  type MaterialEntry,
  type StudentMaterial,
} from '../../../kit/internship/student-materials.js';

/*
 * The student's 实习信息 (SPEC 2.3 info-student): one sheet per 实习信息 template of the course's batch,
 * each with the student's material for it (or none yet). What may still be changed follows the review
 * (SPEC §4): a closed course and a passed material are read-only; inside a material, each item passed (2)
 * is kept, the others (unreviewed 1, rejected 3, not filled) are the student's to change and resubmit.
 */

export const MATERIAL_KEY = 'fInternshipStudentMaterialId';

export interface InfoTemplate {
  fTemplateInfoId: string;
  cTemplateName: string;
  items: TemplateFormItem[];
}

export interface InfoSheet {
  template: InfoTemplate;
  /** The student's material for the template; null: not filled in yet. */
  material: TableRow | null;
  /** The material as the teacher's card shows it (an unfilled one as 未提交 with every item empty). */
  view: StudentMaterial;
}

export interface LoadedMaterial {
  material: TableRow;
  values: TableRow[];
}

/**
 * The templates in order, each with the student's material for it. Materials come newest first (the
 * entity's default sort), so a template given twice shows its latest material.
 */
export function sheetsOf(
  templates: readonly InfoTemplate[],
  materials: readonly LoadedMaterial[],
): InfoSheet[] {
  return templates.map((template) => {
    const found = materials.find((m) => String(m.material.fTemplateInfoId) === template.fTemplateInfoId);
    const material = found?.material ?? null;
    return {
      template,
      material,
      view: {
        material: material ?? {
          cTemplateName: template.cTemplateName,
          fStatus: enums.MaterialStatus.notSubmitted,
        },
        entries: entriesOf(template.items, found?.values ?? []),
      },
    };
  });
}

/** Why a sheet cannot be changed, or null when the student may fill it in or change it. */
export function sheetLock(sheet: InfoSheet, courseFinished: boolean): string | null {
  if (courseFinished) return '该实习课程已结束，实习信息只能查看';
  if (Number(sheet.material?.fStatus) === enums.MaterialStatus.passed) return '材料已审核通过，不能再修改';
  return null;
}

const passed = (entry: MaterialEntry) => Number(entry.row?.fStatus) === enums.MaterialStatus.passed;

/**
 * The form of a sheet: the items the student may change (the template's, in its order) and the passed
 * ones, shown read-only. An item the template has dropped is neither: the server would refuse it.
 */
export function formOf(sheet: InfoSheet) {
  const known = new Set(sheet.template.items.map((i) => i.fTemplateItemId));
  const entries = sheet.view.entries.filter((e) => known.has(e.item.fTemplateItemId));
  const editable = entries.filter((e) => !passed(e));
  return {
    editable: editable.map((e) => e.item),
    kept: entries.filter(passed),
    values: Object.fromEntries(
      editable.filter((e) => e.row).map((e) => [e.item.fTemplateItemId, String(e.row?.cContent ?? '')]),
    ) as TemplateValues,
    rejected: editable
      .filter((e) => Number(e.row?.fStatus) === enums.MaterialStatus.failed)
      .map((e) => e.item.cTemplateItemName),
  };
}

export type ItemWrite =
  | { kind: 'add'; fTemplateItemId: string; cContent: string }
  | { kind: 'edit'; id: string; cContent: string };

/**
 * What saving the form writes: a new value for an item not filled in yet (an empty optional one is left
 * out), a changed value, and every rejected item again, changed or not, so that the tutor sees it
 * resubmitted (the server marks each written item 未审核). An unchanged unreviewed item is left alone.
 */
export function itemWrites(sheet: InfoSheet, values: TemplateValues): ItemWrite[] {
  const { editable } = formOf(sheet);
  const rows = new Map(sheet.view.entries.map((e) => [e.item.fTemplateItemId, e.row]));
  return editable.flatMap((item): ItemWrite[] => {
    const cContent = values[item.fTemplateItemId] ?? '';
    const row = rows.get(item.fTemplateItemId);
    if (!row)
      return cContent === '' ? [] : [{ kind: 'add', fTemplateItemId: item.fTemplateItemId, cContent }];
    const changed = cContent !== String(row.cContent ?? '');
    return changed || Number(row.fStatus) === enums.MaterialStatus.failed
      ? [{ kind: 'edit', id: String(row.fInternshipStudentMaterialItemId), cContent }]
      : [];
  });
}
