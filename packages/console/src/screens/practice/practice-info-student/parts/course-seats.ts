import type { TableRow } from '@practice/ui-kit';

/*
 * Seats of a practice course as the student reads them on 选课. The server holds the rule (every selection
 * that is not rejected holds a seat, fStudentCount counts them); the list only shows what is left.
 */

/** Seats still free, or null for a course without a limit (fMaxStudent empty or 0). */
export function seatsLeft(row: TableRow): number | null {
  const max = Number(row.fMaxStudent ?? 0);
  if (!Number.isFinite(max) || max <= 0) return null;
  const taken = Number(row.fStudentCount ?? 0);
  return Math.max(0, max - (Number.isFinite(taken) ? taken : 0));
}

/** 不限, 已满 or the number left: the words of the server's refusal (选课人数已满). */
export function seatText(row: TableRow): string {
  const left = seatsLeft(row);
  if (left === null) return '不限';
  return left === 0 ? '已满' : String(left);
}
