import { defineEnum } from '../../enum.js';
import { choice, dateTime, int, joined, ref, textarea } from '../../field.js';
import { diaryReviewFlag } from './diary-wire.js';
import { REVIEW_VERDICTS } from './shared.js';

/*
 * Two-tutor diary review (issue 24 item 4). A diary whose student has an in-school tutor (fIsNeedDiaryReview1)
 * and an enterprise tutor (fIsNeedDiaryReview2) is reviewed by both, each verdict and comment in its own
 * columns; the diary's fStatus stays the overall state the server works out from them (passed when every
 * required reviewer passed it, rejected when one rejected it), so the production wire and its lists keep
 * reading one state and one comment (cComment: the comments, each after whose it is).
 */

/**
 * One reviewer's verdict on the diary as handed in: the numbers of MaterialStatus's review states, worded
 * apart from them so that a row reads 日志状态 审核未通过 beside 校内导师审核 已通过 · 企业导师审核 未通过.
 */
export const DiaryVerdict = defineEnum('fDiaryVerdict', '批阅结果', {
  pending: [1, '待批阅', 'warning'],
  passed: [2, '已通过', 'success'],
  failed: [3, '未通过', 'danger'],
});

/** Whose verdict a history row keeps: 0 the one tutor of a diary that needs no split review. */
export const DiaryReviewer = defineEnum('fReviewerType', '批阅人类型', {
  tutor: [0, '导师'],
  inSchoolTutor: [1, '校内导师'],
  enterpriseTutor: [2, '企业导师'],
});

/** The two reviewers of a diary: slot 1 the in-school tutor, slot 2 the enterprise tutor. */
export const DIARY_REVIEW_SLOTS = [1, 2] as const;
export type DiaryReviewSlot = (typeof DIARY_REVIEW_SLOTS)[number];
export const DIARY_REVIEWER_NAMES: Record<DiaryReviewSlot, string> = { 1: '校内导师', 2: '企业导师' };

/** The diary columns of one reviewer's verdict. */
export const diaryReviewColumns = (slot: DiaryReviewSlot) => ({
  status: `fReview${slot}Status`,
  comment: `cReview${slot}Comment`,
  user: `fReview${slot}UserId`,
  userName: `cReview${slot}UserName`,
  date: `tReview${slot}Date`,
});

const slotFields = (slot: DiaryReviewSlot) => {
  const who = DIARY_REVIEWER_NAMES[slot];
  const c = diaryReviewColumns(slot);
  return {
    // 待批阅 is the hand-in's (the server's); passing and refusing are the tutor's.
    [c.status]: choice(DiaryVerdict, { label: `${who}审核`, reviewerOnly: REVIEW_VERDICTS }),
    // Lists show each tutor's state; the comments, names and times are the diary's own view's.
    [c.comment]: textarea(`${who}批阅`, { max: 2000, reviewerOnly: true, column: false }),
    [c.user]: ref(`${who}批阅人`, 'AppUser', { readOnly: true }),
    [c.userName]: { ...joined(`${who}批阅人`, { via: c.user, field: 'cRealName' }), column: false },
    [c.date]: dateTime(`${who}批阅时间`, { readOnly: true, column: false }),
  };
};

/** The diary's review columns: which tutors review it (set by the server) and each one's verdict. */
export const diaryReviewFields = () => ({
  // Set by the server on each hand-in and verdict: 1 when the student has a tutor of that kind in the course.
  fIsNeedDiaryReview1: int('需校内导师批阅', { readOnly: true, column: false }),
  fIsNeedDiaryReview2: int('需企业导师批阅', { readOnly: true, column: false }),
  ...slotFields(1),
  ...slotFields(2),
});

/**
 * The page list's 待我批阅 filter (the review queue): 1 keeps the handed-in diaries still waiting for the
 * caller's own verdict (a diary the other tutor already passed stays until this one acts).
 */
export const diaryAwaitingParam = {
  fAwaitingMyReview: diaryReviewFlag.optional(),
};
