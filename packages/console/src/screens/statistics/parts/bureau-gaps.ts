import type { ResultOf } from '@practice/sdk';

/*
 * Where a gap of the bureau's report is filled: the agreement and the policy have lists of their own, and the
 * placement's facts (实习类型 … 对口) are 岗位信息's; the unit, post and dates are the 实习学生 row's, which the
 * 岗位信息 list shows beside them. Each link opens the list filtered to the student.
 */

export type BureauCheck = ResultOf<'CheckBureauReport'>;
type Gap = BureauCheck['gaps'][number];

const LISTS = {
  agreements: { path: '/placement/agreements', title: '三方协议' },
  insurance: { path: '/placement/insurance', title: '实习保险' },
  posts: { path: '/placement/posts', title: '岗位信息' },
} as const;

const listOf = (label: string): keyof typeof LISTS =>
  label === '三方协议' ? 'agreements' : label === '实习责任保险' ? 'insurance' : 'posts';

/** The lists that fill a row's gaps, each once, in the order its first gap appears. */
export function fixesOf(gap: Gap): { to: string; title: string }[] {
  const lists = [...new Set(gap.missing.map(listOf))];
  const query = new URLSearchParams({ fInternshipStudentId: gap.fInternshipStudentId }).toString();
  return lists.map((key) => ({ to: `${LISTS[key].path}?${query}`, title: LISTS[key].title }));
}
