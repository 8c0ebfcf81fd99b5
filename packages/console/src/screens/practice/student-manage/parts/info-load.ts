import { enums } from '@practice/sdk/contract';
import type { TableRow, TemplateValues } from '@practice/ui-kit';
import { useLoaded } from '../../../../data/use-loaded.js';
import { callOperation } from '../../../entity-list/index.js';
import { ALL, templateItems } from '../../../kit/internship/work-data.js';
import { type InfoSheet, type InfoTemplate, itemWrites, MATERIAL_KEY, sheetsOf } from './info-sheets.js';

/*
 * The reads and writes of 实习信息. Every list is the server's scoped one: a student sees only their own
 * materials, and the course's templates through its batch.
 */

type Scope = Readonly<Record<string, string>>;

export interface InfoPage {
  sheets: InfoSheet[];
  courseFinished: boolean;
}

const asTemplate = async (id: string, name: string): Promise<InfoTemplate> => ({
  fTemplateInfoId: id,
  cTemplateName: name,
  items: await templateItems(id),
});

/**
 * The course's 实习信息 templates in their order, then any template the student handed a material in for
 * that the batch no longer lists as such (what they handed in stays visible).
 */
export async function loadInfoPage(scope: Scope): Promise<InfoPage> {
  const { fInternshipInfoId = '', fInternshipStudentId = '' } = scope;
  const course = await callOperation('GetInternshipInfoModel', { fInternshipInfoId });
  const batch = course.fTemplateBatchInfoId;
  const [templates, materials] = await Promise.all([
    batch
      ? callOperation('GetTemplateInfoPageList', { ...ALL, fTemplateBatchInfoId: batch })
      : Promise.resolve({ List: [] as TableRow[] }),
    callOperation('GetInternshipStudentMaterialPageList', {
      ...ALL,
      fInternshipInfoId,
      fInternshipStudentId,
    }),
  ]);
  const info = (templates.List as TableRow[])
    .filter((t) => Number(t.fTemplateType) === enums.TemplateType.internshipInfo)
    .map((t) => [String(t.fTemplateInfoId), String(t.cTemplateName ?? '')] as const);
  const known = new Set(info.map(([id]) => id));
  const extra = (materials.List as TableRow[])
    .filter((m) => !known.has(String(m.fTemplateInfoId)))
    .map((m) => [String(m.fTemplateInfoId), String(m.cTemplateName ?? '实习材料')] as const);
  const [loadedTemplates, loadedMaterials] = await Promise.all([
    Promise.all([...new Map([...info, ...extra]).entries()].map(([id, name]) => asTemplate(id, name))),
    Promise.all(
      (materials.List as TableRow[]).map(async (material) => ({
        material,
        values: (
          await callOperation('GetInternshipStudentMaterialItemPageList', {
            ...ALL,
            [MATERIAL_KEY]: String(material[MATERIAL_KEY]),
          })
        ).List as TableRow[],
      })),
    ),
  ]);
  return {
    sheets: sheetsOf(loadedTemplates, loadedMaterials),
    courseFinished: Number(course.fInternshipStatus) === enums.InternshipStage.finished,
  };
}

/**
 * Saves the form and submits the material (SPEC §4: the student's save makes it 未审核 again). A new
 * material is created as a draft (0 未提交) first, so that a failure half-way leaves a draft the student
 * can finish with 修改 rather than a submitted material with items missing. Items go one by one: any
 * refusal is the SDK's toast and stops the rest.
 */
export async function submitSheet(sheet: InfoSheet, scope: Scope, values: TemplateValues): Promise<void> {
  const id = sheet.material
    ? String(sheet.material[MATERIAL_KEY])
    : String(
        (
          await callOperation('AddInternshipStudentMaterial', {
            fInternshipInfoId: scope.fInternshipInfoId,
            fInternshipStudentId: scope.fInternshipStudentId,
            fTemplateInfoId: sheet.template.fTemplateInfoId,
            fStatus: enums.MaterialStatus.notSubmitted,
          } as never)
        )[MATERIAL_KEY],
      );
  for (const write of itemWrites(sheet, values)) {
    if (write.kind === 'add') {
      await callOperation('AddInternshipStudentMaterialItem', {
        [MATERIAL_KEY]: id,
        fTemplateItemId: write.fTemplateItemId,
        cContent: write.cContent,
      } as never);
    } else {
      await callOperation('EditInternshipStudentMaterialItem', {
        fInternshipStudentMaterialItemId: write.id,
        cContent: write.cContent,
      } as never);
    }
  }
  await callOperation('EditInternshipStudentMaterial', {
    [MATERIAL_KEY]: id,
    fStatus: enums.MaterialStatus.pending,
  } as never);
}

/** The page's data (null while loading, 'failed' when a read failed), read again after a save. */
export function useInfoPage(scope: Scope, ready: boolean) {
  const key = ready ? `info page ${scope.fInternshipInfoId}|${scope.fInternshipStudentId}` : null;
  const loaded = useLoaded(key, () => loadInfoPage(scope), { keepLast: true });
  const page: InfoPage | 'failed' | null = loaded.status === 'failed' ? 'failed' : (loaded.value ?? null);
  return { page };
}
