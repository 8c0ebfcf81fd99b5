import type { IdNameNode } from '@practice/sdk/contract';
import type { SelectOption } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { callOperation } from '../../../entity-list/index.js';

/*
 * Reference directories are kept per school (SPEC §2.4 tree panel with a school), so a course's documents
 * are filed in its school's folders: the course is read once for its school.
 */

/** The course's school id; undefined while loading, null when the course could not be read. */
export function useCourseSchool(courseId: string | undefined): string | null | undefined {
  const [school, setSchool] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!courseId) return;
    let live = true;
    setSchool(undefined);
    callOperation('GetInternshipInfoModel', { fInternshipInfoId: courseId }).then(
      (course) => live && setSchool(course.fSchoolId ?? null),
      // The SDK has shown why; the page says it cannot go on.
      () => live && setSchool(null),
    );
    return () => {
      live = false;
    };
  }, [courseId]);
  return school;
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
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    if (!active || !schoolId) return;
    let live = true;
    callOperation('GetInternshipReferenceDirectoryTreeList', { fSchoolId: schoolId }).then(
      (tree) => live && setOptions(directoryOptions(tree as IdNameNode[])),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [schoolId, active]);
  return options;
}
