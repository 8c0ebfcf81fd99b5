import { COURSE_RESOURCES, OwnedResourceScreen } from '../../kit/index.js';

/**
 * /practice/practice-info/resource-list (课程资源): the resources of the user's courses, or of one course
 * (?cPracticeInfoId=), beside the school's directory tree; upload, 添加公共资源 on one course's page, and
 * counted downloads (kit/owned-resource-screens.tsx).
 */
export default function PracticeResourceListScreen() {
  return <OwnedResourceScreen owner={COURSE_RESOURCES} allOwners />;
}
