import type { OperationDef } from '@practice/sdk/contract';

/** What a call does to the data, for the transaction it runs in and the audit log it leaves. */
export type WriteKind = 'write' | 'export';

const READS = new Set(['page', 'model', 'list', 'tree']);

/**
 * 'write' for a call that changes data, 'export' for one that hands out rows as a file, null for a read.
 * Reads are GET calls of the reading kinds; the one counter a GET bumps (a download count) is a write.
 */
export function writesOf(op: OperationDef): WriteKind | null {
  // A GET download is a blank template; the POSTed ones hand out the rows they name.
  if (op.kind === 'download') return op.method === 'GET' ? null : 'export';
  if (READS.has(op.kind)) return null;
  if (op.method === 'GET') return op.action.startsWith('Edit') ? 'write' : null;
  return 'write';
}
