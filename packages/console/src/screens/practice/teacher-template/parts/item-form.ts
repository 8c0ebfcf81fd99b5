import { templateOptionsProblem } from '@practice/sdk';
import { entityByName } from '@practice/sdk/contract';
import { InputKind, type TemplateFormItem } from '@practice/ui-kit';
import { type FormField, formFieldsOf } from '../../../entity-list/form-fields.js';
import { buildSubmission, type FormValues, type Submission } from '../../../entity-list/form-values.js';

/*
 * The template-item form: the contract's fields and checks, plus the dropdown's option text, which the
 * contract cannot check alone (it depends on the input kind chosen beside it).
 */

export const ITEM_ENTITY = entityByName.get('TemplateItem')!;
export const TEMPLATE_KEY = 'fTemplateInfoId';
export const OPTIONS_KEY = 'cFilePath';

/** Every field the form sends; the template comes from the page, so it is sent but never shown. */
export const ITEM_FIELDS: readonly FormField[] = formFieldsOf(ITEM_ENTITY);
export const SHOWN_FIELDS = ITEM_FIELDS.filter((field) => field.key !== TEMPLATE_KEY);

export const isDropdown = (values: FormValues) => values.fFontType === String(InputKind.dropdown);

/** The Add or Edit body, or each wrong field's message (the dropdown's options included). */
export function itemSubmission(values: FormValues, editing?: Record<string, unknown>): Submission {
  const built = buildSubmission(ITEM_ENTITY, ITEM_FIELDS, values, editing);
  const problem = isDropdown(values) ? templateOptionsProblem(values[OPTIONS_KEY]) : null;
  if (!problem) return built;
  const others = built.ok ? {} : built.errors;
  return { ok: false, errors: { ...others, [OPTIONS_KEY]: problem } };
}

/** A new item goes last in the form: one past the largest fSort so far. */
export const nextSort = (items: readonly Pick<TemplateFormItem, 'fSort'>[]) =>
  items.reduce((top, item) => Math.max(top, Number(item.fSort) || 0), 0) + 1;

/** fSort typed into the table's cell: a whole number, or null when it is not one. */
export function sortValue(text: string): number | null {
  const value = text.trim();
  return /^-?\d+$/.test(value) ? Number(value) : null;
}
