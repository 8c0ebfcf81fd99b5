import type { IdNameNode } from '@practice/sdk/contract';
import type { SelectOption } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useOperationResult } from '../use-loaded.js';

/*
 * Reference directories are kept per school (SPEC §2.4 tree panel with a school), so a course's documents
 * are filed in its school's folders: the course is read once for its school.
 */

/** The course's school id; undefined while loading, null when the course could not be read. */
export function useCourseSchool(courseId: string | undefined): string | null | undefined {
  const course = useOperationResult<{ fSchoolId?: string | null }>(
    'GetInternshipInfoModel',
    courseId ? { fInternshipInfoId: courseId } : null,
  );
  // Refused: the SDK has shown why; the page says it cannot go on.
  if (course.status === 'failed') return null;
  return course.status === 'loaded' ? (course.value?.fSchoolId ?? null) : undefined;
}

/** A directory tree as select options, depth shown by indentation (a native select has no tree). */
export function directoryOptions(nodes: readonly IdNameNode[] | null | undefined, depth = 0): SelectOption[] {
  return (nodes ?? []).flatMap((node) => [
    { value: node.id, label: `${'　'.repeat(depth)}${node.name}` },
    ...directoryOptions(node.children, depth + 1),
  ]);
}

/** The school's directories as options, loaded while `active`. */
export function useDirectoryOptions(schoolId: string | null | undefined, active: boolean): SelectOption[] {
  const { value } = useOperationResult<IdNameNode[]>(
    'GetInternshipReferenceDirectoryTreeList',
    active && schoolId ? { fSchoolId: schoolId } : null,
  );
  return useMemo(() => directoryOptions(value), [value]);
}
