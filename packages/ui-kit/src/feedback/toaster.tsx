import { createToaster } from '@chakra-ui/react';
import { MESSAGE_DURATION_MS } from '@practice/sdk';
import { FirstUseHost } from './first-use.js';
import { retryingLazy } from './retrying-lazy.js';

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

/**
 * Loading notices that were closed while still waiting in the toaster's queue (more than `max` messages
 * on screen): the store has no way to drop a queued one, so it is removed as soon as the queue lets it out.
 */
const closedWhileQueued = new Set<string>();
toaster.subscribe((toast) => {
  if ('dismiss' in toast || !closedWhileQueued.has(toast.id)) return;
  closedWhileQueued.delete(toast.id);
  // After the store has put it on screen (it publishes first, then lists it).
  queueMicrotask(() => toaster.remove(toast.id));
});

/**
 * Closes a message now, e.g. 文件上传中, 请稍后... once the upload ended. The store's `dismiss` only asks a
 * drawn toast to animate out: a message not drawn yet (the list loads with the first message, and a
 * quick upload ends before it does) or still queued would then stay on screen for good, a loading
 * message having no time limit. `remove` takes it out of the store whatever state it is in.
 */
export function dismissNotice(id: string): void {
  if (!toaster.isVisible(id) && !toaster.isDismissed(id)) closedWhileQueued.add(id);
  toaster.remove(id);
}

const ToastList = retryingLazy(() => import('./toast-list.js'));
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
