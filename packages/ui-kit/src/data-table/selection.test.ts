import { EDIT_ONE_ONLY, NO_DATA_SELECTED, NO_ROW_SELECTED } from '@practice/sdk';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureId } from '../testing/fixture-id.js';
import { selectionProblem, useRowSelection } from './selection.js';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../feedback/toaster.js', () => ({ notify }));

type Row = { id: string };
const [A, B, C] = [fixtureId('row-a'), fixtureId('row-b'), fixtureId('row-c')];
const rows: Row[] = [{ id: A }, { id: B }, { id: C }];
const getRowId = (row: Row) => row.id;

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
    act(() => result.current.onRowClick(B));
    expect(result.current.selectedRows).toEqual([{ id: B }]);
    act(() => result.current.onRowClick(B));
    expect(result.current.selectedRows).toEqual([]);
  });

  it('ignores row clicks when they are disabled', () => {
    const { result } = renderHook(() => useRowSelection({ rows, getRowId, rowClickDisabled: true }));
    act(() => result.current.onRowClick(A));
    expect(result.current.selectedRows).toEqual([]);
    act(() => result.current.toggle(A));
    expect(result.current.selectedRows).toEqual([{ id: A }]);
  });

  it('does not toggle the row whose link cell was just clicked, but does on the next click', () => {
    const { result } = renderHook(() => useRowSelection({ rows, getRowId }));
    act(() => {
      result.current.markLinkClicked();
      result.current.onRowClick(A);
    });
    expect(result.current.selectedRows).toEqual([]);
    act(() => result.current.onRowClick(A));
    expect(result.current.selectedRows).toEqual([{ id: A }]);
  });

  it('requireSelection warns with the spec texts and returns the rows when they suit', () => {
    notify.mockClear();
    const { result } = renderHook(() => useRowSelection({ rows, getRowId }));
    expect(result.current.requireSelection('row')).toBeNull();
    expect(notify).toHaveBeenLastCalledWith('warning', NO_ROW_SELECTED);
    act(() => {
      result.current.onRowClick(A);
      result.current.toggle(C);
    });
    expect(result.current.requireSelection('one')).toBeNull();
    expect(notify).toHaveBeenLastCalledWith('warning', EDIT_ONE_ONLY);
    expect(result.current.requireSelection()).toEqual([{ id: A }, { id: C }]);
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
