import { audited } from '../audit/around.js';
import { auditKindOf } from '../audit/record.js';
import type { Caller } from '../auth/caller.js';
import type { Access } from '../auth/scope.js';
import type { Queryable, Row } from '../db/driver.js';
import { ident, type Table, tableOf } from '../db/tables.js';
import { uploadLimits } from '../files/index.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { Handler, OpContext, OpInput } from './context.js';
import { within } from './delegate.js';
import { visibleRow, visibleRows } from './rows.js';

/*
 * Every specific handler says what it acts on, and this wrapper, not the handler, loads it. A handler used to
 * remember to call visibleRow / requireVisible, and some read their target unscoped and checked afterwards;
 * now the target is read through the catalogue's row scope (write scope for a change) and locked when asked,
 * before the work runs, and the work receives the row. A handler that acts on no row names why. The list of
 * declarations is a test (declared.test.ts): a handler that declares neither is a failure, not a review note.
 */

/** What a handler's work is handed: the call's context, with `q` (and `db`) the call's one transaction. */
export interface Acting extends OpContext {
  readonly q: Queryable;
}

interface TargetBase {
  /** The catalogue's entity the call acts on. */
  readonly entity: string;
  /** 'read' to act beside the row (a comment under a diary), 'write' to change it, 'run' to change a course's state. */
  readonly access: Access;
  /**
   * Hold the rows (select ... for update) until the call ends: for a check-then-write on the row itself. They
   * are locked before they are read, so the work sees them as no other call can change them any more.
   */
  readonly lock?: true;
  /** The call's own words for a row that is gone (404) or outside the caller's scope (403). */
  readonly refusals?: { readonly notFound?: string; readonly forbidden?: string };
}

export interface OneTarget extends TargetBase {
  /** Where the input names the row. */
  readonly key: (input: OpInput) => unknown;
}

export interface ManyTargets extends TargetBase {
  /** Where the input names the rows: every one must be in scope, or nothing is done. */
  readonly keys: (input: OpInput) => readonly unknown[];
}

/** A refusal message when the caller may not act on this row (beyond its scope), else nothing. */
export type Rule<T> = (
  caller: Caller | null,
  target: T,
  ctx: Acting,
) => string | undefined | Promise<string | undefined>;

export type Declaration =
  | { readonly kind: 'row'; readonly target: OneTarget; readonly optional: boolean }
  | { readonly kind: 'rows'; readonly target: ManyTargets }
  | { readonly kind: 'none'; readonly reason: string };

const declarations = new WeakMap<Handler, Declaration>();

/** What a handler declared, or undefined for one registered without this module. */
export const declarationOf = (h: Handler): Declaration | undefined => declarations.get(h);

function declared(d: Declaration, h: Handler): Handler {
  declarations.set(h, d);
  return h;
}

/**
 * Runs the work in one transaction when the call locks or is logged (so a refusal changes nothing and the
 * entry commits with the change), else straight on the database. Nested `ctx.db.tx` calls of the work join
 * the same transaction.
 */
async function acting<T>(ctx: OpContext, transactional: boolean, fn: (a: Acting) => Promise<T>): Promise<T> {
  if (!transactional) return fn({ ...ctx, q: ctx.db });
  if (ctx.op.multipart) await arrived(ctx);
  return ctx.db.tx((q) => fn({ ...ctx, db: within(ctx.db, q), q }));
}

/**
 * Waits for a file the call brings (an import's workbook) before the transaction opens: a slow client would
 * otherwise hold the database (PGlite's one connection) while it sends. Reading a clone of the body buffers
 * it for the handler's own read, up to the upload limit only: past it the handler cuts the upload off (413)
 * as it always did, and nothing larger is ever held.
 */
async function arrived(ctx: OpContext): Promise<void> {
  const reader = ctx.request.clone().body?.getReader();
  if (!reader) return;
  const most = uploadLimits({ maxMb: ctx.config.uploadMaxMb }).bodyLimitBytes;
  try {
    for (let seen = 0; seen <= most; ) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A body that breaks off is the handler's to refuse, in its words (上传内容格式不正确).
  }
}

/**
 * One transaction for a call that locks, or that the audit log records. A plain upload and sign-in, which
 * the log leaves out or records themselves, run without: a slow upload or a password hash would otherwise
 * hold a connection.
 */
const transactionalFor = (ctx: OpContext, lock: boolean) => lock || auditKindOf(ctx.op) !== null;

/** The load's refusal in the call's own words, when it has them. */
async function loading<T>(target: TargetBase, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    const own =
      e instanceof ApiError ? target.refusals?.[e.status === 404 ? 'notFound' : 'forbidden'] : undefined;
    if (own && e instanceof ApiError && (e.status === 404 || e.status === 403))
      throw new ApiError(e.status, own);
    throw e;
  }
}

