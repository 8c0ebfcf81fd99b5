import { OrgEditPage } from '../org/org-edit-page.js';

/** /basic-info/company-edit (企业详情): one company's details, its logo, address and rich description. */
export default function CompanyEditScreen() {
  return <OrgEditPage entity="Company" list="company-manage" />;
}
