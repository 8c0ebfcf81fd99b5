import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureId } from '../testing/fixture-id.js';
import type { TemplateFormItem } from './template-item.js';

const notify = vi.fn();
vi.mock('../feedback/toaster.js', () => ({ notify: (...args: unknown[]) => notify(...args) }));
const { useTemplateForm } = await import('./use-template-form.js');

const [COMMENT, NOTE] = [fixtureId('评语'), fixtureId('备注')];
const items: TemplateFormItem[] = [
  { fTemplateItemId: COMMENT, cTemplateItemName: '评语', fFontType: 2, fIsRequired: 1 },
  { fTemplateItemId: NOTE, cTemplateItemName: '备注', fFontType: 1 },
];
// The form holds each item under "_id" + its id (form-keys.ts).
const COMMENT_KEY = `_id${COMMENT}`;

describe('useTemplateForm', () => {
  beforeEach(() => notify.mockClear());

  it('refuses blank required items with 验证未通过, 提交失败 and marks them', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useTemplateForm({ items, onSubmit }));
    act(() => result.current.setValue(COMMENT_KEY, '   '));
    let passed = true;
    await act(async () => {
      passed = await result.current.submit();
    });
    expect(passed).toBe(false);
    expect(notify).toHaveBeenCalledWith('warning', '验证未通过, 提交失败');
    expect(result.current.errors).toEqual({ [COMMENT_KEY]: '请输入评语' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values keyed by template-item id', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { result } = renderHook(() => useTemplateForm({ items, values: { [NOTE]: '原备注' }, onSubmit }));
    act(() => result.current.setValue(COMMENT_KEY, ' 很好 '));
    await act(async () => {
      await result.current.submit();
    });
    expect(onSubmit).toHaveBeenCalledWith({ [COMMENT]: '很好', [NOTE]: '原备注' }, { draft: false });
    expect(notify).not.toHaveBeenCalled();
  });

  it('clears an item mark when it changes', async () => {
    const { result } = renderHook(() => useTemplateForm({ items }));
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.errors).toHaveProperty(COMMENT_KEY);
    act(() => result.current.setValue(COMMENT_KEY, '有'));
    expect(result.current.errors).toEqual({});
  });
});
