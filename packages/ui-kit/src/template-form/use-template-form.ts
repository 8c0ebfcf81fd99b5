import { VALIDATION_FAILED } from '@practice/sdk';
import { useState } from 'react';
import { notify } from '../feedback/toaster.js';
import { remapFormKeys, toFormValues } from './form-keys.js';
import type { TemplateFormItem, TemplateValues } from './template-item.js';
import { validateTemplateForm } from './validation.js';

export interface TemplateFormState {
  items: readonly TemplateFormItem[];
  /** Initial values keyed by template-item id; remount (key) the form to load others. */
  values?: TemplateValues;
  grade?: boolean;
  onSubmit?: (values: TemplateValues, how: SubmitHow) => unknown;
}

/** How the form was submitted: a draft (保存草稿) skips the required checks. */
export interface SubmitHow {
  draft: boolean;
}

/** Form state under "_id" keys, validation with the spec's failure notice, and a submit that remaps keys. */
export function useTemplateForm({ items, values, grade = false, onSubmit }: TemplateFormState) {
  const [form, setForm] = useState(() => toFormValues(items, values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  const setValue = (key: string, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  /** Resolves true once onSubmit has resolved; false when validation failed. Rejections pass through. */
  const submit = async (how: SubmitHow = { draft: false }): Promise<boolean> => {
    const checked = validateTemplateForm(items, form, { grade, draft: how.draft });
    setForm(checked.values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) {
      notify('warning', VALIDATION_FAILED);
      return false;
    }
    setSubmitting(true);
    try {
      await onSubmit?.(remapFormKeys(checked.values), how);
      return true;
    } finally {
      setSubmitting(false);
    }
  };

  return { form, errors, setValue, submit, submitting };
}
