import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { MESSAGE_DURATION_MS } from '@practice/sdk';

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

export function NoticeHost() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description whiteSpace="pre-line">{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.type !== 'loading' && <Toast.CloseTrigger aria-label="关闭" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
