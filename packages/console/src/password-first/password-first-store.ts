import { proxy } from 'valtio';

/*
 * An account signed in with a password an administrator gave (GetUserInfoModel's mustChangePassword) must
 * choose its own before anything else: the server refuses every other call until then (428). So the loading
 * of its routes waits here, the change-password dialog is shown (PasswordFirstDialog, not closable), and
 * once the change succeeds the loading goes on and the user reaches the page they were going to.
 */

export const passwordFirstStore = proxy({ asked: false });

let settle: (() => void) | null = null;

/** Asks for the new password and resolves once it has been changed. */
export function awaitOwnPassword(): Promise<void> {
  passwordFirstStore.asked = true;
  return new Promise((resolve) => {
    settle = resolve;
  });
}

/** The dialog's change succeeded: whoever waited goes on. */
export function ownPasswordChosen(): void {
  passwordFirstStore.asked = false;
  const done = settle;
  settle = null;
  done?.();
}
