import { AttendanceRequestStatus } from '@practice/sdk/contract';
import { confirmAction, type EntityColumns, notify, type TableRow } from '@practice/ui-kit';
import { useState } from 'react';
import { callOperation, EntityListScreen, type ListActions } from '../entity-list/index.js';
import { useLinkFilter } from '../kit/link-filter.js';
import { DecisionDialog, LeaveDialog, MakeUpDialog, type RequestDialog } from './parts/request-dialogs.js';

const COLUMNS: EntityColumns<'AttendanceRequest'> = {
  cRealName: { card: 'title' },
  fRequestStatus: { card: 'status' },
  fRequestKind: { card: 'field' },
  tStartDate: { card: 'field' },
  tEndDate: { card: 'field' },
  cReason: { card: 'field' },
  fStudentUserId: false,
  fDecidedUserId: false,
};

const pending = (rows: TableRow[]) =>
  rows.length === 1 && Number(rows[0]?.fRequestStatus) === AttendanceRequestStatus.pending;
const decide = (kind: 'approve' | 'refuse', open: (d: RequestDialog) => void) => ({
  need: 'one' as const,
  shown: pending,
  run: ([row]: TableRow[]) => row && open({ kind, row }),
});

/**
 * /attendance/requests (请假补签, issue 29): a student's own requests with 请假, 补签 and 撤回 on a pending one;
 * an in-school tutor's or the school's queue with 批准 and 驳回 (the buttons each role holds). A reminder's
 * link opens it filtered to the pending ones.
 */
export default function AttendanceRequestsScreen() {
  const [dialog, setDialog] = useState<RequestDialog>(null);
  const filter = useLinkFilter(['fRequestStatus', 'fInternshipInfoId']);
  const close = () => setDialog(null);
  const handlers: ListActions = {
    AddAttendanceLeave: { need: 'none', run: () => setDialog({ kind: 'leave' }) },
    AddAttendanceMakeUp: { need: 'none', run: () => setDialog({ kind: 'makeUp' }) },
    ApproveAttendanceRequest: decide('approve', setDialog),
    RefuseAttendanceRequest: decide('refuse', setDialog),
    WithdrawAttendanceRequest: {
      need: 'one',
      shown: pending,
      run: async ([row]) => {
        if (!row || !(await confirmAction('确定撤回这条申请吗？'))) return;
        await callOperation('WithdrawAttendanceRequest', {
          fAttendanceRequestId: String(row.fAttendanceRequestId),
        });
        notify('success', '已撤回');
      },
    },
  };
  return (
    <EntityListScreen
      entity="AttendanceRequest"
      columns={COLUMNS}
      handlers={handlers}
      {...(filter ? { filter } : {})}
    >
      <LeaveDialog open={dialog?.kind === 'leave'} onClose={close} />
      <MakeUpDialog open={dialog?.kind === 'makeUp'} onClose={close} />
      <DecisionDialog
        decision={dialog?.kind === 'approve' || dialog?.kind === 'refuse' ? dialog : null}
        onClose={close}
      />
    </EntityListScreen>
  );
}
