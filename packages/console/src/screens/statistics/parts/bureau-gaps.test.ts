import { describe, expect, it } from 'vitest';
import { fixesOf } from './bureau-gaps.js';

const gap = (missing: string[]) => ({
  fInternshipStudentId: 'a1b2',
  cRealName: '李雪',
  cNumber: '2101002',
  missing,
});

describe('fixesOf', () => {
  it('links each list once, in the order of the first gap it fills, filtered to the student', () => {
    expect(fixesOf(gap(['实习类型', '统一社会信用代码', '三方协议', '实习责任保险', '专业对口']))).toEqual([
      { to: '/placement/posts?fInternshipStudentId=a1b2', title: '岗位信息' },
      { to: '/placement/agreements?fInternshipStudentId=a1b2', title: '三方协议' },
      { to: '/placement/insurance?fInternshipStudentId=a1b2', title: '实习保险' },
    ]);
  });

  it('sends only the policy to 实习保险', () => {
    expect(fixesOf(gap(['实习责任保险'])).map((f) => f.title)).toEqual(['实习保险']);
  });
});
