import { type EntityColumns, notify, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { EntityListScreen, type ListActions } from '../entity-list/index.js';
import { fileLinkColumn, useCourseScope } from '../kit/index.js';
import { RecordFormDialog } from '../kit/internship/record-form.js';
import { CHOOSE_COURSE, useCourseRecords } from './parts/course-records.js';
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

/**
 * /placement/insurance (实习保险, issue 30): one course's policies. A student uploads their own (上传保单); the
 * school reviews each and imports the insurer's list of a group policy (导入保单: checked, previewed, then
 * recorded all or none).
 */
export default function InsuranceScreen() {
  const { course, picker, filter } = useCourseScope(['fInternshipStudentId', 'fReviewStatus']);
  const records = useCourseRecords(ENTITY, course);
  const [reviewing, setReviewing] = useState<TableRow | null>(null);
  const [importing, setImporting] = useState(false);
  const handlers: ListActions = {
    ...records.handlers,
    ReviewInternshipInsurance: { need: 'one', run: ([row]) => setReviewing(row ?? null) },
    ImportInternshipInsurance: {
      need: 'none',
      run: () => (course ? setImporting(true) : notify('warning', CHOOSE_COURSE)),
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
      <PolicyImportDialog course={course} open={importing} onClose={() => setImporting(false)} />
    </EntityListScreen>
  );
}
