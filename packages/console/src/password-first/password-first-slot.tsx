import { retryingLazy } from '@practice/ui-kit';
import { useSnapshot } from 'valtio';
import { passwordFirstStore } from './password-first-store.js';

// Loaded only when asked: the dialog brings the SDK's validators, which /login's budget leaves out.
const PasswordFirstDialog = retryingLazy(() => import('./password-first-dialog.js'));

/** Where the password-first dialog appears: around every page and during the first load. */
export function PasswordFirstSlot() {
  const { asked } = useSnapshot(passwordFirstStore);
  return asked ? <PasswordFirstDialog /> : null;
}
