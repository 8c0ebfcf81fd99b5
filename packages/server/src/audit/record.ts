import type { AuditKindValue, OperationDef } from '@practice/sdk/contract';
import { EXPORT_RECORD_OPERATION, entityByName } from '@practice/sdk/contract';
import type { Caller } from '../auth/caller.js';
import { nowText } from '../db/dates.js';
import type { Queryable } from '../db/driver.js';
import { clientAddress } from '../http/client-address.js';
import { writesOf } from '../ops/writes.js';
import { type Change, storedChanges } from './changes.js';

/*
 * One row of 操作日志 per write, written in the transaction of the write (a change rolled back leaves no
 * entry, a refused call none at all), by the declared wrapper of the specific handlers (ops/declared.ts), the
 * generic writers (ops/standard/crud.ts) and sign-in (ops/specific/system/sign-in.ts).
 */

/** Calls whose kind the operation's own kind does not say. */
const KIND_BY_OPERATION: Readonly<Record<string, AuditKindValue>> = {
  ChangePass: 'password',
  ResetAppUserPassword: 'password',
  AppUserChangePassword: 'password',
};

/**
 * Calls that record themselves: sign-in and sign-out (the wrapper sees no caller yet, or one about to go) and
 * the console's report of a list export (about the list's entity, not the log's own).
 */
const RECORDED_BY_HANDLER = new Set(['LoginCheck', 'LoginOut', EXPORT_RECORD_OPERATION]);

const SAME_KIND = new Set(['add', 'edit', 'delete', 'auth', 'unauth']);

/**
 * What a call leaves in the log: its kind, or null for a read and for a plain file upload (the file counts
 * when a write refers to it, and that write is logged).
 */
export function auditKindOf(op: OperationDef): AuditKindValue | null {
  if (RECORDED_BY_HANDLER.has(op.name)) return null;
  const named = KIND_BY_OPERATION[op.name];
  if (named) return named;
  const writes = writesOf(op);
  if (!writes) return null;
  if (writes === 'export') return 'export';
  if (SAME_KIND.has(op.kind)) return op.kind as AuditKindValue;
  if (op.kind === 'upload') return /import/i.test(op.name) ? 'import' : null;
  return 'action';
}

export interface AuditEntry {
  readonly kind: AuditKindValue;
  /** The call (its name and the summary that says it in Chinese). */
  readonly op: Pick<OperationDef, 'name' | 'summary'>;
  readonly entity?: string | undefined;
  readonly ids?: readonly unknown[];
  readonly changes?: readonly Change[];
  /** The school the change is about, when the caller has none (the platform admin). */
  readonly school?: unknown;
  readonly failed?: { readonly message: string };
}

/** Who made the call: the signed-in caller, or for a failed sign-in the user name that was tried. */
export interface AuditWho {
  readonly caller: Caller | null;
  readonly request: Request;
  readonly userName?: string;
}

const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

export async function recordAudit(q: Queryable, who: AuditWho, e: AuditEntry): Promise<void> {
  const c = who.caller;
  const ids = (e.ids ?? []).map(String);
  await q.query(
    `insert into "AppAuditLog" ("tCreateDate", "fUserId", "cRealName", "cUserName", "cRole", "fSchoolId",
       "cClientAddress", "cKind", "cOperationName", "cOperation", "cEntity", "cEntityLabel", "cTargetIds",
       "cChanges", "fOutcome", "cMessage")
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      nowText(),
      c?.userId ?? null,
      c?.realName ?? null,
      c?.userName ?? who.userName ?? null,
      c?.kind ?? null,
      c?.schoolId ?? text(e.school),
      clientAddress(who.request),
      e.kind,
      e.op.summary,
      e.op.name,
      e.entity ?? null,
      e.entity ? (entityByName.get(e.entity)?.label ?? e.entity) : null,
      ids.length ? ids.join(',').slice(0, 4000) : null,
      storedChanges(e.changes ?? []),
      e.failed ? 0 : 1,
      e.failed?.message.slice(0, 500) ?? null,
    ],
  );
}
