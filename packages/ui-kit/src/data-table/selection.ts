import { EDIT_ONE_ONLY, NO_DATA_SELECTED, NO_ROW_SELECTED } from '@practice/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../feedback/toaster.js';

/**
 * What an action needs selected: 'any' (at least one row; bulk actions), 'row' (the same, worded
 * 未选中任何行), 'one' (exactly one, to edit) and 'goToPage' (exactly one, to open its page).
 */
export type SelectionNeed = 'any' | 'row' | 'one' | 'goToPage';

/** The warning an action gives for `count` selected rows, or null when it may go ahead. */
export function selectionProblem(count: number, need: SelectionNeed): string | null {
  if (count === 0) return need === 'row' ? NO_ROW_SELECTED : NO_DATA_SELECTED;
  // The spec has one "only one" text (for editing); opening a row's page uses it too.
  if ((need === 'one' || need === 'goToPage') && count > 1) return EDIT_ONE_ONLY;
  return null;
}

export type RowSelection = Record<string, boolean>;

/** A link cell's click bubbles to its row; within this window the row does not toggle. */
const LINK_CLICK_WINDOW_MS = 300;

export interface RowSelectionOptions<Row> {
  rows: readonly Row[];
  getRowId: (row: Row, index: number) => string;
  /** Screens whose rows only select through the checkbox. */
  rowClickDisabled?: boolean;
}

/** Row selection by checkbox or row click, and the checks actions run before they start. */
export function useRowSelection<Row>({ rows, getRowId, rowClickDisabled = false }: RowSelectionOptions<Row>) {
  const [selection, setSelection] = useState<RowSelection>({});
  const linkClickedAt = useRef(Number.NEGATIVE_INFINITY);
  // A new page (or a reload after an action) holds other rows: what was selected is gone from view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the rows changed.
  useEffect(() => setSelection({}), [rows]);

  const selectedRows = useMemo(
    () => rows.filter((row, index) => selection[getRowId(row, index)]),
    [rows, selection, getRowId],
  );

  const toggle = useCallback(
    (id: string) => setSelection((current) => ({ ...current, [id]: !current[id] })),
    [],
  );

  return {
    selection,
    setSelection,
    selectedRows,
    toggle,
    clear: useCallback(() => setSelection({}), []),
    /** Called by a link cell before its row hears the same click. */
    markLinkClicked: useCallback(() => {
      linkClickedAt.current = Date.now();
    }, []),
    onRowClick: useCallback(
      (id: string) => {
        const fromLink = Date.now() - linkClickedAt.current < LINK_CLICK_WINDOW_MS;
        linkClickedAt.current = Number.NEGATIVE_INFINITY;
        if (rowClickDisabled || fromLink) return;
        toggle(id);
      },
      [rowClickDisabled, toggle],
    ),
    /** The selected rows when they suit the action; otherwise warns and returns null. */
    requireSelection: useCallback(
      (need: SelectionNeed = 'any'): Row[] | null => {
        const problem = selectionProblem(selectedRows.length, need);
        if (problem) {
          notify('warning', problem);
          return null;
        }
        return selectedRows;
      },
      [selectedRows],
    ),
  };
}

export type RowSelectionApi<Row> = ReturnType<typeof useRowSelection<Row>>;
