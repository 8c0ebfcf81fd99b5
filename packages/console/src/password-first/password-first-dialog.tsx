import { PASSWORD_CHANGE_FIRST } from '@practice/sdk/contract';
import { ChangePasswordDialog } from '@practice/ui-kit';
import { useSnapshot } from 'valtio';
import { changeOwnPassword } from './change-own-password.js';
import { ownPasswordChosen, passwordFirstStore } from './password-first-store.js';

/**
 * The spec's change-password dialog, shown right after a sign-in with a password an administrator gave:
 * it says why and cannot be closed until the change succeeds (the server keeps this sign-in), then the
 * waiting route load goes on.
 */
export default function PasswordFirstDialog() {
  const { asked } = useSnapshot(passwordFirstStore);
  return (
    <ChangePasswordDialog
      open={asked}
      required={PASSWORD_CHANGE_FIRST}
      onSubmit={changeOwnPassword}
      onClose={ownPasswordChosen}
    />
  );
}
