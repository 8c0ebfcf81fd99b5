import type { ResultOf } from '@practice/sdk';

/*
 * Where a gap of the bureau's report is filled. The agreement and the policy have lists of their own, opened
 * filtered to the student; the placement's facts (实习类型 … 对口, the unit's code) are 岗位信息's. The unit's
 * name, the post and the dates are the student's 实习学生 row, edited in their course's 实习学生 list, which
 * the gap does not name: that link finds the course when it is followed (needsCourse).
 */

export type BureauCheck = ResultOf<'CheckBureauReport'>;
type Gap = BureauCheck['gaps'][number];

const LISTS = {
  posts: { path: '/placement/posts', title: '岗位信息' },
  agreements: { path: '/placement/agreements', title: '三方协议' },
  insurance: { path: '/placement/insurance', title: '实习保险' },
  student: { path: '/practice/practice-manage/student-list', title: '实习学生' },
} as const;

const ON_STUDENT_ROW = new Set(['实习单位名称', '实习岗位', '实习开始日期', '实习结束日期']);

const listOf = (label: string): keyof typeof LISTS =>
  label === '三方协议'
    ? 'agreements'
    : label === '实习责任保险'
      ? 'insurance'
      : ON_STUDENT_ROW.has(label)
        ? 'student'
        : 'posts';

/** A link that fills gaps: an address, or for the 实习学生 list the address once the course is known. */
export interface GapFix {
  readonly title: string;
  readonly to: (courseId?: string) => string;
  readonly needsCourse: boolean;
}

/** The pages that fill a row's gaps, each once, in the order its first gap appears. */
export function fixesOf(gap: Gap): GapFix[] {
  const lists = [...new Set(gap.missing.map(listOf))];
  return lists.map((key) => {
    const course = key === 'student';
    const query = (courseId?: string) =>
      new URLSearchParams(
        course ? { fInternshipInfoId: courseId ?? '' } : { fInternshipStudentId: gap.fInternshipStudentId },
      ).toString();
    return {
      title: LISTS[key].title,
      needsCourse: course,
      to: (courseId) => `${LISTS[key].path}?${query(courseId)}`,
    };
  });
}
