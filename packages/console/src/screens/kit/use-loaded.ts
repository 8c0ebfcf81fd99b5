import { useCallback, useEffect, useRef, useState } from 'react';
import { callOperation } from '../entity-list/index.js';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface Loaded<T> {
  /** idle: nothing to ask yet (no id chosen); failed: refused, and the SDK's message has said why. */
  status: LoadStatus;
  /** The answer once loaded; kept while `reload` asks again. */
  value: T | undefined;
  /** Asks again for the same thing (after a change the page made), keeping the answer shown meanwhile. */
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
}

/**
 * What `load` answers for `key` (the request in words: an operation and its body); `key` null: nothing to ask
 * yet. A new key starts from loading, so nothing of the previous row stays on screen (unless `keepLast`); an
 * answer that comes after the key changed or the component left is dropped, so a slow answer never shows over
 * the current one.
 */
export function useLoaded<T>(
  key: string | null,
  load: () => Promise<T>,
  { keepLast = false }: LoadOptions = {},
): Loaded<T> {
  const [state, setState] = useState<State<T>>(key === null ? IDLE : LOADING);
  const [asked, setAsked] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  const shownKey = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked is the reload's request to ask again.
  useEffect(() => {
    if (key === null) {
      shownKey.current = null;
      if (!keepLast) setState(IDLE);
      return;
    }
    if (shownKey.current !== key) {
      shownKey.current = key;
      setState((current) => (keepLast && current.status !== 'idle' ? current : LOADING));
    }
    let live = true;
    latest.current().then(
      (value) => live && setState({ status: 'loaded', value }),
      () => live && setState((current) => ({ status: 'failed', value: current.value })),
    );
    return () => {
      live = false;
    };
  }, [key, asked, keepLast]);

  return { ...state, reload: useCallback(() => setAsked((n) => n + 1), []) };
}

/** One operation's answer for `body`, asked again when the body changes; `body` null: not yet. */
export function useOperationResult<T>(operation: string, body: Record<string, unknown> | null): Loaded<T> {
  const key = body === null ? null : `${operation} ${JSON.stringify(body)}`;
  return useLoaded(key, () => callOperation(operation, body) as Promise<T>);
}
