import { dateOrderIssues } from '@practice/sdk/contract';
import type { Row } from '../db/driver.js';
import type { Table } from '../db/tables.js';
import { badRequest } from '../http/errors.js';

/*
 * The contract's date order (an entity's `dateOrder`: an internship's end not before its start, a task's
 * deadline not before its start) on a row as a write leaves it. The Add and Edit schemas already refuse a
 * body carrying both dates out of order; an edit that moves only one of them is compared here with the
 * stored other, so every writer through write.ts keeps the order, whatever its body held.
 */

/** Whether a write of these values moves a date of a rule, so that an edit needs the stored row to check it. */
export const touchesDateOrder = (t: Table, values: Row): boolean =>
  (t.entity.dateOrder ?? []).some((r) => r.start in values || r.end in values);

/** Refuses the row with the first broken rule's message (结束日期不能早于开始日期); nothing is written. */
export function assertDateOrder(t: Table, row: Row): void {
  const [issue] = dateOrderIssues(t.entity.fields, t.entity.dateOrder ?? [], row);
  if (issue) throw badRequest(issue.message);
}
