import { CHUNK_LOAD_TIMEOUT_MS } from '@practice/sdk';
import { type ComponentType, createElement, type ReactNode, useSyncExternalStore } from 'react';

type Module<P> = { default: ComponentType<P> };

/** Rejects a lazy import that took longer than the chunk time-out (SPEC §9). */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`chunk load timed out after ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** A module load that gives up after `ms` (SPEC §9: a script chunk fails on time-out, not only when missing). */
export function withTimeout<T>(load: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// Bumped when the user asks for another try (the console's ScreenBoundary): a file that failed loads again.
let attempt = 0;

/** A new try: every file that failed to load is imported again when next drawn. */
export function retryFailedLoads() {
  attempt += 1;
}

type Load<P> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; view: ComponentType<P> }
  | { status: 'failed'; error: unknown; attempt: number };

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

export interface RetryingLazyOptions<P> {
  /** How long the file may take (SPEC §9's chunk time-out unless given). */
  timeoutMs?: number;
  /** Drawn, with the view's props, while the file loads: something of the view's size, so nothing moves. */
  placeholder?: (props: P) => ReactNode;
}

/**
 * A view drawn from a file loaded on first use (a screen, a dialog, the messages' list), which loads again
 * after a failure once a new try is asked for (React.lazy remembers a rejected import for good: a file that
 * failed once, in a redeploy or on a dropped connection, would fail on every later visit until a full page
 * reload). Not at once on failure: React draws a failed tree a second time before it gives up, and that must
 * not import again behind the user's back. The component stays the same across loads, so the keep-alive
 * never remounts it. While its file loads it draws its placeholder, if it has one, else nothing; a failure
 * is thrown to the nearest error boundary.
 *
 * Not React.lazy under Suspense: React holds back what a Suspense boundary reveals until 300 ms after its
 * fallback appeared, so a screen whose file arrived in 50 ms showed an empty page for 300, and the first
 * message or confirmation of a page came 300 ms after it was asked for. The load's end is an external
 * store's change here, drawn as soon as it happens.
 */
export function retryingLazy<P extends object>(
  load: () => Promise<Module<P>>,
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, placeholder }: RetryingLazyOptions<P> = {},
): ComponentType<P> {
  let state: Load<P> = IDLE;
  const listeners = new Set<() => void>();
  const settle = (next: Load<P>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => state;

  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen and kept, as React.lazy's are.
  return function RetryingLazy(props: P) {
    if (state.status === 'failed' && attempt > state.attempt) state = IDLE;
    if (state.status === 'idle') {
      // Started while drawing, as React.lazy starts its import: the same load for every draw of the screen.
      state = LOADING;
      withTimeout(load, timeoutMs).then(
        (module) => settle({ status: 'loaded', view: module.default }),
        (error: unknown) => settle({ status: 'failed', error, attempt }),
      );
    }
    const now = useSyncExternalStore(subscribe, snapshot);
    if (now.status === 'failed') throw now.error;
    if (now.status === 'loaded') return createElement(now.view, props);
    return placeholder ? placeholder(props) : null;
  };
}
