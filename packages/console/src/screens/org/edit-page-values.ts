import type { EntityDef } from '@practice/sdk/contract';
import { sanitizeHtml } from '@practice/ui-kit';
import {
  buildSubmission,
  type FormValues,
  type Submission,
  toFormValues,
} from '../entity-list/form-values.js';
import { asGenericField, type EditPageField } from './edit-page-fields.js';

/*
 * A detail page's values: loaded from the model like the generic form's, and submitted through the same
 * checks (trimmed required text, the contract's schema). Rich text is sanitised before it leaves, so what
 * is stored is what any reader may be shown.
 */

export function editPageValues(fields: readonly EditPageField[], row?: Record<string, unknown>): FormValues {
  return toFormValues(fields.map(asGenericField), row);
}

export function editPageSubmission(
  entity: Pick<EntityDef, 'key' | 'schemas'>,
  fields: readonly EditPageField[],
  values: FormValues,
  editing?: Record<string, unknown>,
): Submission {
  const cleaned = { ...values };
  for (const field of fields) {
    if (field.control === 'richText' && cleaned[field.key])
      cleaned[field.key] = sanitizeHtml(cleaned[field.key] ?? '');
  }
  return buildSubmission(entity, fields.map(asGenericField), cleaned, editing);
}
