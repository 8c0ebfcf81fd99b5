import type { AppRoute } from '../../routes/types.js';

/*
 * A row's links to sibling pages (a course's 课程管理 column, a student's pages, a project's): which of them a
 * user gets is their menu's business, so the links are cut to the pages the user's routes hold, in the same
 * group as the page showing them. A link to a page the menu lacks would lead to a 404.
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

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The segments of the pages in the same group as `path` ('/practice/teacher-manage/list'), as routed. */
export function siblingSegments(routes: readonly AppRoute[], path: string): Set<string> {
  const group = routes.find((g) => g.children.some((c) => c.path === path));
  return new Set((group?.children ?? []).map((c) => lastSegment(c.path)));
}

/** The links whose page the user has. */
export const grantedLinks = (pages: readonly PageLink[], granted: ReadonlySet<string>): PageLink[] =>
  pages.filter((p) => granted.has(p.child));
