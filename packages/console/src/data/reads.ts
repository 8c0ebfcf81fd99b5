import type { InputOf, OperationName, ResultOf } from '@practice/sdk';
import { callOperation } from '../screens/entity-list/entity-calls.js';
import { queryCache, type Reads } from './query-cache.js';
import { type Loaded, type LoadOptions, readsOf, useLoaded } from './use-loaded.js';

/*
 * A read declared once, as a value: the component that shows it asks with `useRead`, and start-up may ask
 * for it ahead of the component (`startReads`, routes/first-reads.ts). Both go through the query cache
 * under the same key, so the component finds the answer, or the request under way, instead of a second
 * request.
 */

export interface Read<T> {
  /** The request in words: the operation and its input (the query cache's key). */
  readonly key: string;
  readonly load: () => Promise<T>;
  /** The entities the answer shows (the query cache's invalidation). */
  readonly reads: Reads;
}

/** An operation's answer for `input`; its reads default to the operation's entity (`readsOf`). */
export function operationRead<N extends OperationName>(
  operation: N,
  input: InputOf<N>,
  reads: Reads = readsOf(operation),
): Read<ResultOf<N>> {
  return {
    key: `${operation} ${JSON.stringify(input)}`,
    load: () => callOperation(operation, input as never) as Promise<ResultOf<N>>,
    reads,
  };
}

const NOTHING = () => Promise.resolve(undefined as never);

/** useLoaded over a declared read; null: nothing to ask (yet). */
export const useRead = <T>(read: Read<T> | null, options: Omit<LoadOptions, 'reads'> = {}): Loaded<T> =>
  useLoaded(read?.key ?? null, read?.load ?? NOTHING, { ...options, reads: read?.reads ?? 'any' });

/**
 * Asks for reads before the components that show them mount. A failure is left to the component: it
 * shares the request while it is under way, and asks again, as on any mount, once it has failed.
 */
export function startReads(reads: readonly Read<unknown>[]) {
  for (const read of reads) queryCache.fetch(read.key, read.load, read.reads).catch(() => undefined);
}
