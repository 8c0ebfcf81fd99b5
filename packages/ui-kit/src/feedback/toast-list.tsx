import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { TAP_TARGET_PX } from '@practice/sdk';
import { toaster } from './toaster.js';

/** A finger's target on a phone (WCAG 2.5.5): a toast's close button over a form is pressed there too. */
const TAP = { mdDown: `${TAP_TARGET_PX}px` };

/** The messages on screen: loaded with the first one (toaster.tsx), so that no page pays for it before. */
export default function ToastList() {
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
            {toast.type !== 'loading' && (
              <Toast.CloseTrigger aria-label="关闭" minWidth={TAP} minHeight={TAP} />
            )}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
