import { parseLocation } from '../map-picker/index.js';
import { formKeyOf } from './form-keys.js';
import { InputKind, isRequiredItem, type TemplateFormItem } from './template-item.js';

/** Key of the review grade in the values (the general review's fGrade column). */
export const GRADE_KEY = 'fGrade';
export const GRADE_LABEL = '评价等级';
export const GRADE_REQUIRED = '请选择评价等级';
export const LOCATION_FORMAT = '位置格式应为: 地点,纬度,经度';

export function requiredMessage(item: TemplateFormItem): string {
  const name = item.cTemplateItemName;
  switch (item.fFontType) {
    case InputKind.image:
    case InputKind.file:
      return `请上传${name}`;
    case InputKind.dateTime:
    case InputKind.location:
    case InputKind.dropdown:
      return `请选择${name}`;
    default:
      return `请输入${name}`;
  }
}

export interface TemplateValidation {
  /** The form values with every text trimmed (still under form keys). */
  values: Record<string, string>;
  /** Messages by form key; empty when the form may be submitted. */
  errors: Record<string, string>;
}

/**
 * SPEC §5: text values are trimmed, then required items and the grade (when asked for) are checked. A draft
 * may leave anything blank; what it does hold must still be a value of its kind.
 */
export function validateTemplateForm(
  items: readonly TemplateFormItem[],
  form: Readonly<Record<string, string>>,
  { grade = false, draft = false }: { grade?: boolean; draft?: boolean } = {},
): TemplateValidation {
  const values = Object.fromEntries(
    Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  );
  const errors: Record<string, string> = {};
  for (const item of items) {
    const key = formKeyOf(item.fTemplateItemId);
    const value = values[key] ?? '';
    if (value === '') {
      if (isRequiredItem(item) && !draft) errors[key] = requiredMessage(item);
    } else if (item.fFontType === InputKind.location && parseLocation(value) === null) {
      errors[key] = LOCATION_FORMAT;
    }
  }
  if (grade && !draft && !values[GRADE_KEY]) errors[GRADE_KEY] = GRADE_REQUIRED;
  return { values, errors };
}
