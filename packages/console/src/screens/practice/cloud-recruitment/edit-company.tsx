import { OrgEditPage } from '../../org/org-edit-page.js';

/** 编辑企业 (/practice/cloud-recruitment/edit-company?fCompanyId=): a recruiting company, its logo and place. */
export default function EditRecruitingCompanyScreen() {
  return <OrgEditPage entity="Company" list="company-list" />;
}
