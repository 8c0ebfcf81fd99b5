import {
  DIARY_REVIEW_SLOTS,
  DIARY_REVIEWER_NAMES,
  type DiaryReviewSlot,
  diaryReviewColumns,
  formatFieldDate,
  needsDiaryReview,
} from '@practice/sdk/contract';
import type { TableRow } from '@practice/ui-kit';

/*
 * Two-tutor diary review as the screens read it (issue 24 item 4): a diary whose student has an in-school and
 * an enterprise tutor carries each one's verdict apart (fReview1*, fReview2*); the server works out fStatus
 * from them. A diary needing neither is reviewed once, as before, and shows its one comment.
 */

/** One tutor's verdict as shown: whose, their state (1 待批阅, 2 通过, 3 不通过), comment, name, time. */
export interface TutorVerdict {
  slot: DiaryReviewSlot;
  who: string;
  status: number;
  comment: string;
  reviewer: string;
  date: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Whether the diary is reviewed by its tutors apart (the server set which ones it needs). */
export const isSplitReview = (row: TableRow) =>
  needsDiaryReview(row.fIsNeedDiaryReview1) || needsDiaryReview(row.fIsNeedDiaryReview2);

/** The required tutors' verdicts, in-school first; none for a diary reviewed the old way. */
export function tutorVerdicts(row: TableRow): TutorVerdict[] {
  return DIARY_REVIEW_SLOTS.filter((slot) => needsDiaryReview(row[`fIsNeedDiaryReview${slot}`])).map(
    (slot) => {
      const c = diaryReviewColumns(slot);
      return {
        slot,
        who: DIARY_REVIEWER_NAMES[slot],
        status: Number(row[c.status] ?? 1),
        comment: text(row[c.comment]),
        reviewer: text(row[c.userName]),
        date: formatFieldDate('InternshipDiary', c.date, row[c.date]),
      };
    },
  );
}

/** A verdict a tutor gave an earlier hand-in (InternshipDiaryReview). */
export interface PastVerdict {
  id: string;
  round: number;
  who: string;
  status: number;
  comment: string;
  reviewer: string;
  date: string;
}

const WHO: Record<number, string> = { 0: '导师', ...DIARY_REVIEWER_NAMES };

/** The history rows as shown, latest hand-in first, in-school before enterprise within one. */
export function pastVerdicts(rows: readonly TableRow[]): PastVerdict[] {
  return rows
    .map((r) => ({
      id: String(r.fInternshipDiaryReviewId ?? `${r.fRound}-${r.fReviewerType}`),
      round: Number(r.fRound ?? 1),
      type: Number(r.fReviewerType ?? 0),
      who: WHO[Number(r.fReviewerType ?? 0)] ?? '导师',
      status: Number(r.fStatus ?? 1),
      comment: text(r.cComment),
      reviewer: text(r.cReviewUserName),
      date: formatFieldDate('InternshipDiaryReview', 'tReviewDate', r.tReviewDate),
    }))
    .sort((a, b) => b.round - a.round || a.type - b.type)
    .map(({ type: _type, ...verdict }) => verdict);
}
