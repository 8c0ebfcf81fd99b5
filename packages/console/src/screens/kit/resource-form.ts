import { type EntityDef, entityByName } from '@practice/sdk/contract';
import type { FormField } from '../entity-list/form-fields.js';
import { type FormValues, type Submission, toFormValues } from '../entity-list/form-values.js';
import { asGenericField, type EditPageField, editPageFields } from '../org/edit-page-fields.js';
import { editPageSubmission } from '../org/edit-page-values.js';

/*
 * The common resource form (新增资源, 编辑资源): the contract's typed fields (name, type, theme label,
 * resource label, description) plus the file, which the generic form leaves out because it needs an upload.
 * The file travels as its stored path, with the size the browser read from it.
 */

/** The libraries of shared files (sharedFileFields in the contract): the common and the cloud library. */
export type ResourceEntity = 'CommonResource' | 'CloudResource';

/** SPEC §5: one file, at most 100 MB. */
export const RESOURCE_MAX_MB = 100;
export const FILE_KEY = 'cFilePath';
export const SIZE_KEY = 'fFileSize';
/** The theme label: the list's chosen tree node comes to the add page as ?cThemeLabelId=. */
export const LABEL_KEY = 'cThemeLabelId';

/**
 * One library's form. The size is read from the file, never typed. The school is a choice: staff have only
 * their own, taken for them (a school admin reviews their school's rows only); the platform admin may leave
 * it platform-wide. An image (the cloud library's cover) is an upload like the detail pages' logo.
 */
export function resourceFormOf(name: ResourceEntity) {
  const entity: EntityDef | undefined = entityByName.get(name);
  if (!entity) throw new Error(`no entity ${name} in the contract`);
  const typed = editPageFields(entity).filter((f) => f.key !== SIZE_KEY && f.key !== FILE_KEY);
  /** The typed fields, then the file as the text of its path (checked as required like any other). */
  const fields: readonly EditPageField[] = [
    ...typed,
    { key: FILE_KEY, label: entity.fields[FILE_KEY]?.label ?? '资源文件', control: 'text', required: true },
  ];
  const generic: readonly FormField[] = fields.map(asGenericField);
  return {
    entity,
    fields,
    /** The form's values: a loaded resource's, or empty (with the label the list was showing); size as text. */
    values(row?: Record<string, unknown>, label = ''): FormValues {
      const size = row?.[SIZE_KEY];
      const values = { ...toFormValues(generic, row), [SIZE_KEY]: size == null ? '' : String(size) };
      return row || !label || !entity.fields[LABEL_KEY] ? values : { ...values, [LABEL_KEY]: label };
    },
    /** The Add or Edit body, or what is wrong; a missing file asks for an upload, not for typing. */
    submission(values: FormValues, editing?: Record<string, unknown>): Submission {
      const result = editPageSubmission(entity, fields, values, editing);
      if (!result.ok) {
        if (result.errors[FILE_KEY] && !values[FILE_KEY]?.trim()) result.errors[FILE_KEY] = '请上传资源文件';
        return result;
      }
      const size = Number(values[SIZE_KEY]);
      const body =
        values[SIZE_KEY] && Number.isFinite(size) ? { ...result.body, [SIZE_KEY]: size } : result.body;
      return { ok: true, body };
    },
  };
}

const COMMON = resourceFormOf('CommonResource');
export const resourceEntity = COMMON.entity;
export const resourceFields: readonly FormField[] = COMMON.fields.map(asGenericField);
export const resourceValues = COMMON.values;
export const resourceSubmission = COMMON.submission;
