import { useCallback, useState } from 'react';

/**
 * A dialog's 确定 while its call runs: `sending` is true meanwhile (the button shows it is busy and cannot
 * be pressed twice), and `send` answers whether the call went through. A refusal has already been shown
 * by the SDK's message, so the caller only keeps the dialog open with what was entered.
 */
export function useSending(): { sending: boolean; send: (call: () => Promise<unknown>) => Promise<boolean> } {
  const [sending, setSending] = useState(false);
  const send = useCallback(async (call: () => Promise<unknown>) => {
    setSending(true);
    try {
      await call();
      return true;
    } catch {
      return false;
    } finally {
      setSending(false);
    }
  }, []);
  return { sending, send };
}
