import {
  OLD_PASSWORD_REQUIRED,
  PASSWORD_CONFIRM_REQUIRED,
  PASSWORD_LENGTH,
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
  SUBMIT_FAILED,
  SUBMIT_SUCCEEDED,
  VALIDATION_FAILED,
} from '@practice/sdk';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ChangePasswordOptions, type PasswordValues, useChangePassword } from './use-change-password.js';

function setup(options: Partial<ChangePasswordOptions> = {}) {
  const props = {
    onSubmit: vi.fn().mockResolvedValue(undefined),
    onDone: vi.fn(),
    notice: vi.fn(),
    ...options,
  };
  const hook = renderHook(() => useChangePassword(props));
  const current = () => hook.result.current;
  const fill = (values: Partial<PasswordValues>) =>
    act(() => {
      for (const [field, value] of Object.entries(values))
        current().edit(field as keyof PasswordValues, value);
    });
  return { props, current, fill };
}

describe('useChangePassword', () => {
  it('shows no message before a field is left or a submit is tried', () => {
    const { current } = setup();
    expect(current().errors).toEqual({ oldPassword: null, cPassword: null, cCheckPassword: null });
  });

  it('shows a field message once the field is left', () => {
    const { current } = setup();
    act(() => current().blur('cPassword'));
    expect(current().errors).toEqual({
      oldPassword: null,
      cPassword: PASSWORD_REQUIRED,
      cCheckPassword: null,
    });
  });

  it.each<[string, Partial<PasswordValues>, Record<string, string | null>]>([
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
      'a short new password',
      { oldPassword: 'old', cPassword: '12345', cCheckPassword: '12345' },
      { cPassword: PASSWORD_LENGTH },
    ],
    [
      'a long new password',
      { oldPassword: 'old', cPassword: 'a'.repeat(19), cCheckPassword: 'a'.repeat(19) },
      { cPassword: PASSWORD_LENGTH },
    ],
    [
      'a different confirmation',
      { oldPassword: 'old', cPassword: '123456', cCheckPassword: '1234567' },
      { cCheckPassword: PASSWORD_MISMATCH },
    ],
  ])('refuses to submit with %s, warning and marking every field', async (_case, values, expected) => {
    const { props, current, fill } = setup();
    await fill(values);
    await act(() => current().submit());
    expect(current().errors).toEqual({
      oldPassword: null,
      cPassword: null,
      cCheckPassword: null,
      ...expected,
    });
    expect(props.notice).toHaveBeenCalledWith('warning', VALIDATION_FAILED);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('clears the mismatch as soon as the passwords agree', async () => {
    const { current, fill } = setup();
    await fill({ cPassword: '123456', cCheckPassword: '12345' });
    act(() => current().blur('cCheckPassword'));
    expect(current().errors.cCheckPassword).toBe(PASSWORD_MISMATCH);
    await fill({ cCheckPassword: '123456' });
    expect(current().errors.cCheckPassword).toBeNull();
  });

  it('sends the old and new password, then closes', async () => {
    const { props, current, fill } = setup();
    await fill({ oldPassword: 'old-secret', cPassword: 'new-secret', cCheckPassword: 'new-secret' });
    await act(() => current().submit());
    expect(props.onSubmit).toHaveBeenCalledWith({ oldPassword: 'old-secret', newPassword: 'new-secret' });
    expect(props.notice).toHaveBeenCalledWith('success', SUBMIT_SUCCEEDED);
    expect(props.onDone).toHaveBeenCalledOnce();
  });

  it('stays open and says so when the change fails', async () => {
    const { props, current, fill } = setup({ onSubmit: vi.fn().mockRejectedValue(new Error('旧密码错误')) });
    await fill({ oldPassword: 'wrong', cPassword: 'new-secret', cCheckPassword: 'new-secret' });
    await act(() => current().submit());
    expect(props.notice).toHaveBeenCalledWith('error', SUBMIT_FAILED);
    expect(props.onDone).not.toHaveBeenCalled();
  });

  it('resets values and messages', async () => {
    const { current, fill } = setup();
    await fill({ oldPassword: 'x' });
    await act(() => current().submit());
    act(() => current().reset());
    expect(current().values).toEqual({ oldPassword: '', cPassword: '', cCheckPassword: '' });
    expect(current().errors.cPassword).toBeNull();
  });
});
