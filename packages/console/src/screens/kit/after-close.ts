import { useCallback, useRef } from 'react';

/**
 * A step that leaves the page from inside a dialog (添加公共资源 opens another tab), taken once the dialog
 * has finished closing. Taken at once, it hides the page while the dialog's exit animation runs: the hidden
 * view (KeepAlive) never sees the animation end, and the closed dialog stays frozen on screen when the user
 * comes back.
 */
export function useAfterClose(): { then: (step: () => void) => void; onExitComplete: () => void } {
  const pending = useRef<(() => void) | null>(null);
  const then = useCallback((step: () => void) => {
    pending.current = step;
  }, []);
  const onExitComplete = useCallback(() => {
    const step = pending.current;
    pending.current = null;
    step?.();
  }, []);
  return { then, onExitComplete };
}
