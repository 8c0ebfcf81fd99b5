import { INLINE_EDIT_REFRESH_MS, INLINE_EDIT_SUCCEEDED } from '@practice/sdk';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureId } from '../testing/fixture-id.js';
import { useInlineEdit } from './inline-edit.js';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../feedback/toaster.js', () => ({ notify }));

type Row = { id: string; cRealName: string };
const row: Row = { id: fixtureId('张三'), cRealName: '张三' };

function setup(save = vi.fn(async () => undefined)) {
  const reload = vi.fn();
  const hook = renderHook(() => useInlineEdit<Row>({ onInlineEdit: save, reload }));
  return { save, reload, hook };
}

describe('useInlineEdit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    notify.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('saves a changed value, shows 修改成功! and reloads after 300 ms', async () => {
    const { save, reload, hook } = setup();
    act(() => hook.result.current.start(row.id, row, 'cRealName'));
    expect(hook.result.current.isEditing(row.id, 'cRealName')).toBe(true);
    expect(hook.result.current.editing?.draft).toBe('张三');
    act(() => hook.result.current.change('李四'));
    await act(() => hook.result.current.commit());
    expect(save).toHaveBeenCalledWith(row, 'cRealName', '李四');
    expect(notify).toHaveBeenCalledWith('success', INLINE_EDIT_SUCCEEDED);
    expect(hook.result.current.editing).toBeNull();
    act(() => vi.advanceTimersByTime(INLINE_EDIT_REFRESH_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not call the server for an unchanged value', async () => {
    const { save, hook } = setup();
    act(() => hook.result.current.start(row.id, row, 'cRealName'));
    await act(() => hook.result.current.commit());
    expect(save).not.toHaveBeenCalled();
    expect(hook.result.current.editing).toBeNull();
  });

  it('cancel (Escape) ends the edit without saving, and a later blur saves nothing', async () => {
    const { save, hook } = setup();
    act(() => hook.result.current.start(row.id, row, 'cRealName'));
    act(() => hook.result.current.change('王五'));
    act(() => hook.result.current.cancel());
    await act(() => hook.result.current.commit());
    expect(save).not.toHaveBeenCalled();
    expect(hook.result.current.editing).toBeNull();
  });

  it('saves once when Enter and blur both commit', async () => {
    const { save, hook } = setup();
    act(() => hook.result.current.start(row.id, row, 'cRealName'));
    act(() => hook.result.current.change('王五'));
    await act(async () => {
      await Promise.all([hook.result.current.commit(), hook.result.current.commit()]);
    });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('neither announces success nor reloads when the save fails', async () => {
    const { reload, hook } = setup(vi.fn(async () => Promise.reject(new Error('500'))));
    act(() => hook.result.current.start(row.id, row, 'cRealName'));
    act(() => hook.result.current.change('王五'));
    await act(() => hook.result.current.commit());
    act(() => vi.advanceTimersByTime(1000));
    expect(notify).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
