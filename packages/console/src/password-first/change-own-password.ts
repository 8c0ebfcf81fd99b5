import type { PasswordChange } from '@practice/ui-kit';

/** ChangePass (SPEC §3 "Password change"): newPassword is copied into cPassword and its confirmation. */
export async function changeOwnPassword({ oldPassword, newPassword }: PasswordChange) {
  const { sdk } = await import('../sdk.js');
  return sdk.ChangePass({ oldPassword, newPassword, cPassword: newPassword, cCheckPassword: newPassword });
}
