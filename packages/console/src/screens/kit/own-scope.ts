import { formatByDisplay } from '@practice/sdk';
import { linkTarget, type TableRow } from '@practice/ui-kit';
import { createContext } from 'react';
import type { PageLink } from './page-links.js';

/*
 * A student's page about one of their courses (实习日志, 我的任务 ...) is reached from a row of their list of
 * courses, which puts the course in the route query. Opened from the menu it has no query: the source of those
 * rows, declared once per section here, lets the kit find the course itself and open the page as that row's
 * button would, so the page and its row button stay one path. A tutor's course pages (实习日志 of a course
 * they tutor, a project's 任务) work the same way from the tutor's own courses.
 */

export interface OwnScopeSource {
  /** The catalogue key of the section whose pages it serves ('practice/student-manage'). */
  readonly section: string;
  /** Those pages, as the rows' buttons link them (each page's optional and fixed query values). */
  readonly pages: readonly PageLink[];
  /** What every link copies from a row: the course and the student's own row in it. */
  readonly fields: readonly string[];
  /** Where the page header comes from, as the rows' buttons take it (the kit's default when absent). */
  readonly header?: readonly string[];
  /** The call that lists the user's own rows (all of them are asked for: a student has a handful). */
  readonly operation: string;
  /**
   * A list whose rows the user's rows point to by `key`, for what a row lacks (a course selection has no
   * dates: its course has). Its fields come under the row's own, which win where both have one.
   */
  readonly join?: { readonly operation: string; readonly key: string };
  /** The row's name in the choice. */
  readonly title: string;
  /** A line under the name in the choice (where and when). */
  readonly detail: (row: TableRow) => string;
  /** Whether the row is running on `today` (YYYY-MM-DD). */
  readonly running: (row: TableRow, today: string) => boolean;
  /** The row's start (a date or date-time text): among equals the latest comes first. */
  readonly start: string;
  /** Rows that cannot be opened at all (a refused selection); every row is usable when absent. */
  readonly usable?: (row: TableRow) => boolean;
  /** Above the choice: 请选择要查看的实习. */
  readonly question: string;
  /** When the user has none: what to do, in plain Chinese. */
  readonly none: string;
}

export type OwnScopeChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'open'; readonly row: TableRow }
  | { readonly kind: 'choose'; readonly rows: readonly TableRow[]; readonly running: ReadonlySet<TableRow> };

/** A date or date-time as the wire writes it ('2026/03/01 00:00:00', '2026-03-01T…') as YYYY-MM-DD. */
export const dayOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  return String(value).slice(0, 10).replaceAll('/', '-');
};

/** A row's dates as one line, each as the spec shows a date: 2026/09/01 ~ 2027/01/15. */
export const periodText = (start: unknown, end: unknown): string =>
  `${formatByDisplay('date', start)} ~ ${formatByDisplay('date', end)}`;

/** Whether `today` lies within the row's dates (either end may be open, but not both). */
export const withinDates = (row: TableRow, start: string, end: string, today: string): boolean => {
  const from = dayOf(row[start]);
  const to = dayOf(row[end]);
  return (from !== '' || to !== '') && (from === '' || from <= today) && (to === '' || today <= to);
};

/** Each row with the fields of its `key`'s row in `others` beneath its own. */
export function joinRows(rows: readonly TableRow[], others: readonly TableRow[], key: string): TableRow[] {
  const byKey = new Map(others.map((o) => [String(o[key]), o]));
  return rows.map((row) => ({ ...byKey.get(String(row[key])), ...row }));
}

const hasFields = (row: TableRow, fields: readonly string[]) =>
  fields.every((f) => row[f] !== undefined && row[f] !== null && String(row[f]).trim() !== '');

/**
 * What a menu entry does with the user's rows: none to open, the one to open (the only row, or the only one
 * running now), or a choice with the running ones first and then the latest started.
 */
export function chooseOwn(rows: readonly TableRow[], source: OwnScopeSource, today: string): OwnScopeChoice {
  const usable = rows.filter((r) => hasFields(r, source.fields) && (source.usable?.(r) ?? true));
  const running = new Set(usable.filter((r) => source.running(r, today)));
  const ordered = [...usable].sort(
    (a, b) =>
      Number(running.has(b)) - Number(running.has(a)) ||
      dayOf(b[source.start]).localeCompare(dayOf(a[source.start])),
  );
  const [first] = ordered;
  if (!first) return { kind: 'none' };
  if (ordered.length === 1 || running.size === 1) return { kind: 'open', row: first };
  return { kind: 'choose', rows: ordered, running };
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The source serving the page whose catalogue key is `key` ('practice/student-manage/diaries-student'). */
export const sourceFor = (sources: readonly OwnScopeSource[], key: string): OwnScopeSource | undefined =>
  sources.find((s) => s.pages.some((p) => `${s.section}/${p.child}` === key));

/** Where the page at `path` goes for `row`: exactly where the row's own button for it leads. */
export function ownTarget(
  source: OwnScopeSource,
  path: string,
  row: TableRow,
): ReturnType<typeof linkTarget> {
  const page = source.pages.find((p) => p.child === lastSegment(path));
  if (!page) return null;
  return linkTarget(
    {
      child: page.child,
      fields: source.fields,
      ...(page.optional ? { optional: page.optional } : {}),
      ...(page.fixed ? { fixed: page.fixed } : {}),
      ...(source.header ? { header: source.header } : {}),
    },
    path,
    row,
  );
}

/**
 * The sections' sources, as the app declares them (screens/own-scope-sources.ts): given by the signed-in
 * shell around the screens, so that the kit reads them without importing any feature (and /login loads
 * none of them). None outside the shell (a story, a test).
 */
export const OwnScopeSourcesContext = createContext<readonly OwnScopeSource[]>([]);
