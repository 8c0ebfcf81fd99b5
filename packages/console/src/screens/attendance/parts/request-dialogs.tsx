import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { SUBMIT_SUCCEEDED } from '@practice/sdk';
import { formatFieldDate, SignInKind } from '@practice/sdk/contract';
import {
  AppDialog,
  DateField,
  DialogActions,
  notify,
  OptionSelect,
  type TableRow,
  UploadField,
  useSending,
} from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { uploaderFor } from '../../../files/uploads.js';
import { callOperation } from '../../entity-list/index.js';

/*
 * The dialogs of 请假补签 (issue 29, part 3): a student's 请假 and 补签, a tutor's 批准 and 驳回. Each checks
 * what it can before sending (the server checks it all again, with the same words) and closes on success;
 * the list refreshes through the write.
 */

const upload = uploaderFor('file');
const REASON_MAX = 500;

/** A required date, labelled above its picker. */
function RequiredDate(p: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>
        {p.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <DateField label={p.label} value={p.value} onChange={p.onChange} />
    </Field.Root>
  );
}

export type RequestDialog =
  | { kind: 'leave' }
  | { kind: 'makeUp' }
  | { kind: 'approve' | 'refuse'; row: TableRow }
  | null;

function ReasonField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  required: boolean;
}) {
  return (
    <Field.Root required={props.required}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        value={props.value}
        rows={3}
        maxLength={REASON_MAX}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field.Root>
  );
}

/** What is wrong with a leave's dates, in the student's words; null when they can be sent. */
export function leaveProblem(from: string, to: string, reason: string): string | null {
  if (!from || !to) return '请选择请假的开始和结束日期';
  if (to < from) return '结束日期不能早于开始日期';
  if (!reason.trim()) return '请填写原因';
  return null;
}

export function LeaveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [file, setFile] = useState<string | null>(null);
  const { sending, send } = useSending();
  useEffect(() => {
    if (!open) return;
    setFrom('');
    setTo('');
    setReason('');
    setFile(null);
  }, [open]);
  const save = async () => {
    const problem = leaveProblem(from, to, reason);
    if (problem) return notify('warning', problem);
    const body = {
      tStartDate: from,
      tEndDate: to,
      cReason: reason.trim(),
      ...(file ? { cAttachment: file } : {}),
    };
    if (await send(() => callOperation('AddAttendanceLeave', body))) {
      notify('success', SUBMIT_SUCCEEDED);
      onClose();
    }
  };
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="请假"
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="提交"
          onConfirm={() => void save()}
          loading={sending}
        />
      }
    >
      <Stack gap="4">
        <RequiredDate label="开始日期" value={from} onChange={setFrom} />
        <RequiredDate label="结束日期" value={to} onChange={setTo} />
        <ReasonField label="原因" value={reason} onChange={setReason} required />
        <UploadField label="附件（如病假条）" value={file} onChange={setFile} upload={upload} />
      </Stack>
    </AppDialog>
  );
}

const MAKE_UP_KINDS = [
  { value: String(SignInKind.arrive), label: '上班' },
  { value: String(SignInKind.leave), label: '下班' },
];

export function MakeUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [day, setDay] = useState('');
  const [kind, setKind] = useState(String(SignInKind.arrive));
  const [reason, setReason] = useState('');
  const { sending, send } = useSending();
  useEffect(() => {
    if (!open) return;
    setDay('');
    setKind(String(SignInKind.arrive));
    setReason('');
  }, [open]);
  const save = async () => {
    if (!day) return notify('warning', '请选择要补签的日期');
    if (!reason.trim()) return notify('warning', '请填写原因');
    const fSignInKind = Number(kind) === SignInKind.leave ? SignInKind.leave : SignInKind.arrive;
    if (
      await send(() =>
        callOperation('AddAttendanceMakeUp', { tDate: day, fSignInKind, cReason: reason.trim() }),
      )
    ) {
      notify('success', SUBMIT_SUCCEEDED);
      onClose();
    }
  };
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="补签"
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="提交"
          onConfirm={() => void save()}
          loading={sending}
        />
      }
    >
      <Stack gap="4">
        <RequiredDate label="漏签日期" value={day} onChange={setDay} />
        <Field.Root required>
          <Field.Label>补签类型</Field.Label>
          <OptionSelect options={MAKE_UP_KINDS} value={kind} onChange={setKind} />
        </Field.Root>
        <ReasonField label="原因" value={reason} onChange={setReason} required />
      </Stack>
    </AppDialog>
  );
}

/** 批准 (a comment optional) or 驳回 (a comment required) of one pending request. */
export function DecisionDialog({
  decision,
  onClose,
}: {
  decision: { kind: 'approve' | 'refuse'; row: TableRow } | null;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  const { sending, send } = useSending();
  // biome-ignore lint/correctness/useExhaustiveDependencies: another request starts an empty comment.
  useEffect(() => setComment(''), [decision]);
  if (!decision) return null;
  const refusing = decision.kind === 'refuse';
  const save = async () => {
    if (refusing && !comment.trim()) return notify('warning', '驳回时请填写审批意见');
    const body = {
      fAttendanceRequestId: String(decision.row.fAttendanceRequestId),
      ...(comment.trim() ? { cComment: comment.trim() } : {}),
    };
    const call = refusing
      ? () => callOperation('RefuseAttendanceRequest', { ...body, cComment: comment.trim() })
      : () => callOperation('ApproveAttendanceRequest', body);
    if (await send(call)) {
      notify('success', refusing ? '已驳回' : '已批准');
      onClose();
    }
  };
  const row = decision.row;
  return (
    <AppDialog
      open
      onClose={onClose}
      title={refusing ? '驳回申请' : '批准申请'}
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel={refusing ? '驳回' : '批准'}
          onConfirm={() => void save()}
          loading={sending}
        />
      }
    >
      <Stack gap="4">
        <Text fontSize="sm">
          {String(row.cRealName ?? '')}：{formatFieldDate('AttendanceRequest', 'tStartDate', row.tStartDate)}
          {row.tEndDate && row.tEndDate !== row.tStartDate
            ? ` ~ ${formatFieldDate('AttendanceRequest', 'tEndDate', row.tEndDate)}`
            : ''}
          ，{String(row.cReason ?? '')}
        </Text>
        <ReasonField label="审批意见" value={comment} onChange={setComment} required={refusing} />
      </Stack>
    </AppDialog>
  );
}
