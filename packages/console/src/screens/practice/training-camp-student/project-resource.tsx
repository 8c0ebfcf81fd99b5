import { OwnedResourceReadScreen, PROJECT_RESOURCES } from '../../kit/index.js';

/**
 * 项目资源 (SPEC 2.3 project-resource): the files the tutors shared for the project named in the route,
 * read-only; 下载 downloads one and counts it.
 */
export default function ProjectResourcesScreen() {
  return <OwnedResourceReadScreen owner={PROJECT_RESOURCES} />;
}
