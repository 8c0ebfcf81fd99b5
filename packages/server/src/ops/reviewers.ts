import type { EntityDef } from '@practice/sdk/contract';
import type { Caller } from '../auth/caller.js';
import type { Row } from '../db/driver.js';
import type { Table } from '../db/tables.js';
import { forbidden } from '../http/errors.js';

/*
 * Scores, grades, review states and the reviewer's comments are declared reviewerOnly in the contract
 * (field.ts). Every write of them, generic or specific, asks here, so that a student cannot grade their own
 * hand-in through any call that reaches the row.
 */

/**
 * Whether the caller reviews the entity's rows: the platform admin, or a holder of one of its grants.audit
 * roles. The student role never makes anyone a reviewer, even where a grant names it by mistake.
 */
export function isReviewer(e: EntityDef, caller: Caller | null): boolean {
  if (!caller) return false;
  if (caller.kind === 'platformAdmin') return true;
  const audit = e.grants.audit;
  if (audit === 'public' || audit === 'authenticated') return caller.roles.some((r) => r !== 'student');
  return caller.roles.some((r) => r !== 'student' && audit.includes(r));
}

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** Stored and sent values compare loosely: blanks alike, numbers by value (a form may send "91"). */
function same(a: unknown, b: unknown): boolean {
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return String(a) === String(b);
}

/** The reviewerOnly fields among `values` whose value only a reviewer may set, given what is stored. */
export function reviewerValues(t: Table, values: Row, stored?: Row): string[] {
  return Object.entries(values).flatMap(([wire, v]) => {
    const rule = t.entity.fields[wire]?.reviewerOnly;
    if (!rule || v === undefined || same(v, stored?.[wire])) return [];
    // A list names the reviewer's values of a state; its other values are the author's own.
    return rule === true || rule.some((r) => same(r, v)) ? [wire] : [];
  });
}

/**
 * Refuses (403, naming the field) a non-reviewer's value for a reviewerOnly field that differs from the
 * stored one (on an add nothing is stored): the console edits by sending back the whole row it read, and
 * that still saves, but a changed score, grade, verdict or comment does not.
 */
export function assertReviewerFields(t: Table, caller: Caller | null, values: Row, stored?: Row): void {
  if (isReviewer(t.entity, caller)) return;
  const [wire] = reviewerValues(t, values, stored);
  if (wire) throw forbidden(`无权填写“${t.entity.fields[wire]?.label ?? wire}”`);
}

/**
 * Refuses (403) a review action to anyone but a reviewer when what it sets is reviewerOnly (Auth/UnAuth,
 * opening a comment, replying to a question): grants are data, and a student given one is still refused.
 */
export function requireReviewer(t: Table, caller: Caller | null, values: Row): void {
  if (isReviewer(t.entity, caller)) return;
  const wire = Object.keys(values).find((w) => t.entity.fields[w]?.reviewerOnly);
  if (wire) throw forbidden(`无权填写“${t.entity.fields[wire]?.label ?? wire}”`);
}

/** Whether a non-reviewer's write names any reviewerOnly field (the stored row is then needed to compare). */
export const sendsReviewerFields = (t: Table, caller: Caller | null, values: Row) =>
  !isReviewer(t.entity, caller) && Object.keys(values).some((w) => t.entity.fields[w]?.reviewerOnly);
