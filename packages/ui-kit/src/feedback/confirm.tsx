import { useSyncExternalStore } from 'react';
import { FirstUseHost } from './first-use.js';
import { retryingLazy } from './retrying-lazy.js';

/**
 * Confirmations as a promise (`if (await confirmAction('确定删除吗？')) ...`), answered by the one
 * <ConfirmHost/> the provider mounts. Only one question is open at a time; a new one answers the old one "no".
 */
export interface Question {
  text: string;
  title: string;
  confirmText: string;
  answer: (yes: boolean) => void;
}

let open: Question | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export interface ConfirmOptions {
  title?: string;
  confirmText?: string;
}

export function confirmAction(text: string, options: ConfirmOptions = {}): Promise<boolean> {
  open?.answer(false);
  return new Promise((resolve) => {
    const question: Question = {
      text,
      title: options.title ?? '提示',
      confirmText: options.confirmText ?? '确定',
      answer: (yes) => {
        if (open === question) {
          open = null;
          emit();
        }
        resolve(yes);
      },
    };
    open = question;
    emit();
  });
}

/** Answers the open question "no", if one is open: for a page (or a story) that is going away. */
export function cancelQuestion(): void {
  open?.answer(false);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The open question, or null; the dialog (confirm-dialog.tsx) draws it. */
export const useOpenQuestion = (): Question | null =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );

const ConfirmDialog = retryingLazy(() => import('./confirm-dialog.js'));
const anyQuestion = () => open !== null;

/** The one confirmation dialog: its code loads with the first question. */
export const ConfirmHost = () => (
  <FirstUseHost drawn={ConfirmDialog} subscribe={subscribe} asked={anyQuestion} />
);
