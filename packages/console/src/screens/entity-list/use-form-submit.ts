import { SUBMIT_SUCCEEDED, VALIDATION_FAILED } from '@practice/sdk';
import { clearFieldError, notify, type SelectOption } from '@practice/ui-kit';
import { type Dispatch, type FormEvent, type SetStateAction, useCallback, useEffect, useState } from 'react';
import type { FormValues, Submission } from './form-values.js';

/*
 * What every add/edit form does (SPEC §5, §8): check the values first (验证未通过, 提交失败 and a message
 * under each wrong field, gone once that field changes), then send; a refusal is the SDK's toast and the
 * form keeps what was typed; success says 提交成功! and moves on.
 */

export interface FormSubmitOptions {
  /** Checks the values and builds the body to send, or says which fields are wrong; none: nothing to check. */
  check?: () => Submission;
  send: (body: Record<string, unknown>) => Promise<unknown>;
  /** After 提交成功! (close the dialog, leave the page), with what the call answered. */
  onDone: (answer: unknown) => void;
}

/** The values of a form (what its inputs hold), its messages and its save. */
export function useFormSubmit(initial: FormValues | (() => FormValues) = {}) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const clearError = useCallback((key: string) => setErrors((current) => clearFieldError(current, key)), []);

  const save = async ({ check = () => ({ ok: true, body: {} }), send, onDone }: FormSubmitOptions) => {
    const result = check();
    if (!result.ok) {
      setErrors(result.errors);
      notify('warning', VALIDATION_FAILED);
      return;
    }
    setErrors({});
    setSaving(true);
    let answer: unknown;
    try {
      answer = await send(result.body);
    } catch {
      setSaving(false);
      return;
    }
    setSaving(false);
    notify('success', SUBMIT_SUCCEEDED);
    onDone(answer);
  };

  return {
    values,
    setValues,
    /** A field the user changed: its value, and its message gone. */
    change: useCallback(
      (key: string, value: string) => {
        setValues((current) => ({ ...current, [key]: value }));
        clearError(key);
      },
      [clearError],
    ),
    errors,
    saving,
    save,
    /** A form's submit event: the page stays, the values are saved. */
    submit: (event: FormEvent, options: FormSubmitOptions) => {
      event.preventDefault();
      return save(options);
    },
    clearError,
    reset: useCallback(() => {
      setErrors({});
      setSaving(false);
    }, []),
  };
}

/** A new row's only possible choice (a school admin's own school) is taken for them; `active` when adding. */
export function useOnlyChoices(
  choices: Readonly<Record<string, readonly SelectOption[]>>,
  active: boolean,
  setValues: Dispatch<SetStateAction<FormValues>>,
) {
  useEffect(() => {
    if (!active) return;
    setValues((current) => {
      const only = Object.entries(choices).filter(([key, list]) => list.length === 1 && !current[key]);
      if (only.length === 0) return current;
      return { ...current, ...Object.fromEntries(only.map(([key, list]) => [key, String(list[0]?.value)])) };
    });
  }, [choices, active, setValues]);
}
