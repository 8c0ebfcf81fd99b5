import type { StudentTodayModel } from '@practice/sdk/contract';
import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../../auth/caller.js';
import type { Queryable, Row } from '../../../../db/driver.js';
import { dayAfter } from '../../../late-work.js';
import { internshipWeek } from '../diary-dates.js';
import { withRelateCounts } from '../diary-wire.js';
import { ownRows, scopedRowsIn, textOf } from './own-rows.js';

/*
 * The running internship and its diary of this week. A course runs when the school passed it and either has
 * it in its 实习阶段 (fInternshipStatus 1, whatever its dates say) or today lies within its dates: the same
 * rule 我的实习's menu entries use to open a student's course. Diaries are weekly (each has its 实习周次),
 * so "today's diary" is the diary of the week today falls in.
 */

type Today = Pick<StudentTodayModel, 'internship' | 'diary' | 'returnedDiaries'>;

/** What the diary page is opened with: what 我的实习's row button copies (student-links.ts). */
const SCOPE_KEYS = [
  'fInternshipInfoId',
  'fInternshipStudentId',
  'cInternshipName',
  'fTemplateBatchInfoId',
  'fIsNeedDiaryReview1',
  'fIsNeedDiaryReview2',
] as const;

export const scopeOf = (row: Row, keys: readonly string[]): Record<string, string> =>
  Object.fromEntries(keys.filter((k) => textOf(row[k]) !== '').map((k) => [k, textOf(row[k])]));

const isRunning = (course: Row, day: string) =>
  Number(course.fStatus) === enums.InternshipInfoStatus.passed &&
  (Number(course.fInternshipStatus) === enums.InternshipStage.internship ||
    (textOf(course.tStartDate) <= day && (textOf(course.tEndDate) === '' || day <= textOf(course.tEndDate))));

/** The student's course rows whose course runs on `day`, the latest started first. */
export async function runningInternships(q: Queryable, me: Caller, day: string): Promise<Row[]> {
  const mine = await ownRows(q, me, 'InternshipStudent', 'fUserId');
  const courses = await scopedRowsIn(
    q,
    me,
    'InternshipInfo',
    'fInternshipInfoId',
    mine.map((r) => r.fInternshipInfoId),
  );
  const running = new Map(courses.filter((c) => isRunning(c, day)).map((c) => [c.fInternshipInfoId, c]));
  const rows = mine
    .filter((r) => running.has(r.fInternshipInfoId))
    .map((r) => {
      const course = running.get(r.fInternshipInfoId);
      return { ...r, tCourseStartDate: course?.tStartDate, fCourseSchoolId: course?.fSchoolId };
    });
  rows.sort((a, b) => textOf(b.tCourseStartDate).localeCompare(textOf(a.tCourseStartDate)));
  return withRelateCounts(q, rows);
}

/** This week's diary of the latest started of the running internships (`running`, runningInternships'). */
export async function internshipToday(q: Queryable, me: Caller, day: string, running: Row[]): Promise<Today> {
  const [row] = running;
  if (!row) return { internship: null, diary: null, returnedDiaries: [] };
  const start = textOf(row.tCourseStartDate).slice(0, 10);
  const week = internshipWeek(start, day);
  const weekStart = dayAfter(start, (week - 1) * 7);
  const diaries = await ownRows(q, me, 'InternshipDiary', 'fStudentUserId', (p) => [
    `t."fInternshipStudentId" = ${p.add(row.fInternshipStudentId)}`,
  ]);
  const thisWeek = diaries.filter((d) => Number(d.fWeek) === week);
  // A handed-in diary of the week settles it; else a draft is the one to finish.
  const handedIn = thisWeek.find((d) => Number(d.fStatus) !== enums.MaterialStatus.notSubmitted);
  const draft = thisWeek.find((d) => Number(d.fStatus) === enums.MaterialStatus.notSubmitted);
  const shown = handedIn ?? draft;
  return {
    internship: {
      fInternshipInfoId: String(row.fInternshipInfoId),
      fInternshipStudentId: String(row.fInternshipStudentId),
      cInternshipName: textOf(row.cInternshipName),
      fWeek: week,
      tWeekStartDate: weekStart,
      tWeekEndDate: dayAfter(weekStart, 6),
      cScope: scopeOf(row, SCOPE_KEYS),
    },
    diary: {
      cState: handedIn ? 'done' : draft ? 'draft' : 'due',
      fInternshipDiaryId: shown ? String(shown.fInternshipDiaryId) : null,
      cDiaryName: shown ? textOf(shown.cDiaryName) : null,
    },
    returnedDiaries: diaries
      .filter((d) => Number(d.fStatus) === enums.MaterialStatus.failed)
      .map((d) => ({
        fInternshipDiaryId: String(d.fInternshipDiaryId),
        cDiaryName: textOf(d.cDiaryName),
        tDiaryDate: textOf(d.tDiaryDate),
      })),
  };
}
