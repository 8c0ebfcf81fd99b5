/*
 * The attendance rule's diary quota as SQL pieces, shared by the warning 日志数量不足 (warnings.ts) and the
 * statistics' diaries due (statistics/figures.ts), so that "due" means one thing: a rule that is on and asks
 * for diaries, periods that are weeks from Monday or calendar months (fDiaryQuotaPeriod 2), a period counted
 * only when the student's internship covers all of it, and a diary handed in when it is anything but a draft.
 */

/** A rule (alias r) that asks for diaries. */
export const QUOTA_RULE = `r."fEnabled" = 1 and coalesce(r."fDiaryQuota", 0) > 0`;

/** The first day of the quota period (a week from Monday, or a month) that holds the date `day`. */
export const periodStartOf = (day: string, period: string) =>
  `(case when ${period} = 2 then date_trunc('month', ${day})::date else date_trunc('week', ${day})::date end)`;

/** The last day of the period that starts on `start`. */
export const periodEndOf = (start: string, period: string) =>
  `(case when ${period} = 2 then (${start} + interval '1 month' - interval '1 day')::date else ${start} + 6 end)`;

/** The length of a period, to step from one to the next. */
export const periodStep = (period: string) =>
  `(case when ${period} = 2 then interval '1 month' else interval '1 week' end)`;

/** A diary (alias d) that counts as handed in. */
export const HANDED_IN = `d."fStatus" <> 0`;

/** A student's own internship dates, else the course's (aliases s and i), as 'YYYY-MM-DD' text. */
export const STUDENT_START = `left(coalesce(nullif(s."tStartDate", ''), i."tStartDate"), 10)`;
export const STUDENT_END = `left(coalesce(nullif(s."tEndDate", ''), i."tEndDate", '9999-12-31'), 10)`;
