import { HEADER_QUERY_KEY } from '@practice/ui-kit';
import { describe, expect, it } from 'vitest';
import { chooseOwn, joinRows, ownTarget, sourceFor, withinDates } from './kit/own-scope.js';
import { OWN_SCOPE_SOURCES } from './own-scope-sources.js';
import { TUTOR_INTERNSHIPS } from './practice/internship-teacher/parts/course/tutor-internships.js';
import { OWN_COURSES } from './practice/practice-info-student/parts/own-courses.js';
import { OWN_INTERNSHIPS } from './practice/student-manage/parts/own-internships.js';
import { TUTOR_PROJECTS } from './practice/training-camp-teacher/parts/tutor-projects.js';

const TODAY = '2026-04-15';

/** A row of 我的实习: its course, the student's row in it, its stage and dates. */
const internship = (id: string, stage: number, start: string, end: string) => ({
  fInternshipInfoId: `course-${id}`,
  fInternshipStudentId: `student-${id}`,
  cInternshipName: `实习 ${id}`,
  fInternshipStatus: stage,
  tStartDate: start,
  tEndDate: end,
  fTemplateBatchInfoId: `batch-${id}`,
});

const past = internship('past', 2, '2025/07/01 00:00:00', '2025/08/31 00:00:00');
const now = internship('now', 1, '2026/03/01 00:00:00', '2026/06/30 00:00:00');
const next = internship('next', 0, '2026/09/01 00:00:00', '2026/12/31 00:00:00');

describe('chooseOwn', () => {
  it('says there is none when the student has no course', () => {
    expect(chooseOwn([], OWN_INTERNSHIPS, TODAY)).toEqual({ kind: 'none' });
  });

  it('opens the only course, running or not', () => {
    expect(chooseOwn([past], OWN_INTERNSHIPS, TODAY)).toEqual({ kind: 'open', row: past });
  });

  it('opens the one running now among several', () => {
    expect(chooseOwn([past, next, now], OWN_INTERNSHIPS, TODAY)).toEqual({ kind: 'open', row: now });
  });

  it('offers a choice when several run, the running first and then the latest started', () => {
    const other = internship('other', 1, '2026/04/01 00:00:00', '2026/05/31 00:00:00');
    const choice = chooseOwn([past, now, next, other], OWN_INTERNSHIPS, TODAY);
    expect(choice.kind).toBe('choose');
    if (choice.kind !== 'choose') return;
    expect(choice.rows).toEqual([other, now, next, past]);
    expect([...choice.running]).toEqual(expect.arrayContaining([other, now]));
    expect(choice.running.size).toBe(2);
  });

  it('offers a choice among finished ones, latest first, when none runs', () => {
    const older = internship('older', 2, '2024/07/01 00:00:00', '2024/08/31 00:00:00');
    const choice = chooseOwn([older, past], OWN_INTERNSHIPS, TODAY);
    expect(choice).toMatchObject({ kind: 'choose', rows: [past, older] });
  });

  it('counts a course in its dates as running even before the school moves its stage', () => {
    const late = { ...now, fInternshipStatus: 0 };
    expect(chooseOwn([past, late], OWN_INTERNSHIPS, TODAY)).toEqual({ kind: 'open', row: late });
  });

  it('leaves out rows it could not open and refused course selections', () => {
    const broken = { ...now, fInternshipStudentId: '' };
    expect(chooseOwn([broken], OWN_INTERNSHIPS, TODAY)).toEqual({ kind: 'none' });
  });

  it('takes a course selection as running when approved and its course runs, the latest course first', () => {
    const selection = (id: string, status: number, start: string, end: string) => ({
      cPracticeInfoId: `p-${id}`,
      cPracticeStudentId: `s-${id}`,
      fStatus: status,
      tStartDate: start,
      tEndDate: end,
    });
    const refused = selection('refused', 2, '2026/03/01', '2026/06/30');
    const approved = selection('approved', 1, '2026/03/01', '2026/06/30');
    const waiting = selection('waiting', 0, '2026/03/01', '2026/06/30');
    const ended = selection('ended', 1, '2025/09/01', '2026/01/15');
    expect(chooseOwn([refused], OWN_COURSES, TODAY)).toEqual({ kind: 'none' });
    // Only the approved one runs: a selection still waiting for review is not the course being taken.
    expect(chooseOwn([waiting, refused, ended, approved], OWN_COURSES, TODAY)).toEqual({
      kind: 'open',
      row: approved,
    });
    const second = selection('second', 1, '2026/04/01', '2026/07/31');
    expect(chooseOwn([ended, approved, waiting, second], OWN_COURSES, TODAY)).toMatchObject({
      kind: 'choose',
      rows: [second, approved, waiting, ended],
    });
  });
});

