import { DIARY_AFTER_TODAY, DIARY_BEFORE_START } from '@practice/sdk';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { badRequest } from '../../../http/errors.js';
import { courseRow } from './shared.js';

/*
 * A diary's date lies within its internship: not before the course's start, and not after today (a diary
 * records days that have happened). Its 实习周次 follows from that date and is the server's to count, so
 * that lists, downloads and packages never show a week that is empty or disagrees with the date.
 */

export const START_AFTER_DIARY = '开始日期不能晚于已有实习日志的日期';

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);

/** The internship week of a day ('YYYY-MM-DD'): week 1 is the course's start day and the six days after it. */
export const internshipWeek = (start: string, day: string): number =>
  Math.floor(Math.round((dayMs(day) - dayMs(start)) / DAY_MS) / 7) + 1;

/**
 * Checks the date of a diary as the write leaves it and sets its week. `values` are the stored form of the
 * write (dates 'YYYY-MM-DD'), `current` the diary before an edit. A diary whose date and course stay as
 * they were is not checked again (a tutor's comment on it must save), only given a week it lacks.
 */
export async function dateDiary(q: Queryable, values: Row, current?: Row): Promise<void> {
  const day = String(values.tDiaryDate ?? current?.tDiaryDate ?? '');
  const courseId = values.fInternshipInfoId ?? current?.fInternshipInfoId;
  const moved = !current || day !== current.tDiaryDate || courseId !== current.fInternshipInfoId;
  if (!moved && current?.fWeek != null) return;
  const start = String((await courseRow(q, courseId)).tStartDate ?? '');
  if (moved && day < start) throw badRequest(DIARY_BEFORE_START);
  if (moved && day > nowText().slice(0, 10)) throw badRequest(DIARY_AFTER_TODAY);
  values.fWeek = internshipWeek(start, day);
}

/**
 * A course whose start moves takes its diaries' weeks along. A start moved past a diary already written is
 * refused: that diary would then lie before its internship, which its own write would not be allowed.
 */
export async function restartDiaries(q: Queryable, courseId: unknown, start: string): Promise<void> {
  const diaries = await q.query<{ id: string; day: string }>(
    'select "fInternshipDiaryId" as id, "tDiaryDate" as day from "InternshipDiary" where "fInternshipInfoId" = $1',
    [String(courseId)],
  );
  if (diaries.some((d) => d.day < start)) throw badRequest(START_AFTER_DIARY);
  if (!diaries.length) return;
  await q.query(
    `update "InternshipDiary" d set "fWeek" = w.week
       from unnest($1::text[], $2::int[]) as w(id, week) where d."fInternshipDiaryId" = w.id`,
    [diaries.map((d) => d.id), diaries.map((d) => internshipWeek(start, d.day))],
  );
}
