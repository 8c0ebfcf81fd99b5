import { operationByName } from '@practice/sdk/contract';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { callOperation } from '../screens/entity-list/entity-calls.js';
import { queryCache, type Reads } from './query-cache.js';
import { useOnWrite } from './use-written.js';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface Loaded<T> {
  /** idle: nothing to ask yet (no id chosen); failed: refused, and the SDK's message has said why. */
  status: LoadStatus;
  /** The answer once loaded; kept while `reload` asks again. */
  value: T | undefined;
  /** Asks the server again for the same thing, keeping the answer shown meanwhile. */
  reload: () => void;
}

type State<T> = { status: LoadStatus; value: T | undefined };
const IDLE = { status: 'idle', value: undefined } as const;
const LOADING = { status: 'loading', value: undefined } as const;

export interface LoadOptions {
  /**
   * The last answer (or refusal) stays, with its status, through a new key or none until the new key's own
   * comes: choices a dialog asks for again at each opening, a list searched again.
   */
  keepLast?: boolean;
  /**
   * The entities the answer shows: a write to one of them (or to a row they join a value from) asks again.
   * Without it, every write does, which is always right and costs a request per write while shown.
   */
  reads?: Reads;
}

const initial = <T>(key: string | null): State<T> => {
  if (key === null) return IDLE;
  const kept = queryCache.peek(key);
  return kept ? { status: 'loaded', value: kept.value as T } : LOADING;
};

/**
 * What `load` answers for `key` (the request in words: an operation and its input, the same words for the
 * same request anywhere, since the answer is shared through the query cache); `key` null: nothing to ask
 * yet. A key answered before shows that answer at once while it is asked again; a new key otherwise starts
 * from loading, so nothing of the previous row stays on screen (unless `keepLast`); an answer that comes
 * after the key changed or the component left is dropped, so a slow answer never shows over the current
 * one. A write through the SDK to what it reads asks again by itself.
 */
export function useLoaded<T>(
  key: string | null,
  load: () => Promise<T>,
  { keepLast = false, reads = 'any' }: LoadOptions = {},
): Loaded<T> {
  const [state, setState] = useState<State<T>>(() => initial<T>(key));
  // Counts the asks beyond the key's first: the user's reload and the writes that made the answer stale.
  const [asked, setAsked] = useState(0);
  const latest = useRef({ load, reads });
  latest.current = { load, reads };
  const shownKey = useRef<string | null>(key);

  useEffect(() => {
    if (key === null) {
      shownKey.current = null;
      if (!keepLast) setState(IDLE);
      return;
    }
    const force = shownKey.current === key && asked > 0;
    if (shownKey.current !== key) {
      shownKey.current = key;
      const kept = queryCache.peek(key);
      if (kept) setState({ status: 'loaded', value: kept.value as T });
      else setState((current) => (keepLast && current.status !== 'idle' ? current : LOADING));
    }
    let live = true;
    // An answer is rendered as a transition, in slices of a few milliseconds: a screen's data rendered at once
    // was a phone's longest task after the first paint (bench/README.md, phone-trace).
    queryCache.fetch(key, latest.current.load, latest.current.reads, { force }).then(
      (value) => live && startTransition(() => setState({ status: 'loaded', value })),
      () => live && setState((current) => ({ status: 'failed', value: current.value })),
    );
    return () => {
      live = false;
    };
  }, [key, asked, keepLast]);

  const reload = useCallback(() => setAsked((n) => n + 1), []);
  useOnWrite(reads, reload);
  return { ...state, reload };
}

/** The entity an operation's answer shows, as the cache's reads (any, for a call the catalogue ties to none). */
export const readsOf = (operation: string): Reads => {
  const entity = operationByName.get(operation)?.entity;
  return entity ? [entity] : 'any';
};

/** One operation's answer for `body`, asked again when the body changes; `body` null: not yet. */
export function useOperationResult<T>(operation: string, body: Record<string, unknown> | null): Loaded<T> {
  const key = body === null ? null : `${operation} ${JSON.stringify(body)}`;
  return useLoaded(key, () => callOperation(operation, body) as Promise<T>, { reads: readsOf(operation) });
}
