import { Alert, Field, Input, Stack } from '@chakra-ui/react';
import { AppDialog } from '../dialog/app-dialog.js';
import { DialogActions } from '../dialog/dialog-actions.js';
import { useResetOnOpen } from '../dialog/use-reset-on-open.js';
import { type PasswordChange, type PasswordField, useChangePassword } from './use-change-password.js';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (change: PasswordChange) => Promise<unknown>;
  /**
   * Why the password must be changed now (首次登录或密码已重置，请先修改密码): the dialog then says so and
   * cannot be cancelled or closed until the change succeeds.
   */
  required?: string;
}

const FIELDS: { field: PasswordField; label: string; placeholder: string; autoComplete: string }[] = [
  { field: 'oldPassword', label: '旧密码', placeholder: '请输入旧密码', autoComplete: 'current-password' },
  { field: 'cPassword', label: '新密码', placeholder: '请输入新密码', autoComplete: 'new-password' },
  {
    field: 'cCheckPassword',
    label: '确认密码',
    placeholder: '请再次输入新密码',
    autoComplete: 'new-password',
  },
];

/** Old password, new password and its confirmation, each masked and checked as SPEC §5 says. */
export function ChangePasswordDialog({ open, onClose, onSubmit, required }: ChangePasswordDialogProps) {
  const form = useChangePassword({ onSubmit, onDone: onClose });
  const { reset } = form;
  // Each opening starts empty: a half-typed password must not wait in the page for the next user.
  useResetOnOpen(open, reset);

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="修改密码"
      size="small"
      closable={!required}
      footer={
        <DialogActions
          {...(required ? {} : { onCancel: onClose })}
          confirmLabel="确定"
          loading={form.submitting}
          onConfirm={() => void form.submit()}
        />
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Stack gap="4">
          {required && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{required}</Alert.Title>
            </Alert.Root>
          )}
          {FIELDS.map(({ field, label, placeholder, autoComplete }) => (
            <Field.Root key={field} required invalid={Boolean(form.errors[field])}>
              <Field.Label>
                {label}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="password"
                autoComplete={autoComplete}
                placeholder={placeholder}
                value={form.values[field]}
                onChange={(event) => form.edit(field, event.target.value)}
                onBlur={() => form.blur(field)}
              />
              <Field.ErrorText>{form.errors[field]}</Field.ErrorText>
            </Field.Root>
          ))}
          {/* Enter in a field submits; the visible button sits in the dialog's footer, outside the form. */}
          <button type="submit" hidden />
        </Stack>
      </form>
    </AppDialog>
  );
}
