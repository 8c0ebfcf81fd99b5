import { COURSE_RESOURCES, OwnedResourceReadScreen } from '../../kit/index.js';

/**
 * 课程资源 (SPEC 2.3 resource-list): the files of the course named in the route, read-only; 下载 downloads
 * one and counts it.
 */
export default function CourseResourcesScreen() {
  return <OwnedResourceReadScreen owner={COURSE_RESOURCES} />;
}
