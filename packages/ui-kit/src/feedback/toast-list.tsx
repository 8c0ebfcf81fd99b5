import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from './toaster.js';

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
            {toast.type !== 'loading' && <Toast.CloseTrigger aria-label="关闭" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
