import { type RouteScope, useRouteScope } from '../index.js';

/*
 * What the work-review pages are about, from their route query (SPEC 2.4: a link copies the ids from the row
 * it was clicked on). A course row opens them with fInternshipInfoId, a student row adds fInternshipStudentId.
 */

export const COURSE_SCOPE = ['fInternshipInfoId'] as const;
export const STUDENT_SCOPE = ['fInternshipInfoId', 'fInternshipStudentId'] as const;

/** student-summary is reached from a summary task or from a student: either narrows the course's summaries. */
export const SUMMARY_NARROWING = ['fInternshipSummaryTaskId', 'fInternshipStudentId'] as const;

/**
 * A page reached in more than one way: every `required` key and at least one of `anyOf` must be there; the
 * ones present are what the page's calls send.
 */
export function eitherScope(
  scope: RouteScope,
  required: readonly string[],
  anyOf: readonly string[],
): { values: Record<string, string>; complete: boolean } {
  const has = (key: string) => key in scope.values;
  return {
    values: scope.values,
    complete: required.every(has) && anyOf.some(has),
  };
}

export function useEitherScope(required: readonly string[], anyOf: readonly string[]) {
  return eitherScope(useRouteScope([...required, ...anyOf]), required, anyOf);
}
