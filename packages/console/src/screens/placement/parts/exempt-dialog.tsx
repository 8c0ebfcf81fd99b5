import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  AppDialog,
  DialogActions,
  notify,
  OptionSelect,
  type SelectOption,
  useSending,
} from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { callOperation } from '../../entity-list/index.js';
import { ALL } from '../../kit/internship/work-data.js';
import { studentOption } from './course-records.js';

/**
 * 登记例外 (the school admin's): a student of the course may start without a signed 三方协议, for a reason
 * that is recorded with who and when. The server makes the agreement row as 未签 when the student has none.
 */
export function ExemptDialog({
  course,
  open,
  onClose,
}: {
  course: string;
  open: boolean;
  onClose: () => void;
}) {
  const [students, setStudents] = useState<SelectOption[]>([]);
  const [student, setStudent] = useState('');
  const [reason, setReason] = useState('');
  const { sending, send } = useSending();
  useEffect(() => {
    if (!open || !course) return;
    setStudent('');
    setReason('');
    let live = true;
    callOperation('GetInternshipStudentPageList', { ...ALL, fInternshipInfoId: course }).then(
      (page) => live && setStudents(page.List.map(studentOption)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, course]);
  if (!open) return null;
  const save = async () => {
    if (!student) return notify('warning', '请选择学生');
    if (!reason.trim()) return notify('warning', '请填写例外原因');
    const body = { fInternshipStudentId: student, cExemptReason: reason.trim() };
    if (await send(() => callOperation('ExemptInternshipAgreement', body))) {
      notify('success', '已登记例外');
      onClose();
    }
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title="登记未签协议例外"
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="登记"
          onConfirm={() => void save()}
          loading={sending}
        />
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          登记后，该学生可在三方协议签订前进入实习阶段；原因、登记人和时间将记录在协议上。
        </Text>
        <Field.Root required>
          <Field.Label>
            学生
            <Field.RequiredIndicator />
          </Field.Label>
          <OptionSelect options={students} value={student} onChange={setStudent} placeholder="请选择学生" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            例外原因
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={reason} rows={3} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
