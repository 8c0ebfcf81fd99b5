import type { WrittenCall } from '@practice/sdk';
import { entitiesShowing } from '@practice/sdk/contract';
import { queryCache } from './query-cache.js';

/*
 * The SDK's onWritten, wired in src/sdk.ts: a write makes stale every answer that reads the written entity
 * or shows values of it (the catalogue's joins), so every list, tree and record on screen that could show
 * the change asks again, wherever the write was made (a dialog, another tab, a row's button).
 */
export function staleAfter(write: Pick<WrittenCall, 'entity' | 'changes'>): readonly string[] | 'all' {
  if (write.changes) return [...new Set(write.changes.flatMap(entitiesShowing))];
  // A write the catalogue ties to no entity (one's own profile, a password) may touch anything.
  return write.entity ? entitiesShowing(write.entity) : 'all';
}

export const onWritten = (write: WrittenCall) => queryCache.invalidate(staleAfter(write));
