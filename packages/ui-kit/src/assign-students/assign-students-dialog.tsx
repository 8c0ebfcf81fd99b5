import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { AppDialog } from '../dialog/app-dialog.js';
import type { SelectOption } from '../form/select-option.js';
import { TransferBox } from './transfer-box.js';
import type { AssignableStudent, AssignStudentsValues } from './types.js';
import { useAssignStudents } from './use-assign-students.js';

export interface AssignStudentsDialogProps {
  open: boolean;
  onClose: () => void;
  classes: readonly SelectOption[];
  /** The candidates of a class; called again whenever the class changes. */
  loadStudents: (classId: string | number) => Promise<AssignableStudent[]>;
  onSave: (values: AssignStudentsValues) => Promise<unknown>;
  title?: string;
  /** Names the action in the server-error message. */
  actionLabel?: string;
}

/** Gives a tutor students of one class, picked in a transfer box (SPEC §2.4, §5). */
export function AssignStudentsDialog({
  open,
  onClose,
  classes,
  loadStudents,
  onSave,
  title = '分配学生',
  actionLabel,
}: AssignStudentsDialogProps) {
  const state = useAssignStudents({ classes, loadStudents, onSave, onDone: onClose, actionLabel });
  const { reset } = state;
  // Each opening starts without a class or a choice.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      size="medium"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button
            colorPalette="brand"
            disabled={!state.canSave}
            loading={state.saving}
            onClick={() => void state.save()}
          >
            保存
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root required invalid={Boolean(state.classError)} maxWidth="sm">
          <Field.Label>
            班级
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              placeholder="请选择班级"
              value={state.classKey}
              onChange={(event) => void state.selectClass(event.target.value)}
            >
              {classes.map((option) => (
                <option key={String(option.value)} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{state.classError}</Field.ErrorText>
        </Field.Root>
        <TransferBox state={state} />
      </Stack>
    </AppDialog>
  );
}
