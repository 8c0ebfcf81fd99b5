import { notBefore } from '../helpers/messages.js';
import type { Field } from './field.js';
import { normalizeDate } from './wire-date.js';

/*
 * An entity's dates in order (EntityInput.dateOrder): an internship's end is not before its start, a task's
 * deadline not before its start. Checked wherever enough of a row is known: by the Add and Edit schemas when
 * a body carries both dates (so the SDK and the console's forms refuse before sending, beside the later
 * field), and by the server against the row as a write leaves it (an edit that moves only one of the two).
 */

/** `end` may not fall before `start`; the same day or time is fine. Both are date, or both dateTime, fields. */
export interface DateOrder<W extends string = string> {
  readonly start: W;
  readonly end: W;
}

export interface DateOrderIssue {
  /** The later field: where a form shows the message. */
  readonly field: string;
  readonly message: string;
}

const isDate = (f: Field | undefined) => f?.display === 'date' || f?.display === 'dateTime';

/** The rules a row breaks (wire or stored values); a rule is not checked while either date is empty. */
export function dateOrderIssues(
  fields: Readonly<Record<string, Field>>,
  rules: readonly DateOrder[],
  row: Readonly<Record<string, unknown>>,
): DateOrderIssue[] {
  return rules.flatMap(({ start, end }) => {
    const from = row[start];
    const to = row[end];
    if (typeof from !== 'string' || typeof to !== 'string' || !from.trim() || !to.trim()) return [];
    const withTime = fields[end]?.display === 'dateTime';
    if (normalizeDate(to, withTime) >= normalizeDate(from, withTime)) return [];
    return [{ field: end, message: notBefore(fields[end]?.label ?? end, fields[start]?.label ?? start) }];
  });
}

/** Why a rule cannot be checked (a field that is not a writable date, or a date paired with a time), or null. */
export function dateOrderProblem(fields: Readonly<Record<string, Field>>, rule: DateOrder): string | null {
  for (const wire of [rule.start, rule.end]) {
    const f = fields[wire];
    if (!isDate(f) || f?.readOnly) return `date order names ${wire}, which is not a writable date field`;
  }
  if (fields[rule.start]?.display === fields[rule.end]?.display) return null;
  return `date order pairs ${rule.start} and ${rule.end} of different kinds`;
}
