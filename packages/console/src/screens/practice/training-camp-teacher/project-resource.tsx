import { OwnedResourceScreen, PROJECT_RESOURCES } from '../../kit/index.js';

/**
 * 项目资源 (…/project-resource?cProjectInfoId=): the project's files beside its school's directory tree;
 * upload, 添加公共资源 and counted downloads (kit/owned-resource-screens.tsx).
 */
export default function ProjectResourceScreen() {
  return <OwnedResourceScreen owner={PROJECT_RESOURCES} />;
}
