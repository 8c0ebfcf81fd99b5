import { describe, expect, it } from 'vitest';
import {
  OLD_PASSWORD_REQUIRED,
  PASSWORD_CONFIRM_REQUIRED,
  PASSWORD_LENGTH,
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
} from './messages.js';
import {
  isPassword,
  isPasswordChangeValid,
  isPasswordInRange,
  type PasswordChangeInput,
  validatePasswordChange,
} from './password-change.js';

describe('isPassword (at least 6)', () => {
  it.each([
    ['', false],
    ['12345', false],
    ['123456', true],
    ['a'.repeat(40), true],
  ])('%j -> %s', (input, expected) => {
    expect(isPassword(input)).toBe(expected);
  });
});

describe('isPasswordInRange (6 to 18)', () => {
  it.each([
    ['12345', false],
    ['123456', true],
    ['a'.repeat(18), true],
    ['a'.repeat(19), false],
    ['😀'.repeat(6), true],
    ['😀'.repeat(3), false],
  ])('%j -> %s', (input, expected) => {
    expect(isPasswordInRange(input)).toBe(expected);
  });
});

describe('validatePasswordChange', () => {
  const ok = { oldPassword: 'old-secret', cPassword: 'new-secret', cCheckPassword: 'new-secret' };

  it.each<[string, PasswordChangeInput, Partial<Record<keyof PasswordChangeInput, string>>]>([
    ['all valid', ok, {}],
    [
      'nothing filled',
      {},
      {
        oldPassword: OLD_PASSWORD_REQUIRED,
        cPassword: PASSWORD_REQUIRED,
        cCheckPassword: PASSWORD_CONFIRM_REQUIRED,
      },
    ],
    [
      'null fields',
      { oldPassword: null, cPassword: null, cCheckPassword: null },
      {
        oldPassword: OLD_PASSWORD_REQUIRED,
        cPassword: PASSWORD_REQUIRED,
        cCheckPassword: PASSWORD_CONFIRM_REQUIRED,
      },
    ],
    ['old missing', { ...ok, oldPassword: '' }, { oldPassword: OLD_PASSWORD_REQUIRED }],
    ['new too short', { ...ok, cPassword: '12345', cCheckPassword: '12345' }, { cPassword: PASSWORD_LENGTH }],
    [
      'new too long',
      { ...ok, cPassword: 'x'.repeat(19), cCheckPassword: 'x'.repeat(19) },
      { cPassword: PASSWORD_LENGTH },
    ],
    ['new at 18', { ...ok, cPassword: 'x'.repeat(18), cCheckPassword: 'x'.repeat(18) }, {}],
    ['confirm differs', { ...ok, cCheckPassword: 'new-secreT' }, { cCheckPassword: PASSWORD_MISMATCH }],
    [
      'confirm without new',
      { ...ok, cPassword: '' },
      { cPassword: PASSWORD_REQUIRED, cCheckPassword: PASSWORD_MISMATCH },
    ],
    ['spaces are characters', { ...ok, cPassword: '      ', cCheckPassword: '      ' }, {}],
  ])('%s', (_label, input, expectedErrors) => {
    const errors = validatePasswordChange(input);
    expect(errors).toEqual({ oldPassword: null, cPassword: null, cCheckPassword: null, ...expectedErrors });
    expect(isPasswordChangeValid(errors)).toBe(Object.keys(expectedErrors).length === 0);
  });
});
