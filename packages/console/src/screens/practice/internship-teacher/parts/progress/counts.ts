import { enums } from '@practice/sdk/contract';
/*
 * Per-student progress in an internship course: diaries, summaries and overall reviews handed in, reviewed
 * and missing, counted from the course's own rows. What "due" means:
 * - diaries are weekly (the course's 实习周次; 每周至少提交1篇): a week is due once it has ended, and a
 *   week counts as handed in with a diary of that week in review or reviewed (fStatus 1, 2 or 3; 0 is a draft);
 * - a summary task is due once its deadline (tEndDate) has passed, and handed in with a completed summary
 *   (fStatus 1); a grade (fGrade) is its review;
 * - every review template of the course's batch (总体评价 and the grade sheets) asks for one review per
 *   student, done once submitted (fStatus 1).
 */

export interface ProgressInput {
  course: { tStartDate?: string | null; tEndDate?: string | null };
  students: readonly StudentRow[];
  diaries: readonly {
    fInternshipStudentId: string;
    fWeek?: number | null;
    tDiaryDate?: string | null;
    fStatus?: number | null;
  }[];
  tasks: readonly { fInternshipSummaryTaskId: string; cTaskName: string; tEndDate?: string | null }[];
  summaries: readonly {
    fInternshipStudentId: string;
    fInternshipSummaryTaskId: string;
    fStatus?: number | null;
    fGrade?: number | null;
  }[];
  reviewTemplates: readonly { fTemplateInfoId: string; cTemplateName: string }[];
  reviews: readonly { fInternshipStudentId: string; fTemplateInfoId: string; fStatus?: number | null }[];
  /** The day counted up to (YYYY-MM-DD): what has ended before it is due. */
  today: string;
}

export interface StudentRow {
  fInternshipStudentId: string;
  cRealName: string;
  cNumber?: string | null;
  cClassName?: string | null;
}

/** One student's line: flat, so that the table sorts, searches and exports it as it is. */
export interface ProgressRow extends StudentRow {
  [key: string]: unknown;
  diarySubmitted: number;
  diaryReviewed: number;
  diaryMissing: number;
  summarySubmitted: number;
  summaryReviewed: number;
  summaryMissing: number;
  reviewDone: number;
  reviewMissing: number;
  /** What is missing, in words: 日志：第2–17周；总结：毕业总结；评价：答辩评分表. */
  missingText: string;
}

export interface CourseDue {
  /** Weeks of the course, and how many have ended. */
  weeks: number;
  dueWeeks: number;
  /** Summary tasks, and how many are past their deadline. */
  tasks: number;
  dueTasks: number;
  reviewTemplates: number;
}

const DAY_MS = 86_400_000;
const HANDED_IN = new Set([1, 2, 3]);
const REVIEWED = new Set([2, 3]);

/** A wire date's day number ('2026-05-29', '2026/05/29 18:00:00'), or null. */
export function dayOf(text: string | null | undefined): number | null {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(text ?? '');
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** The course's weeks and those that have ended by `today`. */
export function courseWeeks(
  start: number | null,
  end: number | null,
  today: number,
): { weeks: number; due: number } {
  if (start === null || end === null || end < start) return { weeks: 0, due: 0 };
  const weeks = Math.ceil((end - start + 1) / 7);
  let due = 0;
  while (due < weeks && Math.min(start + 7 * (due + 1) - 1, end) < today) due++;
  return { weeks, due };
}

/** Week numbers as runs: [2,3,4,7] → 第2–4周、第7周. */
export function weekRanges(weeks: readonly number[]): string {
  const runs: string[] = [];
  const sorted = [...weeks].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    runs.push(i === j ? `第${sorted[i]}周` : `第${sorted[i]}–${sorted[j]}周`);
    i = j + 1;
  }
  return runs.join('、');
}

const groupBy = <T extends { fInternshipStudentId: string }>(rows: readonly T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows)
    map.set(row.fInternshipStudentId, [...(map.get(row.fInternshipStudentId) ?? []), row]);
  return map;
};

export function courseProgress(input: ProgressInput): { due: CourseDue; rows: ProgressRow[] } {
  const today = dayOf(input.today) ?? 0;
  const start = dayOf(input.course.tStartDate);
  const { weeks, due: dueWeeks } = courseWeeks(start, dayOf(input.course.tEndDate), today);
  const dueTasks = input.tasks.filter((task) => (dayOf(task.tEndDate) ?? Number.POSITIVE_INFINITY) < today);
  const diaries = groupBy(input.diaries);
  const summaries = groupBy(input.summaries);
  const reviews = groupBy(input.reviews);

  const weekOf = (diary: ProgressInput['diaries'][number]) => {
    if (Number.isInteger(diary.fWeek) && (diary.fWeek as number) > 0) return diary.fWeek as number;
    const day = dayOf(diary.tDiaryDate);
    return day === null || start === null || day < start ? null : Math.floor((day - start) / 7) + 1;
  };

  const rows = input.students.map((student): ProgressRow => {
    const id = student.fInternshipStudentId;
    const handedIn = (diaries.get(id) ?? []).filter((d) => HANDED_IN.has(Number(d.fStatus)));
    const coveredWeeks = new Set(handedIn.map(weekOf));
    const missingWeeks = Array.from({ length: dueWeeks }, (_, i) => i + 1).filter(
      (w) => !coveredWeeks.has(w),
    );

    const completed = (summaries.get(id) ?? []).filter((s) => Number(s.fStatus) === enums.SummaryStatus.done);
    const doneTasks = new Set(completed.map((s) => s.fInternshipSummaryTaskId));
    const missingTasks = dueTasks.filter((task) => !doneTasks.has(task.fInternshipSummaryTaskId));

    const reviewed = new Set(
      (reviews.get(id) ?? [])
        .filter((r) => Number(r.fStatus) === enums.OverallEvaluationStatus.evaluated)
        .map((r) => r.fTemplateInfoId),
    );
    const missingReviews = input.reviewTemplates.filter((t) => !reviewed.has(t.fTemplateInfoId));

    const missingText = [
      missingWeeks.length ? `日志：${weekRanges(missingWeeks)}` : '',
      missingTasks.length ? `总结：${missingTasks.map((t) => t.cTaskName).join('、')}` : '',
      missingReviews.length ? `评价：${missingReviews.map((t) => t.cTemplateName).join('、')}` : '',
    ]
      .filter(Boolean)
      .join('；');

    return {
      fInternshipStudentId: id,
      cRealName: student.cRealName,
      cNumber: student.cNumber ?? null,
      cClassName: student.cClassName ?? null,
      diarySubmitted: handedIn.length,
      diaryReviewed: handedIn.filter((d) => REVIEWED.has(Number(d.fStatus))).length,
      diaryMissing: missingWeeks.length,
      summarySubmitted: completed.length,
      summaryReviewed: completed.filter((s) => s.fGrade !== null && s.fGrade !== undefined).length,
      summaryMissing: missingTasks.length,
      reviewDone: input.reviewTemplates.length - missingReviews.length,
      reviewMissing: missingReviews.length,
      missingText,
    };
  });
  rows.sort(
    (a, b) =>
      String(a.cClassName ?? '').localeCompare(String(b.cClassName ?? ''), 'zh') ||
      String(a.cNumber ?? '').localeCompare(String(b.cNumber ?? '')),
  );
  return {
    due: {
      weeks,
      dueWeeks,
      tasks: input.tasks.length,
      dueTasks: dueTasks.length,
      reviewTemplates: input.reviewTemplates.length,
    },
    rows,
  };
}
