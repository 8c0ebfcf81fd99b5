import { Text } from '@chakra-ui/react';
import { useRouteScope } from '../../kit/index.js';
import { OrgEditPage } from '../../org/org-edit-page.js';
import { PROJECT_SCOPE } from './parts/project-links.js';
import { ProjectTechnologies } from './parts/project-technologies.js';

/**
 * 编辑项目 (…/project-edit?cProjectInfoId=, empty to create): a project's school, company, cover, dates,
 * team sizes and rich description, saved by 创建 / 保存; a saved project's technology directions, which save
 * as they are added or removed, sit below the fields and above those buttons.
 */
export default function ProjectEditScreen() {
  const scope = useRouteScope(PROJECT_SCOPE);
  const projectId = scope.values.cProjectInfoId;
  return (
    <OrgEditPage
      entity="ProjectInfo"
      list="project-list"
      after={
        projectId ? (
          <ProjectTechnologies projectId={projectId} />
        ) : (
          <Text color="fg.muted">创建项目后可设置技术方向</Text>
        )
      }
    />
  );
}
