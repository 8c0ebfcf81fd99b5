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
  /** The students assigned already: listed as chosen when the dialog opens, and removable. */
  loadAssigned?: (() => Promise<AssignableStudent[]>) | undefined;
  onSave: (values: AssignStudentsValues) => Promise<unknown>;
  /** Called after a successful save. */
  onDone: () => void;
  /** The action's name in the failure message, e.g. 网络或服务器错误, 分配失败!. */
  actionLabel?: string;
  notice?: (kind: NoticeKind, text: string) => void;
}

const isOffered = (classes: readonly SelectOption[], key: string) =>
  classes.some((c) => String(c.value) === key);

/** A student as a transfer item; one assigned before says so beside the name. */
const itemOf = (s: AssignableStudent, assigned = false): TransferItem => {
  const hint = [s.cMobile, assigned ? '已分配' : null].filter(Boolean).join(' · ');
  return { key: s.fInternshipStudentId, label: s.cRealName, ...(hint ? { hint } : {}) };
};

export function useAssignStudents({
  classes,
  loadStudents,
  loadAssigned,
  onSave,
  onDone,
  actionLabel = '分配',
  notice = notify,
}: AssignStudentsOptions) {
  const [classKey, setClassKey] = useState('');
  const [students, setStudents] = useState<AssignableStudent[]>([]);
  // Every student seen since the dialog opened (assigned ones first), for the chosen list: choosing another
  // class must not drop who was chosen from the last one.
  const [seen, setSeen] = useState<ReadonlyMap<string, TransferItem>>(new Map());
  const [assigned, setAssigned] = useState<readonly string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [classError, setClassError] = useState<string | undefined>();
  const [transfer, dispatch] = useReducer(transferReducer, initialTransfer);
  // Only the answer for the class picked last may fill the list.
  const loadSeq = useRef(0);

  // A student's id is their key in the transfer box, and a class's id its select value: ids are strings, so
  // what is chosen is sent as it is.
  const items = useMemo(
    () => students.map((s) => seen.get(s.fInternshipStudentId) ?? itemOf(s)),
    [students, seen],
  );
  const lists = useMemo(() => transferLists(items, transfer, [...seen.values()]), [items, transfer, seen]);
  const remember = useCallback((list: readonly TransferItem[]) => {
    // An item seen first keeps its words (an assigned student stays marked 已分配).
    setSeen((current) => new Map([...list.map((i) => [i.key, i] as const), ...current]));
  }, []);
  const added = lists.chosenKeys.filter((key) => !assigned.includes(key));
  const removed = assigned.filter((key) => !lists.chosenKeys.includes(key));

  const selectClass = useCallback(
    async (key: string) => {
      const seq = ++loadSeq.current;
      setClassKey(key);
      setClassError(key === '' ? CLASS_REQUIRED : undefined);
      dispatch({ type: 'newList' });
      setStudents([]);
      if (!isOffered(classes, key)) return;
      setLoading(true);
      try {
        const loaded = await loadStudents(key);
        if (seq === loadSeq.current) {
          remember(loaded.map((s) => itemOf(s)));
          setStudents(loaded);
        }
      } catch {
        // The client has shown the error; the list stays empty.
      } finally {
        if (seq === loadSeq.current) setLoading(false);
      }
    },
    [classes, loadStudents, remember],
  );

  const reset = useCallback(() => {
    const seq = ++loadSeq.current;
    setClassKey('');
    setClassError(undefined);
    setStudents([]);
    setSeen(new Map());
    setAssigned([]);
    setLoading(false);
    dispatch({ type: 'reset' });
    if (!loadAssigned) return;
    loadAssigned().then(
      (list) => {
        if (seq !== loadSeq.current) return;
        remember(list.map((s) => itemOf(s, true)));
        setAssigned(list.map((s) => s.fInternshipStudentId));
        dispatch({ type: 'choose', keys: list.map((s) => s.fInternshipStudentId) });
      },
      // The client has shown the error; the dialog still adds students.
      () => undefined,
    );
  }, [loadAssigned, remember]);

  const changed = added.length + removed.length > 0;
  const save = async () => {
    // Taking students away needs no class; giving new ones is done class by class.
    const onlyRemoving = added.length === 0 && removed.length > 0;
    if (!onlyRemoving && !isOffered(classes, classKey)) {
      setClassError(CLASS_REQUIRED);
      return;
    }
    if (!changed || saving) return;
    setSaving(true);
    try {
      await onSave({ classId: classKey, studentIds: added, removedIds: removed });
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
    canSave: changed && !saving,
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
