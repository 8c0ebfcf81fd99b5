import type { InputOf } from '@practice/sdk';
import type { IdNameNode } from '@practice/sdk/contract';
import type { SelectOption, TableRow } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { callOperation } from '../../../entity-list/index.js';
import { directoryOptions } from '../../internship-teacher/parts/course-directories.js';

/*
 * A practice course's resources are filed in its school's directories (PracticeResourceDirectory is kept
 * per school, as the internship reference directories are): the course is read once for its school.
 */

/** The contract's limit of cResourceName. */
const NAME_MAX = 200;

/** The course's school id; undefined while loading or without a course, null when it could not be read. */
export function usePracticeSchool(courseId: string | undefined): string | null | undefined {
  const [school, setSchool] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!courseId) return;
    let live = true;
    setSchool(undefined);
    callOperation('GetPracticeInfoModel', { cPracticeInfoId: courseId }).then(
      (course) => live && setSchool(course.fSchoolId ?? null),
      () => live && setSchool(null),
    );
    return () => {
      live = false;
    };
  }, [courseId]);
  return school;
}

/** The school's practice resource directories as options, loaded while `active`. */
export function usePracticeDirectoryOptions(
  schoolId: string | null | undefined,
  active: boolean,
): SelectOption[] {
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    if (!active || !schoolId) return;
    let live = true;
    callOperation('GetPracticeResourceDirectoryTreeList', { fSchoolId: schoolId }).then(
      (tree) => live && setOptions(directoryOptions(tree as IdNameNode[])),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [schoolId, active]);
  return options;
}

/** A common resource as the course's resource: its name, kind, file and size, remembering where it came from. */
export function resourceFromCommon(
  row: TableRow,
  courseId: string,
  directoryId: string,
): InputOf<'AddPracticeResource'> {
  const size = Number(row.fFileSize);
  return {
    cPracticeInfoId: courseId,
    cResourceName: String(row.cResourceName ?? '').slice(0, NAME_MAX),
    cFilePath: String(row.cFilePath ?? ''),
    cCommonResourceId: String(row.cCommonResourceId ?? ''),
    // The library's kinds are the course resource's (both SPEC §3 fResourceType).
    ...(row.fResourceType != null
      ? { fResourceType: Number(row.fResourceType) as InputOf<'AddPracticeResource'>['fResourceType'] }
      : {}),
    ...(directoryId ? { cPracticeResourceDirectoryId: directoryId } : {}),
    ...(row.fFileSize != null && Number.isFinite(size) ? { fFileSize: size } : {}),
  };
}
