import { describe, expect, it } from 'vitest';
import { heldPaths, workAddress } from './work-links.js';

const tutor = new Set([
  '/practice/teacher-manage/student-diaries',
  '/practice/teacher-manage/diaries',
  '/attendance/warnings',
]);
const student = new Set(['/practice/student-manage/diaries-student', '/attendance/today']);

describe('workAddress', () => {
  it("opens a student's diaries on the tutor's side, with the link's query", () => {
    expect(workAddress('/internship/diary?fInternshipInfoId=3&fInternshipStudentId=9', tutor)).toBe(
      '/practice/teacher-manage/student-diaries?fInternshipInfoId=3&fInternshipStudentId=9',
    );
    expect(workAddress('/internship/diary?fStatus=1', tutor)).toBe(
      '/practice/teacher-manage/diaries?fStatus=1',
    );
  });

  it("opens the student's own diaries for a student", () => {
    expect(workAddress('/internship/diary?fInternshipInfoId=3&fInternshipStudentId=9', student)).toBe(
      '/practice/student-manage/diaries-student?fInternshipInfoId=3&fInternshipStudentId=9',
    );
  });

  it("keeps the console's own attendance pages, and gives none the menu lacks", () => {
    expect(workAddress('/attendance/today', student)).toBe('/attendance/today');
    expect(workAddress('/attendance/warnings?fWarningStatus=0', student)).toBeNull();
    expect(workAddress('/internship/tutor-student?fInternshipInfoId=3', tutor)).toBeNull();
  });

  it('reads the held paths off the routes, groups and screens', () => {
    expect(heldPaths([{ path: '/a', children: [{ path: '/a/b' }] }])).toEqual(new Set(['/a', '/a/b']));
  });
});
