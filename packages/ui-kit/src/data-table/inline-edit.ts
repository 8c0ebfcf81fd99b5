import { INLINE_EDIT_REFRESH_MS, INLINE_EDIT_SUCCEEDED } from '@practice/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../feedback/toaster.js';

export type InlineEditSave<Row> = (row: Row, field: string, value: string) => Promise<unknown>;

export interface InlineEditOptions<Row> {
  onInlineEdit?: InlineEditSave<Row>;
  reload: () => void;
}

export interface Editing<Row> {
  rowId: string;
  row: Row;
  field: string;
  original: string;
  draft: string;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Double-click edit of one cell (SPEC §4): blur saves through onInlineEdit, shows 修改成功! and reloads
 * 300 ms later; Escape cancels; an unchanged value is not sent.
 */
export function useInlineEdit<Row extends Record<string, unknown>>({
  onInlineEdit,
  reload,
}: InlineEditOptions<Row>) {
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const [saving, setSaving] = useState(false);
  const current = useRef(editing);
  current.current = editing;
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const commit = useCallback(async () => {
    const edit = current.current;
    if (!edit) return;
    // Blur follows Enter: the first of them ends the edit, the second finds nothing to do.
    current.current = null;
    setEditing(null);
    if (edit.draft === edit.original || !onInlineEdit) return;
    setSaving(true);
    try {
      await onInlineEdit(edit.row, edit.field, edit.draft);
      notify('success', INLINE_EDIT_SUCCEEDED);
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(reload, INLINE_EDIT_REFRESH_MS);
    } catch {
      // The caller's client has already shown the server's error; the cell keeps its old value.
    } finally {
      setSaving(false);
    }
  }, [onInlineEdit, reload]);

  return {
    editing,
    saving,
    isEditing: useCallback(
      (rowId: string, field: string) => editing?.rowId === rowId && editing.field === field,
      [editing],
    ),
    start: useCallback((rowId: string, row: Row, field: string) => {
      const original = asText(row[field]);
      setEditing({ rowId, row, field, original, draft: original });
    }, []),
    change: useCallback((draft: string) => setEditing((e) => (e ? { ...e, draft } : e)), []),
    cancel: useCallback(() => {
      current.current = null;
      setEditing(null);
    }, []),
    commit,
  };
}

export type InlineEditApi<Row extends Record<string, unknown>> = ReturnType<typeof useInlineEdit<Row>>;
