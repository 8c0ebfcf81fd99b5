import { type EntityDef, entityByName } from '@practice/sdk/contract';
import { type FormField, formFieldsOf } from '../../../entity-list/form-fields.js';
import {
  buildSubmission,
  type FormValues,
  type Submission,
  toFormValues,
} from '../../../entity-list/form-values.js';

/*
 * The common resource form (新增资源, 编辑资源): the contract's typed fields (name, type, theme label,
 * resource label, description) plus the file, which the generic form leaves out because it needs an upload.
 * The file travels as its stored path, with the size the browser read from it.
 */

const found = entityByName.get('CommonResource');
if (!found) throw new Error('no entity CommonResource in the contract');
const RESOURCE: EntityDef = found;
export const resourceEntity = RESOURCE;

/** SPEC §5: one file, at most 100 MB. */
export const RESOURCE_MAX_MB = 100;
export const FILE_KEY = 'cFilePath';
export const SIZE_KEY = 'fFileSize';
/** The theme label: the list's chosen tree node comes to the add page as ?cThemeLabelId=. */
export const LABEL_KEY = 'cThemeLabelId';

/** The size is read from the file, never typed. The school is a choice: staff have only their own, taken
 * for them (a school admin reviews their school's rows only); the platform admin may leave it platform-wide. */
const TYPED_FIELDS: readonly FormField[] = formFieldsOf(RESOURCE, [SIZE_KEY]);

/** The typed fields, then the file as the text of its path (checked as required like any other). */
export const resourceFields: readonly FormField[] = [
  ...TYPED_FIELDS,
  { key: FILE_KEY, label: RESOURCE.fields[FILE_KEY]?.label ?? '资源文件', control: 'text', required: true },
];

/** The form's values: a loaded resource's, or empty (with the label the list was showing); the size as text. */
export function resourceValues(row?: Record<string, unknown>, label = ''): FormValues {
  const size = row?.[SIZE_KEY];
  const values = { ...toFormValues(resourceFields, row), [SIZE_KEY]: size == null ? '' : String(size) };
  return row || !label ? values : { ...values, [LABEL_KEY]: label };
}

/** The Add or Edit body, or what is wrong; a missing file asks for an upload, not for typing. */
export function resourceSubmission(values: FormValues, editing?: Record<string, unknown>): Submission {
  const result = buildSubmission(RESOURCE, resourceFields, values, editing);
  if (!result.ok) {
    if (result.errors[FILE_KEY] && !values[FILE_KEY]?.trim()) result.errors[FILE_KEY] = '请上传资源文件';
    return result;
  }
  const size = Number(values[SIZE_KEY]);
  const body = values[SIZE_KEY] && Number.isFinite(size) ? { ...result.body, [SIZE_KEY]: size } : result.body;
  return { ok: true, body };
}
