import { OrgListScreen } from '../org/org-list-screen.js';
import { personBody } from '../users/person-calls.js';

/** /basic-info/school-manage (学校管理): schools, their detail page and 添加管理员 (a school manager). */
export default function SchoolManageScreen() {
  return (
    <OrgListScreen
      entity="School"
      detail="school-edit"
      addPerson={{
        operation: 'AddSchoolUser',
        kind: 'schoolManager',
        body: (school, person) => ({
          ...personBody(person),
          fSchoolId: school.fSchoolId,
          cRole: 'schoolAdmin',
        }),
      }}
    />
  );
}
