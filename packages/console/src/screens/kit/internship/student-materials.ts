import { ALL_PAGE_SIZE } from '@practice/sdk';
import type { TableRow, TemplateFormItem } from '@practice/ui-kit';
import { useLoaded } from '../../../data/use-loaded.js';
import { callOperation } from '../../entity-list/index.js';

/*
 * One student's materials in a course, each with its template's items and the values the student filled in
 * (InternshipStudentMaterialItem rows: one per item, each reviewed on its own, SPEC §4). Items rows carry no
 * student, so they are read per material of the student.
 */

/** An item of the form and the student's row for it (null: not filled in). */
export interface MaterialEntry {
  item: TemplateFormItem;
  row: TableRow | null;
}

export interface StudentMaterial {
  material: TableRow;
  entries: MaterialEntry[];
}

const itemOfRow = (row: TableRow): TemplateFormItem => ({
  fTemplateItemId: String(row.fTemplateItemId ?? ''),
  cTemplateItemName: String(row.cTemplateItemName ?? ''),
  fFontType: Number(row.fFontType ?? 1),
  fSort: row.fSort == null ? null : Number(row.fSort),
});

/**
 * The template's items in form order, each with the student's row; a row whose item the template no longer
 * has is still shown (it was handed in), after the others.
 */
export function entriesOf(items: readonly TemplateFormItem[], rows: readonly TableRow[]): MaterialEntry[] {
  const byItem = new Map(rows.map((r) => [String(r.fTemplateItemId ?? ''), r]));
  const sorted = [...items].sort(
    (a, b) => (a.fSort ?? Number.POSITIVE_INFINITY) - (b.fSort ?? Number.POSITIVE_INFINITY),
  );
  const known = new Set(sorted.map((i) => i.fTemplateItemId));
  return [
    ...sorted.map((item) => ({ item, row: byItem.get(item.fTemplateItemId) ?? null })),
    ...rows
      .filter((r) => !known.has(String(r.fTemplateItemId ?? '')))
      .map((row) => ({ item: itemOfRow(row), row })),
  ];
}

const everything = { pageNumber: 1, pageSize: ALL_PAGE_SIZE };

async function loadMaterial(material: TableRow): Promise<StudentMaterial> {
  const [template, values] = await Promise.all([
    callOperation('TemplateItem_GetTemplateItemPageList', {
      fTemplateInfoId: String(material.fTemplateInfoId),
    }),
    callOperation('GetInternshipStudentMaterialItemPageList', {
      ...everything,
      fInternshipStudentMaterialId: String(material.fInternshipStudentMaterialId),
    }),
  ]);
  return {
    material,
    entries: entriesOf(template.List as TemplateFormItem[], values.List as TableRow[]),
  };
}

export async function loadStudentMaterials(
  scope: Readonly<Record<string, string>>,
): Promise<StudentMaterial[]> {
  const page = await callOperation('GetInternshipStudentMaterialPageList', {
    ...everything,
    fInternshipInfoId: scope.fInternshipInfoId,
    fInternshipStudentId: scope.fInternshipStudentId,
  });
  return Promise.all((page.List as TableRow[]).map(loadMaterial));
}

/** The materials (null while loading), read again after a write to them (a review of an item). */
export function useStudentMaterials(scope: Readonly<Record<string, string>>, ready: boolean) {
  const key = ready ? `materials ${scope.fInternshipInfoId}|${scope.fInternshipStudentId}` : null;
  const loaded = useLoaded(key, () => loadStudentMaterials(scope));
  const materials = loaded.status === 'failed' ? [] : (loaded.value ?? null);
  return { materials };
}
