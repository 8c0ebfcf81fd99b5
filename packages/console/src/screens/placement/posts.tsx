import type { EntityColumns } from '@practice/ui-kit';
import { CourseRecordsScreen } from './parts/course-records-screen.js';

const ENTITY = 'InternshipPlacement';

const COLUMNS: EntityColumns<typeof ENTITY> = {
  cRealName: { card: 'title' },
  fMajorMatch: { card: 'status' },
  cInternshipName: { hidden: true },
  fInternshipKind: { card: 'field' },
  fOrganizeForm: { card: 'field' },
  fPlacementMode: { card: 'field' },
  cCreditCode: { card: 'field' },
  cCity: { card: 'field' },
  fStudentUserId: false,
  fSchoolId: false,
};

/**
 * /placement/posts (岗位信息, issue 30): what the bureau's report asks of each student's post beyond the
 * roster's company and dates: 对口 or not, the company's 统一社会信用代码 (checked as typed), the city, and the
 * national platform's 实习类型, 组织形式 and 实习方式. Kept by the course's staff.
 */
export default function PostsScreen() {
  return (
    <CourseRecordsScreen
      entity={ENTITY}
      columns={COLUMNS}
      linkKeys={['fInternshipStudentId', 'fMajorMatch']}
    />
  );
}
