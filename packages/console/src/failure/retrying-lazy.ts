import { CHUNK_LOAD_TIMEOUT_MS } from '@practice/sdk';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { ChunkTimeoutError } from './load-failure.js';

type Module<P> = { default: ComponentType<P> };

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

// Bumped when the user asks for another try (ScreenBoundary): a lazy that failed before it loads again.
let attempt = 0;

/** A new try: every screen file that failed to load is imported again when next drawn. */
export function retryFailedLoads() {
  attempt += 1;
}

/**
 * React.lazy remembers a rejected import for good, so a screen whose file failed once (a redeploy, a
 * dropped connection) would fail on every later visit until a full page reload. This component stays the
 * same (the keep-alive must not remount it) while the lazy inside it is replaced once it failed and a new
 * try was asked for. Not at once on failure: React draws a failed tree a second time before it gives up, and
 * that must not import again behind the user's back.
 */
export function retryingLazy<P extends object>(
  load: () => Promise<Module<P>>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): ComponentType<P> {
  let failedAt: number | null = null;
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      withTimeout(load, timeoutMs).catch((error: unknown) => {
        failedAt = attempt;
        throw error;
      }),
    );
  let current = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen and kept, as React.lazy's are.
  return function RetryingLazy(props: P) {
    if (failedAt !== null && attempt > failedAt) {
      failedAt = null;
      current = fresh();
    }
    return createElement(current as ComponentType<P>, props);
  };
}
