import { SUBMIT_FAILED, SUBMIT_SUCCEEDED, VALIDATION_FAILED } from '@practice/sdk';
import { useState } from 'react';
import { reportFailure } from '../feedback/server-error.js';
import { notify } from '../feedback/toaster.js';
import { clearFieldError } from '../form/field-errors.js';
import {
  emptyNews,
  type NewsFormErrors,
  type NewsFormValues,
  type NewsItem,
  type NewsPayload,
  type NewsSubmitType,
  newsToForm,
  toNewsPayload,
  validateNews,
} from './news-form-rules.js';

export interface UseNewsFormOptions {
  /** An existing item once loaded; the form then edits it (SPEC §4: edit is set after an item loads). */
  item?: NewsItem | null;
  onSubmit(values: NewsPayload, submitType: NewsSubmitType): Promise<void>;
}

export function useNewsForm({ item, onSubmit }: UseNewsFormOptions) {
  const [values, setValues] = useState<NewsFormValues>(() => (item ? newsToForm(item) : emptyNews()));
  const [errors, setErrors] = useState<NewsFormErrors>({});
  const [submitType, setSubmitType] = useState<NewsSubmitType>(item ? 'edit' : 'add');
  const [saving, setSaving] = useState(false);
  const [loaded, setLoaded] = useState(item);
  if (item !== loaded) {
    setLoaded(item);
    if (item) {
      setValues(newsToForm(item));
      setSubmitType('edit');
      setErrors({});
    }
  }

  const setField = (key: keyof NewsFormValues, value: string) => {
    setValues((before) => ({ ...before, [key]: value }));
    setErrors((before) => clearFieldError(before, key));
  };

  async function submit(): Promise<void> {
    const found = validateNews(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify('error', VALIDATION_FAILED);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(toNewsPayload(values, item), submitType);
      notify('success', SUBMIT_SUCCEEDED);
    } catch (error) {
      reportFailure(error, SUBMIT_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, submitType, saving, setField, submit };
}
