import { enums } from '@practice/sdk/contract';
import { OrgListScreen } from '../org/org-list-screen.js';
import { personBody } from '../users/person-calls.js';

/** /basic-info/company-manage (企业管理): companies, their detail page and 添加企业导师 (an enterprise tutor). */
export default function CompanyManageScreen() {
  return (
    <OrgListScreen
      entity="Company"
      detail="company-edit"
      addPerson={{
        operation: 'AddCompanyUser',
        kind: 'tutor',
        fixedTutorType: enums.TutorType.enterprise,
        body: (company, person) => ({ ...personBody(person), fCompanyId: company.fCompanyId }),
      }}
    />
  );
}
