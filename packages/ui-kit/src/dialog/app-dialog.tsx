import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The spec's dialog sizes (SPEC §2.4, §9): small, medium (9/12 of the width), large (11/12), full screen. */
export type DialogSize = 'small' | 'medium' | 'large' | 'full';

const WIDTH: Record<Exclude<DialogSize, 'full'>, string> = {
  small: 'min(32rem, 100vw)',
  medium: `${(9 / 12) * 100}vw`,
  large: `${(11 / 12) * 100}vw`,
};

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
}: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={size === 'full' ? 'full' : undefined}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={closable && !modalLock}
      closeOnEscape={closable}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-dialog-size={size}
            {...(size === 'full' ? {} : { width: WIDTH[size], maxWidth: WIDTH[size] })}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...(bodyHeight ? { height: bodyHeight, padding: 0 } : {})}>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
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
