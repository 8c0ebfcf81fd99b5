import { pastDeadline } from '@practice/sdk';
import { LATE_WORK_SETTINGS } from '@practice/sdk/contract';
import { nowText } from '../db/dates.js';
import type { Queryable } from '../db/driver.js';
import { refused } from '../http/errors.js';

/*
 * Deadlines of hand-ins (contract/late-work.ts). A hand-in after its deadline is refused naming the deadline,
 * unless the school allows late work (学校设置 允许逾期提交): then the row keeps its days late (fLateDays),
 * counted here and never sent by a writer. Deadlines are stored wire dates in China time: a date alone
 * ('YYYY-MM-DD') runs to the end of that day, a date-time to that minute.
 */

export interface LateWorkRules {
  /** 允许逾期提交: late work is taken and counted rather than refused. */
  readonly allowLate: boolean;
  /** 日志补交期限（天）: days after its date a diary may still be handed in; null when the school sets none. */
  readonly diaryMakeUpDays: number | null;
}

const DAY_MS = 86_400_000;
const dayNumber = (text: string) => Date.parse(`${text.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const isDay = (text: string) => text.length === 10;

/** The deadline as the refusal and the console show it: 'YYYY-MM-DD HH:mm' (a day ends at 23:59). */
export const deadlineText = (deadline: string) =>
  isDay(deadline) ? `${deadline} 23:59` : deadline.slice(0, 16);

/** The day `days` after a 'YYYY-MM-DD' day. */
export const dayAfter = (day: string, days: number) =>
  new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/**
 * Days a hand-in at `at` came after `deadline`: 0 on time; else the calendar days from the deadline's day to
 * the hand-in's, at least 1 (an hour past a 18:00 deadline is 逾期 1 天, as a tutor would count it).
 */
export function daysLate(deadline: string, at: string): number {
  const last = isDay(deadline) ? `${deadline} 23:59:59` : deadline;
  if (at <= last) return 0;
  return Math.max(1, Math.round(dayNumber(at) - dayNumber(deadline)));
}

/** A school's rules on late work, from its settings; a school without them takes no late work. */
export async function lateWorkRules(q: Queryable, schoolId: unknown): Promise<LateWorkRules> {
  const rows = await q.query<{ key: string; value: string | null }>(
    `select "cSettingKey" as key, "cSettingValue" as value from "SchoolSetting"
      where "fSchoolId" = $1 and "cSettingKey" = any($2) order by "tCreateDate" nulls first`,
    [String(schoolId ?? ''), Object.values(LATE_WORK_SETTINGS)],
  );
  // The latest row of a key wins, should a school have entered one twice.
  const value = (key: string) =>
    rows
      .filter((r) => r.key === key)
      .at(-1)
      ?.value?.trim() ?? '';
  const makeUp = value(LATE_WORK_SETTINGS.diaryMakeUpDays);
  return {
    allowLate: value(LATE_WORK_SETTINGS.allowLate) === '1',
    diaryMakeUpDays: /^\d+$/.test(makeUp) ? Number(makeUp) : null,
  };
}

export interface HandIn {
  /** The task's deadline as stored (date or date-time); no deadline, never late. */
  readonly deadline: unknown;
  /** The school whose rules apply (the course's). */
  readonly schoolId: unknown;
  /**
   * Whether the deadline binds the writer: a student's hand-in. Staff recording work handed in on paper are
   * not refused, and the row still says how late it came.
   */
  readonly binding: boolean;
}

/** The days late of a hand-in made now, or the refusal naming its deadline when the school takes none late. */
export async function lateDaysOf(q: Queryable, h: HandIn): Promise<number> {
  if (h.deadline == null || String(h.deadline).trim() === '') return 0;
  const deadline = String(h.deadline);
  const days = daysLate(deadline, nowText());
  if (days === 0 || !h.binding) return days;
  if (!(await lateWorkRules(q, h.schoolId)).allowLate) throw refused(pastDeadline(deadlineText(deadline)));
  return days;
}
