import { type OperationDef, refusalsOf } from '@practice/sdk/contract';

/*
 * A refusal the operation's OpenAPI document does not list is a defect: of the contract's refusals.ts, which
 * the documents are generated from, or of the handler. The pipeline reports every answer here; such a status
 * is logged once per operation and kept, and the server's suites (authz, contract) fail when any was seen.
 * Defects (5xx) are not refusals: they are logged where they happen.
 */

const seen = new Set<string>();

export function noteAnswer(op: OperationDef, status: number): void {
  if (status < 400 || status >= 500) return;
  if (refusalsOf(op).some((r) => r.status === status)) return;
  const entry = `${op.name} ${status}`;
  if (seen.has(entry)) return;
  seen.add(entry);
  console.error(`[${op.name}] answered ${status}, which its OpenAPI document does not list`);
}

/** 'Operation status' of every undocumented refusal answered in this process so far. */
export const undocumentedAnswers = (): string[] => [...seen].sort();
