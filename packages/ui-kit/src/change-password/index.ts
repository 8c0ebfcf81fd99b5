export { ChangePasswordDialog, type ChangePasswordDialogProps } from './change-password-dialog.js';
export { confirmLogout } from './logout-confirm.js';
export {
  type ChangePasswordOptions,
  type PasswordChange,
  type PasswordField,
  type PasswordValues,
  useChangePassword,
} from './use-change-password.js';
