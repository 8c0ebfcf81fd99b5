import { ResourceFormPage } from '../../kit/resource-form-page.js';

/** 新增资源 (/practice/common-resource/common-resource-add): upload a file into the library, with its labels. */
export default function AddCommonResourceScreen() {
  return <ResourceFormPage operation="AddCommonResource" />;
}
