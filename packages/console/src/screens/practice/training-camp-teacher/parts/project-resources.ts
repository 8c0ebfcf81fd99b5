import type { IdNameNode } from '@practice/sdk/contract';
import type { SelectOption, TableRow } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { callOperation } from '../../../entity-list/index.js';
import { directoryOptions } from '../../internship-teacher/parts/course-directories.js';

/*
 * A project's resources are filed in its school's directories (ProjectResourceDirectory is kept per school,
 * as the practice and internship ones are): the project is read once for its school.
 */

/** The contract's limit of cResourceName. */
const NAME_MAX = 200;

/** The project's school id; undefined while loading or without a project, null when it could not be read. */
export function useProjectSchool(projectId: string | undefined): string | null | undefined {
  const [school, setSchool] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!projectId) return;
    let live = true;
    setSchool(undefined);
    callOperation('GetProjectInfoModel', { cProjectInfoId: projectId }).then(
      (project) => live && setSchool(project.fSchoolId ?? null),
      () => live && setSchool(null),
    );
    return () => {
      live = false;
    };
  }, [projectId]);
  return school;
}

/** The school's project resource directories as options, loaded while `active`. */
export function useProjectDirectoryOptions(
  schoolId: string | null | undefined,
  active: boolean,
): SelectOption[] {
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    if (!active || !schoolId) return;
    let live = true;
    callOperation('GetProjectResourceDirectoryTreeList', { fSchoolId: schoolId }).then(
      (tree) => live && setOptions(directoryOptions(tree as IdNameNode[])),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [schoolId, active]);
  return options;
}

/** A common library file as the project's resource: its name, kind, file and size, and where it came from. */
export function projectResourceFromCommon(row: TableRow, projectId: string, directoryId: string) {
  const size = Number(row.fFileSize);
  return {
    cProjectInfoId: projectId,
    cResourceName: String(row.cResourceName ?? '').slice(0, NAME_MAX),
    cFilePath: String(row.cFilePath ?? ''),
    cCommonResourceId: String(row.cCommonResourceId ?? ''),
    // The library's kinds are the project resource's (both SPEC §3 fResourceType).
    ...(row.fResourceType != null ? { fResourceType: Number(row.fResourceType) } : {}),
    ...(directoryId ? { cProjectResourceDirectoryId: directoryId } : {}),
    ...(row.fFileSize != null && Number.isFinite(size) ? { fFileSize: size } : {}),
  };
}
