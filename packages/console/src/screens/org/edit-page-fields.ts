import type { EntityDef } from '@practice/sdk/contract';
import { type FormControl, type FormField, formFieldsOf } from '../entity-list/form-fields.js';

/*
 * The fields of a detail page (学校详情, 企业详情): the generic form's fields (entity-list/form-fields.ts),
 * plus the three kinds the generic form leaves out because they need controls of their own: an image
 * (the upload field), a map place (the map picker) and rich text (the ui-kit's editor).
 */

/** Controls only the detail page draws; the rest are the generic form's. */
export type OwnControl = 'image' | 'location' | 'richText';

export interface EditPageField extends Omit<FormField, 'control'> {
  readonly control: FormControl | OwnControl;
}

const OWN_CONTROLS: ReadonlySet<string> = new Set<OwnControl>(['image', 'location', 'richText']);

export const isOwnControl = (control: string): control is OwnControl => OWN_CONTROLS.has(control);

/**
 * Every writable field in declaration order, each with its control. `drawn` names fields the page draws with
 * controls of its own (a JSON list of schools): they are kept, as text, even where the generic form has none.
 */
export function editPageFields(
  entity: Pick<EntityDef, 'fields'>,
  drawn: readonly string[] = [],
): EditPageField[] {
  const generic = new Map(formFieldsOf(entity).map((field) => [field.key, field]));
  return Object.entries(entity.fields).flatMap(([key, field]): EditPageField[] => {
    const known = generic.get(key);
    if (known) return [isOwnControl(field.display) ? { ...known, control: field.display } : known];
    if (drawn.includes(key) && !field.readOnly && !field.joined)
      return [{ key, label: field.label, control: 'text', required: field.required }];
    // Left out of the generic form: only the own controls come back, and only when written by users.
    if (!isOwnControl(field.display) || field.readOnly || field.joined || field.writeOnly) return [];
    return [{ key, label: field.label, control: field.display, required: field.required }];
  });
}

/**
 * The field as the generic submission sees it: an image path, a place and rich text all travel as the
 * text they are, so they are checked and trimmed as text.
 */
export const asGenericField = (field: EditPageField): FormField =>
  isOwnControl(field.control) ? { ...field, control: 'text' } : (field as FormField);
