import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResetOnOpen } from './use-reset-on-open.js';

describe('useResetOnOpen', () => {
  it('resets on each opening, not while closed nor on a re-render while open', () => {
    const reset = vi.fn();
    const { rerender } = renderHook(({ open }) => useResetOnOpen(open, reset), {
      initialProps: { open: false },
    });
    expect(reset).not.toHaveBeenCalled();
    rerender({ open: true });
    expect(reset).toHaveBeenCalledTimes(1);
    rerender({ open: true });
    expect(reset).toHaveBeenCalledTimes(1);
    rerender({ open: false });
    expect(reset).toHaveBeenCalledTimes(1);
    rerender({ open: true });
    expect(reset).toHaveBeenCalledTimes(2);
  });

  it('resets when mounted open, and again when reset changes while open', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ reset }) => useResetOnOpen(true, reset), {
      initialProps: { reset: first },
    });
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ reset: second });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
