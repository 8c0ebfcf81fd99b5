import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { passwordFirstStore } from './password-first-store.js';

// Loaded only when asked: the dialog brings the SDK's validators, which /login's budget leaves out.
const PasswordFirstDialog = lazy(() => import('./password-first-dialog.js'));

/** Where the password-first dialog appears: around every page and during the first load. */
export function PasswordFirstSlot() {
  const { asked } = useSnapshot(passwordFirstStore);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <PasswordFirstDialog />
    </Suspense>
  );
}
