import type { EntityColumns } from '@practice/ui-kit';
import { fileLinkColumn } from '../kit/index.js';
import { type CourseRecordDialog, CourseRecordsScreen } from './parts/course-records-screen.js';
import { PolicyImportDialog } from './parts/policy-import.js';
import { ReviewDialog, type ReviewTarget } from './parts/review-dialog.js';

const ENTITY = 'InternshipInsurance';

const COLUMNS: EntityColumns<typeof ENTITY> = {
  cRealName: { card: 'title' },
  fReviewStatus: { card: 'status' },
  cInternshipName: { hidden: true },
  cClassName: { hidden: true },
  cInsurer: { card: 'field' },
  cPolicyNumber: { card: 'field' },
  tStartDate: { card: 'field' },
  tEndDate: { card: 'field' },
  cPolicyFile: { ...fileLinkColumn('cPolicyFile'), card: 'field' },
  cReviewNote: { card: 'field' },
  fStudentUserId: false,
  fSchoolId: false,
  fReviewUserId: false,
};

const REVIEW: ReviewTarget = {
  entity: ENTITY,
  key: 'fInternshipInsuranceId',
  summary: (row) =>
    `${String(row.cRealName ?? '')}：${String(row.cInsurer ?? '')} 保单 ${String(row.cPolicyNumber ?? '')}`,
};

const DIALOGS: Readonly<Record<string, CourseRecordDialog>> = {
  ReviewInternshipInsurance: {
    on: 'row',
    draw: (row, close) => <ReviewDialog target={REVIEW} row={row} onClose={close} />,
  },
  ImportInternshipInsurance: {
    on: 'course',
    draw: (course, open, close) => <PolicyImportDialog course={course} open={open} onClose={close} />,
  },
};

/**
 * /placement/insurance (实习保险, issue 30): one course's policies. A student uploads their own (上传保单); the
 * school reviews each and imports the insurer's list of a group policy (导入保单: checked, previewed, then
 * recorded all or none).
 */
export default function InsuranceScreen() {
  return (
    <CourseRecordsScreen
      entity={ENTITY}
      columns={COLUMNS}
      linkKeys={['fInternshipStudentId', 'fReviewStatus']}
      dialogs={DIALOGS}
    />
  );
}