describe('joinRows', () => {
  it('puts the course’s fields under the selection’s own', () => {
    const rows = [{ cPracticeInfoId: 'p1', fStatus: 1 }, { cPracticeInfoId: 'p9' }];
    const courses = [{ cPracticeInfoId: 'p1', fStatus: 0, tStartDate: '2026/03/01', fPracticeStatus: 2 }];
    expect(joinRows(rows, courses, 'cPracticeInfoId')).toEqual([
      { cPracticeInfoId: 'p1', fStatus: 1, tStartDate: '2026/03/01', fPracticeStatus: 2 },
      { cPracticeInfoId: 'p9' },
    ]);
  });
});

describe('withinDates', () => {
  it('takes either end open but not both', () => {
    expect(withinDates({ a: '2026-04-15', b: '' }, 'a', 'b', TODAY)).toBe(true);
    expect(withinDates({ a: '', b: '2026-04-14' }, 'a', 'b', TODAY)).toBe(false);
    expect(withinDates({}, 'a', 'b', TODAY)).toBe(false);
  });
});

describe('sourceFor and ownTarget', () => {
  it('serves the pages of a row, not the list or another section', () => {
    expect(sourceFor(OWN_SCOPE_SOURCES, 'practice/student-manage/diaries-student')).toBe(OWN_INTERNSHIPS);
    expect(sourceFor(OWN_SCOPE_SOURCES, 'practice/practice-info-student/task-list')).toBe(OWN_COURSES);
    expect(sourceFor(OWN_SCOPE_SOURCES, 'practice/student-manage/list')).toBeUndefined();
    expect(sourceFor(OWN_SCOPE_SOURCES, 'practice/practice-manage/diaries')).toBeUndefined();
  });

  it('serves a tutor’s course and project pages from their own, but not a student’s page within a course', () => {
    expect(sourceFor(OWN_SCOPE_SOURCES, 'practice/teacher-manage/diaries')).toBe(TUTOR_INTERNSHIPS);
    expect(sourceFor(OWN_SCOPE_SOURCES, 'practice/training-camp-teacher/task-list')).toBe(TUTOR_PROJECTS);
    // A student's diaries need the student too: only the course list's row knows which.
    expect(sourceFor(OWN_SCOPE_SOURCES, 'practice/teacher-manage/student-diaries')).toBeUndefined();
    expect(
      ownTarget(TUTOR_PROJECTS, '/practice/training-camp-teacher/task-list', {
        cProjectInfoId: 'p1',
        cProjectName: '项目',
      }),
    ).toEqual({
      path: '/practice/training-camp-teacher/task-list',
      query: { cProjectInfoId: 'p1', [HEADER_QUERY_KEY]: '项目' },
    });
  });

  it('leads where the row button does: the diary page with its batch, the header and fType 3', () => {
    expect(ownTarget(OWN_INTERNSHIPS, '/practice/student-manage/diaries-student', now)).toEqual({
      path: '/practice/student-manage/diaries-student',
      query: {
        fInternshipInfoId: 'course-now',
        fInternshipStudentId: 'student-now',
        fTemplateBatchInfoId: 'batch-now',
        [HEADER_QUERY_KEY]: '实习 now',
        fType: '3',
      },
    });
  });
});

describe("the sources' lines under a choice", () => {
  it("show the internship's place and dates as the spec shows dates, whatever form the wire wrote", () => {
    const placed = { ...now, cCompanyName: '苏州智联科技', cPost: '前端开发' };
    expect(OWN_INTERNSHIPS.detail(placed)).toBe('苏州智联科技 · 前端开发，2026/03/01 ~ 2026/06/30');
    const iso = { ...placed, tStartDate: '2026-03-01', tEndDate: '2026-06-30T00:00:00' };
    expect(OWN_INTERNSHIPS.detail(iso)).toBe('苏州智联科技 · 前端开发，2026/03/01 ~ 2026/06/30');
    expect(OWN_INTERNSHIPS.detail({ ...now, tStartDate: null, tEndDate: null })).toBe('');
  });
});
