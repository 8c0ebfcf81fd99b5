import { bulkFailed, CLASS_REQUIRED, SUBMIT_SUCCEEDED } from '@practice/sdk';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { isServerError, reportFailure } from '../feedback/server-error.js';
import { type NoticeKind, notify } from '../feedback/toaster.js';
import type { SelectOption } from '../form/select-option.js';
import {
  initialTransfer,
  type TransferItem,
  type TransferSide,
  transferLists,
  transferReducer,
} from './transfer-state.js';
import type { AssignableStudent, AssignStudentsValues } from './types.js';

export interface AssignStudentsOptions {
  classes: readonly SelectOption[];
  loadStudents: (classId: string) => Promise<AssignableStudent[]>;
  onSave: (values: AssignStudentsValues) => Promise<unknown>;
  /** Called after a successful save. */
  onDone: () => void;
  /** The action's name in the failure message, e.g. 网络或服务器错误, 分配失败!. */
  actionLabel?: string;
  notice?: (kind: NoticeKind, text: string) => void;
}

const isOffered = (classes: readonly SelectOption[], key: string) =>
  classes.some((c) => String(c.value) === key);

export function useAssignStudents({
  classes,
  loadStudents,
  onSave,
  onDone,
  actionLabel = '分配',
  notice = notify,
}: AssignStudentsOptions) {
  const [classKey, setClassKey] = useState('');
  const [students, setStudents] = useState<AssignableStudent[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [classError, setClassError] = useState<string | undefined>();
  const [transfer, dispatch] = useReducer(transferReducer, initialTransfer);
  // Only the answer for the class picked last may fill the list.
  const loadSeq = useRef(0);

  // A student's id is their key in the transfer box, and a class's id its select value: ids are strings, so
  // what is chosen is sent as it is.
  const items = useMemo<TransferItem[]>(
    () =>
      students.map((s) => ({
        key: s.fInternshipStudentId,
        label: s.cRealName,
        hint: s.cMobile ?? undefined,
      })),
    [students],
  );
  const lists = useMemo(() => transferLists(items, transfer), [items, transfer]);

  const selectClass = useCallback(
    async (key: string) => {
      const seq = ++loadSeq.current;
      setClassKey(key);
      setClassError(key === '' ? CLASS_REQUIRED : undefined);
      // The chosen students belong to the previous class's list, so a new class starts a new choice.
      dispatch({ type: 'reset' });
      setStudents([]);
      if (!isOffered(classes, key)) return;
      setLoading(true);
      try {
        const loaded = await loadStudents(key);
        if (seq === loadSeq.current) setStudents(loaded);
      } catch {
        // The client has shown the error; the list stays empty.
      } finally {
        if (seq === loadSeq.current) setLoading(false);
      }
    },
    [classes, loadStudents],
  );

  const reset = useCallback(() => {
    loadSeq.current++;
    setClassKey('');
    setClassError(undefined);
    setStudents([]);
    setLoading(false);
    dispatch({ type: 'reset' });
  }, []);

  const save = async () => {
    if (!isOffered(classes, classKey)) {
      setClassError(CLASS_REQUIRED);
      return;
    }
    if (lists.chosenKeys.length === 0 || saving) return;
    setSaving(true);
    try {
      await onSave({ classId: classKey, studentIds: lists.chosenKeys });
      notice('success', SUBMIT_SUCCEEDED);
      onDone();
    } catch (error) {
      // SPEC §8: assignment failures are reported only for a server error; the client handles the rest.
      if (isServerError(error)) reportFailure(error, bulkFailed(actionLabel), notice);
    } finally {
      setSaving(false);
    }
  };

  return {
    classKey,
    classError,
    loading,
    saving,
    filter: transfer.filter,
    lists,
    canSave: lists.chosenKeys.length > 0 && !saving,
    selectClass,
    reset,
    save,
    setFilter: (text: string) => dispatch({ type: 'filter', text }),
    toggle: (side: TransferSide, key: string) => dispatch({ type: 'toggle', side, key }),
    toggleAll: (side: TransferSide) =>
      dispatch({ type: 'toggleAll', side, keys: lists[side].map((i) => i.key) }),
    move: (to: TransferSide) =>
      dispatch({ type: 'move', to, keys: lists.checked[to === 'right' ? 'left' : 'right'] }),
  };
}
