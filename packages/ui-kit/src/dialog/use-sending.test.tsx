import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSending } from './use-sending.js';

describe('useSending', () => {
  it('is busy while the call runs and answers true when it went through', async () => {
    const { result } = renderHook(() => useSending());
    let finish!: () => void;
    let sent!: Promise<boolean>;
    act(() => {
      sent = result.current.send(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.sending).toBe(true);
    await act(async () => finish());
    await expect(sent).resolves.toBe(true);
    expect(result.current.sending).toBe(false);
  });

  it('answers false on a refusal, and is ready for another try', async () => {
    const { result } = renderHook(() => useSending());
    let sent!: Promise<boolean>;
    await act(async () => {
      sent = result.current.send(() => Promise.reject(new Error('无权访问该数据')));
    });
    await expect(sent).resolves.toBe(false);
    expect(result.current.sending).toBe(false);
  });
});
