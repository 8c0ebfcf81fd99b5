import { entityByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { mayChangeRows } from './course-owner.js';

const course = entityByName.get('InternshipInfo');
const diary = entityByName.get('InternshipDiary');
const user = (roles: string[]) => ({ roles, info: { fAppUserId: 'u1', cRealName: '张文博' } });
const mine = { fInternshipInfoId: 'c1', cCreateUserId: 'u1' };
const theirs = { fInternshipInfoId: 'c2', cCreateUserId: 'u2' };

describe('mayChangeRows', () => {
  it('offers a tutor their own courses only, and the admins every course', () => {
    if (!course || !diary) throw new Error('catalogue entities missing');
    expect(mayChangeRows(course, user(['teacher']), [mine])).toBe(true);
    expect(mayChangeRows(course, user(['teacher']), [mine, theirs])).toBe(false);
    expect(mayChangeRows(course, user(['schoolAdmin']), [theirs])).toBe(true);
    expect(mayChangeRows(course, user(['platformAdmin']), [theirs])).toBe(true);
    expect(mayChangeRows(course, null, [mine])).toBe(false);
  });

  it('leaves rows that are no course to the server alone', () => {
    if (!diary) throw new Error('catalogue entity missing');
    expect(mayChangeRows(diary, user(['teacher']), [theirs])).toBe(true);
  });
});
