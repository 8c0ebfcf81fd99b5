import { describe, expect, it } from 'vitest';
import { checkGrade, GRADE_REQUIRED, gradeFormOf, gradeProblem, NOT_SUBMITTED } from './grading.js';

const ID = '505fc33b1ff1aa74bae7d0187b5d4ef8';
const handedIn = { fInternshipSummaryId: ID, fStatus: 1, fGrade: 8, cComment: '按要求完成。' };

describe('gradeProblem', () => {
  it('lets a handed-in summary be graded and refuses one still incomplete, in the server words', () => {
    expect(gradeProblem(handedIn)).toBeNull();
    expect(gradeProblem({ ...handedIn, fStatus: 0 })).toBe(NOT_SUBMITTED);
    expect(gradeProblem({ ...handedIn, fStatus: null })).toBe(NOT_SUBMITTED);
  });
});

describe('gradeFormOf', () => {
  it('starts from the grade and comment already given', () => {
    expect(gradeFormOf(handedIn)).toEqual({ fGrade: '8', cComment: '按要求完成。' });
    expect(gradeFormOf({ fInternshipSummaryId: ID, fGrade: null })).toEqual({ fGrade: '', cComment: '' });
  });
});

describe('checkGrade', () => {
  it('sends the grade as its number, the id as the string it is, the comment trimmed', () => {
    expect(checkGrade(handedIn, { fGrade: '13', cComment: '  请补充项目案例  ' })).toEqual({
      ok: true,
      body: { fInternshipSummaryId: ID, fGrade: 13, cComment: '请补充项目案例' },
    });
  });

  it('sends no comment when none was written (the stored one stays)', () => {
    expect(checkGrade(handedIn, { fGrade: '12', cComment: '   ' })).toMatchObject({
      ok: true,
      body: { fGrade: 12, cComment: null },
    });
  });

  it.each(['', '0', '14', 'A+'])('refuses a grade outside D- … 需修改 (%s)', (fGrade) => {
    expect(checkGrade(handedIn, { fGrade, cComment: '' })).toEqual({
      ok: false,
      errors: { fGrade: GRADE_REQUIRED },
    });
  });

  it('refuses a comment over 2000 characters', () => {
    const result = checkGrade(handedIn, { fGrade: '5', cComment: '评'.repeat(2001) });
    expect(result).toEqual({ ok: false, errors: { cComment: '长度不能超过2000个字符' } });
  });
});
