import { CommonResourcePickScreen } from '../../kit/index.js';
import {
  resourceFromCommon,
  usePracticeDirectoryOptions,
  usePracticeSchool,
} from './parts/practice-resources.js';

/** The course's school's resource directories, asked for once the dialog opens. */
function useCourseDirectories(courseId: string, active: boolean) {
  return usePracticeDirectoryOptions(usePracticeSchool(courseId || undefined), active);
}

/**
 * 添加公共资源 (…/add-common-resource?cPracticeInfoId=): the common resource library's audited files; the
 * selected ones become the course's resources (AddPracticeResource each), in a chosen directory.
 */
export default function PracticeAddCommonResourceScreen() {
  return (
    <CommonResourcePickScreen
      scopeKey="cPracticeInfoId"
      operation="AddPracticeResource"
      useDirectories={useCourseDirectories}
      toBody={resourceFromCommon}
      owner="本课程"
      destination="课程资源"
    />
  );
}
