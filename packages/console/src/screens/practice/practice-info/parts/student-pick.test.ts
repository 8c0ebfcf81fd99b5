import { describe, expect, it } from 'vitest';
import { addStudentBody, studentSearch } from './student-pick.js';

describe('adding a student to a course', () => {
  it('searches digits as a student number and words as a name', () => {
    expect(studentSearch(' 2211010104 ')).toEqual({ cNumber: '2211010104' });
    expect(studentSearch('李欣怡')).toEqual({ cRealName: '李欣怡' });
    expect(studentSearch('  ')).toBeNull();
  });

  it('needs a chosen student with an account, and a reason within 500 characters', () => {
    expect(addStudentBody('c1', null, '')).toEqual({ ok: false, error: '请选择学生' });
    expect(addStudentBody('c1', { fUserId: null }, '')).toMatchObject({ ok: false });
    expect(addStudentBody('c1', { fUserId: 7 }, 'x'.repeat(501))).toMatchObject({ ok: false });
    expect(addStudentBody('c1', { fUserId: 7 }, ' 补选 ')).toEqual({
      ok: true,
      body: { cPracticeInfoId: 'c1', fStudentUserId: '7', cSelectReason: '补选' },
    });
  });
});
