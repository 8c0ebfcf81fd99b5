import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePhone } from '../phone/use-phone.js';
import { UploadScope } from '../upload/upload-scope.js';

/** The spec's dialog sizes (SPEC §2.4, §9): small, medium (9/12 of the width), large (11/12), full screen. */
export type DialogSize = 'small' | 'medium' | 'large' | 'full';

const WIDTH: Record<Exclude<DialogSize, 'full'>, string> = {
  small: 'min(32rem, 100vw)',
  medium: `${(9 / 12) * 100}vw`,
  large: `${(11 / 12) * 100}vw`,
};

/*
 * Full screen is exactly the screen's height, never more: the body scrolls between the header and the
 * footer, so the footer's buttons stay in reach however long the form is.
 */
const FULL = { height: '100dvh', maxHeight: '100dvh' } as const;

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: DialogSize;
  /** Buttons under the body; the dialog has none when absent. */
  footer?: ReactNode;
  children: ReactNode;
  /** Content height when it is fixed (the map picker's 660 px). */
  bodyHeight?: string;
  /** Keeps the dialog open on an outside click: for forms whose input would otherwise be lost. */
  modalLock?: boolean;
  /**
   * false: nothing but the dialog's own action closes it (no close button, Escape or outside click), for a
   * step the user must finish (the password an administrator gave must be changed before anything else).
   */
  closable?: boolean;
  /** Once the dialog has finished closing, its exit animation included. */
  onExitComplete?: () => void;
}

export function AppDialog({
  open,
  onClose,
  title,
  size = 'small',
  footer,
  children,
  bodyHeight,
  modalLock = true,
  closable = true,
  onExitComplete,
}: AppDialogProps) {
  // A phone has no room beside a dialog: every size fills the screen there (SPEC §2.4's full screen).
  const shown: DialogSize = usePhone() ? 'full' : size;
  const full = shown === 'full';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={full ? 'full' : undefined}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={closable && !modalLock}
      closeOnEscape={closable}
      lazyMount
      unmountOnExit
      {...(onExitComplete ? { onExitComplete } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-dialog-size={shown}
            {...(full ? FULL : { width: WIDTH[shown], maxWidth: WIDTH[shown] })}
          >
            {/* The close button sits over the header's end: a long title wraps before reaching it. */}
            <Dialog.Header pe={closable ? '14' : undefined}>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <UploadScope>
              <Dialog.Body {...(bodyHeight ? { height: bodyHeight, padding: 0 } : {})}>
                {children}
              </Dialog.Body>
              {footer && (
                <Dialog.Footer flexWrap="wrap" pb="max(1rem, env(safe-area-inset-bottom))">
                  {footer}
                </Dialog.Footer>
              )}
            </UploadScope>
            {closable && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
