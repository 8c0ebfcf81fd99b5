import { Button } from '@chakra-ui/react';
import { useUploadsPending } from '../upload/upload-scope.js';
import { SendButton } from './send-button.js';

export interface DialogActionsProps {
  /** 取消: closes the dialog; a dialog that must be finished has none. */
  onCancel?: () => void;
  /** The confirm button's text (确定, 保存, 提交...). */
  confirmLabel: string;
  /** Called by the confirm button; without it the button submits the form named by `form`. */
  onConfirm?: () => void;
  /** The id of the form the confirm button submits (the footer sits outside the dialog's form). */
  form?: string | undefined;
  loading?: boolean;
  disabled?: boolean;
  /**
   * A second way to submit the same form (保存草稿): an outline button marked data-draft, which a form
   * that keeps drafts (TemplateForm) reads from the submit event to skip its required checks.
   */
  draftLabel?: string;
}

/** The attribute a draft-saving submit button carries (read by the form from the submit event). */
export const DRAFT_SUBMITTER = 'data-draft';

/** Whether a form's submit event came from a draft-saving button. */
export const isDraftSubmit = (event: { nativeEvent: Event }) =>
  (event.nativeEvent as SubmitEvent).submitter?.hasAttribute(DRAFT_SUBMITTER) ?? false;

/** A dialog's footer: 取消 in outline, then the brand-coloured confirm button. */
export function DialogActions({
  onCancel,
  confirmLabel,
  onConfirm,
  form,
  loading,
  disabled,
  draftLabel,
}: DialogActionsProps) {
  // Chakra's Button is type="button" unless told otherwise; only a form-submitting button says otherwise.
  const action = onConfirm ? { onClick: onConfirm } : { type: 'submit' as const, form };
  // Sent mid-upload, the form would save the field's old value (upload-scope.tsx): the draft button waits
  // as the confirm button (SendButton) does.
  const uploading = useUploadsPending();
  return (
    <>
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          取消
        </Button>
      )}
      {draftLabel && (
        <Button
          variant="outline"
          type="submit"
          form={form}
          disabled={disabled || loading || uploading}
          {...{ [DRAFT_SUBMITTER]: '' }}
        >
          {draftLabel}
        </Button>
      )}
      <SendButton disabled={disabled} loading={loading} {...action}>
        {confirmLabel}
      </SendButton>
    </>
  );
}
