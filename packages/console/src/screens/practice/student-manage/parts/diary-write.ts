import { DIARY_AFTER_TODAY } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import type { TableRow, TemplateValues } from '@practice/ui-kit';
import { DIARY_WIRE_KEYS } from './student-links.js';

/*
 * Writing a diary (SPEC 2.3 diaries-student) on the production back end's call, EditInternshipDiaryItemList:
 * one body with the diary's title, the page's course and student, what the production page carries (the
 * template batch, who reviews, fType 3), fSubmitType (1 hands it in, 0 keeps a draft) and one key per
 * template item with its answer. The server writes the diary and its lines in one transaction.
 */

export const TITLE_REQUIRED = '请输入日志标题';
export const TITLE_MAX = 100;
export const DATE_REQUIRED = '请选择日志日期';

/** What the page carries besides the course and the student: the production link's keys and fType. */
export const DIARY_QUERY_KEYS = [...DIARY_WIRE_KEYS, 'fType'] as const;

export const isPassed = (row: TableRow) => Number(row.fStatus) === enums.MaterialStatus.passed;

export interface DiaryHeader {
  cDiaryName: string;
  /** YYYY-MM-DD, as the date input gives it. */
  tDiaryDate: string;
}

/**
 * The header's problems by field (SPEC 5: required text trimmed first); empty when it may be sent. Given
 * `today` (YYYY-MM-DD), a later date is refused here as the server would (a diary records days that have
 * happened); the course's start is the server's to check.
 */
export function headerErrors(
  header: DiaryHeader,
  today?: string,
): Partial<Record<keyof DiaryHeader, string>> {
  const errors: Partial<Record<keyof DiaryHeader, string>> = {};
  const title = header.cDiaryName.trim();
  if (!title) errors.cDiaryName = TITLE_REQUIRED;
  else if (title.length > TITLE_MAX) errors.cDiaryName = `长度不能超过${TITLE_MAX}个字符`;
  if (!header.tDiaryDate) errors.tDiaryDate = DATE_REQUIRED;
  else if (today && header.tDiaryDate > today) errors.tDiaryDate = DIARY_AFTER_TODAY;
  return errors;
}

export interface DiaryBodyInput {
  /** The page's scope: fInternshipInfoId and fInternshipStudentId. */
  scope: Readonly<Record<string, string>>;
  /** The production keys the page was opened with (absent ones are not sent). */
  wire: Readonly<Record<string, string>>;
  /** The diary being edited; null for a new one. */
  diaryId: string | null;
  header: DiaryHeader;
  /** The template form's answers, keyed by template item id. */
  values: TemplateValues;
  draft: boolean;
}

/** The body of EditInternshipDiaryItemList. */
export function diaryBody(o: DiaryBodyInput): Record<string, unknown> {
  return {
    ...o.values,
    ...o.wire,
    ...o.scope,
    fType: enums.TemplateType.diary,
    fInternshipDiaryId: o.diaryId ?? '',
    cDiaryName: o.header.cDiaryName.trim(),
    tDiaryDate: o.header.tDiaryDate,
    fSubmitType: o.draft ? 0 : 1,
  };
}

/** A new diary's header: today, and the title left for the student. */
export const newHeader = (today: string): DiaryHeader => ({ cDiaryName: '', tDiaryDate: today });

export const headerOf = (row: TableRow): DiaryHeader => ({
  cDiaryName: String(row.cDiaryName ?? ''),
  tDiaryDate: String(row.tDiaryDate ?? '').slice(0, 10),
});
