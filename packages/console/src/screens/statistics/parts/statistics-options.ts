import type { TableRow } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useLoaded } from '../../../data/use-loaded.js';
import { callOperation } from '../../entity-list/index.js';

/*
 * The choices of 实习统计's filters, each the caller's rows (the server's row scope): the schools (the
 * platform admin's filter), the classes and their majors, and the courses, within the chosen school.
 */

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** Every row of a page list (SPEC §9 pageNumber -1). */
const allRows = async (operation: string, query: Record<string, unknown>) =>
  ((await callOperation(operation, { pageNumber: -1, pageSize: 10, ...query })) as { List: TableRow[] }).List;

const optionsOf = (rows: readonly TableRow[] | undefined, key: string, label: string): Option[] =>
  (rows ?? []).map((r) => ({ value: String(r[key]), label: String(r[label] ?? '') }));

export function useStatisticsOptions(schoolPicker: boolean, schoolId: string) {
  const within = schoolId ? { fSchoolId: schoolId } : {};
  const schools = useLoaded(
    schoolPicker ? 'statistics schools' : null,
    () => allRows('GetSchoolPageList', {}),
    { reads: ['School'] },
  );
  const classes = useLoaded(`statistics classes ${schoolId}`, () => allRows('GetClassPageList', within), {
    reads: ['Class'],
    keepLast: true,
  });
  const courses = useLoaded(
    `statistics courses ${schoolId}`,
    () => allRows('GetInternshipInfoPageList', within),
    { reads: ['InternshipInfo'], keepLast: true },
  );
  return useMemo(() => {
    const majors = [
      ...new Set((classes.value ?? []).map((c) => String(c.cMajor ?? '').trim()).filter(Boolean)),
    ];
    return {
      schools: optionsOf(schools.value, 'fSchoolId', 'cSchoolName'),
      classes: optionsOf(classes.value, 'fClassId', 'cClassName'),
      majors: majors.sort().map((m) => ({ value: m, label: m })),
      courses: optionsOf(courses.value, 'fInternshipInfoId', 'cInternshipName'),
    };
  }, [schools.value, classes.value, courses.value]);
}
