import { AppDialog } from '../dialog/app-dialog.js';
import { DialogActions } from '../dialog/dialog-actions.js';
import { useResetOnOpen } from '../dialog/use-reset-on-open.js';
import { PersonFields } from './person-fields.js';
import { PERSON_KIND_LABEL, type PersonKind } from './person-kind.js';
import type { FoundPerson, PersonValues, SelectOption } from './types.js';
import { usePersonForm } from './use-person-form.js';

export interface PersonDialogProps {
  kind: PersonKind;
  open: boolean;
  onClose: () => void;
  /** Looks the mobile up (normalised to 11 digits); null when nobody has it. */
  checkMobile: (mobile: string) => Promise<FoundPerson | null>;
  onSubmit: (values: PersonValues) => Promise<unknown>;
  /** Class choices for a student. */
  classes?: readonly SelectOption[];
  /** From the route query; sent with the values when present. */
  internshipInfoId?: string;
  /** 'direct': the variant whose found message adds 可直接添加. */
  foundMessage?: 'imported' | 'direct';
  /** Offers tutor type 3 as well as 1 and 2. */
  allowLeaderTutorType?: boolean;
  /** A tutor of this type only (TutorType, e.g. 2 企业导师): shown read-only, never asked for. */
  fixedTutorType?: number;
}

/** Adds a student, teacher, tutor or school manager, starting from a check of their mobile (SPEC §2.4, §4). */
export function PersonDialog({
  kind,
  open,
  onClose,
  checkMobile,
  onSubmit,
  classes = [],
  internshipInfoId,
  foundMessage,
  allowLeaderTutorType = false,
  fixedTutorType,
}: PersonDialogProps) {
  const form = usePersonForm({
    kind,
    checkMobile,
    onSubmit,
    onDone: onClose,
    internshipInfoId,
    foundMessage,
    fixedTutorType,
  });
  const { reenter } = form;
  // Each opening starts from an empty, unvalidated form.
  useResetOnOpen(open, reenter);

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={`添加${PERSON_KIND_LABEL[kind]}`}
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="添加"
          disabled={!form.canSubmit}
          loading={form.submitting}
          onConfirm={() => void form.submit()}
        />
      }
    >
      <PersonFields kind={kind} form={form} classes={classes} allowLeaderTutorType={allowLeaderTutorType} />
    </AppDialog>
  );
}
