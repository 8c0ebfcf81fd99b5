import { addDays, at, cycle, type Row } from './helpers.js';
import { COURSE_TUTORS, type Placement } from './internship.js';

/*
 * Each tutor's verdict on a demo diary (issue 24 item 4): a student bound to an in-school and an enterprise
 * tutor has both review each diary, as the server does (ops/specific/internship/diary-review.ts). A diary's
 * plan gives its overall state; the verdicts follow from it unless the plan says otherwise, and the seed
 * refuses a plan whose verdicts would not give its state.
 */

export type Slot = 1 | 2;
export interface SlotVerdict {
  readonly status: 1 | 2 | 3;
  readonly comment?: string;
}
/** A verdict of an earlier hand-in, kept as history (InternshipDiaryReview). */
export interface PastVerdict extends SlotVerdict {
  readonly round: number;
  readonly slot: Slot;
  /** Days after the diary's date it was given. */
  readonly after: number;
}
export interface DiaryReviews {
  readonly 1?: SlotVerdict;
  readonly 2?: SlotVerdict;
  readonly history?: readonly PastVerdict[];
}

const NAMES: Record<Slot, string> = { 1: '校内导师', 2: '企业导师' };
const ENTERPRISE_PRAISE = [
  '工作态度认真，分配的任务都按时完成了。',
  '能主动沟通问题，代码质量有进步。',
  '本周任务完成得不错，注意把接口文档同步更新。',
];

const tutorOf = (p: Placement, slot: Slot) =>
  COURSE_TUTORS.find(
    (t) => t.course === p.course && t.type === slot && t.students.includes(p.student.realName),
  );

/** The verdict a diary in state `status` has from the tutor of `slot`, when its plan names none. */
function defaultVerdict(
  status: number,
  slot: Slot,
  comment: string | undefined,
  n: number,
): SlotVerdict | null {
  if (status === 0) return null;
  if (status === 2) return { status: 2, comment: slot === 1 ? comment : cycle(ENTERPRISE_PRAISE, n) };
  if (status === 3 && slot === 1) return { status: 3, comment };
  return { status: 1 };
}

/** The diary's review columns, its overall state and its wire comment. */
export function reviewColumns(
  p: Placement,
  plan: { status: number; comment?: string; reviews?: DiaryReviews },
  day: string,
  n: number,
): Row {
  const need = { 1: !!tutorOf(p, 1), 2: !!tutorOf(p, 2) };
  const row: Row = { fIsNeedDiaryReview1: need[1] ? 1 : 0, fIsNeedDiaryReview2: need[2] ? 1 : 0 };
  if (!need[1] && !need[2]) return { ...row, fStatus: plan.status, cComment: plan.comment ?? null };
  // Given after any verdict of an earlier hand-in.
  const since = Math.max(-1, ...(plan.reviews?.history ?? []).map((v) => v.after)) + 1;
  const lines: string[] = [];
  const states: number[] = [];
  for (const slot of [1, 2] as const) {
    const verdict = need[slot]
      ? (plan.reviews?.[slot] ?? defaultVerdict(plan.status, slot, plan.comment, n))
      : null;
    const given = verdict && (verdict.status !== 1 || verdict.comment);
    row[`fReview${slot}Status`] = verdict?.status ?? null;
    row[`cReview${slot}Comment`] = verdict?.comment ?? null;
    row[`fReview${slot}UserId`] = given ? tutorOf(p, slot)?.person.fAppUserId : null;
    row[`tReview${slot}Date`] = given ? at(addDays(day, since), 20 + slot) : null;
    if (verdict?.comment) lines.push(`${NAMES[slot]}：${verdict.comment}`);
    if (verdict) states.push(verdict.status);
  }
  const overall = !states.length ? 0 : states.includes(3) ? 3 : states.every((s) => s === 2) ? 2 : 1;
  if (overall !== plan.status)
    throw new Error(`diary plan of ${p.student.realName}: verdicts give ${overall}`);
  return { ...row, fStatus: plan.status, cComment: lines.length ? lines.join('\n') : null };
}

/** The history rows of a diary's earlier hand-ins (numbered from `from`). */
export function historyRows(
  p: Placement,
  diaryId: number,
  reviews: DiaryReviews | undefined,
  day: string,
  from: number,
): Row[] {
  return (reviews?.history ?? []).map((v, i) => ({
    fInternshipDiaryReviewId: from + i,
    fInternshipDiaryId: diaryId,
    fRound: v.round,
    fReviewerType: v.slot,
    fStatus: v.status,
    cComment: v.comment ?? null,
    fReviewUserId: tutorOf(p, v.slot)?.person.fAppUserId ?? null,
    tReviewDate: at(addDays(day, v.after), 30 + i),
    // Kept when the student handed the diary in again, the day after.
    tCreateDate: at(addDays(day, v.after + 1), 30 + i),
  }));
}
