import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { AppDialog, DialogActions, notify, type TableRow, useSending } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { callOperation } from '../../entity-list/index.js';

/** 关闭 a warning whose cause is known and handled, with the note that says how (required). */
export function CloseWarningDialog({ warning, onClose }: { warning: TableRow | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const { sending, send } = useSending();
  // biome-ignore lint/correctness/useExhaustiveDependencies: another warning starts an empty note.
  useEffect(() => setNote(''), [warning]);
  if (!warning) return null;
  const save = async () => {
    if (!note.trim()) return notify('warning', '请填写处理说明');
    const body = { fAttendanceWarningId: String(warning.fAttendanceWarningId), cCloseNote: note.trim() };
    if (await send(() => callOperation('CloseAttendanceWarning', body))) {
      notify('success', '预警已关闭');
      onClose();
    }
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title="关闭预警"
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="关闭预警"
          onConfirm={() => void save()}
          loading={sending}
        />
      }
    >
      <Stack gap="4">
        <Text fontSize="sm">
          {String(warning.cTargetName ?? '')}：{String(warning.cReason ?? '')}
        </Text>
        <Field.Root required>
          <Field.Label>
            处理说明
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={note} rows={3} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
