import { CommonResourcePickScreen } from '../../kit/index.js';
import { REFERENCES_FROM_COMMON } from './parts/references/references.js';

/**
 * 添加公共资源 (…/add-common-resource?fInternshipInfoId=): the common resource library's audited files; the
 * selected ones are added to the course's references (AddInternshipReference each), into a chosen directory.
 */
export default function AddCommonResourceScreen() {
  return <CommonResourcePickScreen target={REFERENCES_FROM_COMMON} />;
}
