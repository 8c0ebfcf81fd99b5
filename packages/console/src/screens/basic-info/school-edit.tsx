import { OrgEditPage } from '../org/org-edit-page.js';

/** /basic-info/school-edit (学校详情): one school's details; school admins may read their own. */
export default function SchoolEditScreen() {
  return <OrgEditPage entity="School" list="school-manage" />;
}
