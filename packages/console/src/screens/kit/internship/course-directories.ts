import type { SelectOption } from '@practice/ui-kit';
import { useDirectoryTreeOptions, useSchoolOf } from '../school-directories.js';

/*
 * Reference directories are kept per school, so a course's documents are filed in its school's folders:
 * the course is read once for its school.
 */

/** The course's school id; undefined while loading, null when the course could not be read. */
export const useCourseSchool = (courseId: string | undefined): string | null | undefined =>
  useSchoolOf('GetInternshipInfoModel', 'fInternshipInfoId', courseId);

/** The school's reference directories as options, loaded while `active`. */
export const useDirectoryOptions = (schoolId: string | null | undefined, active: boolean): SelectOption[] =>
  useDirectoryTreeOptions('GetInternshipReferenceDirectoryTreeList', schoolId, active);
