import { enums } from '@practice/sdk/contract';
import type { TableRow, TemplateFormItem, TemplateValues } from '@practice/ui-kit';

/*
 * Reviewing a diary (批阅): the tutor reads the diary as its template form and passes or rejects it with a
 * comment, through EditInternshipDiary with only the reviewer's fields (the server keeps the rest as it is).
 * MaterialStatus: 0 未提交, 1 未审核, 2 审核通过, 3 审核未通过.
 */

export const Verdict = { pass: 2, reject: 3 } as const;
export type Verdict = (typeof Verdict)[keyof typeof Verdict];

/** Paraphrased (the spec has no words for these): a draft is the student's own until handed in. */
export const DRAFT_NOT_REVIEWABLE = '该日志尚未提交，不能批阅';
/** A rejection sends the diary back: the student must be told what to change. */
export const REJECT_NEEDS_COMMENT = '审核不通过时请填写批阅意见';
export const COMMENT_MAX = 2000;

export function reviewProblem(row: TableRow): string | null {
  return Number(row.fStatus) === enums.MaterialStatus.notSubmitted ? DRAFT_NOT_REVIEWABLE : null;
}

export type DiaryReviewBody = { fInternshipDiaryId: string; fStatus: Verdict; cComment: string | null };

/** The reviewer-only fields of EditInternshipDiary, or why they cannot be sent. */
export function diaryReview(
  row: TableRow,
  verdict: Verdict,
  comment: string,
): { ok: true; body: DiaryReviewBody } | { ok: false; message: string } {
  const problem = reviewProblem(row);
  if (problem) return { ok: false, message: problem };
  const text = comment.trim();
  if (verdict === Verdict.reject && !text) return { ok: false, message: REJECT_NEEDS_COMMENT };
  if (text.length > COMMENT_MAX) return { ok: false, message: `长度不能超过${COMMENT_MAX}个字符` };
  return {
    ok: true,
    body: { fInternshipDiaryId: String(row.fInternshipDiaryId), fStatus: verdict, cComment: text || null },
  };
}

/** A diary's filled-in line (InternshipDiaryItem) as far as the form needs it. */
export interface DiaryLine {
  fTemplateItemId: string;
  cTemplateItemName?: string | null;
  fFontType?: number | null;
  fSort?: number | null;
  cContent?: string | null;
}

/**
 * The diary as its template form: the template's items (their tips, dropdown options and order) with the
 * diary's values. Lines whose item has since left the template still show, from what the line itself says,
 * so that nothing the student wrote is hidden from the reviewer.
 */
export function diaryForm(
  templateItems: readonly TemplateFormItem[],
  lines: readonly DiaryLine[],
): { items: TemplateFormItem[]; values: TemplateValues } {
  const values: TemplateValues = {};
  for (const line of lines) values[line.fTemplateItemId] = line.cContent ?? '';
  const known = new Set(templateItems.map((item) => item.fTemplateItemId));
  const orphans: TemplateFormItem[] = lines
    .filter((line) => !known.has(line.fTemplateItemId))
    .map((line) => ({
      fTemplateItemId: line.fTemplateItemId,
      cTemplateItemName: line.cTemplateItemName ?? '',
      fFontType: line.fFontType ?? 1,
      fSort: line.fSort ?? null,
    }));
  // The form shows each item's default content when the diary has no value: a reviewer must see blanks.
  const items = [...templateItems, ...orphans].map((item) => ({ ...item, cContent: null }));
  for (const item of items) values[item.fTemplateItemId] ??= '';
  return { items, values };
}

/** A quick phrase goes after what is already written, on a line of its own; twice is once. */
export function appendPhrase(comment: string, phrase: string): string {
  const text = comment.trimEnd();
  if (text.split('\n').some((line) => line.trim() === phrase)) return comment;
  return text ? `${text}\n${phrase}` : phrase;
}
