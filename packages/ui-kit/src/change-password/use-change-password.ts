import {
  isPasswordChangeValid,
  type PasswordChangeInput,
  SUBMIT_FAILED,
  SUBMIT_SUCCEEDED,
  VALIDATION_FAILED,
  validatePasswordChange,
} from '@practice/sdk';
import { useCallback, useState } from 'react';
import { reportFailure } from '../feedback/server-error.js';
import { type NoticeKind, notify } from '../feedback/toaster.js';

export type PasswordField = keyof Required<PasswordChangeInput>;
export type PasswordValues = Record<PasswordField, string>;

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

export interface ChangePasswordOptions {
  onSubmit: (change: PasswordChange) => Promise<unknown>;
  /** Called after a successful change. */
  onDone: () => void;
  notice?: (kind: NoticeKind, text: string) => void;
}

const EMPTY: PasswordValues = { oldPassword: '', cPassword: '', cCheckPassword: '' };
const NONE_TOUCHED: Record<PasswordField, boolean> = {
  oldPassword: false,
  cPassword: false,
  cCheckPassword: false,
};
const ALL_TOUCHED: Record<PasswordField, boolean> = {
  oldPassword: true,
  cPassword: true,
  cCheckPassword: true,
};

/**
 * The change-password form. A field's message appears once the user has left it (or tried to submit) and
 * then follows every keystroke, so the confirm field's mismatch clears as soon as the two agree.
 */
export function useChangePassword({ onSubmit, onDone, notice = notify }: ChangePasswordOptions) {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [touched, setTouched] = useState(NONE_TOUCHED);
  const [submitting, setSubmitting] = useState(false);

  const all = validatePasswordChange(values);
  const errors = Object.fromEntries(
    (Object.keys(all) as PasswordField[]).map((field) => [field, touched[field] ? all[field] : null]),
  ) as Record<PasswordField, string | null>;

  const edit = (field: PasswordField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const blur = (field: PasswordField) => setTouched((current) => ({ ...current, [field]: true }));
  const reset = useCallback(() => {
    setValues(EMPTY);
    setTouched(NONE_TOUCHED);
  }, []);

  const submit = async () => {
    if (submitting) return;
    setTouched(ALL_TOUCHED);
    if (!isPasswordChangeValid(all)) {
      notice('warning', VALIDATION_FAILED);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit({ oldPassword: values.oldPassword, newPassword: values.cPassword });
      notice('success', SUBMIT_SUCCEEDED);
      onDone();
    } catch (error) {
      reportFailure(error, SUBMIT_FAILED, notice);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, edit, blur, reset, submit };
}
