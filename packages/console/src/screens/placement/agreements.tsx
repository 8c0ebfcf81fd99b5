import { type EntityColumns, notify, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { EntityListScreen, type ListActions } from '../entity-list/index.js';
import { fileLinkColumn, useCourseScope } from '../kit/index.js';
import { RecordFormDialog } from '../kit/internship/record-form.js';
import { CHOOSE_COURSE, useCourseRecords } from './parts/course-records.js';
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

/**
 * /placement/agreements (三方协议, issue 30): one course's agreements. A student uploads their own signed scan
 * (上传协议) and re-uploads a returned one; the school reviews each (审核: 通过, or 退回 with its reason) and
 * the school admin records an exception for a student who starts before signing (登记例外).
 */
export default function AgreementsScreen() {
  const { course, picker, filter } = useCourseScope([
    'fInternshipStudentId',
    'fAgreementStatus',
    'fReviewStatus',
  ]);
  const records = useCourseRecords(ENTITY, course);
  const [reviewing, setReviewing] = useState<TableRow | null>(null);
  const [exempting, setExempting] = useState(false);
  const handlers: ListActions = {
    ...records.handlers,
    ReviewInternshipAgreement: { need: 'one', run: ([row]) => setReviewing(row ?? null) },
    ExemptInternshipAgreement: {
      need: 'none',
      run: () => (course ? setExempting(true) : notify('warning', CHOOSE_COURSE)),
    },
  };
  return (
    <EntityListScreen
      entity={ENTITY}
      columns={COLUMNS}
      handlers={handlers}
      actions={picker}
      {...(filter ? { filter } : {})}
    >
      <RecordFormDialog
        entity={ENTITY}
        state={records.form.state}
        onClose={records.form.close}
        fixed={records.fixed}
        choices={records.choices}
        addLabel={records.addLabel}
      />
      <ReviewDialog target={REVIEW} row={reviewing} onClose={() => setReviewing(null)} />
      <ExemptDialog course={course} open={exempting} onClose={() => setExempting(false)} />
    </EntityListScreen>
  );
}
