import { useEffect } from 'react';

/**
 * Each opening of a dialog starts afresh: calls reset whenever open turns true (and again if reset changes
 * while open, so keep it stable with useCallback).
 */
export function useResetOnOpen(open: boolean, reset: () => void): void {
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
}
