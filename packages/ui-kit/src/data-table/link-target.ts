import type { ColumnLink, TableRow } from './types.js';

/** The query key that carries the page header's value (an internship or template name) to the child screen: the production console's name, so its links open here too. */
export const HEADER_QUERY_KEY = '_pageHeader';

const HEADER_FIELDS = ['cInternshipName', 'cTemplateName'] as const;

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The sibling screen a link opens: the child replaces the current screen's last segment, so it stays in the
 * current screen's group ('/practice/practice-manage/list' + 'docs' → '/practice/practice-manage/docs').
 */
export function childPath(currentPath: string, child: string): string {
  const parts = currentPath.split('/').filter((part) => part !== '');
  const name = child.replace(/^\/+/, '');
  return `/${[...parts.slice(0, -1), name].join('/')}`;
}

export type LinkTarget = { path: string; query: Record<string, string> } | null;

/**
 * Where a link cell leads: the child path and its query, each declared field from the row or else the
 * query form, plus the page-header value. Null when a declared field has no value (the jump must fail).
 */
export function linkTarget(
  link: ColumnLink,
  currentPath: string,
  row: TableRow,
  formQuery: Record<string, unknown> = {},
): LinkTarget {
  const query: Record<string, string> = {};
  for (const field of link.fields) {
    const value = isMissing(row[field]) ? formQuery[field] : row[field];
    if (isMissing(value)) return null;
    query[field] = String(value);
  }
  for (const field of link.optional ?? []) {
    const value = isMissing(row[field]) ? formQuery[field] : row[field];
    if (!isMissing(value)) query[field] = String(value);
  }
  const header = (link.header ?? HEADER_FIELDS)
    .map((field) => row[field])
    .find((value) => !isMissing(value) && String(value).trim() !== '');
  if (header !== undefined) query[HEADER_QUERY_KEY] = String(header);
  Object.assign(query, link.fixed);
  return { path: childPath(currentPath, link.child), query };
}
