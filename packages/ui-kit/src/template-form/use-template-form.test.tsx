import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TemplateFormItem } from './template-item.js';

const notify = vi.fn();
vi.mock('../feedback/toaster.js', () => ({ notify: (...args: unknown[]) => notify(...args) }));
const { useTemplateForm } = await import('./use-template-form.js');

const items: TemplateFormItem[] = [
  { fTemplateItemId: 7, cTemplateItemName: '评语', fFontType: 2, fIsRequired: 1 },
  { fTemplateItemId: 8, cTemplateItemName: '备注', fFontType: 1 },
];

describe('useTemplateForm', () => {
  beforeEach(() => notify.mockClear());

  it('refuses blank required items with 验证未通过, 提交失败 and marks them', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useTemplateForm({ items, onSubmit }));
    act(() => result.current.setValue('_id7', '   '));
    let passed = true;
    await act(async () => {
      passed = await result.current.submit();
    });
    expect(passed).toBe(false);
    expect(notify).toHaveBeenCalledWith('warning', '验证未通过, 提交失败');
    expect(result.current.errors).toEqual({ _id7: '请输入评语' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values keyed by template-item id', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { result } = renderHook(() => useTemplateForm({ items, values: { '8': '原备注' }, onSubmit }));
    act(() => result.current.setValue('_id7', ' 很好 '));
    await act(async () => {
      await result.current.submit();
    });
    expect(onSubmit).toHaveBeenCalledWith({ '7': '很好', '8': '原备注' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('clears an item mark when it changes', async () => {
    const { result } = renderHook(() => useTemplateForm({ items }));
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.errors).toHaveProperty('_id7');
    act(() => result.current.setValue('_id7', '有'));
    expect(result.current.errors).toEqual({});
  });
});
