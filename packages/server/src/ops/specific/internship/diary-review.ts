import {
  DIARY_REVIEW_SLOTS,
  DIARY_REVIEWER_NAMES,
  DiaryReviewer,
  type DiaryReviewSlot,
  DiaryVerdict,
  diaryReviewColumns,
  entityByName,
  enums,
} from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import type { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import { badRequest, forbidden, refused } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { pageOfRows } from '../../standard/page.js';
import { insertRow } from '../../write.js';

/*
 * Two-tutor diary review (issue 24 item 4). A student's in-school tutor and enterprise tutor each give the
 * diary a verdict of their own (fReview1*, fReview2*); which of them must is which kinds of tutor the student
 * is bound to (the production wire's fIsNeedDiaryReview1/2, diary-wire.ts). The diary's fStatus is worked
 * out here from the required verdicts, so the production wire's one state still reads right, and its
 * cComment carries each comment after whose it is. A tutor's fStatus/cComment on EditInternshipDiary (what
 * the production console sends) is that tutor's own verdict; a diary with no tutors bound keeps the one
 * verdict of old. A student's new hand-in moves the verdicts given so far into InternshipDiaryReview.
 */

export const NOT_HANDED_IN = '该日志尚未提交，不能批阅';
/** The tutor's own verdicts; 待批阅 is the hand-in's. */
const VERDICTS: number[] = [DiaryVerdict.passed, DiaryVerdict.failed];

type Need = Record<DiaryReviewSlot, boolean>;

/** SQL: whether the student of the diary row (alias t) has a tutor of the slot's kind (InternshipTutor.fType). */
export const needSql = (slot: DiaryReviewSlot, alias = 't') =>
  `exists (select 1 from "InternshipTutorStudent" ts join "InternshipTutor" tt using ("fInternshipTutorId")
            where ts."fInternshipStudentId" = ${alias}."fInternshipStudentId" and tt."fType" = ${slot})`;

/** Whose verdicts the student's diaries need: the kinds of tutor bound to the student. */
export async function requiredReviewers(q: Queryable, studentId: unknown): Promise<Need> {
  const [row] = await q.query<{ one: boolean; two: boolean }>(
    `select ${needSql(1)} as one, ${needSql(2)} as two
       from "InternshipStudent" t where t."fInternshipStudentId" = $1`,
    [String(studentId)],
  );
  return { 1: !!row?.one, 2: !!row?.two };
}

const anyNeeded = (need: Need) => need[1] || need[2];

/**
 * The SQL of the caller's side for a diary of the course (alias t): the caller's own tutor row in the course
 * says it (a leader, fType 3, is the school's side); without one an enterprise tutor is the enterprise side,
 * and an admin or the course's creator the school's, or the enterprise's where the school's is not needed.
 */
export function slotSql(caller: Caller, p: Params, alias = 't') {
  const fallback = caller.kind === 'companyTutor' ? '2' : `case when ${needSql(1, alias)} then 1 else 2 end`;
  return `coalesce((select case when bool_or(tt."fType" in (1, 3)) then 1 when bool_or(tt."fType" = 2) then 2 end
            from "InternshipTutor" tt
           where tt."fInternshipInfoId" = ${alias}."fInternshipInfoId" and tt."fUserId" = ${p.add(caller.userId)}),
          ${fallback})`;
}

async function reviewerSlot(q: Queryable, caller: Caller, diary: Row, need: Need): Promise<DiaryReviewSlot> {
  const types = (
    await q.query<{ t: number }>(
      'select "fType" as t from "InternshipTutor" where "fInternshipInfoId" = $1 and "fUserId" = $2',
      [String(diary.fInternshipInfoId), caller.userId],
    )
  ).map((r) => Number(r.t));
  if (types.some((t) => t === 1 || t === 3)) return 1;
  if (types.includes(2) || caller.kind === 'companyTutor') return 2;
  return need[1] ? 1 : 2;
}

/**
 * The 待我批阅 filter of the diary list (the review queue): handed in, and waiting for the caller's verdict
 * (a diary of a student with no tutor bound waits for any reviewer, as before).
 */
export function awaitingMyReview(caller: Caller, p: Params): string {
  const slot = slotSql(caller, p);
  const waits = (s: DiaryReviewSlot) => {
    const c = diaryReviewColumns(s);
    return `(${needSql(s)} and coalesce(t."${c.status}", ${DiaryVerdict.pending}) = ${DiaryVerdict.pending} and ${slot} = ${s})`;
  };
  return `(t."fStatus" = ${enums.MaterialStatus.pending} and ((not ${needSql(1)} and not ${needSql(2)}) or ${waits(1)} or ${waits(2)}))`;
}

/** The diary's state from its required verdicts: rejected when one rejected it, passed when all passed it. */
export function overallStatus(need: Need, row: Row): number {
  const verdicts = DIARY_REVIEW_SLOTS.filter((s) => need[s]).map((s) =>
    Number(row[diaryReviewColumns(s).status] ?? DiaryVerdict.pending),
  );
  if (verdicts.includes(DiaryVerdict.failed)) return enums.MaterialStatus.failed;
  return verdicts.every((v) => v === DiaryVerdict.passed)
    ? enums.MaterialStatus.passed
    : enums.MaterialStatus.pending;
}

/** cComment on the wire: each tutor's comment after whose it is, one a line. */
export function combinedComment(row: Row): string | null {
  const lines = DIARY_REVIEW_SLOTS.flatMap((s) => {
    const text = row[diaryReviewColumns(s).comment];
    return typeof text === 'string' && text.trim() ? [`${DIARY_REVIEWER_NAMES[s]}：${text.trim()}`] : [];
  });
  return lines.length ? lines.join('\n') : null;
}

const blank = (v: unknown) => v === null || v === undefined || v === '';
const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || String(a) === String(b);
const labelOf = (wire: string) => entityByName.get('InternshipDiary')?.fields[wire]?.label ?? wire;

/**
 * A reviewer's edit of a diary: their verdict and comment go to their own columns (sent as their own fields,
 * or as fStatus/cComment), the other tutor's are refused, and fStatus/cComment are worked out again.
 */
export async function tutorVerdict(q: Queryable, caller: Caller, values: Row, current: Row): Promise<void> {
  const need = await requiredReviewers(q, current.fInternshipStudentId);
  if (!anyNeeded(need)) return;
  values.fIsNeedDiaryReview1 = need[1] ? 1 : 0;
  values.fIsNeedDiaryReview2 = need[2] ? 1 : 0;
  const slot = await reviewerSlot(q, caller, current, need);
  const other = diaryReviewColumns(slot === 1 ? 2 : 1);
  for (const wire of [other.status, other.comment]) {
    if (values[wire] !== undefined && !same(values[wire], current[wire])) {
      throw forbidden(`只有${DIARY_REVIEWER_NAMES[slot === 1 ? 2 : 1]}可以填写“${labelOf(wire)}”`);
    }
    delete values[wire];
  }
  const mine = diaryReviewColumns(slot);
  // A form may send the whole row back: only what differs from the stored row is asked for. A body without
  // the tutor's own columns (the production console's fStatus and cComment) is their verdict and comment.
  const changed = (wire: string) =>
    values[wire] !== undefined && !same(values[wire], current[wire]) ? values[wire] : undefined;
  const legacy = VERDICTS.includes(Number(values.fStatus)) ? Number(values.fStatus) : undefined;
  const asked =
    legacy !== undefined &&
    (!same(legacy, current.fStatus) ||
      (values[mine.status] === undefined && !same(legacy, current[mine.status])));
  const verdict = changed(mine.status) ?? (asked ? legacy : undefined);
  const comment = changed(mine.comment) ?? changed('cComment');
  delete values.fStatus;
  delete values.cComment;
  if (verdict === undefined && comment === undefined) return;
  if (!need[slot])
    throw refused(`该学生没有${DIARY_REVIEWER_NAMES[slot]}，日志无需${DIARY_REVIEWER_NAMES[slot]}批阅`);
  if (Number(current.fStatus) === enums.MaterialStatus.notSubmitted) throw refused(NOT_HANDED_IN);
  if (verdict !== undefined && !VERDICTS.includes(Number(verdict))) {
    throw badRequest(`${labelOf(mine.status)}只能为审核通过或审核未通过`);
  }
  if (verdict !== undefined) values[mine.status] = Number(verdict);
  if (comment !== undefined) values[mine.comment] = blank(comment) ? null : comment;
  values[mine.user] = caller.userId;
  values[mine.date] = nowText();
  const after = { ...current, ...values };
  values.fStatus = overallStatus(need, after);
  values.cComment = combinedComment(after);
}

/** The verdicts the diary holds now, as history rows (a diary of old keeps its one verdict as 导师's). */
function verdictsOf(current: Row): Row[] {
  const rows = DIARY_REVIEW_SLOTS.flatMap((s) => {
    const c = diaryReviewColumns(s);
    const status = Number(current[c.status] ?? 0);
    if (!VERDICTS.includes(status) && blank(current[c.comment])) return [];
    return [
      {
        fReviewerType: s,
        fStatus: VERDICTS.includes(status) ? status : DiaryVerdict.pending,
        cComment: current[c.comment] ?? null,
        fReviewUserId: current[c.user] ?? null,
        tReviewDate: current[c.date] ?? null,
      },
    ];
  });
  const status = Number(current.fStatus);
  if (rows.length || (!VERDICTS.includes(status) && blank(current.cComment))) return rows;
  return [
    {
      fReviewerType: DiaryReviewer.tutor,
      fStatus: VERDICTS.includes(status) ? status : DiaryVerdict.pending,
      cComment: current.cComment ?? null,
      fReviewUserId: null,
      tReviewDate: null,
    },
  ];
}

async function archiveVerdicts(q: Queryable, current: Row): Promise<boolean> {
  const rows = verdictsOf(current);
  if (!rows.length) return false;
  const diaryId = String(current.fInternshipDiaryId);
  const [last] = await q.query<{ n: number }>(
    'select coalesce(max("fRound"), 0)::int as n from "InternshipDiaryReview" where "fInternshipDiaryId" = $1',
    [diaryId],
  );
  const t = tableOf('InternshipDiaryReview');
  for (const row of rows) {
    await insertRow(q, t, {
      ...row,
      fInternshipDiaryId: diaryId,
      fRound: Number(last?.n ?? 0) + 1,
      tCreateDate: nowText(),
    });
  }
  return true;
}

/**
 * A student's save (a new diary, an edit, a hand-in again): the verdicts given so far go to the history and
 * the required tutors' verdicts start again as 待批阅 when it is handed in (nothing while it is a draft).
 */
export async function studentRound(q: Queryable, values: Row, current?: Row): Promise<void> {
  const need = await requiredReviewers(q, values.fInternshipStudentId ?? current?.fInternshipStudentId);
  values.fIsNeedDiaryReview1 = need[1] ? 1 : 0;
  values.fIsNeedDiaryReview2 = need[2] ? 1 : 0;
  if (current && (await archiveVerdicts(q, current))) values.cComment = null;
  const handedIn = Number(values.fStatus) === enums.MaterialStatus.pending;
  for (const s of DIARY_REVIEW_SLOTS) {
    const c = diaryReviewColumns(s);
    values[c.status] = handedIn && need[s] ? DiaryVerdict.pending : null;
    values[c.comment] = null;
    values[c.user] = null;
    values[c.date] = null;
  }
}

/** GetInternshipDiaryPageList: the standard list, and its 待我批阅 filter (fAwaitingMyReview=1). */
const diaryPage = onNoRow(
  'a page list: the scope is applied in its query by the standard page',
  (a, { query }) =>
    pageOfRows(a.q, tableOf('InternshipDiary'), a.caller, query, (p) =>
      Number(query.fAwaitingMyReview) === 1 && a.caller ? [awaitingMyReview(a.caller, p)] : [],
    ),
);

export const diaryReviewHandlers: Record<string, Handler> = {
  GetInternshipDiaryPageList: diaryPage,
};