async function lockRows(q: Queryable, t: Table, keys: readonly unknown[]): Promise<void> {
  const key = ident(t.key);
  await q.query(`select 1 from ${ident(t.name)} where ${key} = any($1) order by ${key} for update`, [
    keys.map(String),
  ]);
}

async function refuseUnless<T>(rule: Rule<T> | undefined, a: Acting, target: T): Promise<void> {
  const refusal = rule ? await rule(a.caller, target, a) : undefined;
  if (refusal) throw forbidden(refusal);
}

const isAbsent = (key: unknown) => key === undefined || key === null || key === '';

/** A handler acting on one row, named by the input. */
export function onRow(d: {
  readonly target: OneTarget;
  readonly rule?: Rule<Row>;
  readonly work: (a: Acting, input: OpInput, row: Row) => Promise<unknown>;
}): Handler {
  return declared({ kind: 'row', target: d.target, optional: false }, (ctx, input) =>
    acting(ctx, transactionalFor(ctx, !!d.target.lock), async (a) => {
      const t = tableOf(d.target.entity);
      const key = d.target.key(input);
      if (d.target.lock) await lockRows(a.q, t, [key]);
      const row = await loading(d.target, () => visibleRow(a.q, t, a.caller, key, d.target.access));
      await refuseUnless(d.rule, a, row);
      return audited(a, input, { entity: t.name, keys: [row[t.key]] }, () => d.work(a, input, row));
    }),
  );
}

/**
 * A handler acting on the row the input names when it names one (a save that edits an existing row or adds
 * a new one): the row is loaded and checked like onRow's; absent, the work gets undefined and must check
 * where the new row goes itself.
 */
export function onRowIfNamed(d: {
  readonly target: OneTarget;
  readonly rule?: Rule<Row | undefined>;
  readonly work: (a: Acting, input: OpInput, row: Row | undefined) => Promise<unknown>;
}): Handler {
  return declared({ kind: 'row', target: d.target, optional: true }, (ctx, input) =>
    acting(ctx, transactionalFor(ctx, !!d.target.lock), async (a) => {
      const t = tableOf(d.target.entity);
      const key = d.target.key(input);
      if (!isAbsent(key) && d.target.lock) await lockRows(a.q, t, [key]);
      const row = isAbsent(key)
        ? undefined
        : await loading(d.target, () => visibleRow(a.q, t, a.caller, key, d.target.access));
      await refuseUnless(d.rule, a, row);
      const keys = row ? [row[t.key]] : [];
      return audited(a, input, { entity: t.name, keys }, () => d.work(a, input, row));
    }),
  );
}

/** A handler acting on several rows (the IDS calls): all of them in scope, or the call is refused whole. */
export function onRows(d: {
  readonly target: ManyTargets;
  readonly rule?: Rule<readonly Row[]>;
  readonly work: (a: Acting, input: OpInput, rows: readonly Row[]) => Promise<unknown>;
}): Handler {
  return declared({ kind: 'rows', target: d.target }, (ctx, input) =>
    acting(ctx, transactionalFor(ctx, !!d.target.lock), async (a) => {
      const t = tableOf(d.target.entity);
      const keys = d.target.keys(input);
      if (d.target.lock) await lockRows(a.q, t, keys);
      const rows = await loading(d.target, () => visibleRows(a.q, t, a.caller, keys, d.target.access));
      await refuseUnless(d.rule, a, rows);
      const found = rows.map((r) => r[t.key]);
      return audited(a, input, { entity: t.name, keys: found }, () => d.work(a, input, rows));
    }),
  );
}

/**
 * A handler that acts on no one row, and why: sign-in, the caller's own account, a list whose rows the
 * scope filters in the query, a pure computation. The reason is read by people (the declarations test lists it).
 */
export function onNoRow(
  reason: string,
  work: (a: Acting, input: OpInput) => Promise<unknown>,
  rule?: (caller: Caller | null, ctx: Acting) => string | undefined | Promise<string | undefined>,
): Handler {
  if (!reason.trim()) throw new Error('onNoRow needs the reason the handler acts on no row');
  return declared({ kind: 'none', reason }, (ctx, input) =>
    acting(ctx, transactionalFor(ctx, false), async (a) => {
      const refusal = rule ? await rule(a.caller, a) : undefined;
      if (refusal) throw forbidden(refusal);
      return audited(a, input, undefined, () => work(a, input));
    }),
  );
}

/**
 * A declared handler that first refuses by the caller alone, before any row is read (a non-reviewer on a
 * review call is told which field they may not set, whatever ids they send). The rule returns a refusal
 * message or throws its own; the declaration stays the handler's.
 */
export function callerFirst(rule: (caller: Caller | null) => string | undefined, handler: Handler): Handler {
  const d = declarationOf(handler);
  if (!d) throw new Error('callerFirst wraps a declared handler');
  return declared(d, async (ctx, input) => {
    const refusal = rule(ctx.caller);
    if (refusal) throw forbidden(refusal);
    return handler(ctx, input);
  });
}
