/**
 * Password rules of SPEC §5. The login form only asks for 6+ characters; the change-password dialog also caps
 * the length at 18, so the two rules are kept apart.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.js';
import {
  OLD_PASSWORD_REQUIRED,
  PASSWORD_CONFIRM_REQUIRED,
  PASSWORD_LENGTH,
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
} from './messages.js';

// Counted in code points so that a password containing emoji is measured as the user sees it.
const lengthOf = (value: string): number => [...value].length;

export function isPassword(value: string): boolean {
  return lengthOf(value) >= PASSWORD_MIN;
}

/** The change-password rule: 6 to 18 characters. */
export function isPasswordInRange(value: string): boolean {
  const length = lengthOf(value);
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
}

/** Field names as the change-password form and the ChangePass call use them. */
export interface PasswordChangeInput {
  oldPassword?: string | null;
  cPassword?: string | null;
  cCheckPassword?: string | null;
}

export type PasswordChangeErrors = Record<keyof Required<PasswordChangeInput>, string | null>;

/**
 * One message (or null) per field, in the order the form shows them. Spaces are significant in passwords, so
 * only an empty value counts as missing; a password of six spaces is accepted as the server would.
 */
export function validatePasswordChange(input: PasswordChangeInput): PasswordChangeErrors {
  const oldPassword = input.oldPassword ?? '';
  const cPassword = input.cPassword ?? '';
  const cCheckPassword = input.cCheckPassword ?? '';

  let newError: string | null = null;
  if (cPassword === '') newError = PASSWORD_REQUIRED;
  else if (!isPasswordInRange(cPassword)) newError = PASSWORD_LENGTH;

  let confirmError: string | null = null;
  if (cCheckPassword === '') confirmError = PASSWORD_CONFIRM_REQUIRED;
  else if (cCheckPassword !== cPassword) confirmError = PASSWORD_MISMATCH;

  return {
    oldPassword: oldPassword === '' ? OLD_PASSWORD_REQUIRED : null,
    cPassword: newError,
    cCheckPassword: confirmError,
  };
}

/** True when validatePasswordChange found nothing to complain about. */
export function isPasswordChangeValid(errors: PasswordChangeErrors): boolean {
  return Object.values(errors).every((message) => message === null);
}
