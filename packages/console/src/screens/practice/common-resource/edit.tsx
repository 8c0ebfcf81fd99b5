import { ResourceFormPage } from '../../kit/resource-form-page.js';

/** 编辑资源 (/practice/common-resource/edit?cCommonResourceId=): one resource's fields and file. */
export default function EditCommonResourceScreen() {
  return <ResourceFormPage operation="EditCommonResource" />;
}
