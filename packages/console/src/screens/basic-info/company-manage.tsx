import { OrgListScreen } from '../org/org-list-screen.js';
import { personBody } from '../users/person-calls.js';

/** A company's tutors are enterprise tutors (the contract's TutorType 2, 企业导师): the dialog does not ask. */
const ENTERPRISE_TUTOR = 2;

/** /basic-info/company-manage (企业管理): companies, their detail page and 添加企业导师 (an enterprise tutor). */
export default function CompanyManageScreen() {
  return (
    <OrgListScreen
      entity="Company"
      detail="company-edit"
      addPerson={{
        operation: 'AddCompanyUser',
        kind: 'tutor',
        fixedTutorType: ENTERPRISE_TUTOR,
        body: (company, person) => ({ ...personBody(person), fCompanyId: company.fCompanyId }),
      }}
    />
  );
}
