import type { EntityColumns } from '@practice/ui-kit';
import { fileLinkColumn } from '../kit/index.js';
import { type CourseRecordDialog, CourseRecordsScreen } from './parts/course-records-screen.js';
import { ExemptDialog } from './parts/exempt-dialog.js';
import { ReviewDialog, type ReviewTarget } from './parts/review-dialog.js';

const ENTITY = 'InternshipAgreement';

const COLUMNS: EntityColumns<typeof ENTITY> = {
  cRealName: { card: 'title' },
  fAgreementStatus: { card: 'status' },
  fReviewStatus: { card: 'field' },
  cInternshipName: { hidden: true },
  cClassName: { hidden: true },
  cSchoolParty: { hidden: true },
  cStudentParty: { hidden: true },
  cCompanyParty: { card: 'field' },
  tSignedDate: { card: 'field' },
  cAgreementFile: { ...fileLinkColumn('cAgreementFile'), card: 'field' },
  cReviewNote: { card: 'field' },
  cExemptReason: { card: 'field' },
  fStudentUserId: false,
  fSchoolId: false,
  fReviewUserId: false,
  fExemptUserId: false,
};

const REVIEW: ReviewTarget = {
  entity: ENTITY,
  key: 'fInternshipAgreementId',
  summary: (row) => `${String(row.cRealName ?? '')} 与 ${String(row.cCompanyParty ?? '')} 的三方协议`,
};

const DIALOGS: Readonly<Record<string, CourseRecordDialog>> = {
  ReviewInternshipAgreement: {
    on: 'row',
    draw: (row, close) => <ReviewDialog target={REVIEW} row={row} onClose={close} />,
  },
  ExemptInternshipAgreement: {
    on: 'course',
    draw: (course, open, close) => <ExemptDialog course={course} open={open} onClose={close} />,
  },
};

/**
 * /placement/agreements (三方协议, issue 30): one course's agreements. A student uploads their own signed scan
 * (上传协议) and re-uploads a returned one; the school reviews each (审核: 通过, or 退回 with its reason) and
 * the school admin records an exception for a student who starts before signing (登记例外).
 */
export default function AgreementsScreen() {
  return (
    <CourseRecordsScreen
      entity={ENTITY}
      columns={COLUMNS}
      linkKeys={['fInternshipStudentId', 'fAgreementStatus', 'fReviewStatus']}
      dialogs={DIALOGS}
    />
  );
}
