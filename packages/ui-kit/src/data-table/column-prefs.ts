import { useCallback, useEffect, useMemo, useState } from 'react';

/** Which columns show, and in which order, as remembered for one table. */
export interface ColumnPrefs {
  order: string[];
  hidden: string[];
}

export interface PrefColumn {
  key: string;
  hidden?: boolean;
}

export const prefsStorageKey = (tableId: string) => `ui-kit:data-table:${tableId}:columns`;

export function defaultPrefs(columns: readonly PrefColumn[]): ColumnPrefs {
  return { order: columns.map((c) => c.key), hidden: columns.filter((c) => c.hidden).map((c) => c.key) };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Stored preferences reconciled with today's columns: keys that no longer exist are dropped, columns the
 * stored order does not know (added since) appear where they are declared, with their default visibility.
 * Anything unreadable falls back to the defaults.
 */
export function reconcilePrefs(stored: unknown, columns: readonly PrefColumn[]): ColumnPrefs {
  const defaults = defaultPrefs(columns);
  if (typeof stored !== 'object' || stored === null) return defaults;
  const { order, hidden } = stored as Partial<ColumnPrefs>;
  if (!isStringList(order) || !isStringList(hidden)) return defaults;
  const known = new Set(columns.map((c) => c.key));
  const remembered = new Set(order);
  const merged = order.filter((key, index) => known.has(key) && order.indexOf(key) === index);
  columns.forEach((column, declared) => {
    if (remembered.has(column.key)) return;
    const before = columns.slice(0, declared).findLast((c) => merged.includes(c.key));
    merged.splice(before ? merged.indexOf(before.key) + 1 : 0, 0, column.key);
  });
  const newlyHidden = columns.filter((c) => c.hidden && !remembered.has(c.key)).map((c) => c.key);
  return { order: merged, hidden: [...hidden.filter((key) => known.has(key)), ...newlyHidden] };
}

export function loadPrefs(tableId: string, columns: readonly PrefColumn[]): ColumnPrefs {
  try {
    const text = globalThis.localStorage?.getItem(prefsStorageKey(tableId));
    return reconcilePrefs(text ? JSON.parse(text) : null, columns);
  } catch {
    return defaultPrefs(columns);
  }
}

function savePrefs(tableId: string, prefs: ColumnPrefs) {
  try {
    globalThis.localStorage?.setItem(prefsStorageKey(tableId), JSON.stringify(prefs));
  } catch {
    // Storage full or blocked (private mode): the preference lasts for this visit only.
  }
}

/** Column visibility and order, remembered per table id in localStorage (without an id, not remembered). */
export function useColumnPrefs(tableId: string | undefined, columns: readonly PrefColumn[]) {
  const [prefs, setPrefs] = useState(() => (tableId ? loadPrefs(tableId, columns) : defaultPrefs(columns)));
  const columnKeys = columns.map((c) => c.key).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read only when the set of columns changes.
  useEffect(() => {
    setPrefs((current) => reconcilePrefs(current, columns));
  }, [columnKeys]);

  const update = useCallback(
    (change: (current: ColumnPrefs) => ColumnPrefs) =>
      setPrefs((current) => {
        const next = change(current);
        if (tableId) savePrefs(tableId, next);
        return next;
      }),
    [tableId],
  );

  const hidden = useMemo(() => new Set(prefs.hidden), [prefs.hidden]);
  return {
    order: prefs.order,
    hidden,
    isVisible: useCallback((key: string) => !hidden.has(key), [hidden]),
    setVisible: useCallback(
      (key: string, visible: boolean) =>
        update((p) => ({
          ...p,
          hidden: visible ? p.hidden.filter((k) => k !== key) : [...new Set([...p.hidden, key])],
        })),
      [update],
    ),
    /** Moves a column one place earlier (-1) or later (+1). */
    move: useCallback(
      (key: string, step: -1 | 1) =>
        update((p) => {
          const from = p.order.indexOf(key);
          const to = from + step;
          if (from < 0 || to < 0 || to >= p.order.length) return p;
          const order = [...p.order];
          order.splice(from, 1);
          order.splice(to, 0, key);
          return { ...p, order };
        }),
      [update],
    ),
    reset: useCallback(() => update(() => defaultPrefs(columns)), [update, columns]),
  };
}

export type ColumnPrefsApi = ReturnType<typeof useColumnPrefs>;
