import { pastDiaryMakeUp } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { refused } from '../../../http/errors.js';
import { dayAfter, daysLate, lateWorkRules } from '../../late-work.js';
import { courseRow, isStudentLike } from './shared.js';

/*
 * A diary is written on its day or made up within the school's 日志补交期限 (学校设置 diary.allowLateDays:
 * N days after its date, the whole last day counting). Handed in later, it is refused naming that window,
 * unless the school takes late work (允许逾期提交): then it keeps the days it came after the window's last
 * day (fLateDays). A school without the setting sets no window. Drafts are never refused: only the hand-in
 * (a student's save that submits it). The window is about writing the diary, so a diary handed in before
 * (pending or sent back by the tutor) is not held to it again unless its date moves.
 */

export async function diaryLateWork(q: Queryable, caller: Caller | null, values: Row, current?: Row) {
  if (!isStudentLike(caller) || values.fStatus !== enums.MaterialStatus.pending) return;
  const day = String(values.tDiaryDate ?? current?.tDiaryDate ?? '');
  const handedInBefore =
    current != null && current.fStatus != null && current.fStatus !== enums.MaterialStatus.notSubmitted;
  if (handedInBefore && day === current.tDiaryDate) return;
  const course = await courseRow(q, values.fInternshipInfoId ?? current?.fInternshipInfoId);
  const rules = await lateWorkRules(q, course.fSchoolId);
  if (rules.diaryMakeUpDays === null || !day) {
    values.fLateDays = 0;
    return;
  }
  const lastDay = dayAfter(day, rules.diaryMakeUpDays);
  const late = daysLate(lastDay, nowText());
  if (late > 0 && !rules.allowLate) throw refused(pastDiaryMakeUp(rules.diaryMakeUpDays, lastDay));
  values.fLateDays = late;
}
