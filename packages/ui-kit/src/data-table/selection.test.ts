import { EDIT_ONE_ONLY, NO_DATA_SELECTED, NO_ROW_SELECTED } from '@practice/sdk';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { selectionProblem, useRowSelection } from './selection.js';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../feedback/toaster.js', () => ({ notify }));

type Row = { id: number };
const rows: Row[] = [{ id: 1 }, { id: 2 }, { id: 3 }];
const getRowId = (row: Row) => String(row.id);

describe('selectionProblem', () => {
  it.each([
    [0, 'any', NO_DATA_SELECTED],
    [0, 'row', NO_ROW_SELECTED],
    [0, 'one', NO_DATA_SELECTED],
    [0, 'goToPage', NO_DATA_SELECTED],
    [1, 'any', null],
    [3, 'any', null],
    [3, 'row', null],
    [1, 'one', null],
    [2, 'one', EDIT_ONE_ONLY],
    [1, 'goToPage', null],
    [2, 'goToPage', EDIT_ONE_ONLY],
  ] as const)('%i selected, need %s: %s', (count, need, expected) => {
    expect(selectionProblem(count, need)).toBe(expected);
  });
});

describe('useRowSelection', () => {
  it('toggles a row on click and lists the selected rows', () => {
    const { result } = renderHook(() => useRowSelection({ rows, getRowId }));
    act(() => result.current.onRowClick('2'));
    expect(result.current.selectedRows).toEqual([{ id: 2 }]);
    act(() => result.current.onRowClick('2'));
    expect(result.current.selectedRows).toEqual([]);
  });

  it('ignores row clicks when they are disabled', () => {
    const { result } = renderHook(() => useRowSelection({ rows, getRowId, rowClickDisabled: true }));
    act(() => result.current.onRowClick('1'));
    expect(result.current.selectedRows).toEqual([]);
    act(() => result.current.toggle('1'));
    expect(result.current.selectedRows).toEqual([{ id: 1 }]);
  });

  it('does not toggle the row whose link cell was just clicked, but does on the next click', () => {
    const { result } = renderHook(() => useRowSelection({ rows, getRowId }));
    act(() => {
      result.current.markLinkClicked();
      result.current.onRowClick('1');
    });
    expect(result.current.selectedRows).toEqual([]);
    act(() => result.current.onRowClick('1'));
    expect(result.current.selectedRows).toEqual([{ id: 1 }]);
  });

  it('requireSelection warns with the spec texts and returns the rows when they suit', () => {
    notify.mockClear();
    const { result } = renderHook(() => useRowSelection({ rows, getRowId }));
    expect(result.current.requireSelection('row')).toBeNull();
    expect(notify).toHaveBeenLastCalledWith('warning', NO_ROW_SELECTED);
    act(() => {
      result.current.onRowClick('1');
      result.current.toggle('3');
    });
    expect(result.current.requireSelection('one')).toBeNull();
    expect(notify).toHaveBeenLastCalledWith('warning', EDIT_ONE_ONLY);
    expect(result.current.requireSelection()).toEqual([{ id: 1 }, { id: 3 }]);
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
