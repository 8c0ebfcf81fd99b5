import { createToaster } from '@chakra-ui/react';
import { MESSAGE_DURATION_MS } from '@practice/sdk';
import { lazy } from 'react';
import { FirstUseHost } from './first-use.js';

/** One toaster for the whole app: messages sit at the top and last 3000 ms (SPEC §8). */
export const toaster = createToaster({ placement: 'top', max: 5, pauseOnPageIdle: true });

export type NoticeKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

/** Shows a message; returns its id so that a loading notice can be closed when the work ends. */
export function notify(kind: NoticeKind, text: string, options: { duration?: number } = {}): string {
  return toaster.create({
    type: kind,
    description: text,
    duration: options.duration ?? (kind === 'loading' ? Number.POSITIVE_INFINITY : MESSAGE_DURATION_MS),
  });
}

export const dismissNotice = (id: string) => toaster.dismiss(id);

const ToastList = lazy(() => import('./toast-list.js'));
/** The store says when the first message is created, whoever creates it. */
const firstMessage = (done: () => void) => toaster.subscribe(done);
const anyMessage = () => toaster.getCount() > 0;

/**
 * The messages' host. The toast machinery is a large part of a first page that shows no message (the
 * sign-in page), so it loads with the first message; the store keeps that message and the list, once
 * mounted, shows what the store holds.
 */
export const NoticeHost = () => (
  <FirstUseHost drawn={ToastList} subscribe={firstMessage} asked={anyMessage} />
);
