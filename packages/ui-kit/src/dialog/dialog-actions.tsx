import { Button } from '@chakra-ui/react';

export interface DialogActionsProps {
  /** 取消: closes the dialog. */
  onCancel: () => void;
  /** The confirm button's text (确定, 保存, 提交...). */
  confirmLabel: string;
  /** Called by the confirm button; without it the button submits the form named by `form`. */
  onConfirm?: () => void;
  /** The id of the form the confirm button submits (the footer sits outside the dialog's form). */
  form?: string | undefined;
  loading?: boolean;
  disabled?: boolean;
}

/** A dialog's footer: 取消 in outline, then the brand-coloured confirm button. */
export function DialogActions({
  onCancel,
  confirmLabel,
  onConfirm,
  form,
  loading,
  disabled,
}: DialogActionsProps) {
  // Chakra's Button is type="button" unless told otherwise; only a form-submitting button says otherwise.
  const action = onConfirm ? { onClick: onConfirm } : { type: 'submit' as const, form };
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        取消
      </Button>
      <Button colorPalette="brand" disabled={disabled} loading={loading} {...action}>
        {confirmLabel}
      </Button>
    </>
  );
}
