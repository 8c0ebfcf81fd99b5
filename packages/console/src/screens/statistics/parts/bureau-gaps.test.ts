import { describe, expect, it } from 'vitest';
import { fixesOf } from './bureau-gaps.js';

const gap = (missing: string[]) => ({
  fInternshipStudentId: 'a1b2',
  cRealName: '李雪',
  cNumber: '2101002',
  missing,
});
const links = (missing: string[]) => fixesOf(gap(missing)).map((f) => [f.title, f.to('c9'), f.needsCourse]);

describe('fixesOf', () => {
  it('links each page once, in the order of the first gap it fills, filtered to the student', () => {
    expect(links(['实习类型', '统一社会信用代码', '三方协议', '实习责任保险', '专业对口'])).toEqual([
      ['岗位信息', '/placement/posts?fInternshipStudentId=a1b2', false],
      ['三方协议', '/placement/agreements?fInternshipStudentId=a1b2', false],
      ['实习保险', '/placement/insurance?fInternshipStudentId=a1b2', false],
    ]);
  });

  it('sends the unit, post and dates to the 实习学生 list of the student’s course', () => {
    expect(links(['实习单位名称', '实习结束日期', '实习责任保险'])).toEqual([
      ['实习学生', '/practice/practice-manage/student-list?fInternshipInfoId=c9', true],
      ['实习保险', '/placement/insurance?fInternshipStudentId=a1b2', false],
    ]);
  });
});
