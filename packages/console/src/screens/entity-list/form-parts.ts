import type { ReactNode } from 'react';
import type { FormField } from './form-fields.js';
import type { FormValues } from './form-values.js';

/*
 * What a screen adds to the generic add/edit form when a field's value has a shape of its own (a school
 * setting whose value depends on its key): its own control for the field, and a check that may turn the
 * control's draft into the value sent. Everything else (the other fields, the contract's checks, the save)
 * stays the generic form's.
 */

export interface FieldEditorProps {
  field: FormField;
  /** Every value of the form: an editor may depend on another field. */
  values: FormValues;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export interface FormParts {
  /** The control of a field; undefined keeps the generic one. */
  editor?: (props: FieldEditorProps) => ReactNode | undefined;
  /** Checked before the contract's checks: the messages by field, or the values to send instead. */
  prepare?: (
    values: FormValues,
  ) => { ok: true; values: FormValues } | { ok: false; errors: Record<string, string> };
}
