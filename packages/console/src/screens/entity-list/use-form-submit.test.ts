// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';

const notify = vi.fn();
vi.mock('@practice/ui-kit', async (original) => ({
  ...(await original<typeof import('@practice/ui-kit')>()),
  notify: (...args: unknown[]) => notify(...args),
}));
const { useFormSubmit } = await import('./use-form-submit.js');

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useFormSubmit', () => {
  it('refuses wrong values before sending, and a changed field loses its message', async () => {
    notify.mockClear();
    const send = vi.fn();
    const { result } = renderHook(() => useFormSubmit());
    await act(() =>
      result.current.submit(event(), {
        check: () => ({ ok: false, errors: { cName: '请输入名称', cCode: '请输入代码' } }),
        send,
        onDone: vi.fn(),
      }),
    );
    expect(send).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('warning', '验证未通过, 提交失败');
    act(() => result.current.clearError('cName'));
    expect(result.current.errors).toEqual({ cCode: '请输入代码' });
  });

  it('sends the checked body, says 提交成功! and moves on', async () => {
    notify.mockClear();
    const send = vi.fn().mockResolvedValue(null);
    const onDone = vi.fn();
    const { result } = renderHook(() => useFormSubmit());
    await act(() =>
      result.current.submit(event(), { check: () => ({ ok: true, body: { cName: '甲' } }), send, onDone }),
    );
    expect(send).toHaveBeenCalledWith({ cName: '甲' });
    expect(notify).toHaveBeenCalledWith('success', '提交成功!');
    expect(onDone).toHaveBeenCalledOnce();
    expect(result.current.saving).toBe(false);
  });

  it('keeps the form after a refusal (the SDK has shown it) and does not move on', async () => {
    notify.mockClear();
    const onDone = vi.fn();
    const { result } = renderHook(() => useFormSubmit());
    await act(() =>
      result.current.submit(event(), {
        check: () => ({ ok: true, body: {} }),
        send: () => Promise.reject(new Error('refused')),
        onDone,
      }),
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(result.current.saving).toBe(false);
  });
});
