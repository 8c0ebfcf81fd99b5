import type { TemplateFormItem, TemplateValues } from './template-item.js';

/**
 * SPEC §3: the form holds each item under "_id" + its template-item id (an id may start with a digit, which
 * makes a poor form key) and the keys are remapped to the server's template-item ids on submit. Other keys
 * (the grade) pass through.
 */
export const FORM_KEY_PREFIX = '_id';

export const formKeyOf = (itemId: string) => `${FORM_KEY_PREFIX}${itemId}`;

export function remapFormKeys(values: Readonly<Record<string, string>>): TemplateValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key.startsWith(FORM_KEY_PREFIX) ? key.slice(FORM_KEY_PREFIX.length) : key,
      value,
    ]),
  );
}

/** Form state from the values in (keyed by template-item id), else each item's cContent. */
export function toFormValues(items: readonly TemplateFormItem[], values: Readonly<TemplateValues> = {}) {
  const form: Record<string, string> = {};
  for (const item of items) {
    form[formKeyOf(item.fTemplateItemId)] = values[item.fTemplateItemId] ?? item.cContent ?? '';
  }
  for (const [key, value] of Object.entries(values)) {
    if (!items.some((item) => item.fTemplateItemId === key)) form[key] = value;
  }
  return form;
}
