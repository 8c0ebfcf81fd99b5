import type { EntityDef, Role } from '@practice/sdk/contract';
import { auditedWrite } from '../../audit/around.js';
import type { Queryable, Row } from '../../db/driver.js';
import { ident, type Table } from '../../db/tables.js';
import { refused } from '../../http/errors.js';
import { type Handler, type OpContext, signedIn } from '../context.js';
import { refuseIfReferenced } from '../references.js';
import { requireReviewer } from '../reviewers.js';
import { entityTable, requireVisible, visibleRow } from '../rows.js';
import { insertRow, prepareInsert, prepareUpdate, updateRows } from '../write.js';
import { pageOfRows } from './page.js';

const tableOfCtx = (ctx: OpContext) => entityTable(ctx.entity);
const idsOf = (body: unknown) => (body as { ids: unknown[] }).ids;

export const page: Handler = (ctx, { query }) => pageOfRows(ctx.db, tableOfCtx(ctx), ctx.caller, query);

export const model: Handler = (ctx, { query }) => {
  const t = tableOfCtx(ctx);
  return visibleRow(ctx.db, t, ctx.caller, query[t.key]);
};

/*
 * Every write here is recorded in 操作日志 in its own transaction (audit/around.ts): the row's stored values
 * before and after.
 */

export const add: Handler = (ctx, input) => {
  const t = tableOfCtx(ctx);
  return ctx.db.tx((q) =>
    auditedWrite(q, ctx, input, t, [], async () => {
      const values = await prepareInsert(q, t, signedIn(ctx), input.body as Row);
      const id = await insertRow(q, t, values);
      return visibleRow(q, t, null, id);
    }),
  );
};

export const edit: Handler = (ctx, input) => {
  const t = tableOfCtx(ctx);
  const values = input.body as Row;
  return ctx.db.tx(async (q) => {
    await visibleRow(q, t, ctx.caller, values[t.key], 'write');
    return auditedWrite(q, ctx, input, t, [values[t.key]], async () => {
      await updateRows(q, t, [String(values[t.key])], await prepareUpdate(q, t, signedIn(ctx), values));
      return visibleRow(q, t, null, values[t.key]);
    });
  });
};

/**
 * A tree node (a ref of an entity to itself: a department's fParentId, a directory's parent) is deleted
 * only with all its children: a child outside the batch would be orphaned, so the whole delete is refused.
 */
async function refuseIfParent(q: Queryable, t: Table, keys: readonly unknown[]) {
  for (const [wire] of Object.entries(t.entity.fields).filter(([, f]) => f.ref === t.name)) {
    if (!t.columnByWire.has(wire)) continue;
    const children = await q.query(
      `select 1 from ${ident(t.name)} where ${ident(wire)} = any($1) and not (${ident(t.key)} = any($1)) limit 1`,
      [keys],
    );
    if (children.length) throw refused(`请先删除下级${t.entity.label}`);
  }
}

export const remove: Handler = (ctx, input) => {
  const t = tableOfCtx(ctx);
  return ctx.db.tx(async (q) => {
    const keys = await requireVisible(q, t, ctx.caller, idsOf(input.body));
    return auditedWrite(q, ctx, input, t, keys, async () => {
      await refuseIfParent(q, t, keys);
      await refuseIfReferenced(q, t, keys);
      await q.query(`delete from ${ident(t.name)} where ${ident(t.key)} = any($1)`, [keys]);
      return null;
    });
  });
};

/**
 * The review status an Auth/UnAuth pair sets: the entity's fStatus-like enum, passed = its first 'success'
 * option (for lecture areas the platform admin's own pass), refused = its 'danger' option, else 'info'.
 */
export function reviewStates(e: EntityDef, role: Role | null) {
  const candidates = Object.entries(e.fields).filter(
    ([, f]) => f.enum?.options.some((o) => o.tone === 'success') && f.readOnly,
  );
  const [wire, f] =
    candidates.find(([w]) => w === 'fStatus') ??
    candidates.find(([w]) => /status/i.test(w)) ??
    candidates[0] ??
    [];
  if (!wire || !f?.enum) return null;
  const successes = f.enum.options.filter((o) => o.tone === 'success');
  const dangers = f.enum.options.filter((o) => o.tone === 'danger');
  const platform = role === 'platformAdmin' && successes.length > 1;
  const pick = <T>(list: T[]) => (platform ? list[list.length - 1] : list[0]);
  const off = pick(dangers) ?? f.enum.options.find((o) => o.tone === 'info');
  return { wire, on: pick(successes)?.value, off: off?.value };
}

const review =
  (approve: boolean): Handler =>
  (ctx, input) => {
    const t = tableOfCtx(ctx);
    const states = reviewStates(t.entity, ctx.caller?.kind ?? null);
    if (!states) throw new Error(`${t.name} has no review status`);
    requireReviewer(t, ctx.caller, { [states.wire]: approve ? states.on : states.off });
    return ctx.db.tx(async (q) => {
      const keys = await requireVisible(q, t, ctx.caller, idsOf(input.body));
      return auditedWrite(q, ctx, input, t, keys, async () => {
        await updateRows(q, t, keys, { [states.wire]: approve ? states.on : states.off });
        return null;
      });
    });
  };

export const auth = review(true);
export const unauth = review(false);
