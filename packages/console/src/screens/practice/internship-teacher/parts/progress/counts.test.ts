import { describe, expect, it } from 'vitest';
import { courseProgress, courseWeeks, dayOf, type ProgressInput, weekRanges } from './counts.js';

const day = (text: string) => dayOf(text) as number;

describe('courseWeeks', () => {
  const start = day('2025-11-03');
  const end = day('2026-05-29');

  it('counts the weeks of the course and those that have ended', () => {
    expect(courseWeeks(start, end, day('2025-11-03'))).toEqual({ weeks: 30, due: 0 });
    // Week 1 ends on Sunday 11-09: due from Monday on, not on the Sunday itself.
    expect(courseWeeks(start, end, day('2025-11-09'))).toEqual({ weeks: 30, due: 0 });
    expect(courseWeeks(start, end, day('2025-11-10'))).toEqual({ weeks: 30, due: 1 });
    // The last, short week ends with the course.
    expect(courseWeeks(start, end, day('2026-05-29'))).toEqual({ weeks: 30, due: 29 });
    expect(courseWeeks(start, end, day('2026-11-24'))).toEqual({ weeks: 30, due: 30 });
  });

  it('has no weeks without both dates or with the end before the start', () => {
    expect(courseWeeks(null, end, day('2026-01-01'))).toEqual({ weeks: 0, due: 0 });
    expect(courseWeeks(end, start, day('2027-01-01'))).toEqual({ weeks: 0, due: 0 });
  });
});

describe('weekRanges', () => {
  it('writes runs of weeks', () => {
    expect(weekRanges([7, 2, 3, 4, 9])).toBe('第2–4周、第7周、第9周');
    expect(weekRanges([])).toBe('');
  });
});

const A = 'a0000000000000000000000000000001';
const B = 'b0000000000000000000000000000002';
const MID = 't0000000000000000000000000000001';
const FINAL = 't0000000000000000000000000000002';
const OVERALL = 'r0000000000000000000000000000001';
const DEFENCE = 'r0000000000000000000000000000002';

const input = (patch: Partial<ProgressInput> = {}): ProgressInput => ({
  // Four weeks: 03-02 … 03-29.
  course: { tStartDate: '2026-03-02', tEndDate: '2026-03-29' },
  students: [
    { fInternshipStudentId: B, cRealName: '王浩然', cNumber: '2211010103', cClassName: '软件技术2201班' },
    { fInternshipStudentId: A, cRealName: '刘子涵', cNumber: '2211010101', cClassName: '软件技术2201班' },
  ],
  diaries: [
    { fInternshipStudentId: A, fWeek: 1, fStatus: 2 },
    { fInternshipStudentId: A, fWeek: 1, fStatus: 1 },
    { fInternshipStudentId: A, fWeek: 2, fStatus: 3 },
    // A draft does not count; a diary without its week is placed by its date (week 3).
    { fInternshipStudentId: A, fWeek: 4, fStatus: 0 },
    { fInternshipStudentId: A, fWeek: null, tDiaryDate: '2026-03-18', fStatus: 1 },
    { fInternshipStudentId: B, fWeek: 2, fStatus: 2 },
  ],
  tasks: [
    { fInternshipSummaryTaskId: MID, cTaskName: '中期总结', tEndDate: '2026-03-15' },
    { fInternshipSummaryTaskId: FINAL, cTaskName: '毕业总结', tEndDate: '2026-03-29' },
  ],
  summaries: [
    { fInternshipStudentId: A, fInternshipSummaryTaskId: MID, fStatus: 1, fGrade: 10 },
    { fInternshipStudentId: A, fInternshipSummaryTaskId: FINAL, fStatus: 1, fGrade: null },
    { fInternshipStudentId: B, fInternshipSummaryTaskId: MID, fStatus: 0, fGrade: null },
  ],
  reviewTemplates: [
    { fTemplateInfoId: OVERALL, cTemplateName: '总体评价表' },
    { fTemplateInfoId: DEFENCE, cTemplateName: '答辩评分表' },
  ],
  reviews: [
    { fInternshipStudentId: A, fTemplateInfoId: OVERALL, fStatus: 1 },
    { fInternshipStudentId: B, fTemplateInfoId: OVERALL, fStatus: 0 },
  ],
  today: '2026-03-30',
  ...patch,
});

describe('courseProgress', () => {
  it('counts each student’s work, by class and number, and spells out what is missing', () => {
    const { due, rows } = courseProgress(input());
    expect(due).toEqual({ weeks: 4, dueWeeks: 4, tasks: 2, dueTasks: 2, reviewTemplates: 2 });
    expect(rows.map((r) => r.cRealName)).toEqual(['刘子涵', '王浩然']);
    expect(rows[0]).toMatchObject({
      diarySubmitted: 4,
      diaryReviewed: 2,
      diaryMissing: 1,
      summarySubmitted: 2,
      summaryReviewed: 1,
      summaryMissing: 0,
      reviewDone: 1,
      reviewMissing: 1,
      missingText: '日志：第4周；评价：答辩评分表',
    });
    expect(rows[1]).toMatchObject({
      diarySubmitted: 1,
      diaryReviewed: 1,
      diaryMissing: 3,
      summarySubmitted: 0,
      summaryMissing: 2,
      reviewDone: 0,
      reviewMissing: 2,
      missingText: '日志：第1周、第3–4周；总结：中期总结、毕业总结；评价：总体评价表、答辩评分表',
    });
  });

  it('asks nothing that is not due yet', () => {
    const { due, rows } = courseProgress(input({ today: '2026-03-09', reviewTemplates: [] }));
    expect(due).toMatchObject({ dueWeeks: 1, dueTasks: 0 });
    expect(rows[0]).toMatchObject({ diaryMissing: 0, summaryMissing: 0, missingText: '' });
    expect(rows[1]?.missingText).toBe('日志：第1周');
  });

  it('lists a student with nothing handed in', () => {
    const { rows } = courseProgress(input({ diaries: [], summaries: [], reviews: [] }));
    expect(rows[0]).toMatchObject({
      diarySubmitted: 0,
      diaryMissing: 4,
      summaryMissing: 2,
      reviewMissing: 2,
    });
  });
});
