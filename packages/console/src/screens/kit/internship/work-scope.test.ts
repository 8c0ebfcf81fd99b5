import { describe, expect, it } from 'vitest';
import { scopeFrom } from '../route-scope.js';
import { eitherScope, SUMMARY_NARROWING } from './work-scope.js';

const COURSE = '4b7d5e87ce541e02f0f1998c3e7d1207';
const TASK = 'ac40c8291b0f3e9b8cb365bf092004f9';
const STUDENT = 'd85b327116c9c61d53bd5c6ed0e535e0';

const scope = (query: Record<string, string>) =>
  eitherScope(
    scopeFrom(new URLSearchParams(query), ['fInternshipInfoId', ...SUMMARY_NARROWING]),
    ['fInternshipInfoId'],
    SUMMARY_NARROWING,
  );

describe('eitherScope (student-summary: by task or by student)', () => {
  it('takes the course and the task a task row carries', () => {
    expect(scope({ fInternshipInfoId: COURSE, fInternshipSummaryTaskId: TASK, _pageHeader: '课程' })).toEqual(
      {
        values: { fInternshipInfoId: COURSE, fInternshipSummaryTaskId: TASK },
        complete: true,
      },
    );
  });

  it('takes the course and the student a student row carries', () => {
    expect(scope({ fInternshipInfoId: COURSE, fInternshipStudentId: STUDENT })).toEqual({
      values: { fInternshipInfoId: COURSE, fInternshipStudentId: STUDENT },
      complete: true,
    });
  });

  it('is incomplete with the course alone, or with a task but no course', () => {
    expect(scope({ fInternshipInfoId: COURSE }).complete).toBe(false);
    expect(scope({ fInternshipSummaryTaskId: TASK }).complete).toBe(false);
    expect(scope({ fInternshipInfoId: COURSE, fInternshipStudentId: ' ' }).complete).toBe(false);
  });
});
