import type { AppRoute } from '../../../../routes/types.js';

/*
 * The pages a course or a course's student opens (SPEC §2.3: every teacher-side page but the list is reached
 * from a row). Which of them a user gets is their menu's business: an enterprise tutor's teacher-manage has
 * no docs or instructor page, so a link to one would lead to a 404. The links are cut to the pages the
 * user's routes hold, in the same group as the page showing them.
 */

export interface PageLink {
  /** The sibling page's last path segment. */
  readonly child: string;
  readonly title: string;
  /** Row fields this page's link copies when present, besides the row's declared ones. */
  readonly optional?: readonly string[];
  /** Fixed query values this page's link ends with. */
  readonly fixed?: Readonly<Record<string, string>>;
}

/** A course row's pages (the list's 课程管理 column), in the order of the course's work. */
export const COURSE_PAGES: readonly PageLink[] = [
  { child: 'docs', title: '参考资料' },
  { child: 'info', title: '实习信息' },
  { child: 'instructor', title: '指导教师' },
  { child: 'student-list', title: '实习学生' },
  { child: 'summary', title: '实习总结' },
  { child: 'diaries', title: '实习日志' },
  { child: 'overall-evaluation', title: '综合评价' },
  { child: 'interview-log', title: '访谈记录' },
];

/** A student row's pages within the course. */
export const STUDENT_PAGES: readonly PageLink[] = [
  { child: 'student-info', title: '实习信息' },
  { child: 'student-summary', title: '实习总结' },
  { child: 'student-diaries', title: '实习日志' },
  { child: 'student-general-review', title: '综合评价' },
  { child: 'student-interview', title: '访谈记录' },
];

/** What a course page's links copy from its row. */
export const COURSE_KEYS = ['fInternshipInfoId'] as const;
/** What a student page's links copy: the student, and the course for the pages that scope by both. */
export const STUDENT_KEYS = ['fInternshipStudentId', 'fInternshipInfoId'] as const;

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The segments of the pages in the same group as `path` ('/practice/teacher-manage/list'), as routed. */
export function siblingSegments(routes: readonly AppRoute[], path: string): Set<string> {
  const group = routes.find((g) => g.children.some((c) => c.path === path));
  return new Set((group?.children ?? []).map((c) => lastSegment(c.path)));
}

/** The links whose page the user has. */
export const grantedLinks = (pages: readonly PageLink[], granted: ReadonlySet<string>): PageLink[] =>
  pages.filter((p) => granted.has(p.child));
