import { CommonResourcePickScreen, commonResourceTarget, PROJECT_RESOURCES } from '../../kit/index.js';

const FROM_COMMON = commonResourceTarget(PROJECT_RESOURCES);

/**
 * 添加公共资源 (…/add-common-resource?cProjectInfoId=): the common library's audited files; the selected ones
 * become the project's resources in a chosen directory of its school.
 */
export default function ProjectAddCommonResourceScreen() {
  return <CommonResourcePickScreen target={FROM_COMMON} />;
}
