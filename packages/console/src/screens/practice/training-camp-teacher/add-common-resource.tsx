import { CommonResourcePickScreen } from '../../kit/index.js';
import { PROJECT_KEY } from './parts/project-links.js';
import {
  projectResourceFromCommon,
  useProjectDirectoryOptions,
  useProjectSchool,
} from './parts/project-resources.js';

/** The project's school's directories, read once the dialog opens. */
function useDirectories(projectId: string, active: boolean) {
  return useProjectDirectoryOptions(useProjectSchool(projectId || undefined), active);
}

/**
 * 添加公共资源 (…/add-common-resource?cProjectInfoId=): the common library's audited files; the selected ones
 * become the project's resources in a chosen directory of its school.
 */
export default function ProjectAddCommonResourceScreen() {
  return (
    <CommonResourcePickScreen
      scopeKey={PROJECT_KEY}
      operation="AddProjectResource"
      useDirectories={useDirectories}
      toBody={projectResourceFromCommon}
      owner="本项目"
      destination="项目资源"
    />
  );
}
