import { COURSE_RESOURCES, CommonResourcePickScreen, commonResourceTarget } from '../../kit/index.js';

const FROM_COMMON = commonResourceTarget(COURSE_RESOURCES);

/**
 * 添加公共资源 (…/add-common-resource?cPracticeInfoId=): the common resource library's audited files; the
 * selected ones become the course's resources (AddPracticeResource each), in a chosen directory.
 */
export default function PracticeAddCommonResourceScreen() {
  return <CommonResourcePickScreen target={FROM_COMMON} />;
}
