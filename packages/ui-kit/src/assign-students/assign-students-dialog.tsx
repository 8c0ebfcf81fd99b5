import { Field, Stack } from '@chakra-ui/react';
import { AppDialog } from '../dialog/app-dialog.js';
import { DialogActions } from '../dialog/dialog-actions.js';
import { useResetOnOpen } from '../dialog/use-reset-on-open.js';
import { OptionSelect } from '../form/option-select.js';
import type { SelectOption } from '../form/select-option.js';
import { TransferBox } from './transfer-box.js';
import type { AssignableStudent, AssignStudentsValues } from './types.js';
import { useAssignStudents } from './use-assign-students.js';

export interface AssignStudentsDialogProps {
  open: boolean;
  onClose: () => void;
  classes: readonly SelectOption[];
  /** The candidates of a class; called again whenever the class changes. */
  loadStudents: (classId: string) => Promise<AssignableStudent[]>;
  /** The students assigned already, shown as chosen and removable; none when absent. */
  loadAssigned?: () => Promise<AssignableStudent[]>;
  onSave: (values: AssignStudentsValues) => Promise<unknown>;
  title?: string;
  /** Names the action in the server-error message. */
  actionLabel?: string;
}

/**
 * Gives a tutor students class by class, picked in a transfer box (SPEC §2.4, §5): what is chosen stays
 * chosen when another class is picked, and the students assigned already are on the right to take away.
 */
export function AssignStudentsDialog({
  open,
  onClose,
  classes,
  loadStudents,
  loadAssigned,
  onSave,
  title = '分配学生',
  actionLabel,
}: AssignStudentsDialogProps) {
  const state = useAssignStudents({
    classes,
    loadStudents,
    loadAssigned,
    onSave,
    onDone: onClose,
    actionLabel,
  });
  const { reset } = state;
  // Each opening starts without a class or a choice.
  useResetOnOpen(open, reset);

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      size="medium"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="保存"
          disabled={!state.canSave}
          loading={state.saving}
          onConfirm={() => void state.save()}
        />
      }
    >
      <Stack gap="4">
        <Field.Root required invalid={Boolean(state.classError)} maxWidth="sm">
          <Field.Label>
            班级
            <Field.RequiredIndicator />
          </Field.Label>
          <OptionSelect
            placeholder="请选择班级"
            options={classes}
            value={state.classKey}
            onChange={(value) => void state.selectClass(value)}
          />
          <Field.ErrorText>{state.classError}</Field.ErrorText>
        </Field.Root>
        <TransferBox state={state} />
      </Stack>
    </AppDialog>
  );
}
